import CoreGraphics
import Foundation

/// A collection view cell for lists (iOS 14): the list's background, rounded corners in an
/// inset grouped section and separators, all from the list section it is in; accessories
/// at its leading and trailing edges outside the content view (the disclosure indicator,
/// outline disclosure, checkmark, editing controls, labels, custom views); an indentation
/// level; and a default content configuration in the list's style.
///
/// The layout tells the cell where it is (`apply(_:)`); the accessories, separators and
/// content view are placed in `layoutSubviews()` (`UICollectionViewListCell+Accessories`,
/// `+Separators`).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The cell's accessories. System accessories go where UIKit puts them whatever their
    /// order in the array; custom ones where their placement says, in array order. Two
    /// system accessories of one kind are a programmer error.
    open var accessories: [UICellAccessory] = [] {
        didSet {
            Self.checkForDuplicates(accessories)
            setNeedsLayout()
        }
    }

    /// How many levels the content (and, with `indentsAccessories`, the leading
    /// accessories) is indented. Set from the section snapshot's outline when the collection
    /// view's data source is diffable. Default 0.
    open var indentationLevel = 0 {
        didSet { if indentationLevel != oldValue { setNeedsLayout() } }
    }

    /// The width of one indentation level. Default 10 points.
    open var indentationWidth: CGFloat = 10 {
        didSet { if indentationWidth != oldValue { setNeedsLayout() } }
    }

    /// Whether the leading accessories move with the indented content. Default true.
    open var indentsAccessories = true {
        didSet { if indentsAccessories != oldValue { setNeedsLayout() } }
    }

    /// The guide the separators' leading edge follows: by default at the content's text;
    /// constrain its `leadingAnchor` to move the separators.
    open var separatorLayoutGuide: UILayoutGuide { makeSeparatorLayoutGuideIfNeeded() }

    /// A list content configuration in the style of the list the cell is in (a row, or its
    /// section's header when the list's header mode is `.firstItemInSection`), for the
    /// cell's state.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        (listPlacement?.defaultContent ?? .cell()).updated(for: configurationState)
    }

    /// The state with the list's own parts: editing, the outline item's expansion, a swipe
    /// that shows actions, a reorder under way.
    open override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state.isExpanded = isOutlineExpanded
        state.isSwiped = isSwiped
        state.isReordering = isReordering
        return state
    }

    /// Reads the cell's place in its list section: background, corners and separators
    /// follow it.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard layoutAttributes.listPlacement != listPlacement else { return }
        listPlacement = layoutAttributes.listPlacement
        placementDidChange()
    }

    open override var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { if !settingListBackground { usesListBackground = false } }
    }

    open override var backgroundView: UIView? {
        didSet { if backgroundView != nil { usesListBackground = false } }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        hideRevealedActions(animated: false)
        isOutlineExpanded = false
        isSwiped = false
        isReordering = false
    }

    /// The cell's size for a self-sizing row at `targetSize`'s width: its content measured
    /// at the width the accessories leave it.
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        listRowFittingSize(targetSize, horizontalFittingPriority: horizontalFittingPriority,
                           verticalFittingPriority: verticalFittingPriority)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        layoutAccessoriesAndContent()
        prepareSeparatorLayoutGuide()
        super.layoutSubviews()
        layoutSeparators()
        layoutRevealedActions()
    }

    // MARK: Internal state

    /// Where the cell is in its list section; nil outside a list.
    var listPlacement: ListCellPlacement?
    /// Whether the cell shows its list's background (until the app sets a background).
    var usesListBackground = true
    /// Set while the cell itself sets the list's background.
    var settingListBackground = false
    /// Whether the cell's outline item is expanded.
    var isOutlineExpanded = false {
        didSet { if isOutlineExpanded != oldValue { outlineExpansionDidChange() } }
    }
    /// Whether the cell shows its swipe actions.
    var isSwiped = false {
        didSet { if isSwiped != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// Whether the cell is being moved by its reorder grip.
    var isReordering = false {
        didSet { if isReordering != oldValue { setNeedsUpdateConfiguration() } }
    }
    /// The views of the accessories shown or shown before, by accessory.
    var accessoryViews: [ListAccessoryKey: UIView] = [:]
    /// The line before the reorder grip.
    var reorderSeparator: UIView?
    /// The separators drawn above and below the row.
    var topSeparator: UIView?, bottomSeparator: UIView?
    /// The swipe actions shown, if any (`+SwipeActions`).
    var revealedActions: RowActionsView?
    var separatorGuideStorage: (guide: UILayoutGuide, leading: NSLayoutConstraint)?
}
