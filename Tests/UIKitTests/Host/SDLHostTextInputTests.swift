import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// The live window's text input, apart from SDL's events (the IME's composition cannot be
/// driven under Xvfb with xdotool, and SDL's dummy video driver has no input method): the
/// mapping of SDL's composition cursor to `setMarkedText`'s range, and composition and
/// commits applied to a real first responder.
@MainActor @Suite("SDL host text input", .serialized)
struct SDLHostTextInputTests {
    /// A field first responder in a key window on a fresh iPhone 15, with a hardware
    /// keyboard (the live window's is one).
    private func stage(text: String = "") -> (Simulator, UIWindow, UITextField) {
        let sim = Simulator(device: .iPhone15)
        sim.hardwareKeyboardConnected = true
        let window = UIWindow(frame: sim.screen.bounds)
        let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 44))
        field.text = text
        window.addSubview(field)
        window.makeKeyAndVisible()
        field.becomeFirstResponder()
        sim.runUntilIdle()
        return (sim, window, field)
    }

    @Test("IME: SDL's cursor and length in code points become a UTF-16 range in the marked text, clamped into it")
    func selectedRanges() {
        #expect(SDLHostTextInput.selectedRange(in: "nihon", cursor: 5, length: 0) == NSRange(location: 5, length: 0))
        #expect(SDLHostTextInput.selectedRange(in: "にほん", cursor: 1, length: 2) == NSRange(location: 1, length: 2))
        // 😀 is one code point and two UTF-16 units.
        #expect(SDLHostTextInput.selectedRange(in: "😀a", cursor: 1, length: 1) == NSRange(location: 2, length: 1))
        #expect(SDLHostTextInput.selectedRange(in: "ab", cursor: -1, length: -1) == NSRange(location: 0, length: 0))
        #expect(SDLHostTextInput.selectedRange(in: "ab", cursor: 9, length: 4) == NSRange(location: 2, length: 0))
        #expect(SDLHostTextInput.selectedRange(in: "", cursor: 0, length: 0) == NSRange(location: 0, length: 0))
    }

    @Test("IME: composition marks the provisional text with its cursor; the committed text replaces it, once")
    func compositionThenCommit() throws {
        let (_, window, field) = stage(text: "I ")
        defer { withExtendedLifetime(window) {} }
        SDLHostTextInput.compose("にほ", cursor: 2, length: 0)
        #expect(field.text == "I にほ")
        let marked = try #require(field.markedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: marked.start) == 2
            && field.offset(from: marked.start, to: marked.end) == 2)
        SDLHostTextInput.compose("日本", cursor: 0, length: 2)
        #expect(field.text == "I 日本")
        let selected = try #require(field.selectedTextRange)
        #expect(field.offset(from: field.beginningOfDocument, to: selected.start) == 2
            && field.offset(from: selected.start, to: selected.end) == 2)
        SDLHostTextInput.commit("日本")
        #expect(field.text == "I 日本" && field.markedTextRange == nil)
        SDLHostTextInput.commit("語")
        #expect(field.text == "I 日本語")
    }

    @Test("IME: an empty composition removes the marked text; with none marked it leaves the selection alone")
    func emptyComposition() throws {
        let (_, window, field) = stage(text: "keep")
        defer { withExtendedLifetime(window) {} }
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        SDLHostTextInput.compose("", cursor: 0, length: 0)
        #expect(field.text == "keep")
        field.selectedTextRange = field.textRange(from: field.endOfDocument, to: field.endOfDocument)
        SDLHostTextInput.compose("ka", cursor: 2, length: 0)
        #expect(field.text == "keepka" && field.markedTextRange != nil)
        SDLHostTextInput.compose("", cursor: 0, length: 0)
        #expect(field.text == "keep" && field.markedTextRange == nil)
    }

    @Test("text input goes to the key window's editable first responder only; the caret is found on screen for the IME's window")
    func client() throws {
        let (_, window, field) = stage(text: "ab")
        defer { withExtendedLifetime(window) {} }
        #expect(SDLHostTextInput.client === field)
        let caret = try #require(SDLHostTextInput.caretRectOnScreen)
        #expect(field.convert(field.bounds, to: nil).insetBy(dx: -1, dy: -1).contains(caret), "\(caret)")
        field.resignFirstResponder()
        #expect(SDLHostTextInput.client == nil && SDLHostTextInput.caretRectOnScreen == nil)
        SDLHostTextInput.commit("x")
        #expect(field.text == "ab")
    }

    @Test("the IME's area: a screen rectangle maps to the window rectangle showing it, inverse of the pointer's mapping")
    func windowRects() {
        let layout = SDLHostLayout(screenSize: CGSize(width: 393, height: 852), windowSize: CGSize(width: 800, height: 852))
        let rect = layout.windowRect(showing: CGRect(x: 10, y: 20, width: 2, height: 22))
        #expect(layout.screenPoint(atWindowPoint: rect.origin).x.isClose(to: 10)
            && layout.screenPoint(atWindowPoint: rect.origin).y.isClose(to: 20))
        #expect(rect.width.isClose(to: 2) && rect.height.isClose(to: 22) && rect.minX > 200)
    }
}
