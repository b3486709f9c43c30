import CoreGraphics
import Foundation

// UITextInput's positions, ranges and geometry for the built-in text objects, on their
// engine and geometry: positions are `TextOffsetPosition`s (UTF-16 offsets), ranges
// `TextOffsetRange`s, rectangles in the object's coordinates.
extension TextInteractionHost {
    // MARK: Ranges and positions

    func replaceText(in range: UITextRange, with text: String) {
        guard let range = range as? TextOffsetRange else { return }
        engine.replace(range.range, with: text, kind: .other, origin: .inputSystem)
    }

    func setSelectedTextRange(_ range: UITextRange?) {
        guard let range = range as? TextOffsetRange else { return }
        engine.select(range.range, origin: .program)
    }

    /// The offset of one of the field's positions, when it is in the text.
    func offset(of position: UITextPosition) -> Int? {
        guard let offset = (position as? TextOffsetPosition)?.offset, offset >= 0, offset <= engine.length else { return nil }
        return offset
    }

    func makeTextRange(from start: UITextPosition, to end: UITextPosition) -> UITextRange? {
        guard let a = offset(of: start), let b = offset(of: end) else { return nil }
        return TextOffsetRange(from: a, to: b)
    }

    func movedPosition(from position: UITextPosition, offset delta: Int) -> UITextPosition? {
        guard let start = offset(of: position) else { return nil }
        let (moved, overflow) = start.addingReportingOverflow(delta)
        guard !overflow, moved >= 0, moved <= engine.length else { return nil }
        return TextOffsetPosition(moved)
    }

    /// Left and right step by whole characters (the text runs left to right here); up and
    /// down by lines, nil past the first or last.
    func movedPosition(from position: UITextPosition, in direction: UITextLayoutDirection, offset steps: Int) -> UITextPosition? {
        guard var offset = offset(of: position) else { return nil }
        switch direction {
        case .left, .right:
            let forward = (direction == .right) == (steps >= 0)
            for _ in 0..<steps.magnitude {
                let next = forward ? engine.content.characterBoundary(after: offset)
                                   : engine.content.characterBoundary(before: offset)
                guard let next else { return nil }
                offset = next
            }
            return TextOffsetPosition(offset)
        case .up, .down:
            let lines = direction == .down ? steps : -steps
            return inputGeometry.offset(from: offset, movingLines: lines).map(TextOffsetPosition.init)
        }
    }

    func comparePositions(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        guard let x = (a as? TextOffsetPosition)?.offset, let y = (b as? TextOffsetPosition)?.offset else { return .orderedSame }
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    func distance(from a: UITextPosition, to b: UITextPosition) -> Int {
        guard let x = (a as? TextOffsetPosition)?.offset, let y = (b as? TextOffsetPosition)?.offset else { return 0 }
        return y - x
    }

    func farthestPosition(within range: UITextRange, in direction: UITextLayoutDirection) -> UITextPosition? {
        guard let range = range as? TextOffsetRange else { return nil }
        switch direction {
        case .right, .down: return range.end
        case .left, .up: return range.start
        }
    }

    func extendedRange(from position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard let other = movedPosition(from: position, in: direction, offset: 1) else { return nil }
        return makeTextRange(from: position, to: other)
    }

    // MARK: Geometry

    func caretRectangle(for position: UITextPosition) -> CGRect {
        guard let offset = offset(of: position) else { return .zero }
        return inputGeometry.caretRect(at: offset)
    }

    func selectionRectangles(for range: UITextRange) -> [UITextSelectionRect] {
        guard let range = range as? TextOffsetRange else { return [] }
        return inputGeometry.selectionRects(for: range.range).map {
            TextSelectionRectValue(rect: $0.rect, containsStart: $0.containsStart, containsEnd: $0.containsEnd)
        }
    }

    func firstRectangle(for range: UITextRange) -> CGRect {
        guard let range = range as? TextOffsetRange else { return .null }
        return inputGeometry.selectionRects(for: range.range).first?.rect ?? .null
    }

    func nearestPosition(to point: CGPoint, within range: UITextRange?) -> UITextPosition? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var offset = inputGeometry.closestOffset(to: point)
        if let range = range as? TextOffsetRange {
            offset = max(range.range.location, min(offset, range.range.location + range.range.length))
        } else if range != nil {
            return nil
        }
        return TextOffsetPosition(offset)
    }

    func characterRangeUnder(_ point: CGPoint) -> UITextRange? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        return inputGeometry.characterRange(at: point).map(TextOffsetRange.init)
    }
}
