import Foundation

/// How a presented view controller is shown, with UIKit's raw values:
///
/// - `.fullScreen` and `.currentContext`: the presented view fills the window (or the view
///   of the controller defining the presentation context) and the presenting controller's
///   view is removed once the transition ends (it gets `viewWillDisappear`/`viewDidDisappear`,
///   and the appear pair on dismissal).
/// - `.overFullScreen` and `.overCurrentContext`: the same area, what is below staying.
/// - `.pageSheet`, `.formSheet` and `.automatic` (which resolves to `.pageSheet`): a sheet
///   (`UISheetPresentationController`): on an iPhone in portrait a card along the bottom
///   with detents, the presenter scaled back behind it; filling the screen in landscape; a
///   centred card on an iPad. The presenting view stays and gets no callbacks.
/// - `.popover`: shown as a form sheet on every device here (the iPad's popover bubble
///   with its arrow is not built, docs/DIFFERENCES.md).
/// - `.custom`: shown by the transitioning delegate's presentation controller and
///   animators (a plain `UIPresentationController` over the window without one).
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
    /// A sheet partly covering the content below.
    case pageSheet = 1
    /// A sheet centred on the screen (a card along the bottom on an iPhone).
    case formSheet = 2
    /// Covers the presentation context's content, which is removed.
    case currentContext = 3
    /// Shown by a custom presentation controller and animator.
    case custom = 4
    /// Covers the screen; the content below stays in the view hierarchy.
    case overFullScreen = 5
    /// Covers the presentation context's content, which stays.
    case overCurrentContext = 6
    /// A popover on wide screens; a sheet on an iPhone (a form sheet everywhere here).
    case popover = 7
}
