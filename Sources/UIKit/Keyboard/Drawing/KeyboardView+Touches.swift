import CoreGraphics
import Foundation

// The keyboard's touches: one finger at a time. A key acts when the finger lifts on it
// (sliding to another key first types that one); delete acts when pressed and, held,
// repeats: after half a second a character every 0.1 s, and from the 21st repeat on a word
// every 0.25 s, as iOS speeds up.

extension KeyboardView {
    /// How long delete is held before it repeats.
    static let deleteRepeatDelay: TimeInterval = 0.5
    /// The interval of character repeats, and how many come before whole words.
    static let deleteRepeatInterval: TimeInterval = 0.1
    static let characterRepeats = 20
    /// The interval of word repeats.
    static let wordRepeatInterval: TimeInterval = 0.25

    func fingerDown(_ touch: UITouch) {
        press(geometry.key(at: touch.location(in: self)))
    }

    func fingerMoved(_ touch: UITouch) {
        let key = geometry.key(at: touch.location(in: self))
        guard key?.frame != pressedKey?.frame else { return }
        press(key)
    }

    func fingerUp(_ touch: UITouch) {
        let key = pressedKey
        release()
        guard let key, key.key.action != .delete else { return }
        session.tap(key.key, at: touch.timestamp)
    }

    func fingerCancelled() {
        release()
    }

    /// The finger is on `placed` (nil: on no key): delete acts now and starts repeating.
    private func press(_ placed: KeyboardGeometry.PlacedKey?) {
        stopRepeating()
        pressedKey = placed
        guard placed?.key.action == .delete else { return }
        session.deleteBackward()
        deleteRepeatCount = 0
        scheduleRepeat(after: KeyboardView.deleteRepeatDelay)
    }

    private func release() {
        stopRepeating()
        pressedKey = nil
    }

    private func scheduleRepeat(after interval: TimeInterval) {
        deleteRepeat = GestureEnvironment.current.clock.schedule(after: interval) { [weak self] in self?.repeatDelete() }
    }

    private func repeatDelete() {
        deleteRepeat = nil
        guard pressedKey?.key.action == .delete else { return }
        deleteRepeatCount += 1
        if deleteRepeatCount > KeyboardView.characterRepeats {
            session.deleteWordBackward()
            scheduleRepeat(after: KeyboardView.wordRepeatInterval)
        } else {
            session.deleteBackward()
            scheduleRepeat(after: KeyboardView.deleteRepeatInterval)
        }
    }

    private func stopRepeating() {
        deleteRepeat?.cancel()
        deleteRepeat = nil
    }
}
