import Foundation

extension UIFont {
    /// The family every system font uses: chosen once, installed by `make deps`
    /// (fonts-dejavu-core), so every machine renders the same glyphs.
    static let systemFamily = "DejaVu Sans"
    /// The family of the monospaced system fonts.
    static let monospacedSystemFamily = "DejaVu Sans Mono"

    /// The system font at `fontSize` points, regular weight.
    public class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .regular)
    }

    /// The system font at `fontSize` points and `weight`. The nearest installed face is
    /// used (DejaVu Sans has extra light, book and bold).
    public class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(family: systemFamily, size: fontSize, weight: weight.openTypeWeight, italic: false)
    }

    /// The bold system font at `fontSize` points.
    public class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        systemFont(ofSize: fontSize, weight: .bold)
    }

    /// The italic (oblique) system font at `fontSize` points.
    public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
        system(family: systemFamily, size: fontSize, weight: 400, italic: true)
    }

    /// The monospaced system font (DejaVu Sans Mono) at `fontSize` points and `weight`.
    public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        system(family: monospacedSystemFamily, size: fontSize, weight: weight.openTypeWeight, italic: false)
    }

    /// The system font with digits of equal width. DejaVu Sans' digits already share
    /// one advance, so this is the system font.
    public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: fontSize, weight: weight)
    }

    /// The standard font size for labels: 17 points.
    public class var labelFontSize: CGFloat { 17 }
    /// The standard font size for buttons: 18 points.
    public class var buttonFontSize: CGFloat { 18 }
    /// The size of the standard system font: 14 points.
    public class var systemFontSize: CGFloat { 14 }
    /// The size of the small standard system font: 12 points.
    public class var smallSystemFontSize: CGFloat { 12 }

    private static func system(family: String, size: CGFloat, weight: Int, italic: Bool) -> UIFont {
        let spec = FontSpec(family: family, weight: weight, italic: italic, size: FontSpec.sanitized(size))
        return UIFont(spec: spec, fontName: PangoEngine.shared.fontName(for: spec))
    }
}
