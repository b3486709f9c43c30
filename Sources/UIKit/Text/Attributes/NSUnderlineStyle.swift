import Foundation

/// Styles for underline and strikethrough lines, with Apple's raw values.
///
/// Pango draws single and double lines; `thick` is drawn as a single line and the dash
/// patterns as solid lines, and `byWord` also lines the spaces (docs/DIFFERENCES.md).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    /// One thin line.
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    /// One thick line.
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    /// Two thin lines.
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    /// Draw the line only under words, not spaces.
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}
