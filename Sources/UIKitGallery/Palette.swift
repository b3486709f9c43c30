import CoreGraphics

/// Shared palette.
enum Palette {
    static let blue = CGColor(red: 0.0, green: 0.48, blue: 1.0, alpha: 1)
    static let orange = CGColor(red: 1.0, green: 0.58, blue: 0.0, alpha: 1)
    static let green = CGColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1)
    static let pink = CGColor(red: 1.0, green: 0.18, blue: 0.33, alpha: 1)
    static let purple = CGColor(red: 0.69, green: 0.32, blue: 0.87, alpha: 1)
    static let ink = CGColor(red: 0.11, green: 0.11, blue: 0.12, alpha: 1)
}
