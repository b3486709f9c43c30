import Foundation

/// Which controller the status bar asks, and how a controller tells it to ask again.
extension UIViewController {
    /// Tells the system the controller's status bar preferences changed: the status bar
    /// reads them again from the deciding controller. Inside an animation block a change of
    /// hidden state animates with it, as `preferredStatusBarUpdateAnimation` says.
    public func setNeedsStatusBarAppearanceUpdate() {
        StatusBar.current.update()
    }

    /// The controller whose `prefersStatusBarHidden` decides: this one, or the one its
    /// `childForStatusBarHidden` names (and so on down).
    var statusBarHiddenDecider: UIViewController {
        var decider = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let child = decider.childForStatusBarHidden, seen.insert(ObjectIdentifier(child)).inserted { decider = child }
        return decider
    }

    /// The controller whose `preferredStatusBarStyle` decides: this one, or the one its
    /// `childForStatusBarStyle` names (and so on down).
    var statusBarStyleDecider: UIViewController {
        var decider = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let child = decider.childForStatusBarStyle, seen.insert(ObjectIdentifier(child)).inserted { decider = child }
        return decider
    }

    /// The controller whose status bar preferences apply while this one is on screen: the
    /// last controller presented above it (this one included) that takes the status bar
    /// over — presented full screen (`.fullScreen`, `.overFullScreen`, after adaptation) or
    /// capturing it (`modalPresentationCapturesStatusBarAppearance`).
    var statusBarAppearanceDecider: UIViewController {
        presentationChain.last { $0 === self || $0.capturesStatusBarAppearance } ?? self
    }

    /// Whether this controller, presented, takes over the status bar's appearance.
    var capturesStatusBarAppearance: Bool {
        let style = presentation?.presentationStyle ?? resolvedPresentationStyle
        return style == .fullScreen || style == .overFullScreen || modalPresentationCapturesStatusBarAppearance
    }
}
