@_implementationOnly import CCairo
import CoreGraphics
import Foundation

/// Brings the live window's picture up to date from the composited screen: it maps the
/// frame's damage to the picture's pixels and redraws just those, scaled (box-filtered
/// when the window is smaller than the screen's pixels, as it usually is) or copied when
/// the sizes match.
///
/// Approximate when scaling: pixman samples in fixed point from where a redraw starts, so
/// a redrawn pixel may differ from a full redraw's by a level per channel (two when the
/// window is larger than the screen's pixels). Copies are exact.
///
/// Both bitmaps are Cairo's RGB24 layout (BGRX bytes), which is also SDL's RGB888.
package struct SDLHostScaler: Equatable {
    /// The screen's size in points.
    package let screenSize: CGSize
    /// The composited screen's size in pixels.
    package let sourceWidth: Int, sourceHeight: Int
    /// The picture's size in pixels.
    package let targetWidth: Int, targetHeight: Int

    package init(screenSize: CGSize, sourceWidth: Int, sourceHeight: Int, targetWidth: Int, targetHeight: Int) {
        self.screenSize = screenSize
        self.sourceWidth = sourceWidth
        self.sourceHeight = sourceHeight
        self.targetWidth = targetWidth
        self.targetHeight = targetHeight
    }

    /// Whether the picture is the screen's pixels unscaled.
    package var copiesPixels: Bool { sourceWidth == targetWidth && sourceHeight == targetHeight }

    /// The whole picture.
    package var targetBounds: CGRect { CGRect(x: 0, y: 0, width: targetWidth, height: targetHeight) }

    /// The picture's pixels to redraw after a frame that repainted `damage` (screen
    /// points): each rectangle in whole target pixels, grown by the filter's reach (a
    /// target pixel blends the source pixels around it), cut to the picture. Empty
    /// rectangles are dropped; the list is never longer than `damage`.
    package func targetRects(forDamage damage: [CGRect]) -> [CGRect] {
        guard screenSize.width > 0, screenSize.height > 0 else { return [] }
        let sx = CGFloat(targetWidth) / screenSize.width, sy = CGFloat(targetHeight) / screenSize.height
        // Scaling spreads a source pixel over neighbouring target pixels: one when
        // shrinking, about the scale factor when enlarging.
        let enlargement = max(CGFloat(targetWidth) / CGFloat(max(sourceWidth, 1)),
                              CGFloat(targetHeight) / CGFloat(max(sourceHeight, 1)))
        let reach = copiesPixels ? 0 : max(1, enlargement.rounded(.up))
        return damage.compactMap { rect in
            guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite
            else { return nil }
            let x0 = (rect.minX * sx).rounded(.down) - reach, y0 = (rect.minY * sy).rounded(.down) - reach
            let x1 = (rect.maxX * sx).rounded(.up) + reach, y1 = (rect.maxY * sy).rounded(.up) + reach
            let cut = CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0).intersection(targetBounds)
            return cut.isNull || cut.isEmpty ? nil : cut
        }
    }

    /// Redraws the picture's pixels `rect` (whole pixels inside `targetBounds`) from the
    /// screen's pixels at `source` (rows `sourceBytesPerRow` apart) into `target`, which
    /// holds just that rectangle's pixels, rows `targetBytesPerRow` apart (a locked part of
    /// a texture).
    package func draw(_ rect: CGRect, from source: UnsafeRawPointer, sourceBytesPerRow: Int,
                      into target: UnsafeMutableRawPointer, targetBytesPerRow: Int) {
        let x = Int(rect.minX), y = Int(rect.minY), width = Int(rect.width), height = Int(rect.height)
        guard width > 0, height > 0, x >= 0, y >= 0, x + width <= targetWidth, y + height <= targetHeight else { return }
        if copiesPixels {
            for row in 0..<height {
                (target + row * targetBytesPerRow)
                    .copyMemory(from: source + (y + row) * sourceBytesPerRow + x * 4, byteCount: width * 4)
            }
            return
        }
        let sourcePixels = UnsafeMutableRawPointer(mutating: source).assumingMemoryBound(to: UInt8.self)
        let src = cairo_image_surface_create_for_data(sourcePixels, CAIRO_FORMAT_RGB24, Int32(sourceWidth),
                                                      Int32(sourceHeight), Int32(sourceBytesPerRow))
        let dst = cairo_image_surface_create_for_data(target.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_RGB24,
                                                      Int32(width), Int32(height), Int32(targetBytesPerRow))
        let cr = cairo_create(dst)
        cairo_translate(cr, -Double(x), -Double(y))
        cairo_scale(cr, Double(targetWidth) / Double(sourceWidth), Double(targetHeight) / Double(sourceHeight))
        cairo_set_source_surface(cr, src, 0, 0)
        // GOOD box-filters when shrinking (bilinear alone would drop source pixels); PAD
        // keeps the picture's edge pixels from fading into the transparent outside.
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_pattern_set_extend(cairo_get_source(cr), CAIRO_EXTEND_PAD)
        cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cr)
        cairo_destroy(cr)
        cairo_surface_flush(dst)
        cairo_surface_destroy(dst)
        cairo_surface_destroy(src)
    }
}
