import CoreGraphics
import Foundation

/// The direction a flow layout scrolls in: lines run across it and stack along it. The
/// engine's own enum, so it depends on nothing of `UICollectionView`.
package enum FlowScrollAxis: Sendable, Equatable {
    /// Lines are rows, stacked downwards (`UICollectionView.ScrollDirection.vertical`).
    case vertical
    /// Lines are columns, stacked rightwards (`.horizontal`).
    case horizontal
}

/// Where a section's item sizes come from.
package enum FlowItemSizing {
    /// Every item has this size (`itemSize`, or `estimatedItemSize` before self-sizing): the
    /// section is pure arithmetic and stores nothing per item.
    case uniform(CGSize)
    /// The size of item `i` (the flow delegate's `sizeForItemAt`), asked exactly once per item
    /// whenever the section is laid out, never during queries.
    case perItem((Int) -> CGSize)
}

/// Everything the flow layout knows about one section, as resolved from the layout's
/// properties or its delegate.
///
/// Bad values are cleaned on the way in (`FlowClean`), never trapped on: a NaN, infinite or
/// negative item, header or footer size component counts as 0; a NaN, infinite or negative
/// spacing as 0; a NaN or infinite inset as 0 (negative insets stay, as in UIKit they let
/// items reach past the content edge); a negative item count as 0.
package struct FlowSectionMetrics {
    package var itemCount: Int
    package var itemSizing: FlowItemSizing
    package var inset: UIEdgeInsets
    package var minimumLineSpacing: CGFloat
    package var minimumInteritemSpacing: CGFloat
    /// Only the dimension along the scroll direction counts (height when vertical); the
    /// header always spans the content across. Zero there: no header.
    package var headerSize: CGSize
    /// As `headerSize`, for the footer.
    package var footerSize: CGSize

    /// The defaults are `UICollectionViewFlowLayout`'s: 50×50 items, spacings of 10, no
    /// inset, no header or footer.
    package init(itemCount: Int, itemSizing: FlowItemSizing = .uniform(CGSize(width: 50, height: 50)),
                 inset: UIEdgeInsets = .zero, minimumLineSpacing: CGFloat = 10,
                 minimumInteritemSpacing: CGFloat = 10, headerSize: CGSize = .zero, footerSize: CGSize = .zero) {
        self.itemCount = itemCount
        self.itemSizing = itemSizing
        self.inset = inset
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
    }
}

/// What `UICollectionViewFlowLayout.sectionInsetReference` measures section insets from.
package enum FlowInsetReference: Sendable, Equatable {
    case fromContentInset, fromSafeArea, fromLayoutMargins

    /// The insets this reference adds to every section inset, inside the content area (the
    /// collection view's bounds less `adjustedContentInset`): nothing for `.fromContentInset`;
    /// for the others, how far the safe area or the layout margins reach in beyond the
    /// adjusted content inset on each edge (never negative: content inset that already covers
    /// the safe area is not counted twice).
    package func referenceInsets(adjustedContentInset: UIEdgeInsets, safeAreaInsets: UIEdgeInsets,
                                 layoutMargins: UIEdgeInsets) -> UIEdgeInsets {
        let reference: UIEdgeInsets
        switch self {
        case .fromContentInset: return .zero
        case .fromSafeArea: reference = safeAreaInsets
        case .fromLayoutMargins: reference = layoutMargins
        }
        func beyond(_ edge: CGFloat, _ content: CGFloat) -> CGFloat { FlowClean.length(edge - content) }
        return UIEdgeInsets(top: beyond(reference.top, adjustedContentInset.top),
                            left: beyond(reference.left, adjustedContentInset.left),
                            bottom: beyond(reference.bottom, adjustedContentInset.bottom),
                            right: beyond(reference.right, adjustedContentInset.right))
    }
}

/// The cleaning rules for bad input, in one place.
enum FlowClean {
    /// A length that must be a finite, non-negative number: anything else is 0.
    static func length(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    static func size(_ size: CGSize) -> CGSize { CGSize(width: length(size.width), height: length(size.height)) }

    /// An offset may be negative, but not NaN or infinite.
    static func offset(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }

    static func insets(_ insets: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: offset(insets.top), left: offset(insets.left),
                     bottom: offset(insets.bottom), right: offset(insets.right))
    }
}
