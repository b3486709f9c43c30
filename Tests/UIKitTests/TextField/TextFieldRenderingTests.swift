import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// What a text field looks like, read from pixels at scale 1 (one point, one pixel): each
/// border style as iOS 17 draws it, the placeholder's gray, the text's inset, the caret in
/// the tint colour blinking on the host clock, the selection's highlight, the clear button,
/// the background images.
@MainActor
@Suite("UITextField rendering", .serialized)
struct TextFieldRenderingTests {
    /// A field of `style` on a mid-gray window, so its fill and corners show.
    private func stage(_ style: UITextField.BorderStyle) -> TextFieldStage {
        let stage = TextFieldStage(borderStyle: style)
        stage.window.backgroundColor = UIColor(white: 0.5, alpha: 1)
        return stage
    }

    private static let gray = RenderedPixels.RGBA(128, 128, 128, 255)

    @Test("rounded rect: white inside, a hairline systemGray4 border, 5-point corners showing the window behind")
    func roundedRect() {
        let stage = stage(.roundedRect)
        let pixels = stage.pixels()
        let frame = stage.field.frame
        #expect(pixels[Int(frame.midX), Int(frame.minY)].isClose(to: .init(209, 209, 214, 255), tolerance: 3))
        #expect(pixels[Int(frame.midX), Int(frame.maxY) - 1].isClose(to: .init(209, 209, 214, 255), tolerance: 3))
        #expect(pixels[Int(frame.midX), Int(frame.minY) + 2] == .white)
        #expect(pixels[Int(frame.minX), Int(frame.minY)].isClose(to: Self.gray, tolerance: 2), "the corner is rounded off")
        #expect(pixels[Int(frame.minX) + 2, Int(frame.midY)] == .white)
    }

    @Test("line: a 1-point black frame; bezel: a gray frame with a darker top; none: nothing; line and bezel are not filled")
    func otherStyles() {
        let line = stage(.line)
        let frame = line.field.frame
        var pixels = line.pixels()
        #expect(pixels[Int(frame.midX), Int(frame.minY)] == .black)
        #expect(pixels[Int(frame.minX), Int(frame.midY)] == .black)
        #expect(pixels[Int(frame.midX), Int(frame.minY) + 1].isClose(to: Self.gray, tolerance: 2))
        let bezel = stage(.bezel)
        pixels = bezel.pixels()
        let top = pixels[Int(frame.midX), Int(frame.minY)], bottom = pixels[Int(frame.midX), Int(frame.maxY) - 1]
        #expect(top.brightness < bottom.brightness && bottom.brightness < 200)
        let none = stage(.none)
        pixels = none.pixels()
        #expect(pixels[Int(frame.midX), Int(frame.minY)].isClose(to: Self.gray, tolerance: 2))
    }

    @Test("the text starts at the 7-point inset of a rounded field, centred vertically, in black")
    func textPlacement() {
        let stage = TextFieldStage()
        stage.field.text = "Hello"
        let frame = stage.field.frame
        let ink = stage.pixels().boundingBox(in: frame.insetBy(dx: 1, dy: 1), scale: 1) { $0.brightness < 100 }!
        #expect(ink.minX - frame.minX >= 7 && ink.minX - frame.minX <= 9)
        #expect(abs(ink.midY - frame.midY) <= 2.5)
        let darkest = stage.pixels().pixels(in: ink, scale: 1).min { $0.brightness < $1.brightness }!
        #expect(darkest.brightness < 30)
    }

    @Test("the placeholder shows in placeholderText gray while the field is empty, and goes with the first character")
    func placeholder() {
        let stage = TextFieldStage()
        stage.field.placeholder = "Name"
        let frame = stage.field.frame.insetBy(dx: 1, dy: 1)
        let inked = stage.pixels().pixels(in: frame, scale: 1).filter { $0.brightness < 240 && $0.brightness > 0 }
        let darkest = inked.min { $0.brightness < $1.brightness }!
        #expect(darkest.isClose(to: .over(white: .placeholderText), tolerance: 4))
        stage.beginEditing()
        stage.sim.type("N")
        stage.field.tintColor = .white
        let glyphs = stage.pixels().pixels(in: frame, scale: 1).filter { $0.brightness < 100 }
        #expect(!glyphs.isEmpty, "the text, black")
        stage.field.text = ""
        let again = stage.pixels().pixels(in: frame, scale: 1).filter { $0.brightness < 100 }
        #expect(again.isEmpty, "the placeholder again, gray")
    }

    @Test("the caret is a 2-point bar in the tint colour; it blinks every half second, solid again as soon as the user types")
    func caretBlinks() {
        let stage = TextFieldStage()
        stage.beginEditing()
        let caret = stage.field.caretRect(for: stage.field.beginningOfDocument)
        let centre = stage.point(caret.midX, caret.midY)
        func caretShows() -> Bool { stage.pixels().pixel(at: centre, scale: 1).isClose(to: .init(0, 122, 255, 255), tolerance: 3) }
        #expect(caret.width == 2)
        #expect(caretShows())
        stage.sim.advance(by: 0.5)
        #expect(!caretShows())
        stage.sim.advance(by: 0.5)
        #expect(caretShows())
        stage.sim.advance(by: 0.5)
        #expect(!caretShows())
        stage.field.tintColor = .red
        stage.sim.type(" ")
        stage.field.deleteBackward()
        let red = stage.pixels().pixel(at: centre, scale: 1)
        #expect(red.isClose(to: .red, tolerance: 3), "typing shows the caret at once, in the tint colour")
        #expect(stage.sim.runUntilIdle(), "the blinking never keeps the simulator from settling")
    }

    @Test("no caret shows while the field is not editing")
    func noCaretWhenIdle() {
        let stage = TextFieldStage()
        let caret = stage.field.caretRect(for: stage.field.beginningOfDocument)
        #expect(stage.pixels().pixel(at: stage.point(caret.midX, caret.midY), scale: 1) == .white)
    }

    @Test("the selection is highlighted in the tint colour at 20 % behind the text, with a dot at each end")
    func selectionHighlight() {
        let stage = TextFieldStage()
        stage.field.text = "select this"
        stage.beginEditing()
        stage.select(NSRange(location: 7, length: 4))
        let rect = stage.field.selectionRects(for: stage.field.selectedTextRange!)[0].rect
        let pixels = stage.pixels()
        let tint = UIColor.systemBlue.withAlphaComponent(0.2)
        #expect(pixels.pixel(at: stage.point(rect.midX, rect.minY + 1), scale: 1).isClose(to: .over(white: tint), tolerance: 3))
        #expect(pixels.pixel(at: stage.point(rect.minX - 3, rect.minY + 1), scale: 1) == .white, "outside it")
        #expect(pixels.pixel(at: stage.point(rect.minX, rect.minY - 5), scale: 1).isClose(to: .init(0, 122, 255, 255), tolerance: 8),
                "the start's dot above")
        #expect(pixels.pixel(at: stage.point(rect.maxX, rect.maxY + 5), scale: 1).isClose(to: .init(0, 122, 255, 255), tolerance: 8),
                "the end's dot below")
    }

    @Test("the clear button is a systemGray3 circle with a white ✕, shown as its mode says while there is text")
    func clearButton() {
        let stage = TextFieldStage()
        stage.field.clearButtonMode = .always
        stage.field.text = "x"
        stage.field.layoutIfNeeded()
        let button = stage.field.clearButtonRect(forBounds: stage.field.bounds)
        let pixels = stage.pixels()
        let ring = pixels.pixel(at: stage.point(button.midX, button.midY - 6), scale: 1)
        #expect(ring.isClose(to: .init(199, 199, 204, 255), tolerance: 8))
        let cross = pixels.pixels(in: CGRect(origin: stage.point(button.midX - 3, button.midY - 3), size: CGSize(width: 6, height: 6)), scale: 1)
        #expect(cross.contains { $0.brightness > 240 })
        stage.field.text = ""
        #expect(stage.pixels().pixel(at: stage.point(button.midX, button.midY - 6), scale: 1) == .white)
    }

    @Test("background fills a field without a rounded border; disabledBackground replaces it while disabled; rounded fields ignore both")
    func backgroundImages() {
        func image(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
            }
        }
        let stage = stage(.none)
        stage.field.background = image(.red)
        stage.field.disabledBackground = image(.blue)
        let centre = CGPoint(x: stage.field.frame.midX, y: stage.field.frame.minY + 2)
        #expect(stage.pixels().pixel(at: centre, scale: 1) == .red)
        stage.field.isEnabled = false
        #expect(stage.pixels().pixel(at: centre, scale: 1) == .blue)
        stage.field.borderStyle = .roundedRect
        #expect(stage.pixels().pixel(at: centre, scale: 1) == .white)
    }

    @Test("marked text is underlined")
    func markedUnderline() {
        let stage = TextFieldStage()
        stage.beginEditing()
        stage.field.tintColor = .white
        stage.field.setMarkedText("ab", selectedRange: NSRange(location: 2, length: 0))
        let marked = stage.pixels().boundingBox(in: stage.field.frame.insetBy(dx: 1, dy: 1), scale: 1) { $0.brightness < 100 }!
        stage.field.unmarkText()
        let plain = stage.pixels().boundingBox(in: stage.field.frame.insetBy(dx: 1, dy: 1), scale: 1) { $0.brightness < 100 }!
        #expect(marked.maxY > plain.maxY, "the underline below the glyphs")
    }
}
