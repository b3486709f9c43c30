import CoreGraphics
import Foundation

/// The selection rectangles the built-in text objects return.
final class TextSelectionRectValue: UITextSelectionRect {
    private let rectValue: CGRect
    private let holdsStart: Bool
    private let holdsEnd: Bool

    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        rectValue = rect
        holdsStart = containsStart
        holdsEnd = containsEnd
        super.init()
    }

    override var rect: CGRect { rectValue }
    override var writingDirection: NSWritingDirection { .leftToRight }
    override var containsStart: Bool { holdsStart }
    override var containsEnd: Bool { holdsEnd }
}
