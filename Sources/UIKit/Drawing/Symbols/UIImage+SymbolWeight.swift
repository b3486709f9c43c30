import Foundation

extension UIImage {
    /// The stroke weight of a symbol image, matching the system font's weights.
    public enum SymbolWeight: Int, Sendable {
        /// Not specified: another configuration, or the default (regular), decides.
        case unspecified = 0
        case ultraLight = 1
        case thin = 2
        case light = 3
        case regular = 4
        case medium = 5
        case semibold = 6
        case bold = 7
        case heavy = 8
        case black = 9
    }
}

extension UIImage.SymbolWeight {
    /// The font weight this symbol weight matches (regular for `.unspecified`).
    public func fontWeight() -> UIFont.Weight {
        switch self {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .unspecified, .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }

    /// The symbol weight nearest an OpenType weight class (100 ultra light … 900 black),
    /// the weight a font asks for: how `SymbolConfiguration(font:)` matches a font.
    init(openTypeWeight: Int) {
        let step = Int((Double(min(max(openTypeWeight, 100), 900)) / 100).rounded())
        self = UIImage.SymbolWeight(rawValue: step) ?? .regular
    }
}
