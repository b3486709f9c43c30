import Foundation

/// Creates the application object and its delegate, runs the launch sequence and then
/// the main run loop; it never returns (spec LC-1 to LC-4).
///
/// - `principalClassName`: the class of the application object, a `UIApplication`
///   subclass; nil for `UIApplication`.
/// - `delegateClassName`: the class of the app delegate; nil for none (there are no nib
///   files to find one in).
///
/// Class names are module-qualified, as `NSStringFromClass(AppDelegate.self)` gives them
/// ("MyApp.AppDelegate"). A name that names no such class stops the app with a message.
///
/// The loop runs in real time: timers, display links at 60 frames per second, Foundation's
/// run loop (the main dispatch queue, Foundation timers) between frames. When a display is
/// available (`DISPLAY` or `WAYLAND_DISPLAY` set, `UIKIT_HOST` not `headless`) the app
/// shows in a window (the SDL host), taking the mouse, touches and keys; otherwise it runs
/// headless. SIGTERM, SIGINT or closing the window runs the termination sequence and exits
/// with status 0.
@MainActor @discardableResult
public func UIApplicationMain(
    _ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
    _ principalClassName: String?, _ delegateClassName: String?
) -> Int32 {
    let principal = principalClassName.map {
        guard let type = NSClassFromString($0) as? UIApplication.Type else {
            preconditionFailure(
                "UIApplicationMain: no UIApplication subclass is named \"\($0)\"; pass a module-qualified name such as NSStringFromClass(MyApplication.self)")
        }
        return type
    }
    let delegate = delegateClassName.map {
        guard let type = NSClassFromString($0) as? any UIApplicationDelegate.Type else {
            preconditionFailure(
                "UIApplicationMain: no UIApplicationDelegate class is named \"\($0)\"; pass a module-qualified name such as NSStringFromClass(AppDelegate.self)")
        }
        return type
    }
    runApplication(principal: principal ?? UIApplication.self, delegate: delegate)
}

/// `UIApplicationMain` with the classes themselves.
@MainActor
func runApplication(principal: UIApplication.Type, delegate: (any UIApplicationDelegate.Type)?) -> Never {
    // The process's world, installed as a Simulator installs one: the app's state lives
    // there from its first line on.
    HostEnvironment().install()
    // The window opens first: the app's windows are on its screen from the first frame.
    let display = SDLHost.isRequested(by: ProcessInfo.processInfo.environment) ? SDLHost.open() : nil
    UIApplication.launch(principal: principal, delegate: delegate, options: nil)
    HeadlessHost.run(display: display)
}

extension UIApplicationDelegate {
    /// The entry point of an app whose delegate class is marked `@main`, as on iOS: calls
    /// `UIApplicationMain` with `UIApplication` and this class.
    public static func main() {
        runApplication(principal: UIApplication.self, delegate: Self.self)
    }
}
