import Dispatch
import Foundation

/// The main queue, which is the main actor's, as seen from code that may run on any
/// thread.
///
/// "On the main queue" is not "on the main thread": after `dispatchMain()` (as the test
/// runner does) the main queue is drained by worker threads, so the main queue carries a
/// marker that identifies it from whichever thread runs it.
package enum MainQueue {
    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, hence on the main actor.
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true
    }

    /// Runs `body` on the main actor and returns its result: at once on the main queue,
    /// through `DispatchQueue.main.sync` from other threads. For the `NSObject` members
    /// that Foundation declares nonisolated (`description`) on main-actor classes.
    package static func sync<Result: Sendable>(_ body: @MainActor () -> Result) -> Result {
        if isCurrent { return MainActor.assumeIsolated(body) }
        return DispatchQueue.main.sync { MainActor.assumeIsolated(body) }
    }
}
