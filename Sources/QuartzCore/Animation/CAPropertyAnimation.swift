import Foundation

/// An animation of one layer property, named by a key path (`"opacity"`, `"position.x"`,
/// `"transform.rotation.z"`…).
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property, relative to the layer. Paths the layer does
    /// not animate leave the animation without effect.
    open var keyPath: String?
    /// Whether the animated value is added to the property's current value (model value
    /// and earlier animations) instead of replacing it. Transforms are concatenated.
    open var isAdditive = false
    /// Whether each repeat builds on the previous pass's final value.
    open var isCumulative = false
    /// A function turning the animated numbers into a transform (for `transform` and
    /// `sublayerTransform`): a rotation through any angle, a scale, a translation.
    open var valueFunction: CAValueFunction?

    /// An animation of the property at `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAPropertyAnimation
        copy.keyPath = keyPath
        copy.isAdditive = isAdditive
        copy.isCumulative = isCumulative
        copy.valueFunction = valueFunction
        return copy
    }
}

/// A function that turns one or three animated numbers into a transform, so that a
/// transform animates through the numbers (a rotation of 2π turns once) rather than
/// between matrices.
open class CAValueFunction: NSObject {
    /// Which function this is.
    open private(set) var name: CAValueFunctionName

    /// The function named `name`; nil for names Core Animation does not define.
    public init?(name: CAValueFunctionName) {
        guard CAValueFunctionName.all.contains(name) else { return nil }
        self.name = name
        super.init()
    }
}

/// The names of the value functions.
public struct CAValueFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A rotation about the x axis by one number (radians).
    public static let rotateX = CAValueFunctionName(rawValue: "rotateX")
    /// A rotation about the y axis by one number (radians).
    public static let rotateY = CAValueFunctionName(rawValue: "rotateY")
    /// A rotation about the z axis by one number (radians).
    public static let rotateZ = CAValueFunctionName(rawValue: "rotateZ")
    /// A scale by three numbers (x, y, z).
    public static let scale = CAValueFunctionName(rawValue: "scale")
    /// A scale of x by one number.
    public static let scaleX = CAValueFunctionName(rawValue: "scaleX")
    /// A scale of y by one number.
    public static let scaleY = CAValueFunctionName(rawValue: "scaleY")
    /// A scale of z by one number.
    public static let scaleZ = CAValueFunctionName(rawValue: "scaleZ")
    /// A translation by three numbers (x, y, z).
    public static let translate = CAValueFunctionName(rawValue: "translate")
    /// A translation along x by one number.
    public static let translateX = CAValueFunctionName(rawValue: "translateX")
    /// A translation along y by one number.
    public static let translateY = CAValueFunctionName(rawValue: "translateY")
    /// A translation along z by one number.
    public static let translateZ = CAValueFunctionName(rawValue: "translateZ")

    static let all: Set<CAValueFunctionName> = [.rotateX, .rotateY, .rotateZ, .scale, .scaleX, .scaleY, .scaleZ,
                                                .translate, .translateX, .translateY, .translateZ]
}
