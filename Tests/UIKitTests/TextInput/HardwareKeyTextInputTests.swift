import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Keys typed on a hardware keyboard that no responder handles become text input at the
/// end of the responder chain: characters, Backspace, the arrows (with shift, Alt or
/// Control, Command), Home and End, Forward Delete, and the shortcuts (Control or Command
/// with A, C, X, V, Z, shift-Z).
@MainActor
@Suite("Hardware keys as text input", .serialized)
struct HardwareKeyTextInputTests {
    private static let control: UIKeyModifierFlags = .control

    @Test("characters typed reach a UIKeyInput responder as insertText, Backspace as deleteBackward, Return as a line break")
    func plainKeyInput() {
        final class KeyView: UIView, UIKeyInput {
            var log: [String] = []
            var hasText: Bool { !log.isEmpty }
            func insertText(_ text: String) { log.append(text) }
            func deleteBackward() { log.append("⌫") }
            override var canBecomeFirstResponder: Bool { true }
        }
        let (sim, window) = makeScenarioWindow()
        sim.hardwareKeyboardConnected = true
        let view = KeyView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        view.becomeFirstResponder()
        sim.type("Hi!")
        sim.press(.delete)
        sim.press(.return)
        sim.press(.tab)
        sim.press(.escape)
        sim.press(.leftArrow)
        #expect(view.log == ["H", "i", "!", "⌫", "\n"])
    }

    @Test("a responder handling pressesBegan on the chain keeps the key from typing, as on iOS")
    func swallowedPress() {
        final class Swallowing: UIView {
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {}
        }
        let stage = TextFieldStage()
        let container = Swallowing(frame: stage.window.bounds)
        stage.window.addSubview(container)
        container.addSubview(stage.field)
        stage.beginEditing()
        stage.sim.type("abc")
        #expect(stage.field.text == "")
    }

    @Test("left and right move the caret by characters and collapse a selection; shift extends from the anchor")
    func arrows() {
        let stage = TextFieldStage()
        stage.field.text = "abc🇯🇵d"
        stage.beginEditing()
        stage.sim.press(.leftArrow)
        #expect(stage.selection == NSRange(location: 7, length: 0))
        stage.sim.press(.leftArrow)
        #expect(stage.selection == NSRange(location: 3, length: 0), "the flag is one step")
        var shiftLeft = Simulator.Key.leftArrow
        shiftLeft.modifierFlags = .shift
        var shiftRight = Simulator.Key.rightArrow
        shiftRight.modifierFlags = .shift
        stage.sim.press(shiftLeft)
        stage.sim.press(shiftLeft)
        #expect(stage.selection == NSRange(location: 1, length: 2))
        stage.sim.press(shiftRight)
        #expect(stage.selection == NSRange(location: 2, length: 1), "the anchor stays at 3")
        stage.sim.press(.rightArrow)
        #expect(stage.selection == NSRange(location: 3, length: 0), "right collapses to the selection's end")
    }

    @Test("Home and End, up and down, go to the ends of the one line; Control and Alt arrows move by words")
    func lineAndWordMoves() {
        let stage = TextFieldStage()
        stage.field.text = "one two three"
        stage.beginEditing()
        stage.sim.press(.home)
        #expect(stage.selection == NSRange(location: 0, length: 0))
        stage.sim.press(.end)
        #expect(stage.selection == NSRange(location: 13, length: 0))
        stage.sim.press(.upArrow)
        #expect(stage.selection == NSRange(location: 0, length: 0))
        stage.sim.press(.downArrow)
        #expect(stage.selection == NSRange(location: 13, length: 0))
        var wordLeft = Simulator.Key.leftArrow
        wordLeft.modifierFlags = .control
        stage.sim.press(wordLeft)
        #expect(stage.selection == NSRange(location: 8, length: 0))
        wordLeft.modifierFlags = .alternate
        stage.sim.press(wordLeft)
        #expect(stage.selection == NSRange(location: 4, length: 0))
        var wordRight = Simulator.Key.rightArrow
        wordRight.modifierFlags = [.control, .shift]
        stage.sim.press(wordRight)
        #expect(stage.selection == NSRange(location: 4, length: 3))
    }

    @Test("Forward Delete deletes the character after the caret, asking the delegate with its range")
    func forwardDelete() {
        let stage = TextFieldStage()
        stage.field.text = "abc"
        stage.beginEditing()
        stage.select(NSRange(location: 1, length: 0))
        stage.sim.press(.deleteForward)
        #expect(stage.field.text == "ac")
        #expect(stage.delegate.changes.last?.0 == NSRange(location: 1, length: 1))
    }

    @Test("typing undoes in one run: Control-Z takes back the whole run, Control-Shift-Z puts it back")
    func undoTyping() {
        let stage = TextFieldStage()
        stage.field.text = "x"
        stage.beginEditing()
        stage.sim.type("hello")
        stage.sim.press(.delete)
        #expect(stage.field.text == "xhell")
        stage.sim.press(TextFieldStage.key("z", Self.control))
        #expect(stage.field.text == "x")
        #expect(stage.selection == NSRange(location: 1, length: 0))
        stage.sim.press(TextFieldStage.key("z", [Self.control, .shift]))
        #expect(stage.field.text == "xhell")
        #expect(stage.selection == NSRange(location: 5, length: 0))
    }

    @Test("undo sends editingChanged as the user's change; setting text in code and ending editing forget the undo")
    func undoForgotten() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.sim.type("abc")
        stage.log = []
        stage.field.undoManager?.undo()
        #expect(stage.log.contains("editingChanged"))
        stage.sim.type("def")
        stage.field.text = "code"
        #expect(stage.field.undoManager?.canUndo == false)
        stage.sim.type("g")
        stage.field.resignFirstResponder()
        #expect(stage.field.undoManager?.canUndo == false)
    }
}
