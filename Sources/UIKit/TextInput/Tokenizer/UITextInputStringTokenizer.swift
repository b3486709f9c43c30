import CoreGraphics
import Foundation

/// The tokenizer of plain text: finds characters (what a reader sees as one: combining
/// sequences, flags and emoji families are one), words and sentences (Unicode text
/// segmentation, UAX #29), paragraphs (between line breaks), lines (from the text object's
/// caret geometry) and the whole document, in the text of any `UITextInput`, through that
/// protocol's positions. `UITextField` uses one; a text object of your own can too.
@preconcurrency @MainActor
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// The text object, held weakly (it usually holds its tokenizer).
    private weak var textInput: (UIResponder & UITextInput)?

    /// A tokenizer of the text of `textInput`.
    public init(textInput: UIResponder & UITextInput) {
        self.textInput = textInput
        super.init()
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (text, offset) = locate(position),
              let unit = units(of: granularity, near: offset, in: text).first(where: { unit in
                  direction.isForward ? unit.lowerBound <= offset && offset < unit.upperBound
                                      : unit.lowerBound < offset && offset <= unit.upperBound
              }) else { return nil }
        return range(unit)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (text, offset) = locate(position) else { return false }
        return units(of: granularity, near: offset, in: text).contains { unit in
            direction.isForward ? unit.upperBound == offset : unit.lowerBound == offset
        }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (text, offset) = locate(position) else { return nil }
        let length = text.utf16.count
        // Look in the paragraph of the position, then the paragraphs beyond it.
        var probe = offset
        while true {
            let units = units(of: granularity, near: probe, in: text)
            let found = direction.isForward
                ? units.map(\.upperBound).filter { $0 > offset }.min()
                : units.map(\.lowerBound).filter { $0 < offset }.max()
            if let found { return self.position(at: found) }
            let paragraph = TextBoundaries.paragraph(containing: probe, in: text)
            if direction.isForward {
                guard paragraph.upperBound < length else { return nil }
                probe = paragraph.upperBound + 1
            } else {
                guard paragraph.lowerBound > 0 else { return nil }
                probe = paragraph.lowerBound - 1
            }
        }
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        rangeEnclosingPosition(position, with: granularity, inDirection: direction) != nil
    }

    // MARK: Units

    /// The text object's text and `position`'s offset in it, or nil for a position it does
    /// not know.
    private func locate(_ position: UITextPosition) -> (String, Int)? {
        guard let textInput,
              let whole = textInput.textRange(from: textInput.beginningOfDocument, to: textInput.endOfDocument),
              let text = textInput.text(in: whole) else { return nil }
        let offset = textInput.offset(from: textInput.beginningOfDocument, to: position)
        guard offset >= 0, offset <= text.utf16.count else { return nil }
        return (text, offset)
    }

    /// The units of `granularity` around `offset`, in order, as UTF-16 ranges.
    private func units(of granularity: UITextGranularity, near offset: Int, in text: String) -> [Range<Int>] {
        switch granularity {
        case .character:
            var units: [Range<Int>] = []
            if let before = TextBoundaries.characterBoundary(before: offset, in: text) {
                units.append(before..<TextBoundaries.characterBoundary(atOrBefore: offset, in: text))
            }
            let start = TextBoundaries.characterBoundary(atOrBefore: offset, in: text)
            if let after = TextBoundaries.characterBoundary(after: start, in: text) { units.append(start..<after) }
            return units
        case .word:
            return TextBoundaries.words(near: offset, in: text)
        case .sentence:
            return TextBoundaries.sentences(near: offset, in: text)
        case .paragraph:
            return [TextBoundaries.paragraph(containing: offset, in: text)]
        case .line:
            return lineUnits(near: offset, in: text)
        case .document:
            return [0..<text.utf16.count]
        }
    }

    /// The line holding `offset`, from the text object's geometry: the positions nearest
    /// the far left and far right of the caret's line.
    private func lineUnits(near offset: Int, in text: String) -> [Range<Int>] {
        guard let textInput, let position = position(at: offset) else { return [] }
        let caret = textInput.caretRect(for: position)
        let far = CGFloat(1_000_000)
        guard let start = textInput.closestPosition(to: CGPoint(x: -far, y: caret.midY)),
              let end = textInput.closestPosition(to: CGPoint(x: far, y: caret.midY)) else { return [] }
        let lower = textInput.offset(from: textInput.beginningOfDocument, to: start)
        let upper = textInput.offset(from: textInput.beginningOfDocument, to: end)
        return lower <= upper ? [lower..<upper] : []
    }

    private func position(at offset: Int) -> UITextPosition? {
        guard let textInput else { return nil }
        return textInput.position(from: textInput.beginningOfDocument, offset: offset)
    }

    private func range(_ unit: Range<Int>) -> UITextRange? {
        guard let textInput, let start = position(at: unit.lowerBound), let end = position(at: unit.upperBound) else {
            return nil
        }
        return textInput.textRange(from: start, to: end)
    }
}
