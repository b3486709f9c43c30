import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Links in text views: `.link` runs and detected data drawn in `linkTextAttributes`, and a
/// tap on one in read-only text running the delegate's primary action (by default, opening
/// the URL) — as iOS 17 does.
@MainActor
@Suite("UITextView links and data detectors", .serialized)
struct TextViewLinkTests {
    private static let sample = "Call +1 (555) 010-0199 today, visit www.example.com, or write to jane@example.org."

    private func links(_ text: String, _ types: UIDataDetectorTypes) -> [(String, String)] {
        let editable = EditableText(text, attributes: [:])
        return TextLinkDetector(types: types).links(in: editable).map { link in
            ((text as NSString).substring(with: link.range), UITextItem(content: link.content, range: link.range).link?.absoluteString ?? "")
        }
    }

    @Test("detectors: web addresses (with or without a scheme, trailing punctuation left out), email addresses as mailto: and phone numbers as tel: with their digits")
    func detectsLinksAndPhoneNumbers() {
        let found = links(Self.sample, [.link, .phoneNumber])
        #expect(found.map(\.0) == ["+1 (555) 010-0199", "www.example.com", "jane@example.org"])
        #expect(found.map(\.1) == ["tel:+15550100199", "http://www.example.com", "mailto:jane@example.org"])
        #expect(links("See https://swift.org/blog/.", .link).map(\.1) == ["https://swift.org/blog/"])
        #expect(links("docs at apple.com/ios today", .link).map(\.1) == ["http://apple.com/ios"])
    }

    @Test("detectors find only the kinds asked for; short numbers, years and plain words are not phone numbers")
    func detectsOnlyWhatIsAsked() {
        #expect(links(Self.sample, .phoneNumber).map(\.0) == ["+1 (555) 010-0199"])
        #expect(links(Self.sample, .link).count == 2)
        #expect(links(Self.sample, []).isEmpty)
        #expect(links("In 2026 we sold 42 items at 10.50 each.", .phoneNumber).isEmpty)
        #expect(links("", .all).isEmpty)
    }

    @Test("an attributed .link (URL or string) and a text item tag are links whatever the detector types; detected data overlapping one is dropped")
    func attributedLinks() {
        let attributed = NSMutableAttributedString(string: "Open www.example.com or the tag")
        attributed.addAttribute(.link, value: URL(string: "https://apple.com")!, range: NSRange(location: 5, length: 15))
        attributed.addAttribute(UITextItem.tagAttributeName, value: "t1", range: NSRange(location: 28, length: 3))
        let text = EditableText(attributed, emptyAttributes: [:])
        let found = TextLinkDetector(types: .all).links(in: text)
        #expect(found.map(\.range) == [NSRange(location: 5, length: 15), NSRange(location: 28, length: 3)])
        #expect(UITextItem(content: found[0].content, range: found[0].range).link?.absoluteString == "https://apple.com")
        #expect(UITextItem(content: found[1].content, range: found[1].range).tagIdentifier == "t1")
    }

    private func readOnlyStage(_ text: String, types: UIDataDetectorTypes = [.link, .phoneNumber]) -> TextViewStage {
        let stage = TextViewStage(frame: CGRect(x: 20, y: 200, width: 280, height: 200), hardwareKeyboard: false)
        stage.textView.text = text
        stage.textView.isEditable = false
        stage.textView.dataDetectorTypes = types
        stage.sim.runUntilIdle()
        stage.log.removeAll()
        return stage
    }

    @Test("a tap on a detected link of read-only text opens its URL (UIApplication.open), after asking the delegate; no selection, no first responder")
    func tapOpensLink() {
        let stage = readOnlyStage(Self.sample)
        let offset = (Self.sample as NSString).range(of: "example.com").location
        stage.sim.tap(at: stage.point(atCharacter: offset))
        stage.sim.runUntilIdle()
        #expect(stage.sim.openedURLs.map(\.absoluteString) == ["http://www.example.com"])
        #expect(stage.delegate.interactions.map(\.absoluteString) == ["http://www.example.com"])
        #expect(!stage.textView.isFirstResponder && stage.textView.selectedRange.length == 0)
    }

    @Test("the delegate's shouldInteractWith (deprecated, asked by the default primary action) returning false keeps the link closed; a tap beside it does nothing")
    func delegateRefuses() {
        let stage = readOnlyStage(Self.sample)
        stage.delegate.allowsInteraction = false
        let phone = (Self.sample as NSString).range(of: "555").location
        stage.sim.tap(at: stage.point(atCharacter: phone))
        stage.sim.tap(at: stage.point(atCharacter: 1))
        stage.sim.runUntilIdle()
        #expect(stage.delegate.interactions.map(\.absoluteString) == ["tel:+15550100199"])
        #expect(stage.sim.openedURLs.isEmpty)
    }

    @Test("primaryActionFor (iOS 17): the delegate's own action runs instead of opening; a tag's item reaches it with its identifier")
    func primaryAction() {
        final class ActionDelegate: NSObject, UITextViewDelegate {
            var items: [String] = []
            func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
                UIAction { [unowned self] _ in items.append(textItem.tagIdentifier ?? textItem.link?.absoluteString ?? "?") }
            }
        }
        let attributed = NSMutableAttributedString(string: "Tagged words and www.example.com")
        attributed.addAttribute(UITextItem.tagAttributeName, value: "tag-1", range: NSRange(location: 0, length: 6))
        let stage = readOnlyStage("")
        let delegate = ActionDelegate()
        stage.textView.delegate = delegate
        stage.textView.attributedText = attributed
        stage.sim.runUntilIdle()
        stage.sim.tap(at: stage.point(atCharacter: 2))
        stage.sim.advance(by: 1)
        stage.sim.tap(at: stage.point(atCharacter: 20))
        stage.sim.runUntilIdle()
        #expect(delegate.items == ["tag-1", "http://www.example.com"])
        #expect(stage.sim.openedURLs.isEmpty)
    }

    @Test("editable text detects no data and opens no link: a tap on an attributed link places the caret")
    func editableTextHasNoActiveLinks() {
        let attributed = NSMutableAttributedString(string: "Open www.example.com now")
        attributed.addAttribute(.link, value: "https://apple.com", range: NSRange(location: 5, length: 15))
        let stage = TextViewStage(hardwareKeyboard: true)
        stage.textView.attributedText = attributed
        stage.textView.dataDetectorTypes = .all
        stage.sim.runUntilIdle()
        stage.sim.tap(at: stage.point(atCharacter: 8))
        stage.sim.runUntilIdle()
        #expect(stage.sim.openedURLs.isEmpty && stage.delegate.interactions.isEmpty)
        #expect(stage.textView.isFirstResponder)
        #expect(stage.textView.textLayout.links(inParagraph: 0).count == 1, "only the attributed link, no detected data")
    }

    @Test("links are drawn in linkTextAttributes: the tint colour by default, the attributes set otherwise; plain text stays black")
    func linkColour() throws {
        let stage = readOnlyStage("plain www.example.com")
        stage.textView.font = .systemFont(ofSize: 30)
        stage.sim.runUntilIdle()
        func inkColours(from start: Int, length: Int) -> (blue: Int, red: Int, dark: Int) {
            let image = stage.sim.screenshot()
            let pixels = RenderedPixels(image)
            let scale = CGFloat(image.width) / stage.window.bounds.width
            let a = stage.textView.caretRect(for: stage.textView.position(from: stage.textView.beginningOfDocument, offset: start)!)
            let b = stage.textView.caretRect(for: stage.textView.position(from: stage.textView.beginningOfDocument, offset: start + length)!)
            let rect = stage.textView.convert(CGRect(x: a.minX, y: a.minY, width: b.minX - a.minX, height: a.height), to: nil)
            var counts = (blue: 0, red: 0, dark: 0)
            for y in stride(from: rect.minY, to: rect.maxY, by: 1 / scale) {
                for x in stride(from: rect.minX, to: rect.maxX, by: 1 / scale) {
                    let p = pixels[Int(x * scale), Int(y * scale)]
                    if p.b > 200 && p.r < 80 { counts.blue += 1 }
                    if p.r > 200 && p.g < 80 && p.b < 80 { counts.red += 1 }
                    if p.r < 60 && p.g < 60 && p.b < 60 { counts.dark += 1 }
                }
            }
            return counts
        }
        let link = inkColours(from: 6, length: 15), plain = inkColours(from: 0, length: 5)
        #expect(link.blue > 50 && link.dark == 0, "\(link)")
        #expect(plain.dark > 50 && plain.blue == 0, "\(plain)")
        stage.textView.linkTextAttributes = [.foregroundColor: UIColor.red]
        stage.sim.runUntilIdle()
        let red = inkColours(from: 6, length: 15)
        #expect(red.red > 50 && red.blue == 0, "\(red)")
    }
}
