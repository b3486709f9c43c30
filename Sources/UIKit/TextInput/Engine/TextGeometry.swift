import CoreGraphics
import Foundation

/// Where a text object's text is on screen, as the caret, the selection display, the
/// gestures and `UITextInput`'s geometry ask: a text field answers from its one line
/// (`TextInputGeometry`), a text view from the paragraphs its viewport layout has laid out
/// (`TextViewGeometry`). Offsets are UTF-16 code units of the whole text; rectangles and
/// points are in the text input view's coordinates.
@MainActor
protocol TextGeometry {
    /// The caret for an insertion point at `offset`.
    func caretRect(at offset: Int) -> CGRect
    /// The rectangles covering `range`, one per line it spans.
    func selectionRects(for range: NSRange) -> [(rect: CGRect, containsStart: Bool, containsEnd: Bool)]
    /// The character boundary nearest `point`.
    func closestOffset(to point: CGPoint) -> Int
    /// The character under `point`; nil without text.
    func characterRange(at point: CGPoint) -> NSRange?
    /// The offset `lines` lines above (negative) or below `offset`, at the same x; nil past
    /// the first or last line.
    func offset(from offset: Int, movingLines lines: Int) -> Int?
}

extension TextInputGeometry: TextGeometry {}
