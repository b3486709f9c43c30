import Foundation

/// First responder management. Each window keeps its own first responder (weakly); presses,
/// motion and remote-control events go to the key window's.
extension UIResponder {
    /// The window whose first responder this responder would be: a view's window, a view
    /// controller's view's window, and for any other responder the key window.
    var responderWindow: UIWindow? {
        if let view = self as? UIView { return view.window }
        if let controller = self as? UIViewController { return controller.viewIfLoaded?.window }
        return WindowServer.current.keyWindow
    }

    func performBecomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        let current = window.firstResponder
        if current === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current {
            // The old first responder resigns first, and may refuse.
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
        }
        window.firstResponderStorage = self
        SoftwareKeyboard.current.firstResponderChanged(self, became: true)
        return true
    }

    func performResignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
            SoftwareKeyboard.current.firstResponderChanged(self, became: false)
        }
        return true
    }
}

extension UIWindow {
    /// The window's first responder, if it is still in this window (a view that moved to
    /// another window, or a controller whose view did, no longer counts).
    @_spi(Testing) public var firstResponder: UIResponder? {
        guard let responder = firstResponderStorage, responder.responderWindow === self else { return nil }
        return responder
    }
}

extension UIView {
    /// Called as this view's subtree leaves `window`: if the window's first responder is in
    /// the subtree (a view, or a controller whose view it is), it resigns, as in UIKit, and
    /// stops being the window's first responder even if it refuses.
    func resignFirstResponder(leaving window: UIWindow?) {
        guard let window, let responder = window.firstResponderStorage else { return }
        guard let view = (responder as? UIView) ?? (responder as? UIViewController)?.viewIfLoaded,
              view.isDescendant(of: self) else { return }
        responder.resignFirstResponder()
        if window.firstResponderStorage === responder {
            window.firstResponderStorage = nil
            SoftwareKeyboard.current.firstResponderChanged(responder, became: false)
        }
    }
}
