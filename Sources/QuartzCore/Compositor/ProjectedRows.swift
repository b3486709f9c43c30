import CoreGraphics
import Foundation

/// Fills an output bitmap through a projective map onto a source bitmap. In general, row by
/// row: along a row the map is `(U, V) / W` with `U`, `V` and `W` linear in the column, so
/// each pixel costs three additions and one division, and each row visits only the columns
/// whose source position falls inside the source (where the projected quad crosses the
/// row), solved from the same linear functions. When the map keeps columns (a turn about a
/// vertical axis: a flip from the left or right), each output column reads one source
/// position across and a source row linear in the output row, from a table made once a
/// frame: no division a pixel.
struct ProjectedRows {
    /// Output pixel (column + ½ folded in, y as given) → source pixel coordinates.
    let map: Homography
    let sourceWidth: Double
    let sourceHeight: Double

    /// Rows per band when the work is shared between threads.
    private static let bandRows = 64

    /// Writes `height` rows of `width` pixels into `output` (`rowPixels` apart); row `r`
    /// samples at y = `top − r` in the map's output space. Pixels outside the source are
    /// left as they are (a new bitmap's are clear); inside, the sample replaces the pixel
    /// or, `over` what is there, is composited onto it (source-over, to pixman's rounding,
    /// as Cairo would paint the same pixels). A large output is shared out in bands of
    /// rows between the machine's cores (each row depends only on the source and its own
    /// pixels, so the result is the same however the bands run).
    func fill(_ output: UnsafeMutablePointer<UInt32>, rowPixels: Int, width: Int, height: Int, top: Double,
              sampler: BilinearSampler, over: Bool = false) {
        let table = keepsColumns ? ColumnTable(map: map, width: width, top: top) : nil
        let bands = (height + Self.bandRows - 1) / Self.bandRows
        // The pointers are only read (the source) or written in disjoint bands of
        // rows (the output).
        nonisolated(unsafe) let output = output
        nonisolated(unsafe) let sampler = sampler
        let band: @Sendable (Int) -> Void = { index in
            let rows = index * Self.bandRows..<min(height, (index + 1) * Self.bandRows)
            fill(output, rowPixels: rowPixels, width: width, rows: rows, top: top, sampler: sampler, table: table,
                 over: over)
        }
        if width * height >= 256 * 1024, bands > 1, ProcessInfo.processInfo.activeProcessorCount > 1 {
            DispatchQueue.concurrentPerform(iterations: bands, execute: band)
        } else {
            for index in 0..<bands { band(index) }
        }
    }

    /// Whether the map sends each output column to one source column (u and w do not
    /// depend on y), to rounding.
    private var keepsColumns: Bool {
        let m = map
        let scale = max(abs(m.a), abs(m.e), 1e-12), perspective = max(abs(m.c), abs(m.i), 1e-12)
        return abs(m.d) <= 1e-9 * scale && abs(m.f) <= 1e-12 * perspective
    }

    /// For a map that keeps columns: each output column's source column and fraction, and
    /// its source row as a linear function of the output row (`start − step · row`), in
    /// fixed point with 32 fraction bits (`BilinearSampler.fixedOne`): a pixel then costs
    /// integer arithmetic only, and the rounding stays below 10⁻⁶ pixel over any height.
    struct ColumnTable {
        var column: [Int], fraction: [UInt32], start: [Int], step: [Int]

        init(map m: Homography, width: Int, top: Double) {
            column = Array(repeating: -2, count: width)
            fraction = Array(repeating: 0, count: width)
            start = Array(repeating: -2 * BilinearSampler.fixedOne, count: width)
            step = Array(repeating: 0, count: width)
            let one = Double(BilinearSampler.fixedOne)
            for x in 0..<width {
                let w = m.c * Double(x) + m.i
                guard w > 1e-9 else { continue }
                let k = 1 / w
                let u = (m.a * Double(x) + m.g) * k
                let rowStep = m.e * k, rowStart = (m.e * top + m.b * Double(x) + m.h) * k
                // Beyond ±2²⁹ pixels (outside any bitmap) a column samples nothing.
                guard u > -1, u < 0x1p29, abs(rowStart) < 0x1p29, abs(rowStep) < 0x1p16 else { continue }
                let x0 = Int(u + 1) - 1
                column[x] = x0
                fraction[x] = UInt32(truncatingIfNeeded: Int((u - Double(x0)) * 256))
                step[x] = Int((rowStep * one).rounded())
                start[x] = Int((rowStart * one).rounded())
            }
        }
    }

    /// Fills the band `rows` in tiles `tileColumns` wide, row by row within a tile: a tile's
    /// samples come from a compact patch of the source (a row of a turned look crosses
    /// hundreds of source rows), which stays in the caches and the address translation
    /// buffers, where whole rows would keep missing them.
    private func fill(_ output: UnsafeMutablePointer<UInt32>, rowPixels: Int, width: Int, rows: Range<Int>, top: Double,
                      sampler: BilinearSampler, table: ColumnTable?, over: Bool) {
        let m = map
        let spans = rows.map { row -> ClosedRange<Int>? in
            let y = top - Double(row)
            return columns(u0: m.d * y + m.g, v0: m.e * y + m.h, w0: m.f * y + m.i, width: width)
        }
        guard let first = spans.lazy.compactMap({ $0?.lowerBound }).min(),
              let last = spans.lazy.compactMap({ $0?.upperBound }).max() else { return }
        for left in stride(from: first, through: last, by: Self.tileColumns) {
            let tile = left...min(last, left + Self.tileColumns - 1)
            for (index, row) in rows.enumerated() {
                guard let span = spans[index], span.overlaps(tile) else { continue }
                let run = span.clamped(to: tile)
                let base = output + row * rowPixels
                if let table {
                    fill(base, run: run, row: row, sampler: sampler, table: table, over: over)
                } else {
                    fill(base, run: run, y: top - Double(row), sampler: sampler, over: over)
                }
            }
        }
    }

    /// Output columns per tile.
    private static let tileColumns = 64

    /// One run of a row through a map that keeps columns: no division, each column's
    /// source column and row line are in the table.
    @inline(__always)
    private func fill(_ base: UnsafeMutablePointer<UInt32>, run: ClosedRange<Int>, row r: Int, sampler: BilinearSampler,
                      table: ColumnTable, over: Bool) {
        table.column.withUnsafeBufferPointer { column in
            table.fraction.withUnsafeBufferPointer { fraction in
                table.start.withUnsafeBufferPointer { start in
                    table.step.withUnsafeBufferPointer { step in
                        for x in run {
                            let pixel = sampler.sample(column: column[x], fx: fraction[x], fixedY: start[x] &- step[x] &* r)
                            ProjectedRows.put(pixel, at: base + x, over: over)
                        }
                    }
                }
            }
        }
    }

    /// One run of the row at `y` in general: at column x the source position is
    /// (U, V) / W, each of U = m.a x + u0, V = m.b x + v0, W = m.c x + w0 one addition on.
    @inline(__always)
    private func fill(_ base: UnsafeMutablePointer<UInt32>, run: ClosedRange<Int>, y: Double, sampler: BilinearSampler,
                      over: Bool) {
        let m = map
        var u = m.a * Double(run.lowerBound) + m.d * y + m.g
        var v = m.b * Double(run.lowerBound) + m.e * y + m.h
        var w = m.c * Double(run.lowerBound) + m.f * y + m.i
        for column in run {
            if w > 1e-9 {
                let k = 1 / w
                ProjectedRows.put(sampler.sample(x: u * k, y: v * k), at: base + column, over: over)
            }
            u += m.a
            v += m.b
            w += m.c
        }
    }

    /// Writes `pixel` to `target`, or composites it `over` what is there (an opaque pixel
    /// is written without reading the destination, a clear one leaves it).
    @inline(__always)
    static func put(_ pixel: UInt32, at target: UnsafeMutablePointer<UInt32>, over: Bool) {
        if !over || pixel >= 0xFF00_0000 {
            target.pointee = pixel
        } else if pixel != 0 {
            target.pointee = ProjectedRows.over(pixel, target.pointee)
        }
    }

    /// The premultiplied pixel `s` over `d`, channel by channel `s + d·(255 − αs)/255`, with
    /// pixman's rounding and saturation (its `UN8x4_MUL_UN8_ADD_UN8x4`).
    @inline(__always)
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let ia = 255 &- (s >> 24)
        func scaled(_ lanes: UInt32) -> UInt32 {
            let t = lanes &* ia &+ 0x0080_0080
            return ((t &+ ((t >> 8) & 0x00FF_00FF)) >> 8) & 0x00FF_00FF
        }
        func saturatingSum(_ a: UInt32, _ b: UInt32) -> UInt32 {
            var t = a &+ b
            t |= 0x1000_0100 &- ((t >> 8) & 0x00FF_00FF)
            return t & 0x00FF_00FF
        }
        let rb = saturatingSum(scaled(d & 0x00FF_00FF), s & 0x00FF_00FF)
        let ag = saturatingSum(scaled((d >> 8) & 0x00FF_00FF), (s >> 8) & 0x00FF_00FF)
        return rb | (ag << 8)
    }

    /// The columns of a row whose source position lies inside the source (−1 < u < width,
    /// −1 < v < height, in front of the eye), or nil when none does: each condition is
    /// linear in the column once multiplied by W > 0.
    private func columns(u0: Double, v0: Double, w0: Double, width: Int) -> ClosedRange<Int>? {
        var low = 0.0, high = Double(width - 1)
        // α x + β > 0 for every (α, β).
        let conditions: [(Double, Double)] = [
            (map.c, w0 - 1e-9),                                      // W > 0
            (map.a + map.c, u0 + w0),                                // U > −W
            (sourceWidth * map.c - map.a, sourceWidth * w0 - u0),   // U < width·W
            (map.b + map.c, v0 + w0),                                // V > −W
            (sourceHeight * map.c - map.b, sourceHeight * w0 - v0), // V < height·W
        ]
        for (alpha, beta) in conditions {
            if alpha == 0 {
                if beta <= 0 { return nil }
            } else if alpha > 0 {
                low = max(low, (-beta / alpha).rounded(.down))
            } else {
                high = min(high, (-beta / alpha).rounded(.up))
            }
        }
        guard low <= high, high >= 0, low <= Double(width - 1) else { return nil }
        return Int(max(0, low))...Int(min(Double(width - 1), high))
    }
}
