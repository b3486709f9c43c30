import Foundation

// The Objective-C runtime's associated objects, which iOS extensions use to give a class
// a stored property: values attached to an object under a key (the address of a static
// or global variable), released with the object. Without the runtime they live in a side
// table (`AssociationTable`), keyed by the object's identity.

/// Attaches `value` to `object` under `key` with `policy`, replacing what was there;
/// nil removes it. `object` should be a class instance: any other value is boxed afresh
/// on each call, so nothing stays attached to it (as with the Objective-C runtime).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?,
                                     _ policy: objc_AssociationPolicy) {
    AssociationTable.shared.set(object as AnyObject, key, value, policy)
}

/// The value attached to `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.value(of: object as AnyObject, key)
}

/// Removes every value attached to `object` (including those other code attached; as
/// Apple advises, prefer setting nil for your own keys).
public func objc_removeAssociatedObjects(_ object: Any) {
    AssociationTable.shared.removeAll(of: object as AnyObject)
}
