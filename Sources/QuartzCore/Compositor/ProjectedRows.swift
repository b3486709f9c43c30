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
    /// left as they are (a new bitmap's are clear). A large output is shared out in bands
    /// of rows between the machine's cores (each row depends only on the source, so the
    /// result is the same however the bands run).
    func fill(_ output: UnsafeMutablePointer<UInt32>, rowPixels: Int, width: Int, height: Int, top: Double,
              sampler: BilinearSampler) {
        let table = keepsColumns ? ColumnTable(map: map, width: width, top: top) : nil
        let bands = (height + Self.bandRows - 1) / Self.bandRows
        // The pointers are only read (the source) or written in disjoint bands of
        // rows (the output).
        nonisolated(unsafe) let output = output
        nonisolated(unsafe) let sampler = sampler
        let band: @Sendable (Int) -> Void = { index in
            let rows = index * Self.bandRows..<min(height, (index + 1) * Self.bandRows)
            fill(output, rowPixels: rowPixels, width: width, rows: rows, top: top, sampler: sampler, table: table)
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
    /// its source row as a linear function of the output row (`start − step · row`).
    struct ColumnTable {
        var column: [Int], fraction: [UInt32], start: [Double], step: [Double]

        init(map m: Homography, width: Int, top: Double) {
            column = Array(repeating: -2, count: width)
            fraction = Array(repeating: 0, count: width)
            start = Array(repeating: -2, count: width)
            step = Array(repeating: 0, count: width)
            for x in 0..<width {
                let w = m.c * Double(x) + m.i
                guard w > 1e-9 else { continue }
                let k = 1 / w
                let u = (m.a * Double(x) + m.g) * k
                guard u > -1 else { continue }
                let x0 = Int(u + 1) - 1
                column[x] = x0
                fraction[x] = UInt32(truncatingIfNeeded: Int((u - Double(x0)) * 256))
                step[x] = m.e * k
                start[x] = (m.e * top + m.b * Double(x) + m.h) * k
            }
        }
    }

    private func fill(_ output: UnsafeMutablePointer<UInt32>, rowPixels: Int, width: Int, rows: Range<Int>, top: Double,
                      sampler: BilinearSampler, table: ColumnTable?) {
        let m = map
        for row in rows {
            let y = top - Double(row)
            // At column x: U = m.a x + u0, V = m.b x + v0, W = m.c x + w0.
            let u0 = m.d * y + m.g, v0 = m.e * y + m.h, w0 = m.f * y + m.i
            guard let span = columns(u0: u0, v0: v0, w0: w0, width: width) else { continue }
            if let table {
                // No division: each column's source column and row line are in the table.
                let base = output + row * rowPixels, r = Double(row)
                table.column.withUnsafeBufferPointer { column in
                    table.fraction.withUnsafeBufferPointer { fraction in
                        table.start.withUnsafeBufferPointer { start in
                            table.step.withUnsafeBufferPointer { step in
                                for x in span {
                                    base[x] = sampler.sample(column: column[x], fx: fraction[x], y: start[x] - step[x] * r)
                                }
                            }
                        }
                    }
                }
                continue
            }
            var u = m.a * Double(span.lowerBound) + u0
            var v = m.b * Double(span.lowerBound) + v0
            var w = m.c * Double(span.lowerBound) + w0
            let base = output + row * rowPixels
            for column in span {
                if w > 1e-9 {
                    let k = 1 / w
                    base[column] = sampler.sample(x: u * k, y: v * k)
                }
                u += m.a
                v += m.b
                w += m.c
            }
        }
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
