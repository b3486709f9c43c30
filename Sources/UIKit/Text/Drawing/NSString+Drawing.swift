import Foundation

// UIKit's NSStringDrawing methods on NSString. Sizes are fractional: round them up
// (`ceil`) to size views. Without a font attribute the system font at 12 points is used
// (Apple uses Helvetica 12); without a colour, black.
extension NSString {
    /// Draws the string with its bounding box's top left at `point`, in the current
    /// graphics context. Lines break only at line breaks.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped to `rect`'s width from its top left; lines that do not fit
    /// the height are not drawn.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as String).draw(in: rect, withAttributes: attrs)
    }

    /// Draws the string in `rect` with the given options (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        (self as String).draw(with: rect, options: options, attributes: attributes, context: context)
    }

    /// The size the string takes when drawn with `draw(at:withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        (self as String).size(withAttributes: attrs)
    }

    /// The rectangle the string takes when drawn in a rectangle of `size` with `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        (self as String).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

// The same methods on String, as Swift code calls them through Foundation's bridging.
extension String {
    /// Draws the string with its bounding box's top left at `point`, in the current
    /// graphics context. Lines break only at line breaks.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(AttributedText(string: self, attributes: attrs),
                           in: CGRect(origin: point, size: .zero), options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string wrapped to `rect`'s width from its top left; lines that do not fit
    /// the height are not drawn.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(AttributedText(string: self, attributes: attrs), in: rect,
                           options: .usesLineFragmentOrigin, context: nil)
    }

    /// Draws the string in `rect` with the given options (see `NSStringDrawingOptions`).
    public func draw(with rect: CGRect, options: NSStringDrawingOptions = [],
                     attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) {
        StringDrawing.draw(AttributedText(string: self, attributes: attributes), in: rect, options: options, context: context)
    }

    /// The size the string takes when drawn with `draw(at:withAttributes:)`.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringDrawing.boundingRect(AttributedText(string: self, attributes: attrs), size: .zero,
                                   options: .usesLineFragmentOrigin, context: nil).size
    }

    /// The rectangle the string takes when drawn in a rectangle of `size` with `options`.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        StringDrawing.boundingRect(AttributedText(string: self, attributes: attributes), size: size,
                                   options: options, context: context)
    }
}
