import Foundation

// Scalar and character boundaries of the text, found from its code units around the offset
// asked about, never by walking the whole text: each costs the same in a 1 MB document as in
// a short field.
extension EditableText {
    /// `range` clamped into the text, its ends on scalar boundaries: a start inside a
    /// surrogate pair moves back before it, an end inside one forward after it, so no edit
    /// splits a pair. A location past the end (or `NSNotFound`) becomes the end.
    func scalarAligned(_ range: NSRange) -> NSRange {
        let count = units.count
        let location = range.location < 0 ? 0 : min(range.location, count)
        let end = range.length < 0 ? location : min(count, location + min(range.length, count))
        let start = scalarBoundary(atOrBefore: location)
        // An empty range stays empty: it widens only to take in a pair it cuts.
        guard end > location else { return NSRange(location: start, length: 0) }
        let alignedEnd = scalarBoundary(atOrBefore: end)
        return NSRange(location: start, length: alignedEnd < end ? alignedEnd + 2 - start : alignedEnd - start)
    }

    /// The start of the character (grapheme cluster) before `offset`; nil at the start of
    /// the text.
    func characterBoundary(before offset: Int) -> Int? {
        let window = characterWindow(around: offset)
        return TextBoundaries.characterBoundary(before: max(0, min(offset, length)) - window.start, in: window.text)
            .map { $0 + window.start }
    }

    /// The end of the character at `offset`; nil at the end of the text.
    func characterBoundary(after offset: Int) -> Int? {
        let window = characterWindow(around: offset)
        return TextBoundaries.characterBoundary(after: max(0, min(offset, length)) - window.start, in: window.text)
            .map { $0 + window.start }
    }

    /// `offset` moved back off the second half of a surrogate pair.
    private func scalarBoundary(atOrBefore offset: Int) -> Int {
        guard offset > 0, offset < units.count else { return offset }
        return UTF16.isTrailSurrogate(units[offset]) ? offset - 1 : offset
    }

    /// The text around `offset` in which its characters are found: out to the paragraph
    /// separators on either side (taken in: a character never spans one, except a CR LF
    /// pair, which is kept whole), but no further than 512 units each way. A character
    /// longer than that (hundreds of combining marks) is cut at the window's edge, where it
    /// still ends on a scalar boundary.
    private func characterWindow(around offset: Int) -> (start: Int, text: String) {
        let count = units.count
        let clamped = max(0, min(offset, count))
        let reach = 512
        var start = clamped
        let floor = max(0, clamped - reach)
        while start > floor {
            start -= 1
            if TextBoundaries.isParagraphSeparator(units[start]) { break }
        }
        if start > 0, start < count, units[start] == 0x0A, units[start - 1] == 0x0D { start -= 1 }
        if start < count, UTF16.isTrailSurrogate(units[start]) { start = max(0, start - 1) }
        var end = clamped
        let ceiling = min(count, clamped + reach)
        while end < ceiling {
            let unit = units[end]
            end += 1
            if TextBoundaries.isParagraphSeparator(unit) {
                if unit == 0x0D, end < count, units[end] == 0x0A { end += 1 }
                break
            }
        }
        if end < count, UTF16.isTrailSurrogate(units[end]) { end += 1 }
        return (start, String(decoding: units[start..<end], as: UTF16.self))
    }
}
