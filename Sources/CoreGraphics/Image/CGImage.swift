@_implementationOnly import CCairo
import Foundation
import Synchronization

/// A bitmap image or image mask.
///
/// The pixels stay in the layout they were created with (`bitmapInfo`,
/// `bytesPerRow`, `dataProvider`); for drawing, a premultiplied ARGB32 Cairo surface is
/// made once, on first use, and cached.
public final class CGImage: Hashable, Sendable, CustomStringConvertible {
    public let width: Int
    public let height: Int
    public let bitsPerComponent: Int
    public let bitsPerPixel: Int
    public let bytesPerRow: Int
    /// The colour space; nil for image masks.
    public let colorSpace: CGColorSpace?
    public let bitmapInfo: CGBitmapInfo
    /// Whether this is an image mask (`CGImage(maskWidth:…)`).
    public let isMask: Bool
    public let shouldInterpolate: Bool
    public let renderingIntent: CGColorRenderingIntent
    /// The provider of the image's bytes, in the layout the properties above describe.
    public let dataProvider: CGDataProvider?

    package let layout: PixelLayout
    package let decodeValues: [CGFloat]?
    /// Written once in init, freed in deinit, only read in between.
    nonisolated(unsafe) private let decodeStorage: UnsafeMutablePointer<CGFloat>?
    private let surfaceCache = Mutex<CairoSurface?>(nil)

    package init(layout: PixelLayout, width: Int, height: Int, bytesPerRow: Int,
                 colorSpace: CGColorSpace?, isMask: Bool, provider: CGDataProvider,
                 decode: [CGFloat]?, shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        self.layout = layout
        self.width = width
        self.height = height
        self.bitsPerComponent = layout.bitsPerComponent
        self.bitsPerPixel = layout.bitsPerPixel
        self.bytesPerRow = bytesPerRow
        self.colorSpace = colorSpace
        self.bitmapInfo = layout.bitmapInfo
        self.isMask = isMask
        self.shouldInterpolate = shouldInterpolate
        self.renderingIntent = intent
        self.dataProvider = provider
        self.decodeValues = decode
        if let decode {
            let storage = UnsafeMutablePointer<CGFloat>.allocate(capacity: decode.count)
            storage.initialize(from: decode, count: decode.count)
            decodeStorage = storage
        } else {
            decodeStorage = nil
        }
        if case .surface(let surface) = provider.storage {
            surfaceCache.withLock { $0 = surface }
        }
    }

    deinit { decodeStorage?.deallocate() }

    /// An image from raw bytes. Returns nil when the layout is not one Core Graphics
    /// accepts, a size is zero, or the provider holds fewer bytes than the layout needs.
    public convenience init?(width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, space: CGColorSpace, bitmapInfo: CGBitmapInfo,
                             provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool, intent: CGColorRenderingIntent) {
        let model: PixelLayout.Model
        switch (space.model, bitmapInfo.alpha) {
        case (_, .alphaOnly?): model = .alphaOnly
        case (.monochrome, _): model = .gray
        case (.rgb, _): model = .rgb
        default: return nil
        }
        guard let layout = PixelLayout(model: model, bitsPerComponent: bitsPerComponent,
                                       bitsPerPixel: bitsPerPixel, bitmapInfo: bitmapInfo),
              CGImage.fits(width: width, height: height, bytesPerRow: bytesPerRow,
                           layout: layout, provider: provider) else { return nil }
        let decodeCount = 2 * max(1, space.numberOfComponents)
        self.init(layout: layout, width: width, height: height, bytesPerRow: bytesPerRow,
                  colorSpace: space, isMask: false, provider: provider,
                  decode: decode.map { Array(UnsafeBufferPointer(start: $0, count: decodeCount)) },
                  shouldInterpolate: shouldInterpolate, intent: intent)
    }

    /// An image mask: one gray sample per pixel (1, 2, 4 or 8 bits). Where a decoded
    /// sample is 0 the mask paints; where it is 1 it masks out, as in Core Graphics.
    public convenience init?(maskWidth width: Int, height: Int, bitsPerComponent: Int, bitsPerPixel: Int,
                             bytesPerRow: Int, provider: CGDataProvider, decode: UnsafePointer<CGFloat>?,
                             shouldInterpolate: Bool) {
        guard bitsPerComponent == bitsPerPixel,
              let layout = PixelLayout(model: .gray, bitsPerComponent: bitsPerComponent,
                                       bitsPerPixel: bitsPerPixel, bitmapInfo: []),
              CGImage.fits(width: width, height: height, bytesPerRow: bytesPerRow,
                           layout: layout, provider: provider) else { return nil }
        self.init(layout: layout, width: width, height: height, bytesPerRow: bytesPerRow,
                  colorSpace: nil, isMask: true, provider: provider,
                  decode: decode.map { Array(UnsafeBufferPointer(start: $0, count: 2)) },
                  shouldInterpolate: shouldInterpolate, intent: .defaultIntent)
    }

    private static func fits(width: Int, height: Int, bytesPerRow: Int, layout: PixelLayout,
                             provider: CGDataProvider) -> Bool {
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24 else { return false }
        let rowBytes = layout.minimumBytesPerRow(width: width)
        guard bytesPerRow >= rowBytes else { return false }
        let (needed, overflow) = bytesPerRow.multipliedReportingOverflow(by: height - 1)
        guard !overflow else { return false }
        switch provider.storage {
        case .bytes(let data): return data.count >= needed + rowBytes
        case .surface(let surface): return surface.stride * surface.height >= needed + rowBytes
        }
    }

    /// The alpha part of `bitmapInfo`.
    public var alphaInfo: CGImageAlphaInfo { bitmapInfo.alpha ?? .none }

    /// The byte-order part of `bitmapInfo`.
    public var byteOrderInfo: CGImageByteOrderInfo { bitmapInfo.byteOrder ?? .orderDefault }

    /// The decode array (two values per colour component), or nil.
    public var decode: UnsafePointer<CGFloat>? { decodeStorage.map { UnsafePointer($0) } }

    /// The pixels as premultiplied ARGB32, for drawing. For an image mask each pixel
    /// holds the decoded sample as gray. Nil only when memory cannot be had.
    package var surface: CairoSurface? {
        surfaceCache.withLock { cached in
            if let cached { return cached }
            guard let bytes = dataProvider?.data,
                  let made = CairoSurface.image(layout.hasAlpha ? CAIRO_FORMAT_ARGB32 : CAIRO_FORMAT_RGB24,
                                                width: width, height: height) else { return nil }
            let stride = made.stride
            bytes.withUnsafeBytes { source in
                for y in 0..<height {
                    let row = (made.data + y * stride).assumingMemoryBound(to: UInt32.self)
                    layout.unpackRow(source.baseAddress! + y * bytesPerRow, into: row, width: width,
                                     decode: decodeValues)
                }
            }
            made.markDirty()
            cached = made
            return made
        }
    }

    /// An 8-bit coverage surface: the alpha channel for images with alpha, otherwise
    /// the gray (luma) value, inverted when `invertingSamples`. Image masks always
    /// invert (a sample of 1 masks out).
    package func coverageSurface(invertingSamples: Bool) -> CairoSurface? {
        guard let source = surface, let mask = CairoSurface.image(CAIRO_FORMAT_A8, width: width, height: height)
        else { return nil }
        source.flush()
        let invert = invertingSamples || isMask
        let useAlpha = layout.hasAlpha && !isMask
        for y in 0..<height {
            let src = (source.data + y * source.stride).assumingMemoryBound(to: UInt32.self)
            let dst = (mask.data + y * mask.stride).assumingMemoryBound(to: UInt8.self)
            for x in 0..<width {
                let v = src[x]
                var c = useAlpha ? UInt8(v >> 24)
                    : PixelLayout.luma(UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF))
                if invert { c = 255 - c }
                dst[x] = c
            }
        }
        mask.markDirty()
        return mask
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    public var description: String {
        "<CGImage \(width)x\(height) bpc \(bitsPerComponent) bpp \(bitsPerPixel) bitmapInfo \(bitmapInfo.rawValue)\(isMask ? " mask" : "")>"
    }
}
