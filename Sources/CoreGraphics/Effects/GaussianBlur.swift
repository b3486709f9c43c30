import Foundation

/// A separable Gaussian blur of an 8-bit alpha surface, approximated by three box blurs
/// (the box widths chosen so their combined variance equals σ², after W. Jarosz, "Fast
/// image convolutions"). Linear in the pixel count whatever σ is.
enum GaussianBlur {
    /// Blurs `surface` (CAIRO_FORMAT_A8) in place with standard deviation `sigma` pixels.
    static func blurA8(_ surface: CairoSurface, sigma: Double) {
        guard sigma >= 0.5, sigma.isFinite else { return }
        surface.flush()
        let width = surface.width, height = surface.height, stride = surface.stride
        let pixels = surface.data.assumingMemoryBound(to: UInt8.self)
        var scratch = [UInt8](repeating: 0, count: max(width, height))
        scratch.withUnsafeMutableBufferPointer { line in
            for radius in boxRadii(sigma: sigma) {
                for y in 0..<height {
                    boxPass(pixels + y * stride, step: 1, count: width, radius: radius, line: line.baseAddress!)
                }
                for x in 0..<width {
                    boxPass(pixels + x, step: stride, count: height, radius: radius, line: line.baseAddress!)
                }
            }
        }
        surface.markDirty()
    }

    /// Radii of three boxes whose combined variance approximates σ².
    static func boxRadii(sigma: Double) -> [Int] {
        let n = 3.0
        let ideal = (12 * sigma * sigma / n + 1).squareRoot()
        var lower = Int(ideal.rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        let upper = lower + 2
        let wl = Double(lower)
        let m = ((12 * sigma * sigma - n * wl * wl - 4 * n * wl - 3 * n) / (-4 * wl - 4)).rounded()
        return (0..<3).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// One box pass along a line of `count` samples `step` bytes apart; samples outside
    /// the line count as zero, so shadows fade out at the buffer's edges.
    private static func boxPass(_ start: UnsafeMutablePointer<UInt8>, step: Int, count: Int, radius: Int,
                                line: UnsafeMutablePointer<UInt8>) {
        guard radius > 0 else { return }
        for i in 0..<count { line[i] = start[i * step] }
        let window = 2 * radius + 1
        var sum = 0
        for i in 0..<min(radius, count) { sum += Int(line[i]) }
        for i in 0..<count {
            let entering = i + radius
            if entering < count { sum += Int(line[entering]) }
            let leaving = i - radius - 1
            if leaving >= 0 { sum -= Int(line[leaving]) }
            start[i * step] = UInt8((sum + window / 2) / window)
        }
    }
}
