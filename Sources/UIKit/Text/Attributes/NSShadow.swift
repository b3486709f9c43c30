import Foundation

/// A shadow attribute for text: offset, blur radius and colour.
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
    /// The shadow's offset in points; (0, −3) by default, as in UIKit (positive heights
    /// go down in UIKit's coordinates).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius in points; 0 (a sharp shadow) by default.
    open var shadowBlurRadius: CGFloat = 0
    /// A `UIColor`; nil means black at one-third opacity.
    open var shadowColor: Any?

    public override init() { super.init() }

    public func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSShadow()
        copy.shadowOffset = shadowOffset
        copy.shadowBlurRadius = shadowBlurRadius
        copy.shadowColor = shadowColor
        return copy
    }

    /// The colour the shadow is drawn in.
    var resolvedColor: CGColor {
        (shadowColor as? UIColor)?.cgColor ?? CGColor(gray: 0, alpha: 1.0 / 3.0)
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSShadow else { return false }
        return shadowOffset == other.shadowOffset && shadowBlurRadius == other.shadowBlurRadius
            && resolvedColor == other.resolvedColor
    }

    open override var hash: Int { shadowBlurRadius.hashValue ^ resolvedColor.hashValue }
}
