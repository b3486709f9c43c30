import Foundation

// Secure entry: bullets for the text, the character just typed shown for a moment.
extension UITextField {
    /// How long a secure field shows the character just typed before its bullet ("a few
    /// seconds" on iOS; the next character or any other change hides it sooner).
    static let revealDuration: TimeInterval = 2

    /// After the user's edit: reveals the character just typed when a secure field asked
    /// for it (`revealsNextInsertion`), else hides any revealed one.
    func noteTypedCharacter() {
        guard revealsNextInsertion, engine.selection.length == 0,
              let start = engine.content.characterBoundary(before: engine.selection.location) else {
            hideRevealedCharacter()
            return
        }
        revealTimer?.cancel()
        revealedCharacter = NSRange(location: start, length: engine.selection.location - start)
        revealTimer = GestureEnvironment.current.clock.schedule(after: Self.revealDuration) { [weak self] in
            self?.hideRevealedCharacter()
        }
        parts?.content.setNeedsDisplay()
    }

    /// Shows every character of a secure field as a bullet again.
    func hideRevealedCharacter() {
        revealTimer?.cancel()
        revealTimer = nil
        guard revealedCharacter != nil else { return }
        revealedCharacter = nil
        parts?.content.setNeedsDisplay()
        updateSelectionDisplay()
    }
}
