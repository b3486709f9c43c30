@_implementationOnly import CCairo
import Foundation

/// The pixel memory of a bitmap context, in the caller's layout.
///
/// Cairo draws straight into that memory when the layout is one of its own (BGRA
/// premultiplied, BGRX, 8-bit alpha) with a 4-byte-aligned row stride. For any other
/// layout (RGBA bytes, gray, unaligned rows) Cairo draws into a premultiplied ARGB32
/// working surface, and each operation converts just the pixels it touches in and out,
/// so the caller's buffer is always current after every drawing call. While nobody outside
/// holds the memory (the context allocated it and `data` was never asked for), the
/// conversions wait until the memory is asked for or snapshotted.
final class BitmapStore {
    let layout: PixelLayout
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let data: UnsafeMutableRawPointer
    let colorSpace: CGColorSpace?
    /// The surface Cairo draws into (over `data` itself, or the working copy).
    let surface: CairoSurface
    /// Whether `surface` is a working copy that must be synchronised with `data`.
    let converts: Bool
    private let ownsData: Bool
    /// Whether code outside may read or write `data` (a caller's buffer, or after `data`
    /// was handed out); until then the working surface is the only truth.
    private var exposed: Bool
    /// Pixels drawn while not exposed, not yet converted into `data`.
    private var pendingExport = PixelRect(x: 0, y: 0, width: 0, height: 0)

    /// Biggest buffer a context allocates itself (2 GiB): beyond that is an error.
    static let maximumBytes = 1 << 31

    init?(data: UnsafeMutableRawPointer?, layout: PixelLayout, width: Int, height: Int, bytesPerRow: Int,
          colorSpace: CGColorSpace?) {
        let (total, overflow) = bytesPerRow.multipliedReportingOverflow(by: height)
        guard !overflow, total <= BitmapStore.maximumBytes, width <= 32767, height <= 32767 else { return nil }
        self.layout = layout
        self.width = width
        self.height = height
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        let memory: UnsafeMutableRawPointer
        if let data {
            memory = data
            ownsData = false
            exposed = true
        } else {
            memory = UnsafeMutableRawPointer.allocate(byteCount: total, alignment: 16)
            memory.initializeMemory(as: UInt8.self, repeating: 0, count: total)
            ownsData = true
            exposed = false
        }
        self.data = memory
        let direct = BitmapStore.cairoFormat(for: layout).flatMap { format -> CairoSurface? in
            guard bytesPerRow % 4 == 0 else { return nil }
            let raw = cairo_image_surface_create_for_data(memory.assumingMemoryBound(to: UInt8.self), format,
                                                          Int32(width), Int32(height), Int32(bytesPerRow))!
            guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS else {
                cairo_surface_destroy(raw)
                return nil
            }
            return CairoSurface(owning: raw)
        }
        if let direct {
            surface = direct
            converts = false
        } else if let working = CairoSurface.image(layout.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                                   width: width, height: height) {
            surface = working
            converts = true
        } else {
            if ownsData { memory.deallocate() }
            return nil
        }
    }

    deinit {
        // Cairo must let go of the memory before it is freed.
        cairo_surface_finish(surface.raw)
        if ownsData { data.deallocate() }
    }

    /// The Cairo format that matches `layout` byte for byte, if any.
    static func cairoFormat(for layout: PixelLayout) -> cairo_format_t? {
        if layout == .argb32 { return CAIRO_FORMAT_ARGB32 }
        if layout == .rgb24 { return CAIRO_FORMAT_RGB24 }
        if layout.model == .alphaOnly && layout.bitsPerPixel == 8 { return CAIRO_FORMAT_A8 }
        return nil
    }

    /// Brings the caller's pixels in `region` into the working surface before drawing.
    func willDraw(_ region: PixelRect) {
        guard converts, exposed, let r = clamped(region) else { return }
        surface.flush()
        for y in r.y..<r.maxY {
            let source = data + y * bytesPerRow + r.x * layout.bitsPerPixel / 8
            let row = (surface.data + y * surface.stride).assumingMemoryBound(to: UInt32.self) + r.x
            layout.unpackRow(source, into: row, width: r.width)
        }
        surface.markDirty()
    }

    /// Writes the working surface's pixels in `region` back to the caller's memory.
    func didDraw(_ region: PixelRect) {
        guard converts, let r = clamped(region) else { return }
        guard exposed else {
            pendingExport = pendingExport.union(r)
            return
        }
        export(r)
    }

    /// Brings `data` up to date and returns it; from now on every drawing call keeps it
    /// current, since the caller may hold on to the pointer.
    func exposeData() -> UnsafeMutableRawPointer {
        surface.flush()
        exportPending()
        exposed = true
        return data
    }

    /// Brings `data` up to date without handing it out (for snapshots).
    func exportPending() {
        guard !pendingExport.isEmpty else { return }
        export(pendingExport)
        pendingExport = PixelRect(x: 0, y: 0, width: 0, height: 0)
    }

    private func export(_ r: PixelRect) {
        surface.flush()
        for y in r.y..<r.maxY {
            let row = (surface.data + y * surface.stride).assumingMemoryBound(to: UInt32.self) + r.x
            layout.packRow(row, into: data + y * bytesPerRow + r.x * layout.bitsPerPixel / 8, width: r.width)
        }
    }

    private func clamped(_ region: PixelRect) -> PixelRect? {
        let r = region.intersection(PixelRect(x: 0, y: 0, width: width, height: height))
        return r.isEmpty ? nil : r
    }
}
