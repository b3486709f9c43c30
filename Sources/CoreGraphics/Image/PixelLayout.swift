import Foundation

/// How pixels sit in memory, and conversion of rows to and from Cairo's native
/// premultiplied ARGB32 (`0xAARRGGBB` in a host-order `UInt32`).
///
/// Both `CGImage` (to draw any source layout) and bitmap contexts (to render into
/// layouts Cairo cannot draw into directly, such as RGBA bytes) use this one converter.
package struct PixelLayout: Equatable, Sendable {
    package enum Model: Equatable, Sendable { case gray, rgb, alphaOnly }

    package let model: Model
    package let bitsPerComponent: Int
    package let bitsPerPixel: Int
    package let alpha: CGImageAlphaInfo
    package let byteOrder: CGImageByteOrderInfo
    /// Byte offset of each channel within a pixel (gray uses `red`); -1 when absent.
    /// Only meaningful for 8- and 16-bit components.
    private let red: Int, green: Int, blue: Int, alphaOffset: Int
    private let bigEndianComponents: Bool

    /// Validates a layout the way Core Graphics does; nil when it is not one we can read.
    package init?(model: Model, bitsPerComponent: Int, bitsPerPixel: Int, bitmapInfo: CGBitmapInfo) {
        guard let alpha = bitmapInfo.alpha, let byteOrder = bitmapInfo.byteOrder,
              !bitmapInfo.contains(.floatComponents) else { return nil }
        self.model = model
        self.bitsPerComponent = bitsPerComponent
        self.bitsPerPixel = bitsPerPixel
        self.alpha = alpha
        self.byteOrder = byteOrder

        let hasAlphaSlot = alpha != .none
        let colorCount: Int
        switch model {
        case .gray: colorCount = 1
        case .rgb: colorCount = 3
        case .alphaOnly:
            colorCount = 0
            guard alpha == .alphaOnly else { return nil }
        }
        if model != .alphaOnly && alpha == .alphaOnly { return nil }
        let channelCount = colorCount + (hasAlphaSlot && model != .alphaOnly ? 1 : 0) + (model == .alphaOnly ? 1 : 0)

        if bitsPerComponent < 8 {
            // Sub-byte samples: single-channel gray or alpha (masks), packed MSB first.
            guard [1, 2, 4].contains(bitsPerComponent), channelCount == 1,
                  bitsPerPixel == bitsPerComponent else { return nil }
            red = 0; green = 0; blue = 0; alphaOffset = 0
            bigEndianComponents = true
            return
        }
        guard bitsPerComponent == 8 || bitsPerComponent == 16 else { return nil }
        let bytesPerComponent = bitsPerComponent / 8
        guard bitsPerPixel >= channelCount * bitsPerComponent, bitsPerPixel % bitsPerComponent == 0 else { return nil }
        let slots = bitsPerPixel / bitsPerComponent

        // Channel order within the pixel word, before byte swapping.
        enum Slot { case r, g, b, a, skip }
        var order: [Slot]
        switch (model, alpha) {
        case (.alphaOnly, _): order = [.a]
        case (.gray, .none): order = [.r]
        case (.gray, .premultipliedLast), (.gray, .last): order = [.r, .a]
        case (.gray, .premultipliedFirst), (.gray, .first): order = [.a, .r]
        case (.gray, .noneSkipLast): order = [.r, .skip]
        case (.gray, .noneSkipFirst): order = [.skip, .r]
        case (.rgb, .none): order = [.r, .g, .b]
        case (.rgb, .premultipliedLast), (.rgb, .last): order = [.r, .g, .b, .a]
        case (.rgb, .premultipliedFirst), (.rgb, .first): order = [.a, .r, .g, .b]
        case (.rgb, .noneSkipLast): order = [.r, .g, .b, .skip]
        case (.rgb, .noneSkipFirst): order = [.skip, .r, .g, .b]
        default: return nil
        }
        guard order.count <= slots else { return nil }
        order += Array(repeating: .skip, count: slots - order.count)

        // A little-endian 32-bit word of 8-bit components reverses the byte order;
        // for 16-bit components the byte order applies to each component.
        switch (byteOrder, bitsPerComponent) {
        case (.order32Little, 8):
            guard bitsPerPixel == 32 else { return nil }
            order.reverse()
            bigEndianComponents = true
        case (.order16Little, 8):
            guard bitsPerPixel == 16 else { return nil }
            order.reverse()
            bigEndianComponents = true
        case (.orderDefault, _), (.order32Big, 8), (.order16Big, _): bigEndianComponents = true
        case (.order16Little, 16): bigEndianComponents = false
        default: return nil
        }
        func offset(_ s: Slot) -> Int { order.firstIndex(of: s).map { $0 * bytesPerComponent } ?? -1 }
        red = offset(.r); green = offset(.g); blue = offset(.b); alphaOffset = offset(.a)
    }

    /// Cairo's ARGB32 (premultiplied BGRA bytes on little-endian hosts).
    package static let argb32 = PixelLayout(
        model: .rgb, bitsPerComponent: 8, bitsPerPixel: 32,
        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))!

    /// Cairo's RGB24: ARGB32 with the alpha byte unused (BGRX bytes on little-endian hosts).
    package static let rgb24 = PixelLayout(
        model: .rgb, bitsPerComponent: 8, bitsPerPixel: 32,
        bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue))!

    package var bitmapInfo: CGBitmapInfo { CGBitmapInfo(rawValue: alpha.rawValue | byteOrder.rawValue) }

    /// Whether the alpha slot carries coverage (not skipped or absent).
    package var hasAlpha: Bool { ![.none, .noneSkipFirst, .noneSkipLast].contains(alpha) }

    /// Whether colour is stored premultiplied by alpha.
    package var isPremultiplied: Bool { alpha == .premultipliedFirst || alpha == .premultipliedLast }

    /// The minimum bytes one row of `width` pixels needs.
    package func minimumBytesPerRow(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    /// Reads one row into premultiplied ARGB32. `decode` holds [min, max] pairs per
    /// channel (colour channels, then alpha), as in `CGImage`'s decode array.
    package func unpackRow(_ source: UnsafeRawPointer, into destination: UnsafeMutablePointer<UInt32>,
                           width: Int, decode: [CGFloat]? = nil) {
        if decode == nil && isWordLayout {
            unpackWords(source, into: destination, width: width)
            return
        }
        let tables = decode.map(decodeTables)
        let bytesPerPixel = bitsPerPixel / 8
        for x in 0..<width {
            var r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255
            if bitsPerComponent < 8 {
                let v = subByteSample(source, index: x)
                if model == .alphaOnly { a = v; r = 0; g = 0; b = 0 } else { r = v; g = v; b = v }
            } else {
                let pixel = source + x * bytesPerPixel
                switch model {
                case .alphaOnly: r = 0; g = 0; b = 0
                case .gray: r = component(pixel, red); g = r; b = r
                case .rgb: r = component(pixel, red); g = component(pixel, green); b = component(pixel, blue)
                }
                if alphaOffset >= 0 && hasAlpha { a = component(pixel, alphaOffset) }
            }
            if let t = tables {
                r = t[0][Int(r)]
                g = model == .rgb ? t[1][Int(g)] : r
                b = model == .rgb ? t[2][Int(b)] : r
                if t.count > (model == .rgb ? 3 : 1) { a = t[t.count - 1][Int(a)] }
                if model == .alphaOnly { a = t[0][Int(a)] }
            }
            if model == .alphaOnly { r = 0; g = 0; b = 0 }
            if !isPremultiplied && a != 255 {
                r = PixelLayout.multiply(r, a); g = PixelLayout.multiply(g, a); b = PixelLayout.multiply(b, a)
            }
            destination[x] = UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    /// Writes one row of premultiplied ARGB32 in this layout. Gray keeps Rec. 709 luma;
    /// layouts without alpha assume opaque pixels, as Core Graphics' do.
    package func packRow(_ source: UnsafePointer<UInt32>, into destination: UnsafeMutableRawPointer, width: Int) {
        precondition(bitsPerComponent == 8 && (isPremultiplied || !hasAlpha || model == .alphaOnly),
                     "PixelLayout.packRow: only 8-bit premultiplied, skip or alpha-only layouts are writable")
        if isWordLayout {
            packWords(source, into: destination, width: width)
            return
        }
        let bytesPerPixel = bitsPerPixel / 8
        for x in 0..<width {
            let v = source[x]
            let a = UInt8(v >> 24), r = UInt8((v >> 16) & 0xFF), g = UInt8((v >> 8) & 0xFF), b = UInt8(v & 0xFF)
            let pixel = destination + x * bytesPerPixel
            switch model {
            case .alphaOnly: break
            case .gray: pixel.storeBytes(of: PixelLayout.luma(r, g, b), toByteOffset: red, as: UInt8.self)
            case .rgb:
                pixel.storeBytes(of: r, toByteOffset: red, as: UInt8.self)
                pixel.storeBytes(of: g, toByteOffset: green, as: UInt8.self)
                pixel.storeBytes(of: b, toByteOffset: blue, as: UInt8.self)
            }
            if alphaOffset >= 0 {
                pixel.storeBytes(of: hasAlpha ? a : 255, toByteOffset: alphaOffset, as: UInt8.self)
            }
        }
    }

    /// 8-bit RGB in 32-bit pixels with colour already premultiplied (or no alpha): the
    /// common layouts (RGBA, BGRA, ARGB, skip variants) convert by shifting whole words,
    /// several times faster than the per-channel path.
    private var isWordLayout: Bool {
        bitsPerComponent == 8 && bitsPerPixel == 32 && model == .rgb && (isPremultiplied || !hasAlpha)
    }

    private func unpackWords(_ source: UnsafeRawPointer, into destination: UnsafeMutablePointer<UInt32>, width: Int) {
        let rs = UInt32(red * 8), gs = UInt32(green * 8), bs = UInt32(blue * 8)
        // Without alpha, read the opaque 0xFF from a constant instead of a pixel byte.
        let alphaShift = UInt32(hasAlpha ? alphaOffset * 8 : 0)
        let alphaFill: UInt32 = hasAlpha ? 0 : 0xFF
        for x in 0..<width {
            // Byte i of the pixel sits at bits 8·i of its little-endian word.
            let v = UInt32(littleEndian: source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self))
            let a = hasAlpha ? (v >> alphaShift) & 0xFF : alphaFill
            destination[x] = a << 24 | ((v >> rs) & 0xFF) << 16 | ((v >> gs) & 0xFF) << 8 | ((v >> bs) & 0xFF)
        }
    }

    /// Skipped bytes are written as 0xFF.
    private func packWords(_ source: UnsafePointer<UInt32>, into destination: UnsafeMutableRawPointer, width: Int) {
        let rs = UInt32(red * 8), gs = UInt32(green * 8), bs = UInt32(blue * 8)
        let alphaShift = UInt32((alphaOffset >= 0 ? alphaOffset : 6 - red - green - blue) * 8)
        for x in 0..<width {
            let v = source[x]
            let a = hasAlpha ? v >> 24 : 0xFF
            let word = a << alphaShift | ((v >> 16) & 0xFF) << rs | ((v >> 8) & 0xFF) << gs | (v & 0xFF) << bs
            destination.storeBytes(of: word.littleEndian, toByteOffset: x * 4, as: UInt32.self)
        }
    }

    /// `x · a / 255`, rounded.
    @inline(__always) package static func multiply(_ x: UInt8, _ a: UInt8) -> UInt8 {
        let t = UInt32(x) * UInt32(a) + 128
        return UInt8((t + (t >> 8)) >> 8)
    }

    @inline(__always) package static func luma(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let weighted: UInt32 = 2126 * UInt32(r) + 7152 * UInt32(g) + 722 * UInt32(b)
        return UInt8((weighted + 5000) / 10000)
    }

    @inline(__always) private func component(_ pixel: UnsafeRawPointer, _ offset: Int) -> UInt8 {
        if bitsPerComponent == 8 { return pixel.load(fromByteOffset: offset, as: UInt8.self) }
        // 16-bit: keep the most significant byte.
        return pixel.load(fromByteOffset: bigEndianComponents ? offset : offset + 1, as: UInt8.self)
    }

    /// The stored value of colour channel `channel` (0 red or gray, 1 green, 2 blue) of
    /// pixel `x` in `row`, before decode and premultiplication: 0...2^bitsPerComponent − 1.
    /// Colour-key masking compares these, as Core Graphics compares raw samples.
    package func rawColorSample(_ row: UnsafeRawPointer, at x: Int, channel: Int) -> Int {
        if bitsPerComponent < 8 { return rawSubByteSample(row, index: x) }
        let offset = channel == 0 ? red : channel == 1 ? green : blue
        let pixel = row + x * (bitsPerPixel / 8) + offset
        if bitsPerComponent == 8 { return Int(pixel.load(as: UInt8.self)) }
        let first = Int(pixel.load(as: UInt8.self)), second = Int(pixel.load(fromByteOffset: 1, as: UInt8.self))
        return bigEndianComponents ? first << 8 | second : second << 8 | first
    }

    /// A 1-, 2- or 4-bit sample, scaled to 0...255.
    @inline(__always) private func subByteSample(_ row: UnsafeRawPointer, index: Int) -> UInt8 {
        let maxValue = (1 << bitsPerComponent) - 1
        return UInt8(rawSubByteSample(row, index: index) * 255 / maxValue)
    }

    /// A 1-, 2- or 4-bit sample as stored (packed most significant bit first).
    @inline(__always) private func rawSubByteSample(_ row: UnsafeRawPointer, index: Int) -> Int {
        let bit = index * bitsPerComponent
        let byte = row.load(fromByteOffset: bit / 8, as: UInt8.self)
        let shift = 8 - bitsPerComponent - bit % 8
        return (Int(byte) >> shift) & ((1 << bitsPerComponent) - 1)
    }

    /// One 256-entry lookup table per channel from the decode array's [min, max] pairs.
    private func decodeTables(_ decode: [CGFloat]) -> [[UInt8]] {
        stride(from: 0, to: decode.count - 1, by: 2).map { i in
            let lo = decode[i], hi = decode[i + 1]
            return (0..<256).map { v in
                let mapped = (lo + CGFloat(v) / 255 * (hi - lo)) * 255
                return UInt8(max(0, min(255, mapped.rounded())))
            }
        }
    }
}
