import CoreGraphics
import Foundation

/// UIKit's line-filling rules (spec FL-12, FL-POLICY), shared by uniform and per-item sections.
///
/// - Items join the current line while the next one fits entirely (`used + spacing + w ≤ L`);
///   the first item of a line always starts it, so an item longer than the line sits alone.
/// - A full line of n ≥ 2 items is justified: the leftover length widens every gap evenly, so
///   the last item ends at the line's end.
/// - A full line of one item is centred.
/// - The last line of a section (it ended because items ran out) is not justified. When all
///   the section's items have one size it keeps the columns of a full line (a grid's last row
///   lines up with the rows above; one column is centred); otherwise its items are packed from
///   the line's start at exactly the minimum spacing.
enum FlowLineFilling {
    /// Tolerance of the fit test, so that sums of fractional sizes that fill a line exactly
    /// (three items of a third of it) are not pushed to the next line by rounding.
    static func fits(_ used: CGFloat, in length: CGFloat) -> Bool {
        used <= length + max(1e-9, length.magnitude * 1e-12)
    }

    /// Where items start on a line and the gap between them.
    struct Placement: Equatable {
        var start: CGFloat, gap: CGFloat
    }

    /// How many items of cross length `item` a full line of `length` holds, at least one.
    /// Zero-length items with zero spacing all fit: `unbounded` is returned then.
    static func columns(length: CGFloat, item: CGFloat, spacing: CGFloat, unbounded: Int) -> Int {
        let pitch = item + spacing
        guard pitch > 0 else { return max(1, unbounded) }
        var n = max(1, Int(min(((length + spacing) / pitch).rounded(.down), CGFloat(Int32.max))))
        // Correct the division's rounding with the exact fit test the per-item path uses.
        while n > 1 && !fits(CGFloat(n) * item + CGFloat(n - 1) * spacing, in: length) { n -= 1 }
        while fits(CGFloat(n + 1) * item + CGFloat(n) * spacing, in: length) && n < Int(Int32.max) { n += 1 }
        return n
    }

    /// The placement of a full line of `count` items whose cross lengths add up to `used`
    /// (spacing not included).
    static func fullLine(count: Int, itemsLength used: CGFloat, length: CGFloat) -> Placement {
        count >= 2
            ? Placement(start: 0, gap: (length - used) / CGFloat(count - 1))
            : Placement(start: (length - used) / 2, gap: 0)
    }

    /// The columns of a section whose items all have cross length `item`: every line, the
    /// last included, uses them.
    static func gridLine(length: CGFloat, item: CGFloat, spacing: CGFloat, unbounded: Int) -> (columns: Int, placement: Placement) {
        let n = columns(length: length, item: item, spacing: spacing, unbounded: unbounded)
        return (n, fullLine(count: n, itemsLength: CGFloat(n) * item, length: length))
    }
}
