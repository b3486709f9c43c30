import Foundation

extension UICollectionView {
    /// What a set of layout attributes places: a cell, a supplementary view or a
    /// decoration view.
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }

    /// The axis a line-based layout (the flow layout) scrolls along.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item: at most one vertical and one
    /// horizontal position.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No position: the item is brought into view with the least scrolling.
        public static let none = ScrollPosition([])
        /// The item's top edge at the top of the visible area.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item centred vertically in the visible area.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom edge at the bottom of the visible area.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the left of the visible area.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item centred horizontally in the visible area.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the right of the visible area.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of the flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of the flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// One element the collection view shows: its category, kind (nil for cells) and index
/// path. The key of the visible views and of the attributes of a pass.
struct CollectionElementKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String?
    let indexPath: IndexPath
}

/// A reuse queue's key: views are only handed out under the category, kind and identifier
/// they were made for.
struct CollectionReuseKey: Hashable {
    let category: UICollectionView.ElementCategory
    let kind: String?
    let identifier: String
}
