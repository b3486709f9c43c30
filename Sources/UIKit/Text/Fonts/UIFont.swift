@_implementationOnly import CPango
import Foundation

/// A font: a typeface at a size, with its metrics.
///
/// Fonts are immutable and may be used from any thread, as in UIKit. Metrics come from the
/// real font file (through Pango, FreeType and fontconfig). The system font is DejaVu Sans,
/// not San Francisco, so metrics and glyph widths differ from iOS (docs/DIFFERENCES.md).
open class UIFont: NSObject, NSCopying, @unchecked Sendable {
    let spec: FontSpec
    private let name: String

    init(spec: FontSpec, fontName: String) {
        self.spec = spec
        self.name = fontName
        super.init()
    }

    /// The font of the named face or family at `fontSize` points, or nil when no such font
    /// is installed (there is no silent fallback to another family).
    ///
    /// `fontName` is a font name as `fontNames(forFamilyName:)` lists it ("DejaVuSans-Bold")
    /// or a family name ("DejaVu Sans", which gives its regular face); case does not matter.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = PangoEngine.shared.catalog.face(named: fontName) else { return nil }
        self.init(spec: FontSpec(family: face.family, weight: face.weight, italic: face.italic,
                                 stretch: face.stretch, size: FontSpec.sanitized(fontSize)),
                  fontName: face.fontName)
    }

    /// A font of the same face at another size.
    open func withSize(_ fontSize: CGFloat) -> UIFont {
        var resized = spec
        resized.size = FontSpec.sanitized(fontSize)
        return UIFont(spec: resized, fontName: name)
    }

    // MARK: Names

    /// The font's face name, e.g. "DejaVuSans-Bold" (see `fontNames(forFamilyName:)`).
    open var fontName: String { name }

    /// The font's family name, e.g. "DejaVu Sans".
    open var familyName: String { spec.family }

    // MARK: Metrics

    /// The size of the font in points.
    open var pointSize: CGFloat { spec.size }

    /// The top of the tallest glyphs above the baseline.
    open var ascender: CGFloat { metrics.ascender }

    /// The bottom of the lowest glyphs below the baseline: a negative number.
    open var descender: CGFloat { metrics.descender }

    /// The height of capital letters (measured on "H").
    open var capHeight: CGFloat { metrics.capHeight }

    /// The height of lowercase letters (measured on "x").
    open var xHeight: CGFloat { metrics.xHeight }

    /// The height of a line of text: `ascender - descender + leading`.
    open var lineHeight: CGFloat { metrics.lineHeight }

    /// The font's line gap: extra space between lines that the font asks for.
    open var leading: CGFloat { metrics.leading }

    var metrics: FontMetrics { PangoEngine.shared.metrics(for: spec) }

    // MARK: NSObject

    public func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return spec == other.spec && name == other.name
    }

    open override var hash: Int { spec.hashValue }

    open override var description: String {
        "<UIFont> font-family: \"\(spec.family)\"; font-weight: \(spec.weight == 400 ? "normal" : String(spec.weight)); "
            + "font-style: \(spec.italic ? "italic" : "normal"); font-size: \(String(format: "%.2f", Double(spec.size)))pt"
    }
}
