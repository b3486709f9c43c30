import UIKit

/// The live window, as an app's `main.swift` sees it before it starts: whether
/// `UIApplicationMain` would show the app in a desktop window or run it headless. An app
/// that has something better to do headless than run with nobody watching (the Gallery
/// writes screenshots through a `Simulator`) asks first.
@MainActor
public enum LiveWindow {
    /// Whether `UIApplicationMain` will show the app in a window. Two things must hold:
    ///
    /// - the environment asks for a window: `UIKIT_HOST=sdl`, or, without `UIKIT_HOST`
    ///   (or with another value than `headless` or `sdl`), `DISPLAY` or `WAYLAND_DISPLAY`
    ///   names a display; `UIKIT_HOST=headless` never does;
    /// - SDL can reach that display (its video subsystem starts, and stays started for the
    ///   window `UIApplicationMain` then opens).
    ///
    /// So it is false with `UIKIT_HOST=headless` and on a machine without a display.
    public static var isAvailable: Bool { SDLHost.canOpenWindow }
}
