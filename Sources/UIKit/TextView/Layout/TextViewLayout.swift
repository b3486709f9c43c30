import CoreGraphics
import Foundation

/// A text view's viewport layout, as TextKit 2 does it: the text is split into paragraphs,
/// and only the paragraphs in or near the visible area are laid out (with Pango, through
/// `TextLayout`). Every paragraph has a height — measured once it has been laid out,
/// estimated from its length before — and the paragraphs' UTF-16 lengths and heights are
/// kept in Fenwick trees, so finding the paragraph at an offset or at a y, and updating one
/// paragraph after an edit, take O(log n). An edit lays out again only the paragraphs it
/// touched; a paragraph keeps its last height until it is laid out again, so the content
/// below does not jump.
///
/// Coordinates are the text container's: y down from the top of the first line, x from the
/// container's left edge (line fragment padding included). Offsets are UTF-16 code units.
@MainActor
final class TextViewLayout {
    /// The paragraphs' lengths in UTF-16 code units, each with its separator (LF, CR, CR LF
    /// or U+2029); only the last paragraph has none, and it may be empty (the line after a
    /// final newline, TextKit's extra line fragment).
    private(set) var lengths = FenwickTree<Int>([0])
    /// The paragraphs' heights: measured or estimated.
    private(set) var heights = FenwickTree<CGFloat>([0])
    /// Each paragraph's layout while it is laid out (near the viewport), else nil.
    private var layouts: [TextLayout?] = [nil]
    /// Whether each paragraph's height is measured (false: an estimate).
    private var measured: [Bool] = [false]
    /// The paragraphs holding a layout now, so the ones far from the viewport can drop it.
    private var laidOut = Set<Int>()
    /// How many paragraph layouts were built since the count was last reset (for tests and
    /// benchmarks: the work is proportional to the viewport).
    private(set) var paragraphLayoutsBuilt = 0

    /// The width lines wrap at (the container's less its padding); nil: no wrapping.
    private(set) var lineWidth: CGFloat?
    /// The container's line fragment padding, left and right of every line.
    private(set) var padding: CGFloat = 0
    /// The container's `maximumNumberOfLines` (0: no limit) and the `lineBreakMode` of its
    /// last line.
    private(set) var lineLimit = 0
    private(set) var lastLineBreakMode = NSLineBreakMode.byWordWrapping
    /// With a line limit: the lines each paragraph may use (0: the paragraph is past the
    /// limit, not shown, 0 points tall); nil until `allotLines()` has run since the last
    /// change.
    private var allotments: [Int]?
    /// Where the paragraphs' text comes from: the owner's current text, read when needed and
    /// never kept, so the owner's next edit changes its string in place (a copy kept here
    /// would make every keystroke copy the whole document).
    var source: () -> EditableText = { EditableText("", attributes: [:]) }
    /// The text now.
    var text: EditableText { source() }
    /// The marked text, drawn underlined.
    private var markedRange: NSRange?
    /// How links show: their attributes (the text view's `linkTextAttributes`) and the data
    /// found as links; nil: links are drawn as their runs say. Set with `invalidateAll()`.
    var linkStyle: (attributes: [NSAttributedString.Key: Any], detector: TextLinkDetector)?

    /// The number of paragraphs.
    var paragraphCount: Int { lengths.count }

    /// The height of all the paragraphs (estimates included).
    var height: CGFloat { heights.total }

    // MARK: Setting up

    /// Starts over with `content`: all paragraphs found (one pass over the text), none laid
    /// out, their heights estimated.
    func reset(_ content: EditableText, markedRange: NSRange?) {
        self.markedRange = markedRange
        let found = Self.paragraphLengths(in: content.units[...], atEnd: true)
        lengths = FenwickTree(found)
        layouts = Array(repeating: nil, count: found.count)
        measured = Array(repeating: false, count: found.count)
        laidOut.removeAll()
        allotments = nil
        let lineHeight = emptyLineHeight(at: 0)
        heights = FenwickTree(found.map { estimatedHeight(length: $0, lineHeight: lineHeight) })
    }

    /// Changes the container: a new width or line limit lays every paragraph out again
    /// (heights kept as estimates until then).
    func setContainer(lineWidth: CGFloat?, padding: CGFloat, lineLimit: Int = 0,
                      lineBreakMode: NSLineBreakMode = .byWordWrapping) {
        let lineLimit = max(0, lineLimit)
        guard lineWidth != self.lineWidth || padding != self.padding || lineLimit != self.lineLimit
              || (lineLimit > 0 && lineBreakMode != lastLineBreakMode) else { return }
        self.lineWidth = lineWidth
        self.padding = padding
        self.lineLimit = lineLimit
        lastLineBreakMode = lineBreakMode
        invalidateAll()
    }

    /// Forgets every layout and measured height (the attributes of all the text changed).
    func invalidateAll() {
        for index in laidOut { layouts[index] = nil }
        laidOut.removeAll()
        for index in measured.indices where measured[index] { measured[index] = false }
        allotments = nil
    }

    /// Takes in an edit of the text: `range` (in the old text) became `replacementLength`
    /// units of `content`. Only the paragraphs the edit touched are found again and
    /// forgotten; their old heights stay as estimates. Typing within a paragraph is O(log n);
    /// splitting or joining paragraphs rebuilds the trees (O(paragraphs)).
    func edit(_ range: NSRange, replacementLength: Int, content: EditableText, markedRange: NSRange?) {
        let oldMarked = self.markedRange
        self.markedRange = markedRange
        var first = paragraph(containing: range.location)
        // Typing at a paragraph's start may join a CR before it with an LF.
        if first > 0, range.location == start(ofParagraph: first) { first -= 1 }
        let last = paragraph(containing: range.location + range.length)
        let spanStart = start(ofParagraph: first)
        let oldSpanEnd = start(ofParagraph: last) + lengths[last]
        let newSpanEnd = oldSpanEnd + replacementLength - range.length
        let atEnd = last == paragraphCount - 1
        let found = Self.paragraphLengths(in: content.units[spanStart..<newSpanEnd], atEnd: atEnd)
        let oldCount = last - first + 1
        let firstHeight = heights[first]
        if found.count == oldCount {
            for (k, length) in found.enumerated() {
                lengths.set(length, at: first + k)
                forget(first + k)
            }
        } else {
            for index in first...last { forget(index) }
            let shift = found.count - oldCount
            laidOut = Set(laidOut.map { $0 > last ? $0 + shift : $0 })
            lengths.replaceSubrange(first..<(last + 1), with: found)
            layouts.replaceSubrange(first..<(last + 1), with: Array(repeating: nil, count: found.count))
            measured.replaceSubrange(first..<(last + 1), with: Array(repeating: false, count: found.count))
            let lineHeight = emptyLineHeight(at: spanStart)
            var newHeights = found.map { estimatedHeight(length: $0, lineHeight: lineHeight) }
            if !newHeights.isEmpty { newHeights[0] = firstHeight }
            heights.replaceSubrange(first..<(last + 1), with: newHeights)
        }
        // Marked text moved out of a paragraph the edit did not touch: that one is drawn again.
        if let oldMarked, oldMarked != markedRange {
            forget(paragraph(containing: min(oldMarked.location, max(0, text.length))))
        }
        // Under a line limit, the lines an edit adds or removes move every later paragraph
        // across the limit.
        if lineLimit > 0 { invalidateAll() }
    }

    /// Draws the marked text underlined: the paragraphs holding the old and new marking are
    /// laid out again.
    func setMarkedRange(_ range: NSRange?) {
        guard range != markedRange else { return }
        for marked in [markedRange, range].compactMap({ $0 }) where marked.location <= text.length {
            forget(paragraph(containing: marked.location))
        }
        markedRange = range
    }

    // MARK: Finding paragraphs

    /// The paragraph holding `offset` (the last one for the end of the text).
    func paragraph(containing offset: Int) -> Int {
        lengths.index(containing: max(0, offset))
    }

    /// The paragraph at `y` (the first above the text, the last below it).
    func paragraph(atY y: CGFloat) -> Int {
        heights.index(containing: max(0, y))
    }

    /// Where paragraph `index` starts in the text.
    func start(ofParagraph index: Int) -> Int { lengths.prefixSum(index) }

    /// The top of paragraph `index`.
    func top(ofParagraph index: Int) -> CGFloat { heights.prefixSum(index) }

    /// The paragraph's text without its separator, as a UTF-16 range of the whole text.
    func contentRange(ofParagraph index: Int) -> NSRange {
        let start = start(ofParagraph: index)
        return NSRange(location: start, length: lengths[index] - separatorLength(ofParagraph: index, start: start))
    }

    // MARK: Laying out

    /// The layout of paragraph `index`, made now if it has none (nil for an empty
    /// paragraph, which is one line of its font tall). Its height becomes measured.
    @discardableResult
    func layout(ofParagraph index: Int) -> TextLayout? {
        if let layout = layouts[index] { return layout }
        let allotted = allottedLines(ofParagraph: index)
        guard allotted != 0 else { return nil }
        let content = contentRange(ofParagraph: index)
        guard content.length > 0 else {
            if !measured[index] {
                heights.set(emptyLineHeight(at: content.location), at: index)
                measured[index] = true
            }
            return nil
        }
        let built = buildLayout(of: content, lines: allotted)
        paragraphLayoutsBuilt += 1
        layouts[index] = built
        laidOut.insert(index)
        heights.set(built.usedRect.height, at: index)
        measured[index] = true
        return built
    }

    /// Lays out the paragraphs from `minY` to `maxY` and answers them with their tops (as
    /// they are after laying out); paragraphs laid out before but now further than `keep`
    /// paragraphs from that band drop their layouts.
    func layOutParagraphs(from minY: CGFloat, to maxY: CGFloat, keep: Int = 8) -> [(index: Int, top: CGFloat)] {
        if lineLimit > 0, allotments == nil { allotLines() }
        var result: [(Int, CGFloat)] = []
        var index = paragraph(atY: minY)
        var top = top(ofParagraph: index)
        while index < paragraphCount {
            // Past a line limit every paragraph is hidden: nothing more to lay out.
            if let allotments, allotments[index] == 0 { break }
            layout(ofParagraph: index)
            result.append((index, top))
            top += heights[index]
            index += 1
            if top >= maxY { break }
        }
        if let firstShown = result.first?.0, let lastShown = result.last?.0 {
            let far = laidOut.filter { $0 < firstShown - keep || $0 > lastShown + keep }
            for index in far { forget(index) }
        }
        return result
    }

    /// The font's line height at `offset`: the height of an empty paragraph there.
    func emptyLineHeight(at offset: Int) -> CGFloat {
        let font = (text.attributes(at: min(offset, max(0, text.length - 1)))[.font] as? UIFont)
            ?? (text.typingAttributes(at: offset)[.font] as? UIFont)
        return font?.lineHeight ?? UIFont.systemFont(ofSize: UIFont.systemFontSize).lineHeight
    }

    /// Resets the count of layouts built.
    func resetLayoutCount() { paragraphLayoutsBuilt = 0 }

    // MARK: The line limit

    /// The lines paragraph `index` may use: nil without a line limit, 0 past it.
    private func allottedLines(ofParagraph index: Int) -> Int? {
        guard lineLimit > 0 else { return nil }
        if allotments == nil { allotLines() }
        return allotments?[index]
    }

    /// Shares the container's lines out from the first paragraph down, laying each
    /// paragraph out with the lines left (so the last one shown ends in the container's
    /// line break mode when it is cut); the paragraphs past the limit become 0 points tall
    /// and are never laid out. The work is bounded by the limit, plus one pass over the
    /// paragraphs' heights (limited text views are short).
    private func allotLines() {
        allotments = Array(repeating: 0, count: paragraphCount)
        var remaining = lineLimit
        for index in 0..<paragraphCount {
            forget(index)
            guard remaining > 0 else {
                heights.set(0, at: index)
                measured[index] = true
                continue
            }
            allotments?[index] = remaining
            remaining -= layout(ofParagraph: index)?.lines.count ?? 1
        }
    }

    // MARK: Private

    private func forget(_ index: Int) {
        guard index < layouts.count else { return }
        if layouts[index] != nil {
            layouts[index] = nil
            laidOut.remove(index)
        }
        measured[index] = false
    }

    private func separatorLength(ofParagraph index: Int, start: Int) -> Int {
        let length = lengths[index]
        guard length > 0, index < paragraphCount - 1 else { return 0 }
        let units = text.units
        let end = start + length
        if units[end - 1] == 0x0A, length >= 2, units[end - 2] == 0x0D { return 2 }
        return 1
    }

    /// The links of paragraph `index`, in the whole text's offsets (none without a
    /// `linkStyle`).
    func links(inParagraph index: Int) -> [TextLinkDetector.Link] {
        guard let linkStyle else { return [] }
        let content = contentRange(ofParagraph: index)
        guard content.length > 0 else { return [] }
        return linkStyle.detector.links(in: text.slice(content)).map { link in
            var shifted = link
            shifted.range.location += content.location
            return shifted
        }
    }

    /// The paragraph text in `content` (part of the whole text), with its runs, its links in
    /// the link attributes and the marked text underlined, laid out at the line width — in
    /// at most `lines` lines, the last one in the container's line break mode, when the
    /// container limits them.
    private func buildLayout(of content: NSRange, lines: Int?) -> TextLayout {
        var slice = text.slice(content)
        if let linkStyle {
            for link in linkStyle.detector.links(in: slice) { slice.addAttributes(linkStyle.attributes, range: link.range) }
        }
        if let marked = markedRange {
            let lower = max(marked.location, content.location), upper = min(marked.location + marked.length, content.location + content.length)
            if lower < upper {
                slice.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue],
                                    range: NSRange(location: lower - content.location, length: upper - lower))
            }
        }
        var attributed = AttributedText(string: slice.string, attributes: nil)
        var location = 0
        attributed.runs = slice.runs.map { run in
            defer { location += run.length }
            return AttributedText.Run(range: location..<(location + run.length), style: TextRunStyle(run.attributes))
        }
        var container = TextContainer(width: lineWidth)
        if let lines {
            container.maximumNumberOfLines = lines
            container.lineBreakMode = lastLineBreakMode
        }
        return TextLayout.makeUncached(attributed, in: container)
    }

    /// A paragraph's height before it is laid out: its characters at an average width of
    /// 0.42 line heights (about half the font size), wrapped at the line width, each line
    /// `lineHeight` tall.
    private func estimatedHeight(length: Int, lineHeight: CGFloat) -> CGFloat {
        guard let lineWidth, lineWidth > 0 else { return lineHeight }
        let lines = max(1, (CGFloat(length) * lineHeight * 0.42 / lineWidth).rounded(.up))
        return lines * lineHeight
    }

    /// The lengths of the paragraphs in `units`, each with its separator; the text after the
    /// last separator is a paragraph when `atEnd` (the end of the whole text), even empty.
    private static func paragraphLengths(in units: ArraySlice<UTF16.CodeUnit>, atEnd: Bool) -> [Int] {
        var result: [Int] = []
        var length = 0
        var previousWasCR = false
        for unit in units {
            if unit == 0x0A, previousWasCR {
                result[result.count - 1] += 1
                previousWasCR = false
                continue
            }
            length += 1
            previousWasCR = unit == 0x0D
            if unit == 0x0A || unit == 0x0D || unit == 0x2029 {
                result.append(length)
                length = 0
            }
        }
        if atEnd || length > 0 { result.append(length) }
        return result.isEmpty ? [0] : result
    }
}
