import Foundation

/// The methods an app's delegate implements to take part in the app's life: launch, the
/// moves between foreground and background, termination, memory warnings and URLs.
///
/// Every method is optional, as in UIKit: each has a default that does what UIKit does
/// when the delegate lacks it. Deprecated methods are still called when the newer one
/// is not implemented: `application(_:didFinishLaunchingWithOptions:)` calls
/// `applicationDidFinishLaunching(_:)`; `application(_:open:options:)` calls
/// `application(_:open:sourceApplication:annotation:)`, which calls
/// `application(_:handleOpen:)`.
///
/// UIKit makes the delegate from its class (`@main`, `UIApplicationMain`), so the protocol
/// requires `init()`: mark the delegate class `final`, or give it `required override
/// init()` (the Objective-C runtime lets UIKit skip this).
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// Creates the delegate; UIKit calls it at launch.
    init()

    /// The app's main window, if the delegate keeps one. Default: none.
    var window: UIWindow? { get set }

    /// The launch has begun: the first chance to run code. Return false if the app
    /// cannot handle the URL it was launched with. Default: true.
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The launch is almost done: set up the window and restore state here. Return false
    /// if the app cannot handle the URL it was launched with. Default: calls
    /// `applicationDidFinishLaunching(_:)` and returns true.
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool

    /// The launch has finished (the form from before launch options; deprecated in UIKit).
    func applicationDidFinishLaunching(_ application: UIApplication)

    /// The app has become active.
    func applicationDidBecomeActive(_ application: UIApplication)

    /// The app is about to stop being active: pause ongoing work.
    func applicationWillResignActive(_ application: UIApplication)

    /// The app is now in the background: save state.
    func applicationDidEnterBackground(_ application: UIApplication)

    /// The app is about to come back to the foreground.
    func applicationWillEnterForeground(_ application: UIApplication)

    /// The app is about to terminate: save data.
    func applicationWillTerminate(_ application: UIApplication)

    /// The system is low on memory: free what can be rebuilt.
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)

    /// Open the resource at `url` (a URL with one of the app's schemes). Return whether it
    /// was handled. Default: calls `application(_:open:sourceApplication:annotation:)`.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool

    /// Open the resource at `url` (deprecated in UIKit). Default: calls
    /// `application(_:handleOpen:)`.
    func application(_ application: UIApplication, open url: URL, sourceApplication: String?, annotation: Any) -> Bool

    /// Open the resource at `url` (the 2009 form; deprecated in UIKit). Default: false.
    func application(_ application: UIApplication, handleOpen url: URL) -> Bool
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }

    public func application(_ application: UIApplication,
                            willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    public func application(_ application: UIApplication,
                            didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        applicationDidFinishLaunching(application)
        return true
    }

    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}

    public func application(_ app: UIApplication, open url: URL,
                            options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool {
        application(app, open: url, sourceApplication: options[.sourceApplication] as? String,
                    annotation: options[.annotation] as Any)
    }

    public func application(_ application: UIApplication, open url: URL, sourceApplication: String?,
                            annotation: Any) -> Bool {
        self.application(application, handleOpen: url)
    }

    public func application(_ application: UIApplication, handleOpen url: URL) -> Bool {
        false
    }
}
