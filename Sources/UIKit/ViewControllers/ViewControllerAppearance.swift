import Foundation

/// Where a view controller's appearance callbacks have left it, as UIKit tracks it: each
/// "will" callback starts a transition and the matching "did" callback ends it.
enum ViewControllerAppearance {
    /// Off screen (or never shown through the callbacks).
    case disappeared
    /// `viewWillAppear(_:)` was called; `viewDidAppear(_:)` is due.
    case appearing
    /// On screen.
    case appeared
    /// `viewWillDisappear(_:)` was called; `viewDidDisappear(_:)` is due.
    case disappearing
}
