import CoreGraphics
import Foundation

/// A data source that keeps outlines of its sections (the diffable one): it says where an
/// item is in its outline and expands or collapses it.
@MainActor
protocol OutlineDataSource: AnyObject {
    /// The item's level and whether it is expanded, when its section has an outline.
    func outlineState(at indexPath: IndexPath) -> (level: Int, isExpanded: Bool)?
    /// Expands the item if collapsed, else collapses it (as the section snapshot handlers allow).
    func toggleOutlineItem(at indexPath: IndexPath)
}

// Outlines: the outline disclosure accessory turns with the item's expansion; a tap on it
// (or anywhere on the cell, in the header style) expands or collapses the item in the
// section snapshot of the collection view's diffable data source.
extension UICollectionViewListCell {
    /// The style an outline disclosure of `style` takes in this cell: `.automatic` is the
    /// header's when the content configuration is a list header's.
    func resolvedOutlineStyle(_ style: UICellAccessory.OutlineDisclosureStyle) -> UICellAccessory.OutlineDisclosureStyle {
        guard style == .automatic else { return style }
        if let list = contentConfiguration as? UIListContentConfiguration, !list.style.isCell { return .header }
        return .cell
    }

    /// Whether a tap anywhere on the cell expands or collapses it instead of selecting it:
    /// it shows an outline disclosure of the header style.
    var togglesOutlineOnTap: Bool {
        let (leading, trailing) = shownAccessories()
        return (leading + trailing).contains {
            guard case .outlineDisclosure(let options, _) = $0.kind else { return false }
            return resolvedOutlineStyle(options.style) == .header
        }
    }

    /// The header-style tap: the accessory's handler, or the outline's toggle.
    func toggleFromHeaderTap() {
        runAccessoryAction(of: .outlineDisclosure())
    }

    func outlineExpansionDidChange() {
        setNeedsUpdateConfiguration()
        setNeedsLayout()
        guard window != nil else { return }
        // The chevron turns as iOS animates it.
        UIView.animate(withDuration: 0.3) { self.layoutIfNeeded() }
    }

    /// Expands or collapses the cell's item through the collection view's data source.
    func toggleOutlineExpansion() {
        guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self),
              let outlines = collectionView.dataSource as? OutlineDataSource else { return }
        outlines.toggleOutlineItem(at: indexPath)
    }

    /// Takes the item's outline level and expansion from the data source's section snapshot.
    func applyOutlineState(from dataSource: OutlineDataSource, at indexPath: IndexPath) {
        guard let state = dataSource.outlineState(at: indexPath) else { return }
        indentationLevel = state.level
        isOutlineExpanded = state.isExpanded
    }
}
