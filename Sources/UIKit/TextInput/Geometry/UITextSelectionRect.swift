import CoreGraphics
import Foundation

/// One rectangle of a selection's highlight, with what it holds of the selection's ends.
///
/// This class is abstract, as in UIKit: `selectionRects(for:)` returns instances of a
/// subclass. Its properties answer a zero rectangle and no ends.
@preconcurrency @MainActor
open class UITextSelectionRect: NSObject {
    public override init() {
        super.init()
    }

    /// The rectangle, in the text input view's coordinates.
    open var rect: CGRect { .zero }
    /// The writing direction of the text it covers.
    open var writingDirection: NSWritingDirection { .natural }
    /// Whether it holds the start of the selection.
    open var containsStart: Bool { false }
    /// Whether it holds the end of the selection.
    open var containsEnd: Bool { false }
    /// Whether the text it covers runs vertically.
    open var isVertical: Bool { false }
    /// The transform of the text it covers.
    open var transform: CGAffineTransform { .identity }
}
