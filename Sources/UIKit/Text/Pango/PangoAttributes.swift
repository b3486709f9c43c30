@_implementationOnly import CPango
import Foundation

/// Turns a run's resolved style into Pango attributes over a byte range.
enum PangoAttributes {
    static func add(_ style: TextRunStyle, to list: OpaquePointer, from start: UInt32, to end: UInt32) {
        func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?) {
            guard let attribute else { return }
            attribute.pointee.start_index = start
            attribute.pointee.end_index = end
            pango_attr_list_insert(list, attribute)
        }
        let description = style.font.makeDescription()
        insert(pango_attr_font_desc_new(description))
        pango_font_description_free(description)

        let fg = Color16(style.foreground)
        insert(pango_attr_foreground_new(fg.r, fg.g, fg.b))
        insert(pango_attr_foreground_alpha_new(fg.a))
        if let background = style.background.map(Color16.init), background.a > 1 {
            insert(pango_attr_background_new(background.r, background.g, background.b))
            insert(pango_attr_background_alpha_new(background.a))
        }
        if style.kern != 0 { insert(pango_attr_letter_spacing_new(PangoUnits.units(style.kern))) }
        if style.baselineOffset != 0 { insert(pango_attr_rise_new(PangoUnits.units(style.baselineOffset))) }
        switch style.ligature {
        case 0: insert(pango_attr_font_features_new("liga=0, clig=0"))
        case 2...: insert(pango_attr_font_features_new("dlig=1"))
        default: break
        }
        if !lineStyle(style.underline).isEmpty {
            insert(pango_attr_underline_new(style.underline.contains(.double) && style.underline.rawValue & 0xFF == 0x09
                                                ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
            let c = Color16(style.underlineColor ?? style.foreground)
            insert(pango_attr_underline_color_new(c.r, c.g, c.b))
        }
        if !lineStyle(style.strikethrough).isEmpty {
            insert(pango_attr_strikethrough_new(1))
            let c = Color16(style.strikethroughColor ?? style.foreground)
            insert(pango_attr_strikethrough_color_new(c.r, c.g, c.b))
        }
    }

    /// The line part of an underline style (pattern and by-word bits removed): empty
    /// means no line.
    private static func lineStyle(_ style: NSUnderlineStyle) -> NSUnderlineStyle {
        NSUnderlineStyle(rawValue: style.rawValue & 0xFF)
    }

    /// A colour as Pango's 16-bit channels. Pango treats alpha 0 as "unset" (opaque), so
    /// a fully transparent colour gets the smallest alpha instead, which draws nothing.
    struct Color16 {
        var r: UInt16, g: UInt16, b: UInt16, a: UInt16

        init(_ color: CGColor) {
            let c = color.rgbaComponents ?? (0, 0, 0, 1)
            func channel(_ v: CGFloat) -> UInt16 {
                UInt16((Double(v.isFinite ? max(0, min(1, v)) : 0) * 65535).rounded())
            }
            r = channel(c.r); g = channel(c.g); b = channel(c.b)
            a = max(1, channel(c.a))
        }
    }
}
