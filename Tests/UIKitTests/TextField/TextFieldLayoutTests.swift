import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Where a text field puts things: its rectangles for each border style (open for
/// subclasses), the overlay views and their modes, its intrinsic size, and the text
/// scrolling under the caret while editing.
@MainActor
@Suite("UITextField layout and sizes", .serialized)
struct TextFieldLayoutTests {
    private let bounds = CGRect(x: 0, y: 0, width: 200, height: 34)

    @Test("a rounded-rect field with the 17-point body font is 34 points tall, as on iOS; the other styles fit the line")
    func intrinsicHeights() {
        let lineHeight = UIFont.preferredFont(forTextStyle: .body).lineHeight
        var heights: [UITextField.BorderStyle: CGFloat] = [:]
        for style in [UITextField.BorderStyle.none, .line, .bezel, .roundedRect] {
            let field = UITextField()
            field.borderStyle = style
            heights[style] = field.intrinsicContentSize.height
        }
        #expect(heights[.roundedRect] == 34)
        #expect(heights[.none] == lineHeight.rounded(.up))
        #expect(heights[.line] == lineHeight.rounded(.up) + 4 && heights[.bezel] == heights[.line])
    }

    @Test("the intrinsic width is the text's (or the wider placeholder's) plus the insets; sizeThatFits agrees")
    func intrinsicWidth() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.intrinsicContentSize.width == 14)
        field.text = "Hello"
        let textWidth = ("Hello" as NSString).size(withAttributes: [.font: field.font!]).width
        #expect(abs(field.intrinsicContentSize.width - (textWidth + 14)) <= 1)
        field.placeholder = "A much longer placeholder"
        let placeholderWidth = ("A much longer placeholder" as NSString).size(withAttributes: [.font: field.font!]).width
        #expect(abs(field.intrinsicContentSize.width - (placeholderWidth + 14)) <= 1)
        #expect(field.sizeThatFits(.zero) == field.intrinsicContentSize)
    }

    @Test("the text and editing rects are the bounds less the border's inset: 7 points rounded, 2 line and bezel, none without")
    func textRects() {
        let field = UITextField()
        field.borderStyle = .roundedRect
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        #expect(field.editingRect(forBounds: bounds) == CGRect(x: 7, y: 0, width: 186, height: 34))
        #expect(field.placeholderRect(forBounds: bounds) == field.textRect(forBounds: bounds))
        #expect(field.borderRect(forBounds: bounds) == bounds)
        field.borderStyle = .line
        #expect(field.textRect(forBounds: bounds) == CGRect(x: 2, y: 0, width: 196, height: 34))
        field.borderStyle = .none
        #expect(field.textRect(forBounds: bounds) == bounds)
    }

    @Test("the clear button is 19 points square at the right end, centred; the text stops at it while it shows")
    func clearButtonRect() {
        let stage = TextFieldStage(frame: CGRect(x: 20, y: 100, width: 200, height: 34))
        let field = stage.field
        field.clearButtonMode = .whileEditing
        #expect(field.clearButtonRect(forBounds: bounds) == CGRect(x: 175, y: 7.5, width: 19, height: 19))
        field.text = "x"
        #expect(field.textRect(forBounds: bounds).maxX == 193, "not editing: the button is not shown")
        stage.beginEditing()
        #expect(field.editingRect(forBounds: bounds).maxX == 175)
        field.text = ""
        #expect(field.editingRect(forBounds: bounds).maxX == 193, "no text: no button")
    }

    @Test("left and right views sit at the edges at their own size, centred, shown by their modes; the text goes between")
    func overlayViews() {
        let stage = TextFieldStage()
        let field = stage.field
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 20))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        field.leftView = left
        field.leftViewMode = .always
        field.rightView = right
        field.rightViewMode = .whileEditing
        field.layoutIfNeeded()
        #expect(left.superview === field && right.superview == nil)
        #expect(left.frame == CGRect(x: 0, y: 7, width: 24, height: 20))
        #expect(field.textRect(forBounds: field.bounds).minX == 24)
        stage.beginEditing()
        field.layoutIfNeeded()
        #expect(right.superview === field)
        #expect(right.frame == CGRect(x: 170, y: 2, width: 30, height: 30))
        #expect(field.editingRect(forBounds: field.bounds).maxX == 170)
        field.clearButtonMode = .always
        field.text = "x"
        #expect(field.clearButtonRect(forBounds: field.bounds).maxX == 170, "the clear button goes left of the right view")
        field.leftViewMode = .unlessEditing
        field.layoutIfNeeded()
        #expect(left.superview == nil)
    }

    @Test("the rect methods are open: a subclass's editing rect moves the caret, its text rect moves the drawn text")
    func overrides() {
        final class Inset: UITextField {
            override func textRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 40, dy: 0) }
            override func editingRect(forBounds bounds: CGRect) -> CGRect { bounds.insetBy(dx: 40, dy: 0) }
        }
        let stage = TextFieldStage(Inset(), borderStyle: .none)
        stage.field.text = "Text"
        let ink = stage.pixels().boundingBox(in: stage.field.frame, scale: 1) { $0.brightness < 128 }
        #expect(ink.map { $0.minX - stage.field.frame.minX >= 40 && $0.minX - stage.field.frame.minX <= 42 } == true)
        stage.beginEditing()
        stage.select(NSRange(location: 0, length: 0))
        #expect(stage.field.caretRect(for: stage.field.beginningOfDocument).minX == 40)
    }

    @Test("while editing, text wider than the field scrolls to keep the caret in view, and back when the caret goes home")
    func scrolling() {
        let stage = TextFieldStage()
        let field = stage.field
        stage.beginEditing()
        stage.sim.type(String(repeating: "scroll ", count: 8))
        let rect = field.editingRect(forBounds: field.bounds)
        let end = field.caretRect(for: field.endOfDocument)
        #expect(end.maxX <= rect.maxX + 0.01 && end.minX >= rect.minX)
        stage.sim.press(.home)
        #expect(field.caretRect(for: field.beginningOfDocument).minX == rect.minX)
        stage.field.resignFirstResponder()
        #expect(field.caretRect(for: field.beginningOfDocument).minX == rect.minX)
    }

    @Test("adjustsFontSizeToFitWidth shrinks long text to fit the width, no smaller than minimumFontSize")
    func shrinking() {
        let stage = TextFieldStage(borderStyle: .none)
        let field = stage.field
        field.text = "A rather long line of text that goes on and on"
        let longInk = stage.pixels().boundingBox(in: stage.window.bounds, scale: 1) { $0.brightness < 128 }
        field.adjustsFontSizeToFitWidth = true
        let ink = stage.pixels().boundingBox(in: stage.window.bounds, scale: 1) { $0.brightness < 128 }
        #expect((ink?.maxX ?? 0) <= field.frame.maxX)
        #expect((ink?.height ?? 99) < (longInk?.height ?? 0), "smaller glyphs")
        field.minimumFontSize = 16
        let floored = stage.pixels().boundingBox(in: stage.window.bounds, scale: 1) { $0.brightness < 128 }
        #expect((floored?.height ?? 0) > (ink?.height ?? 99), "no smaller than 16 points: cut instead")
    }

    @Test("centre and right alignment place the text in the middle and at the right of the text rect")
    func alignment() {
        let stage = TextFieldStage(borderStyle: .none)
        let field = stage.field
        field.text = "mid"
        field.textAlignment = .center
        let centred = stage.pixels().boundingBox(in: field.frame, scale: 1) { $0.brightness < 128 }!
        #expect(abs(centred.midX - field.frame.midX) <= 1.5)
        field.textAlignment = .right
        let right = stage.pixels().boundingBox(in: field.frame, scale: 1) { $0.brightness < 128 }!
        #expect(field.frame.maxX - right.maxX <= 2)
        #expect((field.defaultTextAttributes[.paragraphStyle] as? NSParagraphStyle)?.alignment == .right)
    }

    @Test("font, textColor and defaultTextAttributes apply to the whole text; attributedText keeps its runs")
    func attributes() {
        let field = UITextField()
        field.attributedText = NSAttributedString(string: "ab", attributes: [.foregroundColor: UIColor.red])
        #expect((field.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor) == .red)
        #expect((field.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? UIFont) == field.font,
                "a run without a font takes the field's")
        field.font = .systemFont(ofSize: 30)
        #expect((field.attributedText?.attribute(.font, at: 1, effectiveRange: nil) as? UIFont)?.pointSize == 30)
        #expect((field.defaultTextAttributes[.font] as? UIFont)?.pointSize == 30)
        field.defaultTextAttributes = [.font: UIFont.systemFont(ofSize: 12), .kern: 2]
        #expect(field.font?.pointSize == 12)
        #expect(field.textColor == .label, "unset attributes keep their defaults")
        #expect((field.attributedText?.attribute(.kern, at: 0, effectiveRange: nil) as? Int) == 2)
    }

    @Test("typingAttributes are the attributes at the caret until set; typed text takes them; they reset when the caret moves")
    func typingAttributes() {
        let stage = TextFieldStage()
        stage.field.text = "ab"
        #expect(stage.field.typingAttributes == nil, "only while editing")
        stage.beginEditing()
        #expect((stage.field.typingAttributes?[.font] as? UIFont) == stage.field.font)
        stage.field.typingAttributes = [.font: UIFont.systemFont(ofSize: 9)]
        stage.field.insertText("c")
        #expect((stage.field.attributedText?.attribute(.font, at: 2, effectiveRange: nil) as? UIFont)?.pointSize == 9)
        stage.select(NSRange(location: 0, length: 0))
        #expect((stage.field.typingAttributes?[.font] as? UIFont)?.pointSize == 17)
    }
}
