import CoreGraphics
import Foundation

/// The section index: titles from the data source, a strip pinned to the trailing edge of
/// the visible area, and the jump to the section a title names.
extension UITableView {
    /// Asks the data source for the index titles (with the counts, not at every frame).
    func loadSectionIndexTitles() {
        sectionIndexTitlesStorage = dataSourceStorage?.sectionIndexTitles(for: self) ?? []
    }

    /// Shows, updates or removes the index strip, pinned to the visible area.
    func layoutSectionIndex() {
        let titles = sectionIndexTitlesStorage
        let showsIndex = !titles.isEmpty && (sectionIndexMinimumDisplayRowCount <= 0
            || (0..<geometry.numberOfSections).reduce(0) { $0 + geometry.numberOfRows(inSection: $1) }
                >= sectionIndexMinimumDisplayRowCount)
        guard showsIndex else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let strip = sectionIndexView ?? TableSectionIndexView()
        if sectionIndexView == nil {
            strip.onSelect = { [weak self] index in self?.jumpToSectionIndex(index) }
            sectionIndexView = strip
        }
        strip.titles = titles
        strip.titleColor = sectionIndexColor
        strip.backgroundColor = strip.isTouched ? sectionIndexTrackingBackgroundColor : sectionIndexBackgroundColor
        let insets = adjustedContentInset
        strip.frame = CGRect(x: bounds.maxX - TableSectionIndexView.width, y: bounds.minY + insets.top,
                             width: TableSectionIndexView.width, height: max(0, bounds.height - insets.top - insets.bottom))
        if strip.superview !== self { addSubview(strip) } else { bringSubviewToFront(strip) }
    }

    /// Scrolls so the section the title at `index` names starts at the top of the visible area.
    private func jumpToSectionIndex(_ index: Int) {
        let titles = sectionIndexTitlesStorage
        guard titles.indices.contains(index), let section = dataSourceStorage?.tableView(self, sectionForSectionIndexTitle: titles[index], at: index),
              section >= 0, section < numberOfSections else { return }
        let insets = adjustedContentInset
        let maxY = max(-insets.top, geometry.totalHeight() + insets.bottom - bounds.height)
        let y = min(max(geometry.headerRect(section, width: bounds.width).minY - insets.top, -insets.top), maxY)
        setContentOffset(CGPoint(x: contentOffset.x, y: y), animated: false)
    }
}
