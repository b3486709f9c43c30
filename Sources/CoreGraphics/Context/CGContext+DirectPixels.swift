@_implementationOnly import CCairo
import Foundation

/// A context's pixels lent for painting by hand: 32-bit premultiplied BGRA words (Cairo's
/// ARGB32, or RGB24 whose alpha byte is ignored), the row at the device's top first.
package struct DirectPixels {
    /// The pixel at the device's top-left corner.
    package let origin: UnsafeMutablePointer<UInt32>
    /// Pixels from one row to the next.
    package let rowPixels: Int
    /// Where painting may land: the clip, in Quartz device space (y up, whole pixels).
    package let area: CGRect
    /// The device's height in pixels (a Quartz y turns into row `deviceHeight − y`).
    package let deviceHeight: Int
}

extension CGContext {
    /// Lends the pixels to `body` when painting an image at full opacity here is a plain
    /// source-over of its premultiplied pixels inside one rectangle, and returns true: a
    /// bitmap Cairo draws in place, no transparency layer open, alpha 1, the normal blend
    /// mode, no shadow, no mask, and a clip of one rectangle on whole pixels. Otherwise
    /// returns false without calling `body`. What `body` writes is what the context shows.
    package func withDirectPixels(_ body: (DirectPixels) -> Void) -> Bool {
        guard layers.isEmpty, state.alpha >= 1, state.blendMode == .normal, state.shadow == nil,
              state.softMask == nil, case .bitmap(let store) = backing, !store.converts else { return false }
        let surface = main.surface
        guard surface.format == CAIRO_FORMAT_ARGB32 || surface.format == CAIRO_FORMAT_RGB24,
              let clip = clipPixelRectangles(), clip.count <= 1 else { return false }
        let area = clip.first?.intersection(main.bounds) ?? PixelRect(x: 0, y: 0, width: 0, height: 0)
        surface.flush()
        let height = Int(deviceHeight)
        body(DirectPixels(origin: surface.data.assumingMemoryBound(to: UInt32.self), rowPixels: surface.stride / 4,
                          area: CGRect(x: area.x, y: height - area.maxY, width: area.width, height: area.height),
                          deviceHeight: height))
        cairo_surface_mark_dirty_rectangle(surface.raw, Int32(area.x), Int32(area.y), Int32(area.width),
                                           Int32(area.height))
        return true
    }
}
