import CoreGraphics
import Foundation

/// The counts, the layout's attachment and invalidation, and the background view.
extension UICollectionView {
    /// The item counts by section, asked of the data source when not loaded (sections
    /// first, then each section's items).
    var loadedItemCounts: [Int] {
        if let itemCounts { return itemCounts }
        let counts = askItemCounts()
        itemCounts = counts
        return counts
    }

    private func askItemCounts() -> [Int] {
        guard let dataSource = dataSourceStorage else { return [] }
        let sections = dataSource.numberOfSections(in: self)
        if sections < 0 { warnNegativeCount("numberOfSections(in:)", sections) }
        return (0..<max(0, sections)).map { section in
            let items = dataSource.collectionView(self, numberOfItemsInSection: section)
            if items < 0 { warnNegativeCount("collectionView(_:numberOfItemsInSection: \(section))", items) }
            return max(0, items)
        }
    }

    private func warnNegativeCount(_ api: String, _ count: Int) {
        print("UIKit: UICollectionViewDataSource.\(api) returned \(count); counting it as 0")
    }

    func itemCount(inSection section: Int) -> Int {
        let counts = loadedItemCounts
        guard counts.indices.contains(section) else {
            preconditionFailure("UICollectionView.numberOfItems(inSection:): request for number of items in section "
                + "\(section) when there are only \(counts.count) sections in the collection view; "
                + "ask for a section below numberOfSections")
        }
        return counts[section]
    }

    /// Whether `indexPath` is (section, item) of an item that exists.
    func isValidItem(_ indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2 else { return false }
        let counts = loadedItemCounts
        return counts.indices.contains(indexPath[0]) && (0..<counts[indexPath[0]]).contains(indexPath[1])
    }

    /// `reloadData()`: the counts are asked again and the visible views recycled at the next
    /// pass; the layout hears of it through a context with `invalidateDataSourceCounts`.
    func invalidateData() {
        cancelUpdateAnimations()
        itemCounts = nil
        needsReload = true
        let context = collectionViewLayout.makeInvalidationContext()
        context.everythingStorage = true
        context.dataSourceCountsStorage = true
        collectionViewLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// The layout was invalidated (`UICollectionViewLayout.invalidateLayout(with:)`): the
    /// next pass prepares it again. Invalidations until then are folded together.
    func layoutInvalidated(by context: UICollectionViewLayoutInvalidationContext) {
        if let pending = pendingInvalidation {
            pending.absorb(context)
        } else {
            pendingInvalidation = context
        }
        if context.invalidateDataSourceCounts { itemCounts = nil }
        setNeedsLayout()
    }

    func adoptLayout(_ layout: UICollectionViewLayout) {
        layout.collectionViewStorage = self
        layoutPrepared = false
        pendingInvalidation = nil
        setNeedsLayout()
    }

    /// A new layout: it is prepared at the next pass; cells and supplementary views that
    /// it also shows stay, decoration views (registered on the old layout) go.
    func replaceLayout(with layout: UICollectionViewLayout) {
        let old = layoutStorage
        guard layout !== old else { return }
        if old.collectionViewStorage === self { old.collectionViewStorage = nil }
        for (element, view) in visibleViews where element.category == .decorationView {
            visibleViews[element] = nil
            view.displayedElement = nil
            view.removeFromSuperview()
        }
        reuseQueues = reuseQueues.filter { $0.key.category != .decorationView }
        layoutStorage = layout
        adoptLayout(layout)
    }

    func replaceBackgroundView(with view: UIView?) {
        backgroundViewStorage?.removeFromSuperview()
        backgroundViewStorage = view
        guard let view else { return }
        view.frame = bounds
        insertSubview(view, at: 0)
    }
}
