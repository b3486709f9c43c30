import CoreGraphics
import Foundation

/// Where a table view's rows are, built lazily so a million rows cost nothing until asked.
///
/// Each section keeps the prefix sums of the rows measured so far (contiguously from its
/// first row); rows past that frontier count at the estimate. Asking for a row measures
/// the rows up to it, so a pass near the top measures only what it shows, and with a fixed
/// height (estimate equal to the height) every answer is exact. Section tops are prefix
/// sums over sections, recomputed only after a section's height changed.
struct TableRowGeometry {
    private struct Section {
        var rowCount: Int
        /// `sums[i]`: the height of rows `0..<i`; `sums.count - 1` rows are measured.
        var sums: [CGFloat] = [0]
        var measuredCount: Int { sums.count - 1 }
    }

    private var sections: [Section] = []
    private var tops: [CGFloat] = []
    private var topsValid = false
    /// The height counted for a row not measured yet.
    private(set) var estimate: CGFloat = 44

    init() {}

    /// Starts over with `rowCounts` (one per section), all rows unmeasured.
    init(rowCounts: [Int], estimate: CGFloat) {
        sections = rowCounts.map { Section(rowCount: max(0, $0)) }
        self.estimate = max(estimate, 0)
    }

    var numberOfSections: Int { sections.count }

    func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// The total height of the rows (measured and estimated).
    mutating func totalHeight() -> CGFloat {
        guard let last = sections.indices.last else { return 0 }
        return sectionTop(last) + sectionHeight(last)
    }

    private func sectionHeight(_ section: Int) -> CGFloat {
        let entry = sections[section]
        return entry.sums[entry.measuredCount] + CGFloat(entry.rowCount - entry.measuredCount) * estimate
    }

    mutating func sectionTop(_ section: Int) -> CGFloat {
        if !topsValid {
            var running: CGFloat = 0
            tops = sections.indices.map { index in
                defer { running += sectionHeight(index) }
                return running
            }
            topsValid = true
        }
        return tops[section]
    }

    /// The rect of `section`'s rows at `width`.
    mutating func rect(forSection section: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sectionTop(section), width: width, height: sectionHeight(section))
    }

    /// Measures `section`'s rows up to `row` (inclusive) with `height`.
    mutating func measure(upTo row: Int, inSection section: Int, height: (Int) -> CGFloat) {
        guard sections.indices.contains(section), row < sections[section].rowCount else { return }
        var entry = sections[section]
        guard entry.measuredCount <= row else { return }
        entry.sums.reserveCapacity(row + 2)
        for index in entry.measuredCount...row {
            entry.sums.append(entry.sums[index] + max(0, height(index)))
        }
        sections[section] = entry
        topsValid = false
    }

    /// The y and height of a row (estimated if not measured).
    mutating func rowSpan(_ indexPath: IndexPath) -> (y: CGFloat, height: CGFloat) {
        let entry = sections[indexPath.section]
        let top = sectionTop(indexPath.section)
        let row = indexPath.row
        if row < entry.measuredCount {
            return (top + entry.sums[row], entry.sums[row + 1] - entry.sums[row])
        }
        let frontier = entry.sums[entry.measuredCount]
        return (top + frontier + CGFloat(row - entry.measuredCount) * estimate, estimate)
    }

    /// The row whose span holds `y`, nil outside every row.
    mutating func indexPath(atY y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty, y >= 0 else { return nil }
        _ = sectionTop(0)
        // The last section whose top is at or above y.
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if tops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        var section = low
        // Skip empty sections that share the top.
        while section >= 0 {
            if let row = row(atOffset: y - tops[section], in: sections[section]) {
                return IndexPath(row: row, section: section)
            }
            if sections[section].rowCount > 0 { return nil }
            section -= 1
        }
        return nil
    }

    private func row(atOffset offset: CGFloat, in entry: Section) -> Int? {
        guard offset >= 0, entry.rowCount > 0 else { return nil }
        let frontier = entry.sums[entry.measuredCount]
        if offset < frontier {
            // The last measured row starting at or above the offset.
            var low = 0, high = entry.measuredCount - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if entry.sums[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
        guard estimate > 0 else { return entry.measuredCount < entry.rowCount ? entry.measuredCount : nil }
        let row = entry.measuredCount + Int(((offset - frontier) / estimate).rounded(.down))
        return row < entry.rowCount ? row : nil
    }
}
