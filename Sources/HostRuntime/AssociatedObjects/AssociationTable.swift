import Foundation

/// The side table behind `objc_setAssociatedObject` and its kin: per object (by identity)
/// a dictionary from key to value, behind one lock, so any thread may use it.
///
/// **Learning of an object's death.** Without the Objective-C runtime nothing tells the
/// table when an arbitrary object is deallocated, so two mechanisms work together:
/// - an object of a class that adopts `AssociationOwner` (`CALayer`, `UIResponder` and so
///   every view and view controller, `UIGestureRecognizer`) gets an `AssociationTracker` in
///   a stored property when its first value is attached; the tracker goes with the object's
///   other stored properties in its deinit and removes the object's entry, so the values
///   are released with the object, as on iOS;
/// - each entry also holds its object weakly, so an entry whose object is gone is known
///   stale: it is dropped when the table is next asked about that address (a new object
///   there never sees the old values) and in a sweep of all stale entries whenever the
///   table has doubled since the last one. Values attached to other objects are therefore
///   released soon after their object, not at once.
///
/// Values are released after the lock is let go, so a value's deinit may use the table.
/// The state holds arbitrary (non-`Sendable`) values, which `Mutex` would only hand out as
/// `sending` results; a lock around a plain property does the same job, hence
/// `@unchecked Sendable`: every access to `state` is inside `withLock`.
final class AssociationTable: @unchecked Sendable {
    static let shared = AssociationTable()

    /// How an association holds its value.
    private enum Association {
        case strong(Any)
        case weak(WeakValue)

        init(_ value: Any, policy: objc_AssociationPolicy) {
            let isObject = type(of: value) is AnyObject.Type
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                self = isObject ? .weak(WeakValue(value: value as AnyObject)) : .strong(value)
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                self = .strong(value)
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                if isObject, let copying = value as? NSCopying {
                    self = .strong(copying.copy(with: nil))
                } else {
                    self = .strong(value)
                }
            }
        }

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let reference): reference.value
            }
        }
    }

    private struct WeakValue {
        weak var value: AnyObject?
    }

    private struct Entry {
        weak var object: AnyObject?
        var values: [UnsafeRawPointer: Association] = [:]
    }

    private struct State {
        var entries: [ObjectIdentifier: Entry] = [:]
        /// The entry count at which stale entries are next swept.
        var sweepCount = AssociationTable.minimumSweepCount
    }

    private static let minimumSweepCount = 64

    private let lock = NSLock()
    private var state = State()

    private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    func set(_ object: AnyObject, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
        // Copying runs user code (`copy(with:)`): outside the lock.
        let association = value.map { Association($0, policy: policy) }
        let id = ObjectIdentifier(object)
        let released: [Any] = withLock { state in
            var released: [Any] = []
            if let entry = state.entries[id], entry.object !== object {
                released.append(entry)
                state.entries[id] = nil
            }
            guard let association else {
                if let old = state.entries[id]?.values.removeValue(forKey: key) { released.append(old) }
                if state.entries[id]?.values.isEmpty == true { state.entries[id] = nil }
                return released
            }
            if state.entries[id] == nil {
                if let owner = object as? AssociationOwner, owner.associationTracker == nil {
                    owner.associationTracker = AssociationTracker(id: id)
                }
                state.entries[id] = Entry(object: object)
                if state.entries.count >= state.sweepCount { released += Self.sweep(&state) }
            }
            if let old = state.entries[id]?.values.updateValue(association, forKey: key) { released.append(old) }
            return released
        }
        _ = released
    }

    func value(of object: AnyObject, _ key: UnsafeRawPointer) -> Any? {
        let id = ObjectIdentifier(object)
        let (value, stale): (Any?, Entry?) = withLock { state in
            guard let entry = state.entries[id] else { return (nil, nil) }
            guard entry.object === object else {
                state.entries[id] = nil
                return (nil, entry)
            }
            return (entry.values[key]?.value, nil)
        }
        _ = stale
        return value
    }

    func removeAll(of object: AnyObject) {
        ownerDied(ObjectIdentifier(object))
    }

    /// An `AssociationOwner` is going: its values go with it.
    func ownerDied(_ id: ObjectIdentifier) {
        let removed = withLock { $0.entries.removeValue(forKey: id) }
        _ = removed
    }

    /// Removes the entries whose object is gone and returns them, to be released after the
    /// lock; the next sweep waits until the table has doubled.
    private static func sweep(_ state: inout State) -> [Any] {
        var stale: [Any] = []
        state.entries = state.entries.filter { _, entry in
            if entry.object != nil { return true }
            stale.append(entry)
            return false
        }
        state.sweepCount = max(minimumSweepCount, state.entries.count * 2)
        return stale
    }
}
