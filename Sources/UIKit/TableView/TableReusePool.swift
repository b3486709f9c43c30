import Foundation

/// The classes registered for reuse identifiers and the views waiting to be reused, for one
/// kind of table view (cells, or header-footer views).
@MainActor
struct TableReusePool<View: UIView> {
    private var classes: [String: View.Type] = [:]
    private var queues: [String: [View]] = [:]

    /// Registers `aClass` (a `View` subclass, or nil to unregister) for `identifier`,
    /// dropping the views queued for it; `api` names the registering method for misuse.
    mutating func register(_ aClass: AnyClass?, for identifier: String, api: String) {
        queues[identifier] = nil
        guard let aClass else {
            classes[identifier] = nil
            return
        }
        guard let type = aClass as? View.Type else {
            preconditionFailure("UITableView.\(api): \(aClass) is not a \(View.self) subclass; register a \(View.self) "
                + "subclass")
        }
        classes[identifier] = type
    }

    /// Whether dequeuing `identifier` can give a view (registered, or one queued).
    func canDequeue(_ identifier: String) -> Bool {
        classes[identifier] != nil || queues[identifier]?.isEmpty == false
    }

    /// A queued view for `identifier` (`prepare`d for reuse), or a new one of the registered
    /// class from `make`; nil when nothing is queued and nothing is registered.
    mutating func dequeue(_ identifier: String, make: (View.Type) -> View, prepare: (View) -> Void) -> View? {
        if let recycled = queues[identifier]?.popLast() {
            prepare(recycled)
            return recycled
        }
        return classes[identifier].map(make)
    }

    /// A queued view for `identifier` as it is (no class made), or nil.
    mutating func takeQueued(_ identifier: String) -> View? { queues[identifier]?.popLast() }

    /// Puts `view` in the queue of `identifier`.
    mutating func enqueue(_ view: View, identifier: String) {
        queues[identifier, default: []].append(view)
    }
}
