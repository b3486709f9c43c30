import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Selecting with the finger as on iOS 17 — tap, double tap, triple tap, long press — and
/// the edit menu for text: what it offers (UITextField's `canPerformAction` answers) and
/// what its commands do (the tests that read or write the pasteboard are with the general
/// pasteboard's, in TextFieldPasteboardTests.swift). The field is 300 points wide, so its
/// text never scrolls.
@MainActor
@Suite("UITextField gestures and edit menu", .serialized)
struct TextFieldGestureTests {
    private func stage(_ text: String) -> TextFieldStage { TextFieldStage(text: text) }

    @Test("a triple tap selects the whole line")
    func tripleTap() {
        let stage = stage("hello brave world")
        stage.beginEditing()
        let p = stage.point(atCharacter: 8)
        stage.sim.tap(at: p)
        stage.sim.advance(by: 0.15)
        stage.sim.tap(at: p)
        stage.sim.advance(by: 0.15)
        stage.sim.tap(at: p)
        #expect(stage.selection == NSRange(location: 0, length: 17))
    }

    @Test("a long press drags the caret along with the finger")
    func longPressDrag() {
        let stage = stage("hello world")
        stage.beginEditing()
        let field = stage.field
        let from = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 1)!)
        let to = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 8)!)
        let finger = stage.sim.touchDown(at: stage.point(from.minX, from.midY))
        stage.sim.advance(by: 0.6)
        #expect(stage.selection == NSRange(location: 1, length: 0))
        stage.sim.touchMove(finger, to: stage.point(to.minX, to.midY))
        #expect(stage.selection == NSRange(location: 8, length: 0))
        stage.sim.touchUp(finger)
    }

    @Test("typing takes the menu away")
    func typingHidesMenu() {
        let stage = stage("hello")
        stage.beginEditing()
        stage.sim.doubleTap(at: stage.point(atCharacter: 1))
        #expect(!shownMenuTitles.isEmpty)
        stage.sim.type("x")
        #expect(shownMenuTitles.isEmpty)
        #expect(stage.field.text == "x")
    }

    @Test("the delegate's edit menu replaces the suggested one and hears the menu come and go")
    func delegateMenu() {
        final class MenuDelegate: NSObject, UITextFieldDelegate {
            var log: [String] = []
            var range: NSRange?
            func textField(_ textField: UITextField, editMenuForCharactersIn range: NSRange,
                           suggestedActions: [UIMenuElement]) -> UIMenu? {
                self.range = range
                return UIMenu(children: suggestedActions + [UIAction(title: "Shout") { _ in }])
            }
            func textField(_ textField: UITextField, willPresentEditMenuWith animator: any UIEditMenuInteractionAnimating) {
                log.append("present")
            }
            func textField(_ textField: UITextField, willDismissEditMenuWith animator: any UIEditMenuInteractionAnimating) {
                log.append("dismiss")
            }
        }
        let stage = stage("hello world")
        let delegate = MenuDelegate()
        stage.field.delegate = delegate
        stage.field.becomeFirstResponder()
        stage.sim.doubleTap(at: stage.point(atCharacter: 8))
        #expect(stage.sim.menuTitlesOnAllPages().last == "Shout")
        #expect(delegate.range == NSRange(location: 6, length: 5))
        stage.sim.type("x")
        #expect(delegate.log == ["present", "dismiss"])
    }

    @Test("a tap on a button in the right view is the button's, not the field's")
    func overlayButton() {
        let stage = stage("hello")
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        let log = ControlEventLog()
        button.addAction(UIAction { _ in log.note("tapped") }, for: .touchUpInside)
        stage.field.rightView = button
        stage.field.rightViewMode = .always
        stage.field.layoutIfNeeded()
        let frame = stage.field.rightViewRect(forBounds: stage.field.bounds)
        stage.sim.tap(at: stage.point(frame.midX, frame.midY))
        #expect(log.names == ["tapped"])
        #expect(!stage.field.isEditing)
    }

    @Test("dragging a selection handle moves that end; crossing the other end swaps them; lifting shows the menu")
    func handleDrag() {
        let stage = stage("hello brave new world")
        stage.beginEditing()
        stage.select(NSRange(location: 6, length: 5))
        let field = stage.field
        let end = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 11)!)
        let target = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 15)!)
        stage.sim.drag(from: stage.point(end.midX, end.midY), to: stage.point(target.minX, target.midY))
        #expect(stage.selection == NSRange(location: 6, length: 9))
        #expect(!shownMenuTitles.isEmpty)
        stage.sim.advance(by: 1)
        let start = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 6)!)
        let past = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 19)!)
        stage.sim.drag(from: stage.point(start.midX, start.midY), to: stage.point(past.minX, past.midY))
        #expect(stage.selection == NSRange(location: 15, length: 4), "the start crossed the end: the end stays")
        stage.sim.advance(by: 1)
        stage.sim.drag(from: stage.point(2, 17), to: stage.point(60, 17))
        #expect(stage.selection == NSRange(location: 15, length: 4), "a drag away from the handles moves nothing")
    }
}
