/// A class whose instances tell the association table when they are deallocated, so that
/// their associated objects are released with them (see `AssociationTable`). Adopters
/// declare the stored property `nonisolated(unsafe)`: only the table touches it, under its
/// lock, besides the owner's own deinit.
package protocol AssociationOwner: AnyObject {
    /// Installed by the table when the first value is attached.
    var associationTracker: AssociationTracker? { get set }
}
