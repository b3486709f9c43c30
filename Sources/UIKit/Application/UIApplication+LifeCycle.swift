import Foundation

/// The app's life (current UIKit, without scenes): the launch
/// sequence, the moves between the foreground and the background, termination and memory
/// warnings. Each step calls the delegate first, then posts its notification; the state
/// changes as UIKit's does — still `.active` while the app is told it will resign,
/// `.background` while it is told it entered or will leave the background.
extension UIApplication {
    /// Makes the app — an instance of `principal` — and its delegate, an instance of
    /// `delegateType` (none if nil), then runs the launch sequence with `options`:
    /// `application(_:willFinishLaunchingWithOptions:)`,
    /// `application(_:didFinishLaunchingWithOptions:)` and `didFinishLaunchingNotification`
    /// with the app inactive; then, for a launch URL that both accepted,
    /// `application(_:open:options:)`; then the app becomes active. What
    /// `UIApplicationMain` does before running the main loop.
    @discardableResult
    package static func launch(principal: UIApplication.Type, delegate delegateType: (any UIApplicationDelegate.Type)?,
                               options: [LaunchOptionsKey: Any]?) -> UIApplication {
        if let current, current.lifePhase != .notLaunched {
            preconditionFailure(
                "UIApplication: the app is already launched; an app launches once per process (start a new Simulator to launch again)")
        }
        let app = principal.init()
        current = app
        app.delegate = delegateType.map { $0.init() }
        app.runLaunchSequence(options: options)
        return app
    }

    private func runLaunchSequence(options: [LaunchOptionsKey: Any]?) {
        lifePhase = .launching
        applicationState = .inactive
        let willAccept = delegate?.application(self, willFinishLaunchingWithOptions: options) ?? true
        let didAccept = delegate?.application(self, didFinishLaunchingWithOptions: options) ?? true
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: self,
                                        userInfo: options.map { Dictionary(uniqueKeysWithValues: $0.map { (AnyHashable($0.key), $0.value) }) })
        lifePhase = .running
        if let url = options?[.url] as? URL, willAccept, didAccept {
            var openOptions: [OpenURLOptionsKey: Any] = [:]
            openOptions[.sourceApplication] = options?[.sourceApplication]
            openOptions[.annotation] = options?[.annotation]
            deliver(url, options: openOptions)
        }
        becomeActive()
    }

    /// Whether the app has terminated (nothing more happens to it).
    package var isTerminated: Bool { lifePhase == .terminated }

    /// The app stops being active (an interruption, or on its way to the background):
    /// `applicationWillResignActive(_:)`, `willResignActiveNotification`, then `.inactive`.
    package func resignActive() {
        guard applicationState == .active else { return }
        delegate?.applicationWillResignActive(self)
        post(UIApplication.willResignActiveNotification)
        applicationState = .inactive
    }

    /// The app becomes active: `.active`, `applicationDidBecomeActive(_:)`,
    /// `didBecomeActiveNotification`.
    package func becomeActive() {
        guard applicationState == .inactive else { return }
        applicationState = .active
        delegate?.applicationDidBecomeActive(self)
        post(UIApplication.didBecomeActiveNotification)
    }

    /// The app moves to the background, resigning active first if it is:
    /// `.background`, `applicationDidEnterBackground(_:)`, `didEnterBackgroundNotification`.
    package func enterBackground() {
        resignActive()
        guard applicationState == .inactive else { return }
        applicationState = .background
        delegate?.applicationDidEnterBackground(self)
        post(UIApplication.didEnterBackgroundNotification)
    }

    /// The app leaves the background: `applicationWillEnterForeground(_:)`,
    /// `willEnterForegroundNotification`, then `.inactive` (`becomeActive()` follows).
    package func enterForeground() {
        guard applicationState == .background else { return }
        delegate?.applicationWillEnterForeground(self)
        post(UIApplication.willEnterForegroundNotification)
        applicationState = .inactive
    }

    /// The app terminates: it moves to the background if it is not there, then
    /// `applicationWillTerminate(_:)` and `willTerminateNotification`.
    package func terminate() {
        guard lifePhase != .terminated else { return }
        enterBackground()
        delegate?.applicationWillTerminate(self)
        post(UIApplication.willTerminateNotification)
        lifePhase = .terminated
    }

    /// The system is low on memory: `applicationDidReceiveMemoryWarning(_:)`, every view
    /// controller's `didReceiveMemoryWarning()` (oldest first), then
    /// `didReceiveMemoryWarningNotification`.
    package func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        UIViewController.sendMemoryWarning()
        post(UIApplication.didReceiveMemoryWarningNotification)
    }

    private func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
