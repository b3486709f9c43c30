import Foundation
import Testing
@testable import UIKit

/// The text engine's boundaries the text input system moves and deletes by: characters as
/// a reader sees them (Swift's grapheme clusters), scalar-safe ranges, paragraphs, words
/// and sentences (Unicode segmentation through Pango), as UTF-16 offsets.
@Suite("Text boundaries")
struct TextBoundariesTests {
    private let family = "👨‍👩‍👧‍👦"

    @Test("a character boundary at or before an offset inside a flag, an emoji family or a combining sequence is its start")
    func characterStart() {
        let text = "a🇯🇵\(family)e\u{301}"
        let familyStart = 5, accentStart = 5 + family.utf16.count
        #expect(TextBoundaries.characterBoundary(atOrBefore: 3, in: text) == 1)
        #expect(TextBoundaries.characterBoundary(atOrBefore: familyStart + 4, in: text) == familyStart)
        #expect(TextBoundaries.characterBoundary(atOrBefore: accentStart + 1, in: text) == accentStart)
        #expect(TextBoundaries.characterBoundary(atOrBefore: -5, in: text) == 0)
        #expect(TextBoundaries.characterBoundary(atOrBefore: 999, in: text) == text.utf16.count)
    }

    @Test("the boundaries before and after step over whole characters and stop at the ends")
    func steps() {
        let text = "x\(family)y"
        #expect(TextBoundaries.characterBoundary(after: 1, in: text) == 1 + family.utf16.count)
        #expect(TextBoundaries.characterBoundary(before: 1 + family.utf16.count, in: text) == 1)
        #expect(TextBoundaries.characterBoundary(before: 3, in: text) == 1, "from inside the family: its start")
        #expect(TextBoundaries.characterBoundary(before: 0, in: text) == nil)
        #expect(TextBoundaries.characterBoundary(after: text.utf16.count, in: text) == nil)
        #expect(TextBoundaries.nearestCharacterBoundary(to: 2, in: text) == 1)
        #expect(TextBoundaries.nearestCharacterBoundary(to: family.utf16.count, in: text) == 1 + family.utf16.count)
    }

    @Test("scalar-aligned ranges are clamped into the text, never cut a surrogate pair, and stay empty when empty")
    func scalarAlignment() {
        let text = EditableText("a😀b", attributes: [:])
        #expect(text.scalarAligned(NSRange(location: 2, length: 1)) == NSRange(location: 1, length: 2))
        #expect(text.scalarAligned(NSRange(location: 2, length: 0)) == NSRange(location: 1, length: 0))
        #expect(text.scalarAligned(NSRange(location: 1, length: 1)) == NSRange(location: 1, length: 2))
        #expect(text.scalarAligned(NSRange(location: 3, length: 100)) == NSRange(location: 3, length: 1))
        #expect(text.scalarAligned(NSRange(location: NSNotFound, length: 0)) == NSRange(location: 4, length: 0))
        #expect(text.scalarAligned(NSRange(location: -3, length: -1)) == NSRange(location: 0, length: 0))
    }

    @Test("edited text finds characters from the units around the offset: across line breaks (CR LF whole), emoji families and far into a long document, as the whole string's graphemes")
    func editableTextCharacters() {
        let family = "👨‍👩‍👧‍👦"
        let line = "x\(family)é\r\n\u{2029}🇫🇷y"
        let document = String(repeating: "prose " + line + "\n", count: 300)
        let text = EditableText(document, attributes: [:])
        // Every boundary, walked forward and back, is the whole string's.
        var expected: [Int] = [0]
        var offset = 0
        for character in document {
            offset += character.utf16.count
            expected.append(offset)
        }
        var forward: [Int] = [0]
        while let next = text.characterBoundary(after: forward.last!) { forward.append(next) }
        #expect(forward == expected)
        var backward: [Int] = [text.length]
        while let previous = text.characterBoundary(before: backward.last!) { backward.append(previous) }
        #expect(backward == expected.reversed())
        // From inside a character: its start (before) and its end (after).
        let inside = ("prose x" as String).utf16.count + 3
        #expect(text.characterBoundary(before: inside) == ("prose " as String).utf16.count + 1)
        #expect(text.characterBoundary(after: inside) == ("prose x" as String).utf16.count + family.utf16.count)
        #expect(EditableText("", attributes: [:]).characterBoundary(before: 0) == nil)
        #expect(EditableText("", attributes: [:]).characterBoundary(after: 0) == nil)
    }

    @Test("a paragraph runs between line breaks (LF, CR, paragraph separator), which it does not include")
    func paragraphs() {
        let text = "one\ntwo\r\nthree\u{2029}four"
        #expect(TextBoundaries.paragraph(containing: 1, in: text) == 0..<3)
        #expect(TextBoundaries.paragraph(containing: 5, in: text) == 4..<7)
        #expect(TextBoundaries.paragraph(containing: 9, in: text) == 9..<14)
        #expect(TextBoundaries.paragraph(containing: 16, in: text) == 15..<19)
        #expect(TextBoundaries.paragraph(containing: 0, in: "") == 0..<0)
    }

    @Test("words and sentences follow Unicode segmentation, in UTF-16 offsets, only in the paragraph asked about")
    func wordsAndSentences() {
        let text = "Don't stop, 😀 café.\nNext line. Again!"
        let words = TextBoundaries.words(near: 3, in: text).map { (text as NSString).substring(with: NSRange($0)) }
        #expect(words == ["Don't", "stop", "café"])
        let second = TextBoundaries.sentences(near: 25, in: text).map { (text as NSString).substring(with: NSRange($0)) }
        #expect(second.count == 2 && second[0].hasPrefix("Next line.") && second[1] == "Again!")
        #expect(TextBoundaries.words(near: 0, in: "").isEmpty)
    }
}
