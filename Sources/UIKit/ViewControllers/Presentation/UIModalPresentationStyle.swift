import Foundation

/// How a presented view controller is shown, with UIKit's raw values. On an iPhone (the only
/// device simulated) UIKit adapts the sheet styles; here:
///
/// - `.fullScreen` and `.currentContext`: the presented view fills the window and the
///   presenting controller's view is removed once the transition ends (it gets
///   `viewWillDisappear`/`viewDidDisappear`, and the appear pair on dismissal).
/// - `.overFullScreen` and `.overCurrentContext`: the presented view fills the window and
///   what is below stays (no callbacks for the presenting controller).
/// - `.pageSheet`, `.formSheet`, `.popover` (which iOS 13 and later shows as a form sheet on
///   an iPhone) and `.automatic` (which resolves to `.pageSheet`): the presenting view stays
///   and gets no callbacks, as with iOS's card sheet, but the presented view fills the
///   window; the card look (inset from the top, rounded, the presenter shrunk behind it) and
///   swiping down to dismiss are not built (docs/DIFFERENCES.md).
/// - `.custom`: as `.overFullScreen` (no transitioning delegate can give another yet).
/// - `.none`: not a presentation style (only an answer to adaptive presentation):
///   presenting with it stops the program.
///
/// tvOS's `.blurOverFullScreen`, unavailable on iOS, is not declared.
public enum UIModalPresentationStyle: Int, Sendable {
    /// The system's choice: `.pageSheet` for a plain view controller.
    case automatic = -2
    /// No adaptation (for `adaptivePresentationStyle`); not a style to present with.
    case none = -1
    /// The presented view covers the screen; the presenting view is removed underneath.
    case fullScreen = 0
    /// A sheet partly covering the content below (shown full size here).
    case pageSheet = 1
    /// A sheet centred on the screen (a page sheet on an iPhone; shown full size here).
    case formSheet = 2
    /// Covers the presentation context's content (the window here), which is removed.
    case currentContext = 3
    /// Shown by a custom presentation controller and animator.
    case custom = 4
    /// Covers the screen; the content below stays in the view hierarchy.
    case overFullScreen = 5
    /// Covers the presentation context's content, which stays.
    case overCurrentContext = 6
    /// A popover on wide screens; a form sheet on an iPhone.
    case popover = 7
}
