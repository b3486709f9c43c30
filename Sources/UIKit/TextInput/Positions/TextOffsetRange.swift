import Foundation

/// The ranges the built-in text objects hand out: two offsets into their text in UTF-16
/// code units, start never after end.
final class TextOffsetRange: UITextRange {
    let range: NSRange

    init(_ range: NSRange) {
        self.range = range
        super.init()
    }

    convenience init(from start: Int, to end: Int) {
        self.init(NSRange(location: min(start, end), length: abs(end - start)))
    }

    override var start: UITextPosition { TextOffsetPosition(range.location) }
    override var end: UITextPosition { TextOffsetPosition(range.location + range.length) }
    override var isEmpty: Bool { range.length == 0 }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetRange)?.range == range
    }

    override var hash: Int { range.location &* 31 &+ range.length }

    override var description: String { "<TextOffsetRange \(range.location)..<\(range.location + range.length)>" }
}
