import Dispatch
import Foundation

/// `UIScreen.main.scale` for code that UIKit lets run on any thread (`UIImage(named:)`,
/// renderer formats). UIScreen is main-actor isolated: code already on the main queue
/// reads it directly, other threads ask the main queue.
///
/// "On the main queue" is not "on the main thread": after `dispatchMain()` (as the test
/// runner does) the main queue is drained by worker threads, so the main queue carries a
/// marker that identifies it from whichever thread runs it.
package enum MainScreenScale {
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main queue, hence on the main actor.
    static var isOnMainQueue: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    package static var current: CGFloat {
        if isOnMainQueue {
            return MainActor.assumeIsolated { UIScreen.main.scale }
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { UIScreen.main.scale } }
    }
}
