import Foundation

/// A range of characters in the text of a text object: from `start` up to `end`.
///
/// This class is abstract, as in UIKit: a text object returns ranges of a subclass of its
/// own that overrides `start` and `end` (the ranges `UITextField` makes count UTF-16 code
/// units, as `NSRange` does).
@preconcurrency @MainActor
open class UITextRange: NSObject {
    public override init() {
        super.init()
    }

    /// Whether the range holds no characters: its start and end are the same position.
    open var isEmpty: Bool { start.isEqual(end) }

    /// Where the range begins. A subclass must override it.
    open var start: UITextPosition {
        preconditionFailure("UITextRange.start: UITextRange is abstract; return ranges of a subclass that overrides start and end")
    }

    /// Where the range ends. A subclass must override it.
    open var end: UITextPosition {
        preconditionFailure("UITextRange.end: UITextRange is abstract; return ranges of a subclass that overrides start and end")
    }
}
