import Dispatch
import Foundation
import QuartzCore

/// The main screen's scale as code on any thread reads it.
extension MainQueue {
    /// `UIScreen.main.scale` for code that may run on any thread (`UIImage(named:)`,
    /// renderer formats): read directly on the main queue, asked of it from other threads.
    package static var screenScale: CGFloat {
        if isCurrent {
            return MainActor.assumeIsolated { UIScreen.main.scale }
        }
        return DispatchQueue.main.sync { MainActor.assumeIsolated { UIScreen.main.scale } }
    }
}
