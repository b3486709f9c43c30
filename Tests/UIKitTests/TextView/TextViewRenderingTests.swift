import Foundation
import SnapshotTesting
import Testing
@_spi(Testing) import UIKit
import UIKitSnapshotTesting
import UIKitTesting

/// How a text view looks: its text drawn in the text colour on white, the caret a 2-point
/// bar in the tint colour, the selection the tint colour at 20 % behind the text; and one
/// reference picture (looked at and compared with iOS 17 when recorded).
@MainActor
@Suite("UITextView rendering", .serialized)
struct TextViewRenderingTests {
    @Test("R15.1 text is drawn in .label on the white background, inside the inset and padding")
    func textDrawn() {
        let stage = TextViewStage()
        stage.textView.text = "Hello\nWorld"
        stage.sim.runUntilIdle()
        let pixels = RenderedPixels(stage.sim.screenshot())
        let frame = stage.textView.frame
        let dark = pixels.pixels(in: frame, scale: 1).filter { $0.brightness < 100 }
        #expect(dark.count > 50, "glyphs drawn")
        #expect(pixels.pixel(at: stage.point(2, 4), scale: 1) == .white, "the inset stays white")
        #expect(pixels.pixel(at: stage.point(200, 150), scale: 1) == .white)
    }

    @Test("the caret is a 2-point bar in the tint colour at the insertion point")
    func caretPixels() {
        let stage = TextViewStage()
        stage.textView.text = "Hello"
        stage.beginEditing()
        let caret = stage.textView.caretRect(for: stage.textView.endOfDocument)
        #expect(caret.width == 2)
        let pixels = RenderedPixels(stage.sim.screenshot())
        #expect(pixels.pixel(at: stage.point(caret.midX, caret.midY), scale: 1).isClose(to: .init(0, 122, 255, 255), tolerance: 3))
    }

    @Test("the selection is the tint colour at 20 % behind the text, across paragraphs")
    func selectionPixels() {
        let stage = TextViewStage()
        stage.textView.text = "first line\nsecond line"
        stage.beginEditing()
        stage.textView.selectedRange = NSRange(location: 6, length: 10)
        stage.sim.runUntilIdle()
        let rects = stage.textView.selectionRects(for: stage.textView.selectedTextRange!).map(\.rect)
        #expect(rects.count == 2)
        let pixels = RenderedPixels(stage.sim.screenshot())
        let tint = UIColor.systemBlue.withAlphaComponent(0.2)
        for rect in rects {
            #expect(pixels.pixel(at: stage.point(rect.midX, rect.minY + 1), scale: 1).isClose(to: .over(white: tint), tolerance: 3))
        }
    }

    @Test("reference: a text view with three paragraphs and a selection, iPhone 15")
    func snapshot() {
        let stage = TextViewStage(frame: CGRect(x: 0, y: 60, width: 393, height: 220), device: .iPhone15)
        stage.textView.text = "UITextView on Linux\nThe quick brown fox jumps over the lazy dog, then wraps onto a second line.\nCafé, naïve, 漢字 🙂"
        stage.beginEditing()
        stage.textView.selectedRange = NSRange(location: 24, length: 11)
        stage.sim.runUntilIdle()
        let shot = stage.sim.screenshot().cropping(to: CGRect(x: 0, y: 180, width: 1179, height: 660))!
        assertSnapshot(of: UIImage(cgImage: shot), as: .image)
    }
}
