import Foundation
@_spi(Testing) import UIKit
import UIKitTesting

/// A text field in a fresh white window of a simulated device (by default the 320 × 480
/// iPhone 3G at scale 1, so points are pixels), with everything it reports logged in one
/// list in order: its delegate's calls, its editing control events and its notifications.
/// Holding the stage keeps the window alive.
@MainActor
final class TextFieldStage {
    let sim: Simulator
    let window: UIWindow
    let field: UITextField
    let delegate = RecordingTextFieldDelegate()
    private var observers: [NSObjectProtocol] = []

    /// The delegate's calls, the events and the notifications, by name, in order.
    var log: [String] {
        get { delegate.log }
        set { delegate.log = newValue }
    }

    init(_ field: @autoclosure () -> UITextField = UITextField(),
         frame: CGRect = CGRect(x: 20, y: 100, width: 200, height: 34), borderStyle: UITextField.BorderStyle = .roundedRect,
         device: Device = .iPhone3G) {
        (sim, window) = makeScenarioWindow(device: device, background: .white)
        // The text field's tests type on a hardware keyboard (the software keyboard's own
        // tests, with text fields, are in Keyboard/).
        sim.hardwareKeyboardConnected = true
        let field = field()
        self.field = field
        field.frame = frame
        field.borderStyle = borderStyle
        field.delegate = delegate
        window.addSubview(field)
        let events: [(String, UIControl.Event)] = [
            ("editingDidBegin", .editingDidBegin), ("editingChanged", .editingChanged),
            ("editingDidEnd", .editingDidEnd), ("editingDidEndOnExit", .editingDidEndOnExit),
        ]
        for (name, event) in events {
            field.addAction(UIAction { [delegate] _ in delegate.log.append(name) }, for: event)
        }
        let notifications: [(String, Notification.Name)] = [
            ("didBeginNotification", UITextField.textDidBeginEditingNotification),
            ("didChangeNotification", UITextField.textDidChangeNotification),
            ("didEndNotification", UITextField.textDidEndEditingNotification),
        ]
        for (name, notification) in notifications {
            observers.append(NotificationCenter.default.addObserver(forName: notification, object: field, queue: nil) {
                [delegate] _ in MainActor.assumeIsolated { delegate.log.append(name) }
            })
        }
        sim.runUntilIdle()
    }

    /// A 300-point rounded field (wide enough that its text does not scroll) holding `text`.
    convenience init(text: String) {
        self.init(frame: CGRect(x: 10, y: 100, width: 300, height: 34))
        field.text = text
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// A point in the field's coordinates, in the screen's.
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        field.convert(CGPoint(x: x, y: y), to: window)
    }

    /// The screen point in the middle of the character at `offset`.
    func point(atCharacter offset: Int) -> CGPoint {
        let a = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset)!)
        let b = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: offset + 1)!)
        return point((a.minX + b.minX) / 2, a.midY)
    }

    /// Makes the field first responder and forgets what that logged.
    func beginEditing() {
        field.becomeFirstResponder()
        sim.runUntilIdle()
        log = []
    }

    /// The selection as an `NSRange`.
    var selection: NSRange? {
        guard let range = field.selectedTextRange else { return nil }
        let start = field.offset(from: field.beginningOfDocument, to: range.start)
        return NSRange(location: start, length: field.offset(from: range.start, to: range.end))
    }

    /// Selects `range` through `UITextInput`.
    func select(_ range: NSRange) {
        let start = field.position(from: field.beginningOfDocument, offset: range.location)!
        let end = field.position(from: start, offset: range.length)!
        field.selectedTextRange = field.textRange(from: start, to: end)
    }

    /// The screen's pixels now.
    func pixels() -> RenderedPixels { RenderedPixels(sim.screenshot()) }

    /// A key with modifiers, as a hardware keyboard sends it.
    static func key(_ character: Character, _ modifiers: UIKeyModifierFlags) -> Simulator.Key {
        var key = Simulator.Key.character(character)
        key.modifierFlags.formUnion(modifiers)
        key.characters = String(character)
        return key
    }
}

/// A text field delegate recording every call by name, with answers tests can set.
@MainActor
final class RecordingTextFieldDelegate: NSObject, UITextFieldDelegate {
    var log: [String] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldReturn = true
    var shouldClear = true
    /// Decides each change (default: allow); its arguments are logged first.
    var shouldChange: (NSRange, String) -> Bool = { _, _ in true }
    /// The ranges and strings `shouldChangeCharactersIn` was asked about.
    var changes: [(NSRange, String)] = []
    var endReasons: [UITextField.DidEndEditingReason] = []

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return shouldBegin
    }

    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        log.append("shouldEnd")
        return shouldEnd
    }

    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        log.append("didEnd")
        endReasons.append(reason)
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange")
        changes.append((range, string))
        return shouldChange(range, string)
    }

    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }

    func textFieldShouldClear(_ textField: UITextField) -> Bool {
        log.append("shouldClear")
        return shouldClear
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("shouldReturn")
        return shouldReturn
    }
}
