import Foundation

/// A position in the text of a text object, such as an insertion point.
///
/// Positions are opaque: only the text object that made one knows where it is, and the
/// `UITextInput` methods compare and move them. The positions of `UITextField` count
/// UTF-16 code units from the start of the text, as `NSRange` does. A text object of your
/// own subclasses this class to carry whatever locates a place in its text.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    public override init() {
        super.init()
    }
}
