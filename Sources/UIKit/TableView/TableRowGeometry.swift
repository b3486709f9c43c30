import CoreGraphics
import Foundation

/// Where a table view's sections, headers, footers and rows are, built lazily so a million
/// rows cost nothing until asked.
///
/// Each section is its header, its rows and its footer. It keeps the prefix sums of the
/// rows measured so far (contiguously from its first row); rows past that frontier count at
/// the estimate — the table's, or each row's own when the delegate gives them (kept as
/// prefix sums too). Asking for a row measures the rows up to it, so a pass near the top
/// measures only what it shows, and with a fixed height (estimate equal to the height)
/// every answer is exact. Section tops are prefix sums over sections (after the table's
/// header view), recomputed only after a section's height changed.
struct TableRowGeometry {
    /// A section's counts and heights.
    struct SectionSpec {
        var rowCount: Int
        var headerHeight: CGFloat = 0
        var footerHeight: CGFloat = 0
        /// Each row's estimated height (nil: every row at the table's estimate).
        var rowEstimates: [CGFloat]?
    }

    private struct Section {
        var spec: SectionSpec
        /// `sums[i]`: the height of rows `0..<i`; `sums.count - 1` rows are measured.
        var sums: [CGFloat] = [0]
        /// `estimateSums[i]`: the estimated height of rows `0..<i`, when rows have their own.
        var estimateSums: [CGFloat]?
        var rowCount: Int { spec.rowCount }
        var measuredCount: Int { sums.count - 1 }

        /// The estimated height of `rows` (rows past the measured frontier).
        func estimatedHeight(of rows: Range<Int>, estimate: CGFloat) -> CGFloat {
            guard let estimateSums else { return CGFloat(rows.count) * estimate }
            return estimateSums[rows.upperBound] - estimateSums[rows.lowerBound]
        }
    }

    private var sections: [Section] = []
    private var tops: [CGFloat] = []
    private var topsValid = false
    /// The height counted for a row not measured yet.
    private(set) var estimate: CGFloat = 44
    /// The height of the table's header view, above the first section.
    var tableHeaderHeight: CGFloat = 0 { didSet { topsValid = false } }
    /// The height of the table's footer view, below the last section.
    var tableFooterHeight: CGFloat = 0

    init() {}

    /// Starts over with `sections`, all rows unmeasured.
    init(sections specs: [SectionSpec], estimate: CGFloat) {
        let estimate = Self.clean(estimate)
        sections = specs.map { spec in
            var spec = spec
            spec.rowCount = max(0, spec.rowCount)
            spec.headerHeight = Self.clean(spec.headerHeight)
            spec.footerHeight = Self.clean(spec.footerHeight)
            var section = Section(spec: spec)
            if let estimates = spec.rowEstimates {
                var sums = [CGFloat](repeating: 0, count: spec.rowCount + 1)
                for row in 0..<spec.rowCount {
                    let own = row < estimates.count && estimates[row].isFinite && estimates[row] > 0 ? estimates[row] : estimate
                    sums[row + 1] = sums[row] + own
                }
                section.estimateSums = sums
                section.spec.rowEstimates = nil
            }
            return section
        }
        self.estimate = estimate
    }

    /// A height fit for a sum: negative and NaN heights count as zero.
    private static func clean(_ height: CGFloat) -> CGFloat { height.isFinite && height > 0 ? height : 0 }

    var numberOfSections: Int { sections.count }

    func numberOfRows(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].rowCount : 0
    }

    /// The height of the content: the table's header and footer views, the sections (rows
    /// measured and estimated).
    mutating func totalHeight() -> CGFloat {
        guard let last = sections.indices.last else { return tableHeaderHeight + tableFooterHeight }
        return sectionTop(last) + sectionHeight(last) + tableFooterHeight
    }

    private func rowsHeight(_ entry: Section) -> CGFloat {
        entry.sums[entry.measuredCount] + entry.estimatedHeight(of: entry.measuredCount..<entry.rowCount, estimate: estimate)
    }

    private func sectionHeight(_ section: Int) -> CGFloat {
        let entry = sections[section]
        return entry.spec.headerHeight + rowsHeight(entry) + entry.spec.footerHeight
    }

    /// The height of `section`'s header (0 when it has none).
    func headerHeight(_ section: Int) -> CGFloat { sections[section].spec.headerHeight }

    /// The height of `section`'s footer (0 when it has none).
    func footerHeight(_ section: Int) -> CGFloat { sections[section].spec.footerHeight }

    /// The y of the table's footer view.
    mutating func tableFooterTop() -> CGFloat { totalHeight() - tableFooterHeight }

    /// The rect of `section`'s header at `width`.
    mutating func headerRect(_ section: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sectionTop(section), width: width, height: headerHeight(section))
    }

    /// The rect of `section`'s footer at `width`.
    mutating func footerRect(_ section: Int, width: CGFloat) -> CGRect {
        let top = sectionTop(section) + sectionHeight(section) - footerHeight(section)
        return CGRect(x: 0, y: top, width: width, height: footerHeight(section))
    }

    /// The sections whose header, rows or footer meet the span `minY..<maxY`, in order.
    mutating func sections(from minY: CGFloat, to maxY: CGFloat) -> Range<Int> {
        guard !sections.isEmpty else { return 0..<0 }
        _ = sectionTop(0)
        let first = lastSection(atOrAbove: minY)
        var end = first
        while end < sections.count, tops[end] < maxY { end += 1 }
        return first..<max(end, first + 1)
    }

    /// The last section whose top is at or above `y` (0 above the first).
    private func lastSection(atOrAbove y: CGFloat) -> Int {
        var low = 0, high = sections.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if tops[mid] <= y { low = mid } else { high = mid - 1 }
        }
        return low
    }

    mutating func sectionTop(_ section: Int) -> CGFloat {
        if !topsValid {
            var running: CGFloat = tableHeaderHeight
            tops = sections.indices.map { index in
                defer { running += sectionHeight(index) }
                return running
            }
            topsValid = true
        }
        return tops[section]
    }

    /// The rect of `section` at `width` (header, rows and footer).
    mutating func rect(forSection section: Int, width: CGFloat) -> CGRect {
        CGRect(x: 0, y: sectionTop(section), width: width, height: sectionHeight(section))
    }

    /// How many of `section`'s rows are measured (contiguously from its first).
    func measuredRowCount(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].measuredCount : 0
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
        let top = sectionTop(indexPath.section) + entry.spec.headerHeight
        let row = indexPath.row
        if row < entry.measuredCount {
            return (top + entry.sums[row], entry.sums[row + 1] - entry.sums[row])
        }
        let frontier = entry.sums[entry.measuredCount]
        return (top + frontier + entry.estimatedHeight(of: entry.measuredCount..<row, estimate: estimate),
                entry.estimatedHeight(of: row..<(row + 1), estimate: estimate))
    }

    /// The first row of `section` reaching below `y`: 0 when `y` is above its rows, nil when
    /// it is below them (or the section has none).
    mutating func firstRow(inSection section: Int, reachingBelow y: CGFloat) -> Int? {
        let entry = sections[section]
        guard entry.rowCount > 0 else { return nil }
        let offset = y - sectionTop(section) - entry.spec.headerHeight
        return offset <= 0 ? 0 : row(atOffset: offset, in: entry)
    }

    /// The row whose span holds `y`, nil outside every row.
    mutating func indexPath(atY y: CGFloat) -> IndexPath? {
        guard !sections.isEmpty, y >= 0 else { return nil }
        _ = sectionTop(0)
        var section = lastSection(atOrAbove: y)
        // Skip empty sections that share the top.
        while section >= 0 {
            if let row = row(atOffset: y - tops[section] - sections[section].spec.headerHeight, in: sections[section]) {
                return IndexPath(row: row, section: section)
            }
            if sections[section].rowCount > 0 || sectionHeight(section) > 0 { return nil }
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
        if let estimateSums = entry.estimateSums {
            // The last unmeasured row starting at or above the offset, by its estimate.
            let target = offset - frontier + estimateSums[entry.measuredCount]
            guard target < estimateSums[entry.rowCount] else { return nil }
            var low = entry.measuredCount, high = entry.rowCount - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if estimateSums[mid] <= target { low = mid } else { high = mid - 1 }
            }
            return low
        }
        guard estimate > 0 else { return entry.measuredCount < entry.rowCount ? entry.measuredCount : nil }
        let row = entry.measuredCount + Int(((offset - frontier) / estimate).rounded(.down))
        return row < entry.rowCount ? row : nil
    }
}
