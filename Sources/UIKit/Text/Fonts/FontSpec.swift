@_implementationOnly import CPango
import Foundation

/// What selects a font: the value behind a `UIFont`, hashable so that layouts and metrics
/// can be cached per font.
struct FontSpec: Hashable, Sendable {
    /// The fontconfig family name ("DejaVu Sans").
    var family: String
    /// CSS/OpenType weight, 100…1000 (400 regular, 700 bold).
    var weight: Int
    var italic: Bool
    /// Pango stretch (`PangoStretch` raw value; 4 is normal).
    var stretch: UInt32 = PANGO_STRETCH_NORMAL.rawValue
    /// Size in points (user-space units): finite and not negative.
    var size: CGFloat

    /// A new `PangoFontDescription` for this font; the caller frees it.
    func makeDescription() -> OpaquePointer {
        let d = pango_font_description_new()!
        pango_font_description_set_family(d, family)
        pango_font_description_set_weight(d, PangoWeight(rawValue: UInt32(weight)))
        pango_font_description_set_style(d, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_stretch(d, PangoStretch(rawValue: stretch))
        pango_font_description_set_absolute_size(d, Double(PangoUnits.units(size)))
        return d
    }

    /// A font size that is safe to lay out: NaN, infinite and negative sizes become 0.
    static func sanitized(_ size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        return min(size, 10_000)
    }
}
