import CoreGraphics
import Foundation

/// Where a text view's text is, for the caret, the selection and hit testing: each
/// paragraph answers through a `TextInputGeometry` of its own layout (laid out on demand)
/// placed at the paragraph's top; the text view's coordinates are the container's moved by
/// `origin` (the text container inset).
@MainActor
struct TextViewGeometry: TextGeometry {
    let layout: TextViewLayout
    /// Where the text container's top left corner lies in the text view.
    let origin: CGPoint
    /// The paragraphs laid out near the viewport: selection rectangles are found for these
    /// (and the paragraphs holding the selection's ends), so selecting a whole long
    /// document does not lay all of it out.
    let band: ClosedRange<Int>?

    /// The geometry of paragraph `index`, in the text view's coordinates, with offsets local
    /// to the paragraph.
    private func paragraphGeometry(_ index: Int) -> (geometry: TextInputGeometry, start: Int, length: Int) {
        let content = layout.contentRange(ofParagraph: index)
        let paragraphLayout = layout.layout(ofParagraph: index)
        let top = origin.y + layout.top(ofParagraph: index)
        let x = origin.x + layout.padding
        let emptyCaret = CGRect(x: x, y: top, width: TextInputGeometry.caretWidth, height: layout.emptyLineHeight(at: content.location))
        let text = paragraphLayout == nil ? "" : layout.text.substring(content)
        return (TextInputGeometry(layout: paragraphLayout, origin: CGPoint(x: x, y: top), emptyCaret: emptyCaret,
                                  mapping: .identity, text: text), content.location, content.length)
    }

    func caretRect(at offset: Int) -> CGRect {
        let index = layout.paragraph(containing: offset)
        let paragraph = paragraphGeometry(index)
        return paragraph.geometry.caretRect(at: min(max(0, offset - paragraph.start), paragraph.length))
    }

    func selectionRects(for range: NSRange) -> [(rect: CGRect, containsStart: Bool, containsEnd: Bool)] {
        let end = range.location + range.length
        let first = layout.paragraph(containing: range.location)
        let last = layout.paragraph(containing: end)
        guard range.length > 0 else {
            return paragraphGeometry(first).geometry.selectionRects(for: NSRange(location: range.location - layout.start(ofParagraph: first), length: 0))
        }
        var indexes = [first]
        if let band, first + 1 < last {
            let lower = max(first + 1, band.lowerBound), upper = min(last - 1, band.upperBound)
            if lower <= upper { indexes += Array(lower...upper) }
        } else if first + 1 < last {
            indexes += Array((first + 1)..<last)
        }
        if last != first { indexes.append(last) }
        var rects: [(rect: CGRect, containsStart: Bool, containsEnd: Bool)] = []
        for index in indexes {
            let paragraph = paragraphGeometry(index)
            let lower = max(range.location, paragraph.start) - paragraph.start
            let upper = min(end, paragraph.start + paragraph.length) - paragraph.start
            guard upper >= lower else { continue }
            // A paragraph selected through its end (its separator) shows at least a sliver.
            let local = NSRange(location: lower, length: upper - lower)
            var pieces = paragraph.geometry.selectionRects(for: local)
            if local.length == 0, !pieces.isEmpty { pieces[0].rect.size.width = max(pieces[0].rect.width, 4) }
            for piece in pieces {
                rects.append((piece.rect, index == first && piece.containsStart, index == last && piece.containsEnd))
            }
        }
        return rects
    }

    func closestOffset(to point: CGPoint) -> Int {
        let index = layout.paragraph(atY: point.y - origin.y)
        let paragraph = paragraphGeometry(index)
        return paragraph.start + min(paragraph.geometry.closestOffset(to: point), paragraph.length)
    }

    func characterRange(at point: CGPoint) -> NSRange? {
        let index = layout.paragraph(atY: point.y - origin.y)
        let paragraph = paragraphGeometry(index)
        guard let local = paragraph.geometry.characterRange(at: point) else { return nil }
        return NSRange(location: paragraph.start + local.location, length: local.length)
    }

    /// Moves line by line: within a paragraph by its layout's lines, across paragraphs to
    /// the last line of the one above or the first line of the one below, at the same x.
    func offset(from offset: Int, movingLines lines: Int) -> Int? {
        var current = offset
        let x = caretRect(at: offset).minX
        for _ in 0..<lines.magnitude {
            let index = layout.paragraph(containing: current)
            let paragraph = paragraphGeometry(index)
            let local = min(max(0, current - paragraph.start), paragraph.length)
            if paragraph.geometry.layout != nil, let moved = paragraph.geometry.offset(from: local, movingLines: lines > 0 ? 1 : -1) {
                current = paragraph.start + moved
                continue
            }
            let next = lines > 0 ? index + 1 : index - 1
            guard next >= 0, next < layout.paragraphCount else { return nil }
            let target = paragraphGeometry(next)
            let caret = lines > 0 ? target.geometry.caretRect(at: 0) : target.geometry.caretRect(at: target.length)
            current = target.start + min(target.geometry.closestOffset(to: CGPoint(x: x, y: caret.midY)), target.length)
        }
        if lines != 0, current != offset {
            // Keep the original x: find the position on the final line nearest it.
            let caret = caretRect(at: current)
            return closestOffset(to: CGPoint(x: x, y: caret.midY))
        }
        return current
    }
}
