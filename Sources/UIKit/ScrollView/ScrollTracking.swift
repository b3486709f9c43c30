import Foundation
import QuartzCore

/// The run loop's tracking mode: UIKit runs the main run loop in `.tracking` while a scroll
/// view is tracked, dragged or decelerating, so timers and display links added only for
/// `.default` pause meanwhile.
@MainActor
enum ScrollTracking {
    /// Notes whether `scrollView` is in use now, and sets the run loop's mode.
    static func update(_ scrollView: UIScrollView) {
        let environment = HostEnvironment.current
        var tracking = environment.uiKit.trackingScrollViews
        tracking.remove(scrollView)
        if scrollView.isTracking || scrollView.isDragging || scrollView.isDecelerating {
            tracking.append(scrollView)
        }
        environment.runLoop.currentMode = tracking.live().isEmpty ? .default : .tracking
        environment.uiKit.trackingScrollViews = tracking
    }
}
