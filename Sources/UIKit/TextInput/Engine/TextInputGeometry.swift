import CoreGraphics
import Foundation

/// Where a text object's text is on screen, for the caret, the selection and hit testing:
/// the engine's layout of the text shown, where that layout's origin lies in the text
/// input view, and how offsets map to what is shown. Made by the text object from its
/// current layout; everything is in the text input view's coordinates.
struct TextInputGeometry {
    /// The layout of the text shown; nil when there is no text (the caret then stands at
    /// `emptyCaret`).
    var layout: TextLayout?
    /// Where the layout's top left corner lies.
    var origin: CGPoint
    /// The caret of empty text.
    var emptyCaret: CGRect
    var mapping: TextDisplayMapping
    /// The text itself, to keep hit testing on character boundaries.
    var text: String
    /// The caret's width (UIKit's is 2 points).
    static let caretWidth: CGFloat = 2

    /// The caret for an insertion point at `offset`: as tall as the line, `caretWidth` wide,
    /// starting where the character at `offset` starts.
    func caretRect(at offset: Int) -> CGRect {
        guard let layout, let line = layout.caretRect(forCharacterAt: mapping.displayOffset(offset)) else {
            return emptyCaret
        }
        return CGRect(x: origin.x + line.minX, y: origin.y + line.minY, width: Self.caretWidth, height: line.height)
    }

    /// The x of the insertion point at `offset`.
    private func insertionX(at offset: Int) -> CGFloat { caretRect(at: offset).minX }

    /// The rectangles covering `range`, one per line it spans.
    func selectionRects(for range: NSRange) -> [(rect: CGRect, containsStart: Bool, containsEnd: Bool)] {
        guard let layout, range.length > 0 else {
            let caret = caretRect(at: range.location)
            return [(CGRect(x: caret.minX, y: caret.minY, width: 0, height: caret.height), true, true)]
        }
        let start = mapping.displayOffset(range.location), end = mapping.displayOffset(range.location + range.length)
        var rects: [(CGRect, Bool, Bool)] = []
        for (index, line) in layout.lines.enumerated() {
            let lineStart = line.characterRange.location, lineEnd = lineStart + line.characterRange.length
            let isLast = index == layout.lines.count - 1
            guard start <= lineEnd, end >= lineStart, start < lineEnd || (isLast && start == lineEnd) || start == end else {
                continue
            }
            let holdsStart = start >= lineStart && (start < lineEnd || isLast)
            let holdsEnd = end <= lineEnd && end >= lineStart
            let x0 = holdsStart ? (layout.caretRect(forCharacterAt: start)?.minX ?? line.usedRect.minX) : line.usedRect.minX
            let x1 = holdsEnd ? (layout.caretRect(forCharacterAt: end)?.minX ?? line.usedRect.maxX) : line.usedRect.maxX
            let rect = CGRect(x: origin.x + min(x0, x1), y: origin.y + line.rect.minY, width: abs(x1 - x0), height: line.rect.height)
            rects.append((rect, holdsStart, holdsEnd))
        }
        return rects
    }

    /// The character boundary nearest `point`.
    func closestOffset(to point: CGPoint) -> Int {
        guard let layout, let shown = layout.characterIndex(at: CGPoint(x: point.x - origin.x, y: point.y - origin.y)) else {
            return 0
        }
        let offset = mapping.modelOffset(shown)
        return TextBoundaries.nearestCharacterBoundary(to: offset, in: text)
    }

    /// The character under `point`: the one after the nearest boundary when the point is
    /// right of it, else the one before; nil without text.
    func characterRange(at point: CGPoint) -> NSRange? {
        guard layout != nil, !text.isEmpty else { return nil }
        let boundary = closestOffset(to: point)
        if point.x >= insertionX(at: boundary), let next = TextBoundaries.characterBoundary(after: boundary, in: text) {
            return NSRange(location: boundary, length: next - boundary)
        }
        if let previous = TextBoundaries.characterBoundary(before: boundary, in: text) {
            return NSRange(location: previous, length: boundary - previous)
        }
        guard let next = TextBoundaries.characterBoundary(after: boundary, in: text) else { return nil }
        return NSRange(location: boundary, length: next - boundary)
    }

    /// The offset `lines` lines above (negative) or below `offset`, at the same x; nil past
    /// the first or last line.
    func offset(from offset: Int, movingLines lines: Int) -> Int? {
        guard let layout, !layout.lines.isEmpty else { return lines == 0 ? offset : nil }
        let shown = mapping.displayOffset(offset)
        let current = layout.lines.lastIndex { $0.characterRange.location <= shown } ?? 0
        let target = current + lines
        guard layout.lines.indices.contains(target) else { return nil }
        let caret = caretRect(at: offset)
        let line = layout.lines[target]
        return closestOffset(to: CGPoint(x: caret.minX, y: origin.y + line.rect.midY))
    }
}
