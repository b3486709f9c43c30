import CoreGraphics
import Foundation

/// Turning the interface: when the device turns (the Simulator's `rotate(to:)`), when a
/// window shows a root controller, or when a controller's supported orientations change,
/// the interface takes the device's orientation if the deciding controller (the key
/// window's root, or the full-screen controller it presents) and the Info.plist's
/// `UISupportedInterfaceOrientations` allow it — else it stays, or, when its current
/// orientation is no longer allowed, goes to the preferred one.
///
/// A turn runs in UIKit's order: `willTransition(to:with:)` (when the traits change) and
/// `viewWillTransition(to:with:)` down from each root controller with one coordinator,
/// then the screen's bounds, the full-screen windows' frames and the traits change
/// (`traitCollectionDidChange(_:)`), then, inside the rotation's animation, the windows
/// lay out (`viewWillLayoutSubviews()`…) and the coordinator's alongside animations run;
/// its completions run when the animation ends.
@MainActor
package enum InterfaceRotation {
    /// How long a quarter turn animates: 0.3 s (UIKit's rotation animation on iPhone);
    /// a half turn takes twice as long.
    static let quarterTurnDuration: TimeInterval = 0.3

    /// The device turned to `orientation`: the interface follows if it may.
    package static func deviceTurned(_ screen: UIScreen, to orientation: UIInterfaceOrientation) {
        screen.deviceOrientation = orientation
        updateOrientation(of: screen, animated: true)
    }

    /// `window` shows a root controller: the interface takes an orientation the controller
    /// supports at once, without transition callbacks (as an app launches in it).
    static func windowWillShow(_ window: UIWindow) {
        updateOrientation(of: window.screen, animated: false, notifies: false)
        StatusBar.current.update()
    }

    /// Turns `screen`'s interface to the device's orientation if it is supported and the
    /// deciding controller autorotates, or away from the current one if it is not
    /// supported any more.
    static func updateOrientation(of screen: UIScreen, animated: Bool, notifies: Bool = true) {
        let decider = decidingController(on: screen)
        let supported = supportedOrientations(decidedBy: decider, on: screen)
        let current = screen.interfaceOrientation
        let target: UIInterfaceOrientation
        if supported.contains(screen.deviceOrientation), decider?.shouldAutorotate ?? true {
            target = screen.deviceOrientation
        } else if supported.contains(current) {
            return
        } else {
            target = preferredOrientation(decidedBy: decider, among: supported)
        }
        guard target != current else { return }
        turn(screen, to: target, animated: animated, notifies: notifies)
    }

    /// The controller deciding `screen`'s orientation: the key window's root if the key
    /// window is on the screen, else the frontmost visible window's with a root.
    static func decidingController(on screen: UIScreen) -> UIViewController? {
        let windows = WindowServer.current.visibleWindows(on: screen).filter { $0.rootViewController != nil }
        let window = windows.first { $0.isKeyWindow } ?? windows.last
        return window?.rootViewController?.orientationDecider
    }

    /// The orientations allowed: the Info.plist's (all when it names none) and the
    /// deciding controller's. None in common is the programmer's error UIKit raises.
    static func supportedOrientations(decidedBy decider: UIViewController?, on screen: UIScreen) -> UIInterfaceOrientationMask {
        let app = InfoPlist.current.supportedInterfaceOrientations(pad: screen.isPadSized) ?? .all
        guard let decider else { return app }
        let common = app.intersection(decider.supportedInterfaceOrientations)
        precondition(!common.isEmpty, "UIApplicationInvalidInterfaceOrientation: Supported orientations has no common "
            + "orientation with the application, and [\(UIViewController.describe(decider)) shouldAutorotate] is "
            + "returning YES; return at least one of the Info.plist's UISupportedInterfaceOrientations from "
            + "supportedInterfaceOrientations")
        return common
    }

    /// Where to go when the current orientation is not allowed: the Info.plist's
    /// `UIInterfaceOrientation`, else the controller's preferred one, if allowed; else
    /// the first allowed.
    private static func preferredOrientation(decidedBy decider: UIViewController?,
                                             among supported: UIInterfaceOrientationMask) -> UIInterfaceOrientation {
        let launch = InfoPlist.current.interfaceOrientation
        if supported.contains(launch) { return launch }
        if let preferred = decider?.preferredInterfaceOrientationForPresentation, supported.contains(preferred) {
            return preferred
        }
        return supported.orientations.first ?? .portrait
    }

    /// The turn itself (see the type's comment for the order).
    private static func turn(_ screen: UIScreen, to orientation: UIInterfaceOrientation, animated: Bool, notifies: Bool) {
        let server = WindowServer.current
        let oldOrientation = screen.interfaceOrientation
        let oldTraits = screen.traitCollection
        let oldBounds = screen.bounds
        let newSize = orientation.isLandscape == oldOrientation.isLandscape
            ? oldBounds.size : CGSize(width: oldBounds.height, height: oldBounds.width)
        let windows = server.windows(on: screen).filter { $0.frame == oldBounds }
        let roots = windows.filter { !$0.isHidden }.compactMap(\.rootViewController)
        let quarterTurns = abs(angle(of: orientation) - angle(of: oldOrientation)) / (.pi / 2)
        let duration = animated ? quarterTurnDuration * (quarterTurns > 1.5 ? 2 : 1) : 0
        let coordinator = TransitionCoordinator(
            containerView: windows.first ?? UIView(frame: CGRect(origin: .zero, size: newSize)),
            isAnimated: animated, duration: duration,
            targetTransform: CGAffineTransform(rotationAngle: angle(of: oldOrientation) - angle(of: orientation)))
        let involved = roots.flatMap(\.presentationChain)
        if notifies {
            for controller in involved { controller.activeTransitionCoordinator = coordinator }
            let newTraits = UIScreen.traitCollection(of: screen.profile, landscape: orientation.isLandscape)
            if !newTraits.changedTraits(from: oldTraits).isEmpty {
                for root in roots {
                    root.willTransition(to: newTraits.applying(root.traitOverridesStorage?.values ?? TraitValues()),
                                        with: coordinator)
                }
            }
            for root in roots { root.viewWillTransition(to: newSize, with: coordinator) }
        }
        server.turn(screen, to: orientation, resizing: windows)
        screen.screenTraitsMayHaveChanged(from: oldTraits)
        let finish = {
            coordinator.transitionEnded(cancelled: false)
            for controller in involved where controller.activeTransitionCoordinator === coordinator {
                controller.activeTransitionCoordinator = nil
            }
        }
        guard animated else {
            UIView.performWithoutAnimation {
                for window in windows { window.layoutIfNeeded() }
                StatusBar.current.update()
                coordinator.runAlongsideAnimations()
            }
            finish()
            return
        }
        UIView.animate(withDuration: duration, delay: 0, options: [], animations: {
            for window in windows { window.layoutIfNeeded() }
            StatusBar.current.update()
            coordinator.runAlongsideAnimations()
        }, completion: { _ in finish() })
    }

    /// How far the interface is turned from portrait, counterclockwise, in radians.
    private static func angle(of orientation: UIInterfaceOrientation) -> CGFloat {
        switch orientation {
        case .landscapeRight: .pi / 2
        case .portraitUpsideDown: .pi
        case .landscapeLeft: -.pi / 2
        case .portrait, .unknown: 0
        }
    }
}
