@_implementationOnly import CCairo
@_implementationOnly import CPango
import Foundation

/// The one Pango font map and context that all text goes through.
///
/// Pango and fontconfig objects are not thread-safe, while UIKit's text API (fonts, string
/// drawing and measuring) may be used from any thread; every Pango call therefore runs
/// inside `locked(_:)`. Layout is done once, independent of the drawing destination: the
/// context has a resolution of 72 dpi (one point is one user-space unit), unhinted metrics
/// and unrounded glyph positions, so a layout measures the same at every scale and Cairo
/// rasterises its glyphs at the destination's resolution.
final class PangoEngine: @unchecked Sendable {
    static let shared = PangoEngine()

    private let lock = NSRecursiveLock()
    /// A `PangoCairoFontMap` of our own (not the per-thread default).
    let fontMap: UnsafeMutablePointer<PangoFontMap>
    /// The layout context (`PangoContext`).
    let context: OpaquePointer
    /// Font metrics per font, filled by `metrics(for:)`; read and written under the lock.
    var metricsCache: [FontSpec: FontMetrics] = [:]
    /// The installed families, listed on first use by `catalog`.
    private var listedCatalog: FontCatalog?

    private init() {
        fontMap = pango_cairo_font_map_new()
        context = pango_font_map_create_context(fontMap)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        let options = cairo_font_options_create()
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
    }

    /// The installed font families and faces (listed once).
    var catalog: FontCatalog {
        locked {
            if let listedCatalog { return listedCatalog }
            let listed = FontCatalog(fontMap: fontMap)
            listedCatalog = listed
            return listed
        }
    }

    /// Runs `body` holding the engine's lock (re-entrant).
    func locked<R>(_ body: () throws -> R) rethrows -> R {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }
}

/// Pango's fixed-point unit (`PANGO_SCALE`, 1024 per point) and conversions.
enum PangoUnits {
    static let scale = Double(PANGO_SCALE)

    static func points(_ units: Int32) -> CGFloat { CGFloat(Double(units) / scale) }

    /// Points to Pango units, clamped to what an `Int32` holds; non-finite values become 0.
    static func units(_ points: CGFloat) -> Int32 {
        let v = (Double(points) * scale).rounded()
        guard v.isFinite else { return 0 }
        return Int32(max(Double(Int32.min / 2), min(Double(Int32.max / 2), v)))
    }
}

/// Owns one reference to a GObject (a `PangoLayout`, a `PangoFont`, …) and drops it on
/// deinit.
final class GObjectRef: @unchecked Sendable {
    let raw: UnsafeMutableRawPointer

    /// Takes over the reference the caller holds.
    init(taking raw: UnsafeMutableRawPointer) { self.raw = raw }

    convenience init(taking pointer: OpaquePointer) { self.init(taking: UnsafeMutableRawPointer(pointer)) }

    var opaque: OpaquePointer { OpaquePointer(raw) }

    deinit { PangoEngine.shared.locked { g_object_unref(raw) } }
}
