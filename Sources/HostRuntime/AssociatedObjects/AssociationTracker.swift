/// Lives in an `AssociationOwner`'s stored property: its deinit, during the owner's, tells
/// the association table that the owner is gone.
package final class AssociationTracker: Sendable {
    private let id: ObjectIdentifier

    init(id: ObjectIdentifier) {
        self.id = id
    }

    deinit {
        AssociationTable.shared.ownerDied(id)
    }
}
