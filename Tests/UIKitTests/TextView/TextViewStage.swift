import Foundation
@_spi(Testing) import UIKit
import UIKitTesting

/// A text view in a fresh white window of a simulated device, with everything it reports
/// logged in one list in order: its delegate's calls and its notifications. Holding the
/// stage keeps the window alive.
@MainActor
final class TextViewStage {
    let sim: Simulator
    let window: UIWindow
    let textView: UITextView
    let delegate = RecordingTextViewDelegate()
    private var observers: [NSObjectProtocol] = []

    var log: [String] {
        get { delegate.log }
        set { delegate.log = newValue }
    }

    init(frame: CGRect = CGRect(x: 20, y: 60, width: 280, height: 200), device: Device = .iPhone3G,
         hardwareKeyboard: Bool = true) {
        (sim, window) = makeScenarioWindow(device: device, background: .white)
        sim.hardwareKeyboardConnected = hardwareKeyboard
        textView = UITextView(frame: frame)
        textView.delegate = delegate
        window.addSubview(textView)
        let notifications: [(String, Notification.Name)] = [
            ("didBeginNotification", UITextView.textDidBeginEditingNotification),
            ("didChangeNotification", UITextView.textDidChangeNotification),
            ("didEndNotification", UITextView.textDidEndEditingNotification),
        ]
        for (name, notification) in notifications {
            observers.append(NotificationCenter.default.addObserver(forName: notification, object: textView, queue: nil) {
                [delegate] _ in MainActor.assumeIsolated { delegate.log.append(name) }
            })
        }
        sim.runUntilIdle()
    }

    isolated deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }

    /// A point in the text view's coordinates, in the screen's.
    func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        textView.convert(CGPoint(x: x, y: y), to: window)
    }

    /// The screen point in the middle of the character at `offset`.
    func point(atCharacter offset: Int) -> CGPoint {
        let a = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: offset)!)
        let b = textView.caretRect(for: textView.position(from: textView.beginningOfDocument, offset: offset + 1)!)
        return point((a.minX + b.minX) / 2, a.midY)
    }

    /// Makes the text view first responder and forgets what that logged.
    func beginEditing() {
        textView.becomeFirstResponder()
        sim.runUntilIdle()
        log.removeAll()
        delegate.changes.removeAll()
    }
}

/// A text view delegate logging its calls by name, and deciding as told.
@MainActor
final class RecordingTextViewDelegate: NSObject, UITextViewDelegate {
    var log: [String] = []
    var shouldBegin = true
    var shouldEnd = true
    var shouldChange: (NSRange, String) -> Bool = { _, _ in true }
    var changes: [(NSRange, String)] = []
    /// The links `textView(_:shouldInteractWith:in:interaction:)` was asked about, and
    /// its answer.
    var interactions: [URL] = []
    var allowsInteraction = true

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("shouldBegin")
        return shouldBegin
    }

    func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }

    func textViewShouldEndEditing(_ textView: UITextView) -> Bool {
        log.append("shouldEnd")
        return shouldEnd
    }

    func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }

    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange")
        changes.append((range, text))
        return shouldChange(range, text)
    }

    func textViewDidChange(_ textView: UITextView) { log.append("didChange") }

    func textViewDidChangeSelection(_ textView: UITextView) { log.append("didChangeSelection") }

    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        interactions.append(URL)
        return allowsInteraction
    }
}
