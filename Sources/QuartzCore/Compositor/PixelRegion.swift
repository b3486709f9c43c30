@_implementationOnly import CCairo
import CoreGraphics
import Foundation

/// A set of whole device pixels (Cairo's region, pixman underneath): what opaque layers
/// already cover during the compositor's occlusion pass.
final class PixelRegion {
    private let region: OpaquePointer

    init() {
        region = cairo_region_create()
    }

    deinit {
        cairo_region_destroy(region)
    }

    /// Adds the pixels lying wholly inside `rect` (device pixels): a pixel an edge only
    /// partly covers is antialiased, so not opaque.
    func add(inside rect: CGRect) {
        guard var pixels = PixelRegion.pixels(rect, inward: true) else { return }
        cairo_region_union_rectangle(region, &pixels)
    }

    /// Whether the region holds every pixel `rect` (device pixels) touches.
    func contains(touching rect: CGRect) -> Bool {
        guard var pixels = PixelRegion.pixels(rect, inward: false) else { return true }
        return cairo_region_contains_rectangle(region, &pixels) == CAIRO_REGION_OVERLAP_IN
    }

    /// Edges within this distance of a pixel boundary are on it: Cairo rasterises in 1/256
    /// pixel, far coarser, so this only absorbs floating-point noise (0.1 × 3).
    private static let tolerance: CGFloat = 1e-6
    /// Cairo's integer rectangles hold 32-bit coordinates; screens are far smaller.
    private static let limit: CGFloat = 1_073_741_824

    /// The pixels inside (`inward`) or touched by `rect`; nil when there are none.
    private static func pixels(_ rect: CGRect, inward: Bool) -> cairo_rectangle_int_t? {
        guard !rect.isNull, rect.width > 0, rect.height > 0 else { return nil }
        let t = inward ? tolerance : -tolerance
        func clamp(_ v: CGFloat) -> Int32 { Int32(max(-limit, min(limit, v))) }
        let x0 = clamp((rect.minX - t).rounded(inward ? .up : .down))
        let y0 = clamp((rect.minY - t).rounded(inward ? .up : .down))
        let x1 = clamp((rect.maxX + t).rounded(inward ? .down : .up))
        let y1 = clamp((rect.maxY + t).rounded(inward ? .down : .up))
        guard x1 > x0, y1 > y0 else { return nil }
        return cairo_rectangle_int_t(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
