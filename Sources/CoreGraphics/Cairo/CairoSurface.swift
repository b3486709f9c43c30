@_implementationOnly import CCairo

/// Owns one reference to a `cairo_surface_t` and releases it on deinit.
///
/// Swift 6 does not let `OpaquePointer` cross isolation domains, and a `deinit` may not
/// touch non-Sendable state; this small owner is the one place that holds the raw
/// pointer, so every other type can store a `CairoSurface` safely. A surface is only
/// ever mutated by the one context or image that owns it.
package final class CairoSurface: @unchecked Sendable {
    package let raw: OpaquePointer

    /// Takes ownership of an existing reference.
    package init(owning raw: OpaquePointer) {
        self.raw = raw
    }

    deinit { cairo_surface_destroy(raw) }

    /// A new image surface, or nil when Cairo refuses the size (zero, negative or
    /// beyond its 32767-pixel limit) or memory runs out.
    package static func image(_ format: cairo_format_t, width: Int, height: Int) -> CairoSurface? {
        guard width > 0, height > 0, width <= 32767, height <= 32767 else { return nil }
        let raw = cairo_image_surface_create(format, Int32(width), Int32(height))!
        guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(raw)
            return nil
        }
        return CairoSurface(owning: raw)
    }

    /// Whether this is an image (pixel memory) surface rather than a PDF one.
    package var isImage: Bool { cairo_surface_get_type(raw) == CAIRO_SURFACE_TYPE_IMAGE }

    /// Whether pixels have no alpha (RGB24), so "transparent" reads back as black.
    package var isOpaqueFormat: Bool { isImage && format == CAIRO_FORMAT_RGB24 }

    package var width: Int { Int(cairo_image_surface_get_width(raw)) }
    package var height: Int { Int(cairo_image_surface_get_height(raw)) }
    package var stride: Int { Int(cairo_image_surface_get_stride(raw)) }
    package var format: cairo_format_t { cairo_image_surface_get_format(raw) }

    /// The pixel memory; call `flush()` before reading and `markDirty()` after writing.
    package var data: UnsafeMutableRawPointer { UnsafeMutableRawPointer(cairo_image_surface_get_data(raw)!) }

    package func flush() { cairo_surface_flush(raw) }
    package func markDirty() { cairo_surface_mark_dirty(raw) }
}
