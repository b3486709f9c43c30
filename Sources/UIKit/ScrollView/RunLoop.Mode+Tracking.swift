import Foundation

extension RunLoop.Mode {
    /// The mode the main run loop runs in while a control tracks a touch (a scroll view
    /// being dragged): display links and timers added for `.default` wait, those added
    /// for `.common` keep firing.
    public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
