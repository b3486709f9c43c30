import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Text views and the general pasteboard: with the general pasteboard's own tests, so that
/// each test has a store of its own in a temporary directory and no other test changes the
/// pasteboard meanwhile.
extension GeneralPasteboardTests {
    @MainActor @Test("text view: 1 MB pasted at once: no crash, the text intact, the caret after it and in view")
    func textViewMegabytePaste() {
        let stage = TextViewStage()
        let document = TextViewLayoutTests.document(lines: 14_000)
        #expect(document.utf8.count > 1_000_000)
        stage.beginEditing()
        general.string = document
        stage.textView.paste(nil)
        stage.sim.runUntilIdle()
        #expect(stage.textView.text == document)
        #expect(stage.textView.selectedRange == NSRange(location: (document as NSString).length, length: 0))
        let caret = stage.textView.caretRect(for: stage.textView.endOfDocument)
        #expect(stage.textView.bounds.intersects(caret))
        #expect(stage.textView.paragraphLayoutsBuilt < 200)
    }

    @MainActor @Test("text view: paste asks once with the pasted string and reports one didChange")
    func textViewPasteOrder() {
        let stage = TextViewStage()
        stage.textView.text = "ab"
        stage.beginEditing()
        stage.textView.selectedRange = NSRange(location: 1, length: 0)
        stage.log.removeAll()
        general.string = "XY\nZ"
        stage.textView.paste(nil)
        #expect(stage.textView.text == "aXY\nZb")
        #expect(stage.delegate.changes.last!.0 == NSRange(location: 1, length: 0))
        #expect(stage.log == ["shouldChange", "didChangeSelection", "didChange", "didChangeNotification"])
    }
}
