import Foundation

// `UITraitCollection.current`: the collection dynamic values resolve with, per thread as in
// UIKit. UIKit sets it while a view lays out (`layoutSubviews()`), draws (`draw(_:)`) and
// hears of trait changes; elsewhere on the main thread it is the main screen's.
extension UITraitCollection {
    /// The calling thread's current collection, if one was set.
    final class CurrentHolder {
        var value: UITraitCollection?
    }

    private static let currentHolder = ThreadLocal(key: "UIKit.UITraitCollection.current") { CurrentHolder() }

    /// The trait collection in force on this thread: set by UIKit while a view lays out,
    /// draws or hears of a trait change, and by `performAsCurrent(_:)`; else the main
    /// screen's on the main thread, and an empty collection on other threads.
    public static var current: UITraitCollection {
        get {
            if let value = currentHolder.current.value { return value }
            guard MainQueue.isCurrent else { return UITraitCollection() }
            return MainActor.assumeIsolated { UIScreen.main.traitCollection }
        }
        set { currentHolder.current.value = newValue }
    }

    /// Runs `actions` with this collection as `UITraitCollection.current`, then restores
    /// the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        try Self.withCurrent(self, actions)
    }

    /// Runs `body` with `collection` current, restoring what was set before (nothing, or
    /// another collection).
    static func withCurrent<R>(_ collection: UITraitCollection, _ body: () throws -> R) rethrows -> R {
        let holder = currentHolder.current
        let previous = holder.value
        holder.value = collection
        defer { holder.value = previous }
        return try body()
    }
}
