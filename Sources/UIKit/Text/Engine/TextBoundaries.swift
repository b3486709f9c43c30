@_implementationOnly import CPango
import Foundation

/// Where characters, words, sentences and paragraphs begin and end in a string, as UTF-16
/// offsets (what `NSRange` counts).
///
/// A character is what a reader sees as one: Swift's `Character`, Unicode's extended
/// grapheme cluster, so a letter with combining marks, a flag and an emoji ZWJ family each
/// count as one. Words and sentences follow Unicode's text segmentation (UAX #29) as Pango
/// implements it, found within the paragraph around the offset asked about, so the work
/// is proportional to that paragraph, never to the whole text. Offsets outside the text
/// are clamped into it.
enum TextBoundaries {
    // MARK: Characters

    /// `offset` clamped into `text` and moved back to the start of the character it falls
    /// in (an offset inside a surrogate pair, a combining sequence or an emoji sequence).
    static func characterBoundary(atOrBefore offset: Int, in text: String) -> Int {
        let count = text.utf16.count
        let clamped = max(0, min(offset, count))
        guard clamped > 0, clamped < count else { return clamped }
        let index = String.Index(utf16Offset: clamped, in: text)
        if index.samePosition(in: text) != nil { return clamped }
        // Stepping forward then back from inside a character lands on its start.
        return text.index(before: text.index(after: index)).utf16Offset(in: text)
    }

    /// `offset` moved to the nearer end of the character it falls in (the start on a tie).
    static func nearestCharacterBoundary(to offset: Int, in text: String) -> Int {
        let start = characterBoundary(atOrBefore: offset, in: text)
        guard start != offset, let end = characterBoundary(after: start, in: text) else { return start }
        return offset - start <= end - offset ? start : end
    }

    /// The start of the character before `offset`; nil at the start of the text.
    static func characterBoundary(before offset: Int, in text: String) -> Int? {
        let aligned = characterBoundary(atOrBefore: offset, in: text)
        if aligned < max(0, min(offset, text.utf16.count)) { return aligned }
        guard aligned > 0 else { return nil }
        return text.index(before: String.Index(utf16Offset: aligned, in: text)).utf16Offset(in: text)
    }

    /// The end of the character at `offset` (of the character it falls in); nil at the end
    /// of the text.
    static func characterBoundary(after offset: Int, in text: String) -> Int? {
        let aligned = characterBoundary(atOrBefore: offset, in: text)
        guard aligned < text.utf16.count else { return nil }
        return text.index(after: String.Index(utf16Offset: aligned, in: text)).utf16Offset(in: text)
    }

    /// `range` widened to whole characters.
    static func characterAligned(_ range: NSRange, in text: String) -> NSRange {
        let start = characterBoundary(atOrBefore: range.location, in: text)
        var end = characterBoundary(atOrBefore: range.location + range.length, in: text)
        if end < range.location + range.length, let next = characterBoundary(after: end, in: text) { end = next }
        return NSRange(location: start, length: max(0, end - start))
    }

    // MARK: Paragraphs

    /// The paragraph holding `offset`: from after the previous paragraph separator (line
    /// feed, carriage return, next line, paragraph separator) up to the next one, which is
    /// not included.
    static func paragraph(containing offset: Int, in text: String) -> Range<Int> {
        let utf16 = text.utf16
        let count = utf16.count
        let clamped = max(0, min(offset, count))
        var start = clamped
        var index = utf16.index(utf16.startIndex, offsetBy: clamped)
        while start > 0 {
            let before = utf16.index(before: index)
            if isParagraphSeparator(utf16[before]) { break }
            index = before
            start -= 1
        }
        var end = clamped
        index = utf16.index(utf16.startIndex, offsetBy: clamped)
        while end < count, !isParagraphSeparator(utf16[index]) {
            index = utf16.index(after: index)
            end += 1
        }
        return start..<end
    }

    /// Whether `unit` ends a paragraph: line feed, carriage return, next line, paragraph
    /// separator.
    static func isParagraphSeparator(_ unit: UTF16.CodeUnit) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x85 || unit == 0x2029
    }

    // MARK: Words and sentences

    /// The words of the paragraph holding `offset`, in order, as UTF-16 ranges of `text`:
    /// the stretches between Unicode word boundaries that hold a letter or a digit (so
    /// "don't" is one word, and spaces and punctuation are none).
    static func words(near offset: Int, in text: String) -> [Range<Int>] {
        let (paragraph, scalars, attributes) = logAttributes(near: offset, in: text)
        var words: [Range<Int>] = []
        var position = paragraph.lowerBound, start = position, isWord = false
        for (i, attribute) in attributes.enumerated() {
            if attribute.is_word_boundary != 0, position > start {
                if isWord { words.append(start..<position) }
                start = position
                isWord = false
            }
            guard i < scalars.count else { break }
            if scalars[i].properties.isAlphabetic || scalars[i].properties.numericType != nil { isWord = true }
            position += scalars[i].utf16.count
        }
        return words
    }

    /// The sentences of the paragraph holding `offset`, in order.
    static func sentences(near offset: Int, in text: String) -> [Range<Int>] {
        let (paragraph, scalars, attributes) = logAttributes(near: offset, in: text)
        var result: [Range<Int>] = []
        var position = paragraph.lowerBound
        var open: Int?
        for (i, attribute) in attributes.enumerated() {
            if let start = open, attribute.is_sentence_end != 0, position > start {
                result.append(start..<position)
                open = nil
            }
            if open == nil, attribute.is_sentence_start != 0, i < scalars.count { open = position }
            if i < scalars.count { position += scalars[i].utf16.count }
        }
        return result
    }

    /// The paragraph holding `offset`, its scalars, and Pango's attributes of the position
    /// before each scalar and after the last.
    private static func logAttributes(near offset: Int, in text: String) -> (Range<Int>, [Unicode.Scalar], [PangoLogAttr]) {
        let paragraph = paragraph(containing: offset, in: text)
        guard !paragraph.isEmpty else { return (paragraph, [], []) }
        let utf16 = text.utf16
        let lower = utf16.index(utf16.startIndex, offsetBy: paragraph.lowerBound)
        let upper = utf16.index(lower, offsetBy: paragraph.count)
        let piece = String(text[lower..<upper])
        let scalars = Array(piece.unicodeScalars)
        var attributes = [PangoLogAttr](repeating: PangoLogAttr(), count: scalars.count + 1)
        PangoEngine.shared.locked {
            piece.withCString { bytes in
                pango_get_log_attrs(bytes, Int32(clamping: piece.utf8.count), -1, pango_language_get_default(),
                                    &attributes, Int32(attributes.count))
            }
        }
        return (paragraph, scalars, attributes)
    }
}
