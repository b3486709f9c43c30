import CoreGraphics
import Foundation

/// One element a flow layout shows: a section's header or footer, or an item.
package struct FlowElement: Equatable, Sendable {
    package enum Kind: Sendable, Equatable { case header, item, footer }

    package var kind: Kind
    package var section: Int
    /// The item's index; 0 for headers and footers (their index path is `[section, 0]`).
    package var item: Int
    package var frame: CGRect

    package init(kind: Kind, section: Int, item: Int, frame: CGRect) {
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
    }
}

/// The geometry of `UICollectionViewFlowLayout`, knowing nothing of views: it takes the
/// resolved metrics of every section and answers frames, the content size and rect queries.
///
/// Cost model (PF-D1/PF-D2: uniform sections closed-form, per-item sizes asked once per build):
/// - building: O(sections) for uniform sections (no per-item storage: a million items take no
///   memory), plus one size-closure call and O(1) work per item of a per-item section;
/// - `itemFrame`: O(1) in a uniform section, O(log lines) in a per-item one;
/// - `elements(in:)`: O(log sections + log lines + elements returned), never a scan of items;
/// - `setItemSize`: O(log lines + the section's items from the affected line on + sections);
/// - `replaceSection`: that section's build cost + O(sections).
///
/// The engine does not round to the pixel grid: its frames are exact, and
/// `UICollectionViewFlowLayout` snaps origins to the screen scale, as UIKit does.
package final class FlowLayoutEngine {
    package let scrollAxis: FlowScrollAxis
    /// The content's extent across the scroll direction: the collection view's width (vertical)
    /// or height (horizontal) less `adjustedContentInset` on those sides.
    package let crossExtent: CGFloat
    /// Extra insets from `sectionInsetReference`, added to every section's inset.
    package let referenceInsets: UIEdgeInsets

    private var sections: [FlowSection]
    /// Each section's start along the scroll direction; one more entry holds the content length.
    private var starts: [CGFloat]

    package init(scrollAxis: FlowScrollAxis, crossExtent: CGFloat, referenceInsets: UIEdgeInsets = .zero,
                 sections metrics: [FlowSectionMetrics]) {
        self.scrollAxis = scrollAxis
        self.crossExtent = FlowClean.length(crossExtent)
        self.referenceInsets = FlowClean.insets(referenceInsets)
        sections = metrics.map { [crossExtent = self.crossExtent, referenceInsets = self.referenceInsets] in
            FlowSection($0, axis: scrollAxis, crossExtent: crossExtent, reference: referenceInsets)
        }
        starts = []
        recomputeStarts(from: 0)
    }

    package var numberOfSections: Int { sections.count }

    package func numberOfItems(inSection section: Int) -> Int {
        sections.indices.contains(section) ? sections[section].itemCount : 0
    }

    /// The content size: the cross extent across, the sections' total along.
    package var contentSize: CGSize { scrollAxis.size(along: starts[sections.count], cross: crossExtent) }

    /// An item's frame; nil for an index outside the sections given.
    package func itemFrame(section: Int, item: Int) -> CGRect? {
        guard sections.indices.contains(section), (0..<sections[section].itemCount).contains(item) else { return nil }
        return itemFrame(sections[section], start: starts[section], item: item)
    }

    /// A section's header frame, spanning the content across; nil when the header's length
    /// along the scroll direction is 0 (no header, as in UIKit) or the section does not exist.
    package func headerFrame(section: Int) -> CGRect? {
        guard sections.indices.contains(section), sections[section].headerLength > 0 else { return nil }
        return supplementaryFrame(along: starts[section], length: sections[section].headerLength)
    }

    /// A section's footer frame, as `headerFrame`.
    package func footerFrame(section: Int) -> CGRect? {
        guard sections.indices.contains(section), sections[section].footerLength > 0 else { return nil }
        return supplementaryFrame(along: starts[section] + sections[section].footerStart,
                                  length: sections[section].footerLength)
    }

    /// Every element whose frame shares area with `rect` (touching is not enough), in UIKit's
    /// order: section by section, its header, its items in index order, its footer. With
    /// `pinning`, pinned headers and footers are reported at their pinned frames.
    package func elements(in rect: CGRect, pinning: FlowPinning? = nil) -> [FlowElement] {
        var found: [FlowElement] = []
        let along = scrollAxis.alongRange(rect), cross = scrollAxis.crossRange(rect)
        guard along.max > along.min, cross.max > cross.min else { return found }
        var section = FlowSearch.firstIndex(count: sections.count) { self.starts[$0 + 1] > along.min }
        while section < sections.count && starts[section] < along.max {
            let geometry = sections[section], start = starts[section]
            if let header = pinning.flatMap({ pinnedHeaderFrame(section: section, pinning: $0) }) ?? headerFrame(section: section),
               header.sharesArea(with: rect) {
                found.append(FlowElement(kind: .header, section: section, item: 0, frame: header))
            }
            geometry.forEachCandidate(along: (along.min - start, along.max - start), cross: cross) { item in
                let frame = itemFrame(geometry, start: start, item: item)
                if frame.sharesArea(with: rect) { found.append(FlowElement(kind: .item, section: section, item: item, frame: frame)) }
            }
            if let footer = pinning.flatMap({ pinnedFooterFrame(section: section, pinning: $0) }) ?? footerFrame(section: section),
               footer.sharesArea(with: rect) {
                found.append(FlowElement(kind: .footer, section: section, item: 0, frame: footer))
            }
            section += 1
        }
        return found
    }

    /// Changes one item's size (self-sizing, or an estimate replaced by a measurement). The
    /// section relays out from the first line the item can affect; later sections move.
    /// Cost: O(log lines + items from that line to the section's end + sections); the first
    /// change in a uniform section also stores its sizes (O(items), no size calls).
    package func setItemSize(_ size: CGSize, section: Int, item: Int) {
        guard sections.indices.contains(section), (0..<sections[section].itemCount).contains(item) else {
            preconditionFailure("FlowLayoutEngine.setItemSize: no item \(item) in section \(section); "
                                + "replace the section first when its item count changed")
        }
        let size = FlowClean.size(size)
        sections[section].setItemSize(along: scrollAxis.along(size), cross: scrollAxis.cross(size), ofItem: item)
        recomputeStarts(from: section)
    }

    /// Lays one section out again from new metrics (its count, sizes, insets or spacing
    /// changed): that section's build cost plus O(sections) to move the ones after it.
    package func replaceSection(_ section: Int, with metrics: FlowSectionMetrics) {
        guard sections.indices.contains(section) else {
            preconditionFailure("FlowLayoutEngine.replaceSection: no section \(section) among \(sections.count); "
                                + "build a new engine when the number of sections changes")
        }
        sections[section] = FlowSection(metrics, axis: scrollAxis, crossExtent: crossExtent, reference: referenceInsets)
        recomputeStarts(from: section)
    }

    // MARK: - Internals

    func sectionStart(_ section: Int) -> CGFloat { starts[section] }

    func section(_ index: Int) -> FlowSection { sections[index] }

    private func itemFrame(_ section: FlowSection, start: CGFloat, item: Int) -> CGRect {
        let origin = section.itemOrigin(item), size = section.itemSize(item)
        return scrollAxis.rect(along: start + origin.along, cross: origin.cross,
                               alongLength: size.along, crossLength: size.cross)
    }

    func supplementaryFrame(along: CGFloat, length: CGFloat) -> CGRect {
        scrollAxis.rect(along: along, cross: 0, alongLength: length, crossLength: crossExtent)
    }

    private func recomputeStarts(from section: Int) {
        if starts.count != sections.count + 1 { starts = [CGFloat](repeating: 0, count: sections.count + 1) }
        for index in section..<sections.count { starts[index + 1] = starts[index] + sections[index].length }
    }
}
