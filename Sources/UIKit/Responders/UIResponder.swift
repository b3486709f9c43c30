import Foundation

/// An object that can respond to and handle events; the base of views, view controllers,
/// windows and the application. Event handling arrives with the events issue; this is the
/// chain itself.
@MainActor
open class UIResponder: NSObject {
    public override init() {
        super.init()
    }

    /// The next responder in the chain: a view's view controller or superview, a view
    /// controller's view's superview, a window's application. Nil by default.
    open var next: UIResponder? { nil }
}
