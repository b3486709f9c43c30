import Foundation

/// Bilinear sampling of premultiplied 32-bit pixels; outside the image is transparent.
struct BilinearSampler {
    let pixels: UnsafeMutablePointer<UInt32>
    let width: Int
    let height: Int
    let rowPixels: Int

    func pixel(_ x: Int, _ y: Int) -> UInt32 {
        guard x >= 0, y >= 0, x < width, y < height else { return 0 }
        return pixels[y * rowPixels + x]
    }

    /// The colour at (`x`, `y`) in pixel coordinates (pixel centres at integers), mixed
    /// from the four pixels around it. Inside the image (the common case when resampling a
    /// whole look) the four are read without bounds checks; at its edges, missing pixels
    /// count as transparent.
    @inline(__always)
    func sample(x: Double, y: Double) -> UInt32 {
        guard x > -1, y > -1, x < Double(width), y < Double(height) else { return 0 }
        // Floor by truncation: x + 1 > 0.
        let x0 = Int(x + 1) - 1, y0 = Int(y + 1) - 1
        let fx = UInt32(truncatingIfNeeded: Int((x - Double(x0)) * 256))
        let fy = UInt32(truncatingIfNeeded: Int((y - Double(y0)) * 256))
        if x0 >= 0, y0 >= 0, x0 < width - 1, y0 < height - 1 {
            return quad(at: pixels + (y0 * rowPixels + x0), fx: UInt16(truncatingIfNeeded: fx),
                        fy: UInt16(truncatingIfNeeded: fy))
        }
        let top = BilinearSampler.mix(pixel(x0, y0), pixel(x0 + 1, y0), fx)
        let bottom = BilinearSampler.mix(pixel(x0, y0 + 1), pixel(x0 + 1, y0 + 1), fx)
        return BilinearSampler.mix(top, bottom, fy)
    }

    /// One in the fixed-point rows of `sample(column:fx:fixedY:)`: 32 fraction bits.
    static let fixedOne = 1 << 32

    /// `sample(x:y:)` for a source position whose column `column` and fraction `fx`/256 are
    /// known (a column of a flip reads one position across) and whose row is `fixedY` /
    /// `fixedOne`: integer arithmetic only.
    @inline(__always)
    func sample(column x0: Int, fx: UInt32, fixedY: Int) -> UInt32 {
        let y0 = fixedY >> 32
        guard x0 >= 0, y0 >= 0, x0 < width &- 1, y0 < height &- 1 else {
            return edgeSample(column: x0, fx: fx, y: Double(fixedY) / Double(BilinearSampler.fixedOne))
        }
        return quad(at: pixels + (y0 &* rowPixels &+ x0), fx: UInt16(truncatingIfNeeded: fx),
                    fy: UInt16(truncatingIfNeeded: (fixedY >> 24) & 0xFF))
    }

    /// `sample(column:fx:fixedY:)` at the image's edges, or outside (out of line: rare).
    @inline(never)
    func edgeSample(column x0: Int, fx: UInt32, y: Double) -> UInt32 {
        sample(x: Double(x0) + Double(fx) / 256, y: y)
    }

    /// The four pixels at `p` (two across, two down) mixed by `fx`/256 across, then `fy`/256
    /// down, each byte separately and truncated after each mix. A pair of neighbouring
    /// pixels is one 8-byte load widened into eight 16-bit lanes, so the mixes are a few
    /// vector multiplications for all channels of both pixels (every product and sum fits:
    /// 255 · 256).
    @inline(__always)
    func quad(at p: UnsafeMutablePointer<UInt32>, fx: UInt16, fy: UInt16) -> UInt32 {
        let top = SIMD8<UInt16>(truncatingIfNeeded: UnsafeRawPointer(p).loadUnaligned(as: SIMD8<UInt8>.self))
        let bottom = SIMD8<UInt16>(truncatingIfNeeded: UnsafeRawPointer(p + rowPixels).loadUnaligned(as: SIMD8<UInt8>.self))
        let across = SIMD8<UInt16>(lowHalf: SIMD4(repeating: 256 &- fx), highHalf: SIMD4(repeating: fx))
        let t = top &* across, b = bottom &* across
        let upper = (t.lowHalf &+ t.highHalf) &>> 8, lower = (b.lowHalf &+ b.highHalf) &>> 8
        let mixed = (upper &* (256 &- fy) &+ lower &* fy) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: mixed), to: UInt32.self)
    }

    /// `a` and `b` mixed by `t`/256, each of the four bytes separately.
    @inline(__always)
    static func mix(_ a: UInt32, _ b: UInt32, _ t: UInt32) -> UInt32 {
        let s = 256 - t
        let rb = (((a & 0x00FF_00FF) &* s &+ (b & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        let ag = ((((a >> 8) & 0x00FF_00FF) &* s &+ ((b >> 8) & 0x00FF_00FF) &* t) >> 8) & 0x00FF_00FF
        return rb | (ag << 8)
    }
}
