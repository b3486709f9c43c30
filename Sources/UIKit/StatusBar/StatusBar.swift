import CoreGraphics
import Foundation

/// The main screen's status bar: whether it is hidden, its style and its frame, as the
/// deciding view controller asks (the key window's root, or the full-screen controller it
/// presents, or the children they name with `childForStatusBarStyle`/`Hidden`), or the
/// Info.plist when `UIViewControllerBasedStatusBarAppearance` is false or no controller
/// decides. It is re-read when a window shows its root, when the interface turns and at
/// `setNeedsStatusBarAppearanceUpdate()`, as in UIKit. On an iPhone in landscape it is
/// hidden (the default `prefersStatusBarHidden` says so; a home-button-less iPhone hides it
/// whatever the controller says).
///
/// It is drawn (time, signal, Wi-Fi, battery, as iOS 17) in a window of its own above the
/// app's only when `drawsBar` is set (the Simulator's `showsStatusBar`): screenshots leave
/// it out by default (docs/DIFFERENCES.md).
@MainActor
package final class StatusBar {
    /// Whether the bar is drawn on the main screen.
    package var drawsBar = false {
        didSet {
            guard drawsBar != oldValue else { return }
            update()
        }
    }
    /// Whether the bar was hidden at the last update.
    private(set) var isHidden = false
    /// The style of its content at the last update.
    private(set) var style = UIStatusBarStyle.default
    private var window: StatusBarWindow?

    /// The environment's status bar.
    package static var current: StatusBar { HostEnvironment.current.uiKit.statusBar }

    /// The bar's rectangle in the main screen's coordinates; zero when hidden.
    var frame: CGRect {
        let screen = UIScreen.main
        guard !resolvedState().isHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: screen.bounds.width, height: Self.height(on: screen))
    }

    /// The bar's height on `screen` in its current orientation.
    static func height(on screen: UIScreen) -> CGFloat {
        screen.profile.statusBarHeight
    }

    /// What the bar shows now: hidden or not, its style, and how a change of hidden state
    /// animates — from the deciding controller, else the Info.plist.
    func resolvedState() -> (isHidden: Bool, style: UIStatusBarStyle, animation: UIStatusBarAnimation) {
        let screen = UIScreen.main
        let plist = InfoPlist.current
        // The controller deciding the orientation, or one presented above it taking the status bar over.
        let decider = InterfaceRotation.decidingController(on: screen)?.statusBarAppearanceDecider
        let controllerBased = plist.dictionary["UIViewControllerBasedStatusBarAppearance"] as? Bool ?? true
        var hidden = plist.isStatusBarHidden
        var style = plist.statusBarStyle
        if controllerBased, let decider {
            hidden = decider.statusBarHiddenDecider.prefersStatusBarHidden
            style = decider.statusBarStyleDecider.preferredStatusBarStyle
        }
        if screen.profile.hasDynamicIsland && screen.isLandscape { hidden = true }
        return (hidden, style, decider?.preferredStatusBarUpdateAnimation ?? .fade)
    }

    /// Reads the state again and shows it. A change of hidden state animates as the
    /// deciding controller's `preferredStatusBarUpdateAnimation` says when this runs inside
    /// an animation block.
    func update() {
        let state = resolvedState()
        isHidden = state.isHidden
        style = state.style
        guard drawsBar else {
            window?.isHidden = true
            return
        }
        let screen = UIScreen.main
        let window = self.window ?? StatusBarWindow(screen: screen)
        self.window = window
        window.show(hidden: state.isHidden, style: state.style, animation: state.animation, height: Self.height(on: screen))
    }
}
