import Foundation
import QuartzCore

/// UIKit's share of the `HostEnvironment`: the state UIKit keeps once per process. A fresh
/// environment has the standard screen, no windows, no application yet, no menu, no
/// animation under way, no keyboard up; a new subsystem's process-wide state is a stored
/// property here, and its singletons read it through `HostEnvironment.current.uiKit`.
@MainActor
package final class UIKitEnvironment {
    // MARK: Screens, windows, input

    /// The connected screens, the main screen first (`UIScreen.main`, `UIScreen.screens`).
    package var screens = [UIScreen(profile: .standard)]
    /// The windows and the compositors that show them.
    package let windowServer = WindowServer()
    /// Turns the host's input into events.
    package let eventRouter = EventRouter()

    // MARK: The app

    /// The application object (`UIApplication.shared`): the one the app's launch made, or
    /// one made on first use.
    package var application: UIApplication?
    /// The Info.plist a Simulator gives the app instead of the main bundle's.
    package var infoPlistReplacement: [String: Any]?
    /// The view controllers made, which memory warnings reach (oldest first).
    var viewControllers = WeakList<UIViewController>()

    // MARK: Menus

    /// The edit menu on screen, if any.
    var editMenu: EditMenuPresentation?
    /// The context menu on screen, if any (not one being dismissed).
    var contextMenu: ContextMenuPresentation?
    /// `UIMenuController.shared` (untyped here: the class is deprecated and lives elsewhere).
    var menuController: AnyObject?

    // MARK: Status bar

    /// The main screen's status bar: its state, and its window when drawn.
    let statusBar = StatusBar()

    // MARK: Keyboard

    /// The software keyboard: whether it shows, for whom, where; the hardware keyboard flag.
    let keyboard = SoftwareKeyboard()

    // MARK: Text input

    /// Where a selection extended with shift and the arrow keys is anchored, for the
    /// text object it was extended in.
    var keyboardSelectionAnchor: KeyboardSelectionAnchor?

    // MARK: Appearance

    /// The appearance proxies and the values set on them (`UIView.appearance()`).
    let appearance = AppearanceRegistry()

    // MARK: View animations

    // Read at every property change of a view's layer (is an animation block open, are
    // animations enabled?): main-actor only, never held across a call, so unchecked.

    /// The animation blocks open, outermost first.
    @exclusivity(unchecked) var animationContexts: [ViewAnimationContext] = []
    /// The animation groups whose animations still run, by identity.
    var runningAnimationGroups: [ObjectIdentifier: ViewAnimationGroup] = [:]
    /// The property animators not inactive, which UIKit keeps alive.
    var activePropertyAnimators: [UIViewPropertyAnimator] = []
    /// `UIView.areAnimationsEnabled`.
    @exclusivity(unchecked) var areAnimationsEnabled = true

    // MARK: Scrolling and layout

    /// The scroll views tracked, dragged or decelerating: while there are any, the main run
    /// loop runs in `.tracking` mode.
    var trackingScrollViews = WeakList<UIScrollView>()
    /// Layout warnings kept for tests while recording (nil: not recording).
    var recordedLayoutWarnings: [String]?
    /// The state of the generator `exerciseAmbiguityInLayout()` draws from (SplitMix64).
    var ambiguityRandomState: UInt64 = 0x9E37_79B9_7F4A_7C15

    // MARK: Warnings said once

    /// Whether a view was given non-finite geometry (said once).
    var warnedNonFiniteGeometry = false
    /// Whether a delegate moved a paging scroll view's target (said once).
    var warnedPagingTarget = false
    /// Whether begin/end appearance calls did not pair up (said once).
    var warnedUnbalancedAppearance = false
}

extension HostEnvironment {
    /// UIKit's share of this environment, made on first use; its window server becomes
    /// what Core Animation's commits lay out and display.
    package var uiKit: UIKitEnvironment {
        if let share = uiKitShare { return unsafeDowncast(share, to: UIKitEnvironment.self) }
        let share = UIKitEnvironment()
        uiKitShare = share
        quartzCore.layerTreeHost = share.windowServer
        return share
    }
}
