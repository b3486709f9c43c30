import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Secure entry: the text shows as bullets, the character just typed shows for a moment,
/// nothing can be copied or cut, and typing after editing begins again replaces the text.
@MainActor
@Suite("UITextField secure entry", .serialized)
struct TextFieldSecureEntryTests {
    /// The field's pixels (scale 1) as a list, to compare two states.
    private func fieldPixels(_ stage: TextFieldStage) -> [RenderedPixels.RGBA] {
        stage.pixels().pixels(in: stage.field.frame.insetBy(dx: 4, dy: 4), scale: 1)
    }

    @Test("a secure field shows one bullet per character, whatever the characters")
    func bullets() {
        let a = TextFieldStage()
        a.field.isSecureTextEntry = true
        a.field.text = "iiii"
        let shownA = fieldPixels(a)
        let b = TextFieldStage()
        b.field.isSecureTextEntry = true
        b.field.text = "WW😀W"
        #expect(fieldPixels(b) == shownA)
        #expect(b.field.text == "WW😀W", "the text itself is kept")
    }

    @Test("the character just typed shows for two seconds, then becomes a bullet; the next character hides it at once")
    func reveal() {
        let bulleted = TextFieldStage()
        bulleted.field.isSecureTextEntry = true
        bulleted.field.text = "abW"
        let hidden = fieldPixels(bulleted)
        let typing = TextFieldStage()
        typing.field.isSecureTextEntry = true
        typing.beginEditing()
        typing.field.insertText("a")
        typing.field.insertText("W")
        typing.field.insertText("b")
        let lastShown = revealedPixels(typing)
        typing.field.text = "abW"
        typing.field.selectedTextRange = typing.field.textRange(from: typing.field.endOfDocument, to: typing.field.endOfDocument)
        #expect(revealedPixels(typing) == hidden, "text set in code shows as bullets")
        typing.field.deleteBackward()
        typing.field.insertText("W")
        #expect(typing.field.text == "abW")
        #expect(revealedPixels(typing) != hidden, "the W just typed shows")
        #expect(lastShown != hidden)
        typing.sim.advance(by: 2.1)
        #expect(revealedPixels(typing) == hidden, "after two seconds it is a bullet")
    }

    /// The field's pixels with its caret hidden.
    private func revealedPixels(_ stage: TextFieldStage) -> [RenderedPixels.RGBA] {
        stage.field.tintColor = .white
        defer { stage.field.tintColor = nil }
        return fieldPixels(stage)
    }

    @Test("typing in a secure field whose editing began again replaces its text; Backspace then clears it")
    func replacesOnReentry() {
        let stage = TextFieldStage()
        stage.field.isSecureTextEntry = true
        stage.field.text = "old"
        stage.beginEditing()
        stage.sim.type("n")
        #expect(stage.field.text == "n")
        #expect(stage.delegate.changes.first?.0 == NSRange(location: 0, length: 3))
        stage.sim.type("ew")
        #expect(stage.field.text == "new")
        stage.field.resignFirstResponder()
        stage.beginEditing()
        stage.sim.press(.delete)
        #expect(stage.field.text == "")
    }

    @Test("clearsOnInsertion makes a plain field replace its text with the first character typed")
    func clearsOnInsertion() {
        let stage = TextFieldStage()
        stage.field.clearsOnInsertion = true
        stage.field.text = "old"
        stage.beginEditing()
        stage.sim.type("x")
        #expect(stage.field.text == "x")
        stage.sim.type("y")
        #expect(stage.field.text == "xy")
    }

    @Test("a double tap in a secure field selects all its text (its words do not show)")
    func doubleTapSelectsAll() {
        let stage = TextFieldStage()
        stage.field.isSecureTextEntry = true
        stage.field.text = "two words"
        stage.beginEditing()
        stage.sim.doubleTap(at: stage.point(20, 17))
        #expect(stage.selection == NSRange(location: 0, length: 9))
    }
}
