import Foundation

/// An animation of a whole layer from how it looked when the transition was added to how
/// it looks now: a cross-fade, or the new look moving in, pushing the old one out, or the
/// old one sliding away to reveal it.
///
/// The old look is captured when the transition is added (add it before changing the
/// layer, in the same transaction, as usual); the new look is the layer as it is drawn
/// each frame. Sliding looks are confined to the layer's bounds.
open class CATransition: CAAnimation {
    /// The kind of transition. Default `.fade`.
    open var type: CATransitionType = .fade
    /// The direction the new look comes from, for the moving kinds. Nil: from the left.
    open var subtype: CATransitionSubtype?
    /// Where in the transition to start, 0…1. Default 0.
    open var startProgress: Float = 0
    /// Where in the transition to end, 0…1 (at least `startProgress`). Default 1.
    open var endProgress: Float = 1
    /// A Core Image filter (macOS only): ignored.
    open var filter: Any?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CATransition
        copy.type = type
        copy.subtype = subtype
        copy.startProgress = startProgress
        copy.endProgress = endProgress
        copy.filter = filter
        return copy
    }
}

/// The kinds of transition.
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The old look fades out as the new one fades in.
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new look slides in over the old one.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new look slides in, pushing the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old look slides out, revealing the new one beneath.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction a transition's movement comes from, in the layer's (UIKit's y-down)
/// coordinates.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

extension CATransitionType {
    /// A flip of the layer in perspective (Apple's private type, which UIKit's flip
    /// transitions use): the subtype's edge comes forwards; the old look shows on the
    /// front, the new one on the back.
    package static let flip = CATransitionType(rawValue: "oglFlip")
    /// The old look curling up from the bottom like a page, revealing the new one
    /// (Apple's private type behind UIKit's curl up); drawn as a flat fold.
    package static let pageCurl = CATransitionType(rawValue: "pageCurl")
    /// The new look curling down over the old one (UIKit's curl down); drawn as a flat fold.
    package static let pageUnCurl = CATransitionType(rawValue: "pageUnCurl")
}
