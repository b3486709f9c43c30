import Foundation

/// One entry of a control's dispatch table: a target–action pair or a `UIAction`, with the
/// events it is registered for. Entries keep the order they were added in, which is the
/// order a control sends them.
@MainActor
final class ControlEventHandler {
    /// What the entry calls.
    enum Handler {
        /// A selector sent to a target (held weakly, as UIKit does), or up the responder
        /// chain when the target was nil.
        case targetAction(TargetReference, Selector)
        /// A closure-based action.
        case action(UIAction)
    }

    /// A control's target: nil (the responder chain), or an object held weakly. A target
    /// that has gone away receives nothing; it does not turn into the responder chain.
    struct TargetReference {
        private weak var object: AnyObject?
        /// Whether the target was given as nil.
        let isNil: Bool

        init(_ target: Any?) {
            isNil = target == nil
            object = target.map { $0 as AnyObject }
        }

        /// The target as `sendAction` takes it, or nil when it has gone away.
        var resolved: Target? {
            if isNil { return .responderChain }
            return object.map(Target.object)
        }

        /// Whether `target` (as given to `removeTarget`/`actions(forTarget:)`) names this one.
        func matches(_ target: Any?) -> Bool {
            guard let target else { return isNil }
            return !isNil && object === (target as AnyObject)
        }

        /// The target as `allTargets` reports it: `NSNull` for nil.
        var hashable: AnyHashable? {
            if isNil { return AnyHashable(NSNull()) }
            guard let object else { return nil }
            if let object = object as? NSObject { return AnyHashable(object) }
            return AnyHashable(ObjectIdentifier(object))
        }

        enum Target {
            case responderChain
            case object(AnyObject)
        }
    }

    var handler: Handler
    var events: UIControl.Event

    init(_ handler: Handler, events: UIControl.Event) {
        self.handler = handler
        self.events = events
    }

    /// The action's identifier, for a `UIAction` entry.
    var actionIdentifier: UIAction.Identifier? {
        if case .action(let action) = handler { return action.identifier }
        return nil
    }

    /// Whether the entry's target went away (it is then dropped).
    var isOrphaned: Bool {
        if case .targetAction(let target, _) = handler { return target.resolved == nil }
        return false
    }
}
