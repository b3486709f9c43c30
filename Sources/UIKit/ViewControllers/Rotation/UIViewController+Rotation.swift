import Foundation

/// Which orientations the interface may take: the deciding controller's (a window's root
/// controller, or the full-screen controller it presents) with the Info.plist's.
extension UIViewController {
    /// `supportedInterfaceOrientations`' default: every orientation on an iPad, all but
    /// upside down on an iPhone.
    var defaultSupportedInterfaceOrientations: UIInterfaceOrientationMask {
        traitCollection.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The interface orientation of the screen the controller is shown on.
    var currentInterfaceOrientation: UIInterfaceOrientation {
        (viewIfLoaded?.window?.screen ?? UIScreen.main).interfaceOrientation
    }

    /// Tells UIKit the controller's supported orientations changed (iOS 16): when the
    /// controller decides the orientation of its screen, the interface turns to the
    /// device's orientation if it is now supported, or away from the current one if it no
    /// longer is.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        guard let window = viewIfLoaded?.window ?? presentingRoot?.viewIfLoaded?.window else { return }
        InterfaceRotation.updateOrientation(of: window.screen, animated: true)
    }

    /// The controller at the root of this one's presentation chain.
    private var presentingRoot: UIViewController? {
        var current = presentingStorage
        while let next = current?.presentingStorage { current = next }
        return current
    }

    /// The controller that decides the orientation when this one is a window's root: the
    /// top of its chain of full-screen presentations (a sheet leaves it to its presenter).
    var orientationDecider: UIViewController {
        var decider = self
        while let presented = decider.presentedStorage, presented.presentingStorage === decider,
              presented.decidesOrientationWhenPresented {
            decider = presented
        }
        return decider
    }

    /// Whether a presented controller takes over the orientation (it covers the screen).
    private var decidesOrientationWhenPresented: Bool {
        switch modalPresentationStyle {
        case .fullScreen, .overFullScreen: true
        default: false
        }
    }
    /// The controller and the controllers presented above it, in order.
    var presentationChain: [UIViewController] {
        var chain = [self]
        while let presented = chain.last?.presentedStorage, presented.presentingStorage === chain.last { chain.append(presented) }
        return chain
    }
}
