import Foundation
import UIKitTesting

/// An editable view of the smallest kind: it adopts `UIKeyInput`, keeps the text typed into
/// it, and records every call the keyboard makes ("insert:x", "delete"). Its traits are
/// settable.
class TypingView: UIView, UIKeyInput {
    var text = ""
    var calls: [String] = []
    var autocapitalizationType: UITextAutocapitalizationType = .sentences
    var keyboardType: UIKeyboardType = .default
    var returnKeyType: UIReturnKeyType = .default
    var enablesReturnKeyAutomatically = false
    var customInputView: UIView?
    var customAccessoryView: UIView?

    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }

    var hasText: Bool { !text.isEmpty }

    func insertText(_ text: String) {
        self.text += text
        calls.append("insert:\(text)")
    }

    func deleteBackward() {
        if !text.isEmpty { text.removeLast() }
        calls.append("delete")
    }
}

/// A responder that is not editable but shows an input view (a picker-like field).
final class InputViewResponder: UIView {
    var customInputView: UIView?
    var customAccessoryView: UIView?
    override var canBecomeFirstResponder: Bool { true }
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessoryView }
}

/// The keyboard notifications posted while it lives, in order, with their user info.
@MainActor
final class KeyboardNotificationLog {
    struct Entry {
        let name: String
        let userInfo: [AnyHashable: Any]

        var begin: CGRect? { (userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue }
        var end: CGRect? { (userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue }
        var duration: Double? { (userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue }
        var curve: Int? { (userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue }
    }

    static let names: [(Notification.Name, String)] = [
        (UIResponder.keyboardWillShowNotification, "willShow"), (UIResponder.keyboardDidShowNotification, "didShow"),
        (UIResponder.keyboardWillHideNotification, "willHide"), (UIResponder.keyboardDidHideNotification, "didHide"),
        (UIResponder.keyboardWillChangeFrameNotification, "willChangeFrame"),
        (UIResponder.keyboardDidChangeFrameNotification, "didChangeFrame"),
    ]

    private(set) var entries: [Entry] = []
    private var observers: [NSObjectProtocol] = []

    init() {
        for (name, short) in KeyboardNotificationLog.names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] note in
                nonisolated(unsafe) let info = note.userInfo ?? [:]
                MainActor.assumeIsolated { self?.entries.append(Entry(name: short, userInfo: info)) }
            })
        }
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// The short names posted, in order.
    var names: [String] { entries.map(\.name) }

    /// The entry of the last notification called `name`.
    func last(_ name: String) -> Entry? { entries.last { $0.name == name } }

    func clear() { entries = [] }
}

/// A simulator for `device` with a key window holding a typing view; the keyboard hidden.
@MainActor
func makeKeyboardStage(device: Device = .iPhone15) -> (Simulator, UIWindow, TypingView) {
    let sim = Simulator(device: device)
    let window = UIWindow(frame: sim.screen.bounds)
    window.backgroundColor = .white
    window.makeKeyAndVisible()
    let field = TypingView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))
    window.addSubview(field)
    sim.runUntilIdle()
    return (sim, window, field)
}
