import Foundation

/// The actions revealed at one edge of a row, in order from the edge inwards.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, the first nearest the row's edge.
    public let actions: [UIContextualAction]
    /// Whether swiping all the way across performs the first action. Default true.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions` (empty: nothing is revealed).
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
