@_implementationOnly import CCairo
import CoreGraphics
import Foundation

/// What a projected drawing keeps across the frames of one transition: the flattened look
/// it resamples — a look that cannot change (a transition's old look, a snapshot), or a
/// layer's look while it does not change (`version`: its `CompositeState.lookVersion`) —
/// so each frame of a flip resamples it instead of painting it again; and the bitmap the
/// resampling writes into, grown as needed and reused, so a frame does not allocate and
/// fault in megabytes of fresh memory.
final class FlatLookCache {
    private var kept: (bitmap: OffscreenBitmap, coverage: CGRect, scale: CGFloat, version: Int)?
    private var scratch: CairoSurface?

    /// The bitmap kept for `coverage` at `scale` and the look's `version`, if it is the
    /// one kept.
    func bitmap(coverage: CGRect, scale: CGFloat, version: Int) -> OffscreenBitmap? {
        guard let kept, kept.coverage == coverage, kept.scale == scale, kept.version == version else { return nil }
        return kept.bitmap
    }

    func keep(_ bitmap: OffscreenBitmap, coverage: CGRect, scale: CGFloat, version: Int) {
        kept = (bitmap, coverage, scale, version)
    }

    /// A cleared ARGB32 surface of `width` × `height` pixels over the top-left corner of the
    /// reused scratch bitmap (valid until the next call), or nil when Cairo refuses the size.
    func output(width: Int, height: Int) -> CairoSurface? {
        if let scratch, scratch.width >= width, scratch.height >= height {
            // Reused as it is.
        } else {
            scratch = CairoSurface.image(CAIRO_FORMAT_ARGB32, width: max(width, scratch?.width ?? 0),
                                         height: max(height, scratch?.height ?? 0))
        }
        guard let scratch else { return nil }
        scratch.flush()
        let stride = scratch.stride
        for row in 0..<height { (scratch.data + row * stride).initializeMemory(as: UInt8.self, repeating: 0, count: width * 4) }
        let view = cairo_image_surface_create_for_data(scratch.data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                       Int32(width), Int32(height), Int32(stride))!
        guard cairo_surface_status(view) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(view)
            return nil
        }
        return CairoSurface(owning: view)
    }
}
