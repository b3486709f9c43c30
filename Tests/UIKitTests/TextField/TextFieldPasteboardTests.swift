import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Text fields and the general pasteboard: the edit menu's Paste and what the commands and
/// shortcuts copy, cut and paste. With the general pasteboard's own tests, so that each
/// test has a store of its own in a temporary directory (never the user's) and no other
/// test changes the pasteboard meanwhile.
extension GeneralPasteboardTests {
    @MainActor @Test("text field: a double tap selects the tapped word and shows Cut, Copy, Paste, Select All")
    func textFieldDoubleTap() {
        let stage = TextFieldStage(text: "hello brave world")
        general.string = "clip"
        stage.beginEditing()
        stage.sim.doubleTap(at: stage.point(atCharacter: 8))
        #expect(stage.selection == NSRange(location: 6, length: 5))
        #expect(shownMenuTitles == ["Cut", "Copy", "Paste", "Select All"])
    }

    @MainActor @Test("text field: a tap on the caret shows Select, Select All and Paste; a second tap hides the menu; a tap elsewhere moves the caret")
    func textFieldTapOnCaret() {
        let stage = TextFieldStage(text: "hello world")
        general.string = "clip"
        stage.beginEditing()
        let caret = stage.field.caretRect(for: stage.field.endOfDocument)
        stage.sim.tap(at: stage.point(caret.midX, caret.midY))
        #expect(shownMenuTitles == ["Paste", "Select", "Select All"])
        stage.sim.advance(by: 1)
        stage.sim.tap(at: stage.point(caret.midX, caret.midY))
        #expect(shownMenuTitles.isEmpty)
        stage.sim.advance(by: 1)
        stage.sim.tap(at: stage.point(atCharacter: 1))
        #expect(stage.selection == NSRange(location: 0, length: 0), "a tap in \"hello\"'s first half goes to its start")
        #expect(shownMenuTitles.isEmpty)
    }

    @MainActor @Test("text field: a long press puts the caret exactly under the finger, mid-word, and shows the menu on lifting")
    func textFieldLongPress() {
        let stage = TextFieldStage(text: "hello world")
        general.string = "clip"
        stage.beginEditing()
        let field = stage.field
        let boundary = field.caretRect(for: field.position(from: field.beginningOfDocument, offset: 2)!)
        stage.sim.longPress(at: stage.point(boundary.minX, boundary.midY), duration: 0.8)
        #expect(stage.selection == NSRange(location: 2, length: 0))
        #expect(shownMenuTitles.contains("Select All"))
    }

    @MainActor @Test("text field: the menu's Select selects the word at the caret and shows the menu again; Select All selects everything")
    func textFieldSelectCommands() {
        let stage = TextFieldStage(text: "hello world")
        general.string = "clip"
        stage.beginEditing()
        let caret = stage.field.caretRect(for: stage.field.endOfDocument)
        stage.sim.tap(at: stage.point(caret.midX, caret.midY))
        stage.sim.tapMenuItem("Select")
        #expect(stage.selection == NSRange(location: 6, length: 5))
        #expect(shownMenuTitles == ["Cut", "Copy", "Paste", "Select All"])
        stage.sim.tapMenuItem("Select All")
        #expect(stage.selection == NSRange(location: 0, length: 11))
        #expect(shownMenuTitles == ["Cut", "Copy", "Paste"])
    }

    @MainActor @Test("text field: the menu's Cut and Paste go through the delegate and send editingChanged; Copy fills the pasteboard")
    func textFieldClipboardCommands() {
        let stage = TextFieldStage(text: "hello world")
        stage.beginEditing()
        stage.sim.doubleTap(at: stage.point(atCharacter: 8))
        stage.sim.tapMenuItem("Copy")
        #expect(general.string == "world")
        #expect(shownMenuTitles.isEmpty)
        stage.sim.advance(by: 1)
        stage.sim.doubleTap(at: stage.point(atCharacter: 1))
        stage.log = []
        stage.sim.tapMenuItem("Cut")
        #expect(stage.field.text == " world")
        #expect(general.string == "hello")
        #expect(stage.log.contains("shouldChange") && stage.log.contains("editingChanged"))
        stage.field.paste(nil)
        #expect(stage.field.text == "hello world")
    }

    @MainActor @Test("text field: canPerformAction answers as UITextField: nothing while not editing, Delete never")
    func textFieldCanPerform() {
        let stage = TextFieldStage(text: "hello")
        general.string = "clip"
        let field = stage.field
        for name in ["cut:", "copy:", "paste:", "select:", "selectAll:", "delete:"] {
            #expect(!field.canPerformAction(Selector(name), withSender: nil), "\(name) while not editing")
        }
        stage.beginEditing()
        #expect(field.canPerformAction(Selector("paste:"), withSender: nil))
        #expect(field.canPerformAction(Selector("select:"), withSender: nil))
        #expect(field.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(!field.canPerformAction(Selector("copy:"), withSender: nil), "no selection")
        #expect(!field.canPerformAction(Selector("delete:"), withSender: nil))
        general.items = []
        #expect(!field.canPerformAction(Selector("paste:"), withSender: nil))
    }

    @MainActor @Test("text field: Control-A selects all, Control-C copies, Control-X cuts, Control-V pastes, through the standard actions")
    func textFieldShortcuts() {
        let stage = TextFieldStage()
        stage.field.text = "copy me"
        stage.beginEditing()
        stage.sim.press(TextFieldStage.key("a", .control))
        #expect(stage.selection == NSRange(location: 0, length: 7))
        stage.sim.press(TextFieldStage.key("c", .control))
        #expect(general.string == "copy me")
        stage.sim.press(TextFieldStage.key("x", .control))
        #expect(stage.field.text == "")
        stage.sim.press(TextFieldStage.key("v", .control))
        stage.sim.press(TextFieldStage.key("v", .command))
        #expect(stage.field.text == "copy mecopy me")
        #expect(stage.log.filter { $0 == "editingChanged" }.count == 3)
    }

    @MainActor @Test("text field: moving the caret ends a run of typing: each run undoes on its own; a paste undoes alone")
    func textFieldUndoRuns() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.sim.type("ab")
        stage.sim.press(.leftArrow)
        stage.sim.type("X")
        general.string = "P"
        stage.field.paste(nil)
        #expect(stage.field.text == "aXPb")
        let undo = stage.field.undoManager!
        undo.undo()
        #expect(stage.field.text == "aXb")
        undo.undo()
        #expect(stage.field.text == "ab")
        undo.undo()
        #expect(stage.field.text == "")
        #expect(!undo.canUndo && undo.canRedo)
        undo.redo()
        #expect(stage.field.text == "ab")
    }

    @MainActor @Test("text field: a megabyte pasted at once arrives whole; typing and deleting at its end still work")
    func textFieldMegabytePaste() {
        let stage = TextFieldStage()
        stage.beginEditing()
        let big = String(repeating: "abcdefghij", count: 100_000)
        general.string = big
        stage.field.paste(nil)
        #expect(stage.field.text?.utf16.count == 1_000_000)
        stage.sim.type("Z")
        #expect(stage.field.text?.hasSuffix("jZ") == true)
        stage.field.deleteBackward()
        #expect(stage.field.text == big)
        #expect(stage.delegate.changes.first?.1.utf16.count == 1_000_000)
    }

    @MainActor @Test("text field: Copy and Cut are never offered or performed in a secure field; Select is not offered, Select All is")
    func textFieldNoCopy() {
        let stage = TextFieldStage()
        stage.field.isSecureTextEntry = true
        stage.field.text = "secret"
        general.string = "before"
        stage.beginEditing()
        stage.select(NSRange(location: 0, length: 6))
        #expect(!stage.field.canPerformAction(Selector("copy:"), withSender: nil))
        #expect(!stage.field.canPerformAction(Selector("cut:"), withSender: nil))
        stage.sim.press(TextFieldStage.key("c", .control))
        stage.field.copy(nil)
        stage.field.cut(nil)
        #expect(general.string == "before")
        #expect(stage.field.text == "secret")
        stage.select(NSRange(location: 6, length: 0))
        #expect(!stage.field.canPerformAction(Selector("select:"), withSender: nil))
        #expect(stage.field.canPerformAction(Selector("selectAll:"), withSender: nil))
        #expect(stage.field.canPerformAction(Selector("paste:"), withSender: nil))
    }
}
