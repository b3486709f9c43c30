import Foundation

// UIKit's NSStringDrawing methods on attributed strings.
extension NSAttributedString {
    /// Draws the text with its bounding box's top left at `point`, in the current graphics
    /// context. Lines break only at line breaks.
    public func draw(at point: CGPoint) {
        StringDrawing.draw(AttributedText(self), in: CGRect(origin: point, size: .zero),
                           options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text wrapped to `rect`'s width from its top left; lines that do not fit
    /// the height are not drawn.
    public func draw(in rect: CGRect) {
        StringDrawing.draw(AttributedText(self), in: rect, options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the text in `rect` with the given options (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?) {
        StringDrawing.draw(AttributedText(self), in: rect, options: options, context: context)
    }

    /// The size the text takes when drawn with `draw(at:)`.
    public func size() -> CGSize {
        StringDrawing.boundingRect(AttributedText(self), size: .zero, options: .usesLineFragmentOrigin, context: nil).size
    }

    /// The rectangle the text takes when drawn in a rectangle of `size` with `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(AttributedText(self), size: size, options: options, context: context)
    }
}
