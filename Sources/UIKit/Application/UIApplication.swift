import Foundation

/// The running app: the one instance that owns the main run loop, passes events to its
/// windows and tells its delegate about the app's life.
///
/// The class body holds what subclasses may override; the life cycle and the run loop
/// live in `UIApplication+…` files beside it, event dispatch under `Events/`.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The instance `UIApplicationMain` (or the Simulator's launch) made; before that, one
    /// made on first use, so code that reads application state works in plain tests.
    package static var current: UIApplication? {
        get { HostEnvironment.current.uiKit.application }
        set { HostEnvironment.current.uiKit.application = newValue }
    }

    /// The app instance.
    public class var shared: UIApplication {
        if let current { return current }
        let app = UIApplication()
        current = app
        return app
    }

    /// The app's delegate: told about launch, state changes, memory warnings and URLs.
    /// UIKit does not retain it (`UIApplicationMain` keeps the one it makes); here it is held
    /// strongly, so a delegate set by hand stays for the app's life as well.
    open var delegate: (any UIApplicationDelegate)?

    /// Creates the app; `UIApplicationMain` (or the Simulator's launch) does, once per
    /// process, choosing the class from its principal-class argument, so subclasses keep
    /// this initializer.
    public required override init() {
        super.init()
    }

    /// Dispatches `event` to the windows it concerns (touches to the windows of their
    /// views, presses and motion to the key window's first responder). Subclasses that
    /// override it must call `super` for the event to arrive.
    open func sendEvent(_ event: UIEvent) { dispatch(event) }

    /// Sends `action` to `target`, or, when `target` is nil, to the first responder that
    /// performs it along the chain from the first responder (UIApplication+Actions.swift).
    /// Returns whether a target received it.
    @discardableResult
    open func sendAction(_ action: Selector, to target: Any?, from sender: Any?, for event: UIEvent?) -> Bool {
        deliverAction(action, to: target, from: sender, for: event)
    }

    /// The next responder: the delegate, if it is a responder that is not a view, a view
    /// controller or an application.
    open override var next: UIResponder? { delegateResponder }

    // MARK: Application and run loop (life cycle in UIApplication+LifeCycle.swift, URLs in
    // UIApplication+URLs.swift)

    /// Whether the app is in the foreground receiving events (`.active`), in the foreground
    /// but not receiving them (`.inactive`: launching, or interrupted), or in the background.
    /// An app nobody launched — views shown straight from a test — counts as active.
    public internal(set) var applicationState: State = .active

    /// Where the app is in its life: before launch, launching, running, terminated.
    var lifePhase: LifePhase = .notLaunched

    /// The layout direction of the user interface, which UIKit takes from the preferred
    /// language: left to right here, where right-to-left layout does not exist yet.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .application }

    /// Whether the system's idle timer, which dims and locks the screen after a while
    /// without touches, is off. Default false.
    open var isIdleTimerDisabled = false

    /// The number shown on the app's icon on the Home screen; 0 (the default) shows none.
    @available(iOS, introduced: 2.0, deprecated: 17.0, message: "Use UNUserNotificationCenter.setBadgeCount(_:withCompletionHandler:)")
    open var applicationIconBadgeNumber = 0

    /// How many `beginIgnoringInteractionEvents()` calls are not yet balanced.
    var interactionIgnoringDepth = 0

    /// The URLs this app handed to other apps (the Simulator lists them).
    package internal(set) var urlsOpenedInOtherApps: [URL] = []

    /// Opens `url` in the app registered for its scheme (see UIApplication+URLs.swift);
    /// `completion` runs on the main run loop's next turn with whether it opened.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        route(url, options: options, completion: completion)
    }

    /// Whether an app is there to open `url` and this app may ask (see
    /// UIApplication+URLs.swift).
    open func canOpenURL(_ url: URL) -> Bool {
        canRoute(url)
    }

    /// Stops touch and other interaction events from reaching the app until a matching
    /// `endIgnoringInteractionEvents()`; calls nest.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use isUserInteractionEnabled on views")
    open func beginIgnoringInteractionEvents() {
        interactionIgnoringDepth += 1
    }

    /// Balances one `beginIgnoringInteractionEvents()`; unbalanced calls are ignored.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use isUserInteractionEnabled on views")
    open func endIgnoringInteractionEvents() {
        interactionIgnoringDepth = max(interactionIgnoringDepth - 1, 0)
    }

    /// Whether interaction events are being ignored.
    @available(iOS, introduced: 2.0, deprecated: 13.0, message: "Use isUserInteractionEnabled on views")
    open var isIgnoringInteractionEvents: Bool { interactionIgnoringDepth > 0 }
}
