@_implementationOnly import CCairo
import Foundation

extension CGContext {
    /// Creates a bitmap context drawing into `data` (or into memory it allocates, zeroed,
    /// when `data` is nil). Supported layouts are Core Graphics' own for 8-bit
    /// components: RGB with premultiplied or skipped alpha, first or last, in either
    /// 32-bit byte order; 8-bit gray without alpha; 8-bit alpha only. Anything else — zero
    /// or huge sizes, too small a `bytesPerRow`, non-premultiplied alpha, float
    /// components — returns nil, as Quartz does. A `bytesPerRow` of 0 picks the minimum.
    public convenience init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        let info = CGBitmapInfo(rawValue: bitmapInfo)
        guard width > 0, height > 0, bitsPerComponent == 8, bytesPerRow >= 0, let alpha = info.alpha else { return nil }
        let model: PixelLayout.Model
        let bitsPerPixel: Int
        switch (space.model, alpha) {
        case (_, .alphaOnly): model = .alphaOnly; bitsPerPixel = 8
        case (.monochrome, .none): model = .gray; bitsPerPixel = 8
        case (.rgb, .premultipliedFirst), (.rgb, .premultipliedLast), (.rgb, .noneSkipFirst), (.rgb, .noneSkipLast):
            model = .rgb; bitsPerPixel = 32
        default: return nil
        }
        guard let layout = PixelLayout(model: model, bitsPerComponent: 8, bitsPerPixel: bitsPerPixel, bitmapInfo: info)
        else { return nil }
        let minimumRow = layout.minimumBytesPerRow(width: width)
        let rowBytes = bytesPerRow == 0 ? (minimumRow + 3) & ~3 : bytesPerRow
        guard rowBytes >= minimumRow,
              let store = BitmapStore(data: data, layout: layout, width: width, height: height,
                                      bytesPerRow: rowBytes, colorSpace: model == .alphaOnly ? nil : space)
        else { return nil }
        let main = DrawTarget(cr: cairo_create(store.surface.raw), surface: store.surface, originX: 0, originY: 0,
                              width: width, height: height)
        self.init(backing: .bitmap(store), main: main, deviceHeight: CGFloat(height))
    }

    private var bitmap: BitmapStore? {
        if case .bitmap(let store) = backing { return store }
        return nil
    }

    /// The bitmap's pixel memory (nil for PDF contexts).
    public var data: UnsafeMutableRawPointer? {
        bitmap?.exposeData()
    }

    /// Width in pixels (0 for PDF contexts).
    public var width: Int { bitmap?.width ?? 0 }
    /// Height in pixels (0 for PDF contexts).
    public var height: Int { bitmap?.height ?? 0 }
    public var bytesPerRow: Int { bitmap?.bytesPerRow ?? 0 }
    public var bitsPerComponent: Int { bitmap?.layout.bitsPerComponent ?? 0 }
    public var bitsPerPixel: Int { bitmap?.layout.bitsPerPixel ?? 0 }
    public var colorSpace: CGColorSpace? { bitmap?.colorSpace }
    public var bitmapInfo: CGBitmapInfo { bitmap?.layout.bitmapInfo ?? [] }
    public var alphaInfo: CGImageAlphaInfo { bitmap?.layout.alpha ?? .none }

    /// A snapshot of the bitmap as an image, in the context's own layout (nil for PDF
    /// contexts). Later drawing does not change the image.
    public func makeImage() -> CGImage? {
        guard let store = bitmap else { return nil }
        store.surface.flush()
        store.exportPending()
        let space = store.colorSpace ?? (store.layout.model == .alphaOnly ? nil : .deviceRGB)
        if !store.converts, let format = BitmapStore.cairoFormat(for: store.layout), format != CAIRO_FORMAT_A8,
           let copy = CairoSurface.image(format, width: store.width, height: store.height) {
            // Already Cairo's layout: snapshot into a surface images draw from directly.
            for y in 0..<store.height {
                (copy.data + y * copy.stride).copyMemory(from: store.data + y * store.bytesPerRow, byteCount: store.width * 4)
            }
            copy.markDirty()
            return CGImage(surface: copy, colorSpace: space ?? .deviceRGB)
        }
        let bytes = Data(bytes: store.data, count: store.bytesPerRow * store.height)
        return CGImage(layout: store.layout, width: store.width, height: store.height, bytesPerRow: store.bytesPerRow,
                       colorSpace: space, isMask: false, provider: CGDataProvider(storage: .bytes(bytes)),
                       decode: nil, shouldInterpolate: true, intent: .defaultIntent)
    }
}
