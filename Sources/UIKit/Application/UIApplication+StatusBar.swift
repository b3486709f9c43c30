import CoreGraphics
import Foundation

/// The style of the status bar's content.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds (in light mode).
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
    /// Light content on an opaque black bar (deprecated in UIKit).
    case blackOpaque = 2

    /// Light content on a translucent black bar (deprecated in UIKit: `.lightContent`).
    public static var blackTranslucent: UIStatusBarStyle { .lightContent }
}

/// The orientation of the app's user interface.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    /// The device turned so that its top is at the right (content turned left).
    case landscapeLeft = 4
    /// The device turned so that its top is at the left.
    case landscapeRight = 3

    /// Whether the interface is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the interface is turned on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension UIApplication {
    /// Whether the status bar is hidden: as the deciding view controller prefers
    /// (`prefersStatusBarHidden`), else the Info.plist's `UIStatusBarHidden` (default
    /// false); always on a Dynamic Island iPhone in landscape (StatusBar/StatusBar).
    /// Deprecated in UIKit.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the window scene's statusBarManager")
    public var isStatusBarHidden: Bool { StatusBar.current.resolvedState().isHidden }

    /// The status bar's style: the deciding view controller's `preferredStatusBarStyle`,
    /// else the Info.plist's `UIStatusBarStyle` (default `.default`). Deprecated in UIKit.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the window scene's statusBarManager")
    public var statusBarStyle: UIStatusBarStyle { StatusBar.current.resolvedState().style }

    /// The status bar's rectangle on the main screen (54 points tall beside the Dynamic
    /// Island, 20 on the home-button devices); zero when hidden. Deprecated in UIKit.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the window scene's statusBarManager")
    public var statusBarFrame: CGRect { StatusBar.current.frame }

    /// The interface orientation of the main screen; until the interface first turns, the
    /// orientation the app launches in (the Info.plist's `UIInterfaceOrientation`, default
    /// `.portrait`). Deprecated in UIKit.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use the window scene's interfaceOrientation")
    public var statusBarOrientation: UIInterfaceOrientation {
        let screen = UIScreen.main
        return screen.hasTurned ? screen.interfaceOrientation : InfoPlist.current.interfaceOrientation
    }
}
