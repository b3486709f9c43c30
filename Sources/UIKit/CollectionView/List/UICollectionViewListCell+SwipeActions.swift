import CoreGraphics
import Foundation

// A list cell's revealed actions: the row (content and accessories) slides aside by their
// width and they show in the room it leaves; the state says the cell is swiped.
extension UICollectionViewListCell {
    /// Reveals `configuration`'s actions at `edge` — as wide as their buttons, or
    /// `openWidth` while a finger drags them; `chosen` runs when one is tapped.
    func revealActions(_ configuration: UISwipeActionsConfiguration, at edge: RowActionsView.Edge, openWidth: CGFloat?,
                       animated: Bool, chosen: @escaping (UIContextualAction, UIButton) -> Void) -> RowActionsView {
        revealedActions?.removeFromSuperview()
        let view = RowActionsView(configuration: configuration, edge: edge, chosen: chosen)
        view.openWidth = openWidth
        revealedActions = view
        isSwiped = true
        view.show(in: self, animated: animated)
        return view
    }

    /// Hides the revealed actions, sliding the row back.
    func hideRevealedActions(animated: Bool) {
        guard let revealed = revealedActions else { return }
        revealedActions = nil
        isSwiped = false
        revealed.hide(from: self, animated: animated)
    }

    /// The delete accessory without a handler reveals the trailing swipe actions.
    func revealTrailingSwipeActions() {
        (superview as? UICollectionView)?.revealTrailingActions(of: self)
    }

    /// Slides the content and accessories aside by the revealed actions and places them.
    func layoutRevealedActions() {
        guard let revealed = revealedActions else { return }
        if revealed.superview !== self { addSubview(revealed) }
        revealed.frame = revealed.frame(inRow: bounds)
        let shift = revealed.shift(inRowOfWidth: bounds.width)
        for view in [contentView] + Array(accessoryViews.values) where view.superview === self {
            view.center.x += shift
        }
    }
}
