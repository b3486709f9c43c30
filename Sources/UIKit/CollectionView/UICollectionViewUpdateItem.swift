import Foundation

/// One change of a batch update (an insertion, deletion, reload or move of an item or a
/// section), as the layout receives it in `prepare(forCollectionViewUpdates:)`. The app
/// never makes these. A section change has an index path whose item is `NSNotFound`.
open class UICollectionViewUpdateItem: NSObject {
    /// The kind of change.
    public enum Action: Int, Sendable {
        case insert
        case delete
        case reload
        case move
        case none
    }

    let beforeStorage: IndexPath?
    let afterStorage: IndexPath?
    let actionStorage: Action

    /// An update item (made by the collection view's batch updates).
    init(action: Action, before: IndexPath?, after: IndexPath?) {
        actionStorage = action
        beforeStorage = before
        afterStorage = after
        super.init()
    }

    /// The element's index path before the update; nil for an insertion.
    open var indexPathBeforeUpdate: IndexPath? { beforeStorage }
    /// The element's index path after the update; nil for a deletion.
    open var indexPathAfterUpdate: IndexPath? { afterStorage }
    /// What the update does.
    open var updateAction: Action { actionStorage }

    open override var description: String {
        "<\(type(of: self)) \(actionStorage): \(beforeStorage.map { "\($0)" } ?? "nil") -> \(afterStorage.map { "\($0)" } ?? "nil")>"
    }
}
