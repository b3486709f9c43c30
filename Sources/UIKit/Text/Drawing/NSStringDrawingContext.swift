import Foundation

/// How string drawing may shrink text to fit, and what it did.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
    /// The smallest font scale (0…1) drawing may use to fit the text in the rectangle;
    /// 0 (the default) never shrinks.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale the last drawing or measuring call used.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text the last call drew or measured.
    open internal(set) var totalBounds: CGRect = .zero

    public override init() { super.init() }
}
