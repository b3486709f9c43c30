import Foundation

/// The positions the built-in text objects hand out: an offset into their text in UTF-16
/// code units (what `NSRange` counts). Two positions at the same offset are equal.
final class TextOffsetPosition: UITextPosition {
    let offset: Int

    init(_ offset: Int) {
        self.offset = offset
        super.init()
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetPosition)?.offset == offset
    }

    override var hash: Int { offset.hashValue }

    override var description: String { "<TextOffsetPosition \(offset)>" }
}
