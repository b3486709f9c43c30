import CoreGraphics
import Foundation

/// Building the engine: the collection view's counts and geometry, and every section's
/// metrics from the delegate or the properties.
extension UICollectionViewFlowLayout {
    var axis: FlowScrollAxis { scrollDirection == .vertical ? .vertical : .horizontal }

    /// Builds the engine when an invalidation asked for it (or none exists yet).
    func prepareEngine() {
        guard let collectionView else {
            engine = nil
            return
        }
        guard needsRebuild || engine == nil else { return }
        needsRebuild = false
        let bounds = collectionView.bounds, inset = collectionView.adjustedContentInset
        if let builtSize, axis.cross(builtSize) != axis.cross(bounds.size) {
            // Cells sized for the old width may size differently now: they measure again
            // when they are shown.
            measuredSizes = [:]
        }
        builtSize = bounds.size
        let cross = axis == .vertical ? bounds.width - inset.left - inset.right : bounds.height - inset.top - inset.bottom
        let reference = referenceInsets(of: collectionView)
        let source = FlowMetricsSource(layout: self, collectionView: collectionView)
        let sections = (0..<collectionView.numberOfSections).map { source.metrics(section: $0) }
        engine = FlowLayoutEngine(scrollAxis: axis, crossExtent: cross, referenceInsets: reference, sections: sections)
    }

    private func referenceInsets(of collectionView: UICollectionView) -> UIEdgeInsets {
        let reference: FlowInsetReference
        switch sectionInsetReference {
        case .fromContentInset: reference = .fromContentInset
        case .fromSafeArea: reference = .fromSafeArea
        case .fromLayoutMargins: reference = .fromLayoutMargins
        }
        return reference.referenceInsets(adjustedContentInset: collectionView.adjustedContentInset,
                                         safeAreaInsets: collectionView.safeAreaInsets,
                                         layoutMargins: collectionView.layoutMargins)
    }

    /// The size items start from: `estimatedItemSize` when self-sizing (`automaticSize`
    /// estimates with `itemSize`), `itemSize` otherwise.
    var startingItemSize: CGSize {
        estimatedItemSize == .zero || estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
    }
}

/// Asks one layout pass's metrics: the delegate for what it implements, the properties for
/// the rest. Whether the delegate sizes items is found out once, with the first item
/// (`FlowDelegateProbe`); when it does not, every section is uniform and no per-item call
/// is made.
@MainActor
private final class FlowMetricsSource {
    let layout: UICollectionViewFlowLayout
    let collectionView: UICollectionView
    let delegate: (any UICollectionViewDelegateFlowLayout)?
    /// nil until probed; then whether the delegate implements `sizeForItemAt`.
    private var delegateSizesItems: Bool?
    /// The probe's answer for the first item, so that item is not asked twice.
    private var probedSize: (IndexPath, CGSize)?

    init(layout: UICollectionViewFlowLayout, collectionView: UICollectionView) {
        self.layout = layout
        self.collectionView = collectionView
        delegate = collectionView.collectionDelegate as? any UICollectionViewDelegateFlowLayout
    }

    func metrics(section: Int) -> FlowSectionMetrics {
        let count = collectionView.numberOfItems(inSection: section)
        guard let delegate else {
            return FlowSectionMetrics(itemCount: count, itemSizing: sizing(section: section, count: count),
                                      inset: layout.sectionInset, minimumLineSpacing: layout.minimumLineSpacing,
                                      minimumInteritemSpacing: layout.minimumInteritemSpacing,
                                      headerSize: layout.headerReferenceSize, footerSize: layout.footerReferenceSize)
        }
        let view = collectionView, layout = layout
        return FlowSectionMetrics(
            itemCount: count, itemSizing: sizing(section: section, count: count),
            inset: delegate.collectionView(view, layout: layout, insetForSectionAt: section),
            minimumLineSpacing: delegate.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: section),
            minimumInteritemSpacing: delegate.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: section),
            headerSize: delegate.collectionView(view, layout: layout, referenceSizeForHeaderInSection: section),
            footerSize: delegate.collectionView(view, layout: layout, referenceSizeForFooterInSection: section))
    }

    /// A section's item sizes: measured sizes (self-sizing) over the delegate's or the
    /// starting size; uniform when neither the delegate nor a measurement varies them.
    private func sizing(section: Int, count: Int) -> FlowItemSizing {
        let measured = layout.measuredSizes[section] ?? [:]
        let starting = layout.startingItemSize
        guard count > 0, let delegate, sizesFromDelegate(section: section) else {
            return measured.isEmpty ? .uniform(starting) : .perItem { measured[$0] ?? starting }
        }
        let view = collectionView, layout = layout, probed = probedSize
        return .perItem { item in
            if let size = measured[item] { return size }
            let indexPath = IndexPath(item: item, section: section)
            if let probed, probed.0 == indexPath { return probed.1 }
            return delegate.collectionView(view, layout: layout, sizeForItemAt: indexPath)
        }
    }

    /// Whether the delegate sizes items: asked once per pass, with the first item of the
    /// first section that has items.
    private func sizesFromDelegate(section: Int) -> Bool {
        if let delegateSizesItems { return delegateSizesItems }
        guard let delegate else { return false }
        let indexPath = IndexPath(item: 0, section: section)
        FlowDelegateProbe.defaultSizeRan = false
        let size = delegate.collectionView(collectionView, layout: layout, sizeForItemAt: indexPath)
        let implemented = !FlowDelegateProbe.defaultSizeRan
        FlowDelegateProbe.defaultSizeRan = false
        delegateSizesItems = implemented
        probedSize = (indexPath, size)
        return implemented
    }
}
