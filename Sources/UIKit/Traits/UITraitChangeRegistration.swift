import Foundation

/// A registration for trait changes, as `registerForTraitChanges` returns it: give it to
/// `unregisterForTraitChanges(_:)` to stop the calls.
public protocol UITraitChangeRegistration: NSObjectProtocol {}
