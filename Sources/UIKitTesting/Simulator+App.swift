import Foundation
import UIKit

extension Simulator {
    /// The Info.plist the simulated app reads (URL schemes, status bar, …): the main
    /// bundle's unless set. Set it before `launch(delegate:)`.
    public var infoDictionary: [String: Any] {
        get { InfoPlist.current.dictionary }
        set { InfoPlist.replacement = newValue }
    }

    /// Launches the app as `UIApplicationMain` would, without running a loop: makes the
    /// application (an `application` instance) and a `Delegate`, then runs the launch
    /// sequence — `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)`, for a launch URL (`options[.url]`)
    /// `application(_:open:options:)`, then `applicationDidBecomeActive(_:)` — with the
    /// notifications. The delegate gets nil options when `options` is empty, as for a
    /// launch from the Home screen. Returns the delegate. An app launches once per
    /// Simulator.
    @discardableResult
    public func launch<Delegate: UIApplicationDelegate>(
        delegate: Delegate.Type, application: UIApplication.Type = UIApplication.self,
        options: [UIApplication.LaunchOptionsKey: Any] = [:]
    ) -> Delegate {
        let app = UIApplication.launch(principal: application, delegate: delegate, options: options.isEmpty ? nil : options)
        guard let made = app.delegate as? Delegate else {
            preconditionFailure("Simulator.launch(delegate:): the delegate was replaced during launch")
        }
        return made
    }

    /// Sends a low-memory warning: the delegate's `applicationDidReceiveMemoryWarning(_:)`,
    /// every view controller's `didReceiveMemoryWarning()`, then
    /// `UIApplication.didReceiveMemoryWarningNotification`.
    public func simulateMemoryWarning() {
        runningApplication("simulateMemoryWarning()").receiveMemoryWarning()
    }

    /// The user goes to the Home screen: the app resigns active and enters the background
    /// (`applicationWillResignActive(_:)`, `applicationDidEnterBackground(_:)` and their
    /// notifications). Nothing happens if it is already in the background.
    public func moveToBackground() {
        runningApplication("moveToBackground()").enterBackground()
    }

    /// The user returns to the app: `applicationWillEnterForeground(_:)`, then
    /// `applicationDidBecomeActive(_:)`, with their notifications. Nothing happens if the
    /// app is not in the background.
    public func moveToForeground() {
        let app = runningApplication("moveToForeground()")
        guard app.applicationState == .background else { return }
        app.enterForeground()
        app.becomeActive()
    }

    /// Another app (Safari, say) opens `url`: if its scheme is one the app registers in
    /// `CFBundleURLTypes` (and not one of Apple's), the app comes to the foreground, its
    /// delegate's `application(_:open:options:)` gets the URL and the app becomes active.
    /// Returns what the delegate returned; false, with nothing happening, for another
    /// app's scheme.
    @discardableResult
    public func open(_ url: URL) -> Bool {
        runningApplication("open(_:)").openFromOtherApp(url)
    }

    /// The app is terminated: it resigns active and enters the background if it has not,
    /// then `applicationWillTerminate(_:)` and `UIApplication.willTerminateNotification`.
    /// After that nothing more happens to it; start a new Simulator to launch again.
    public func terminate() {
        runningApplication("terminate()").terminate()
    }

    /// The URLs the app handed to other apps with `open(_:options:completionHandler:)`
    /// (web pages, mail, phone numbers), in order.
    public var openedURLs: [URL] {
        UIApplication.shared.urlsOpenedInOtherApps
    }

    /// The app, which must not have terminated.
    private func runningApplication(_ call: String) -> UIApplication {
        let app = UIApplication.shared
        precondition(!app.isTerminated, "Simulator.\(call): the app has terminated; start a new Simulator")
        return app
    }
}
