import Foundation

/// The running app: the one instance that owns the main run loop, passes events to its
/// windows and tells its delegate about the app's life.
///
/// The class body holds what subclasses may override; the life cycle and the run loop
/// live in `UIApplication+…` files beside it, event dispatch under `Events/`.
@MainActor
open class UIApplication: UIResponder {
    /// The instance `UIApplicationMain` (or the Simulator's launch) made; before that, one
    /// made on first use, so code that reads application state works in plain tests.
    package static var current: UIApplication?

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

    public override init() {
        super.init()
    }

    /// Dispatches `event` to the windows it concerns (touches to the windows of their
    /// views, presses and motion to the key window's first responder). Subclasses that
    /// override it must call `super` for the event to arrive.
    open func sendEvent(_ event: UIEvent) { dispatch(event) }

    /// The next responder: the delegate, if it is a responder that is not a view, a view
    /// controller or an application.
    open override var next: UIResponder? { delegateResponder }
}

/// The methods an app's delegate implements to take part in the app's life. Every
/// requirement has a default that does what UIKit does when the method is missing.
@MainActor
public protocol UIApplicationDelegate: AnyObject {}
