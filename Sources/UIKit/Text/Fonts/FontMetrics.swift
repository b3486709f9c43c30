@_implementationOnly import CPango
import Foundation

/// A font's vertical metrics in points, read from the real font through Pango.
struct FontMetrics: Sendable {
    var ascender: CGFloat
    /// Negative: below the baseline, as UIKit reports it.
    var descender: CGFloat
    var leading: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat
    var lineHeight: CGFloat { ascender - descender + leading }
}

extension PangoEngine {
    /// The metrics of `spec`, measured once per font and cached.
    func metrics(for spec: FontSpec) -> FontMetrics {
        locked {
            if let cached = metricsCache[spec] { return cached }
            let measured = measureMetrics(spec)
            metricsCache[spec] = measured
            return measured
        }
    }

    private func measureMetrics(_ spec: FontSpec) -> FontMetrics {
        guard spec.size > 0 else {
            return FontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0)
        }
        let description = spec.makeDescription()
        defer { pango_font_description_free(description) }
        guard let font = pango_font_map_load_font(fontMap, context, description) else {
            return FontMetrics(ascender: 0, descender: 0, leading: 0, capHeight: 0, xHeight: 0)
        }
        defer { g_object_unref(font) }
        let m = pango_font_get_metrics(font, nil)
        defer { pango_font_metrics_unref(m) }
        let ascent = PangoUnits.points(pango_font_metrics_get_ascent(m))
        let descent = PangoUnits.points(pango_font_metrics_get_descent(m))
        let height = PangoUnits.points(pango_font_metrics_get_height(m))
        return FontMetrics(ascender: ascent, descender: -descent, leading: max(0, height - ascent - descent),
                           capHeight: inkHeight(of: "H", description), xHeight: inkHeight(of: "x", description))
    }

    /// How far the ink of `glyph` rises above the baseline.
    private func inkHeight(of glyph: String, _ description: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, glyph, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return PangoUnits.points(pango_layout_get_baseline(layout) - ink.y)
    }
}
