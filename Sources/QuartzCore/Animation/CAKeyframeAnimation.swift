import CoreGraphics
import Foundation

/// An animation of a property through a list of values (or, for a point property such
/// as `position`, along a path), each reached at its key time.
///
/// In `.cubic` and `.cubicPaced` modes the values are joined by a Kochanek–Bartels spline
/// (a Catmull–Rom spline with the default tension, continuity and bias); tangents assume
/// evenly spaced key times. Transforms, colours lists and paths between keyframes join
/// linearly in those modes.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values, of the property's type. Ignored when `path` is set.
    open var values: [Any]?
    /// For point properties: a path to follow. Each line and curve of the path is one
    /// keyframe segment; a move within the path jumps.
    open var path: CGPath?
    /// When each keyframe is reached, as fractions 0…1 of the duration, non-decreasing,
    /// from 0 to 1, one per value (one more than the values in `.discrete` mode). Invalid
    /// or missing key times space the keyframes evenly. Ignored in the paced modes.
    open var keyTimes: [NSNumber]?
    /// The pacing of each segment between keyframes (one fewer than the values); ignored in
    /// the paced modes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are calculated. Default `.linear`.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// The tension of the cubic spline at each keyframe (−1…1; 1 is tight).
    open var tensionValues: [NSNumber]?
    /// The continuity at each keyframe (−1…1; 0 is smooth).
    open var continuityValues: [NSNumber]?
    /// The bias at each keyframe (−1…1: towards the previous or the next keyframe).
    open var biasValues: [NSNumber]?
    /// Whether a layer moving along `path` turns to face its direction of travel (its
    /// transform is rotated about z): `.rotateAuto`, or `.rotateAutoReverse` facing
    /// backwards. Nil (the default): it does not turn.
    open var rotationMode: CAAnimationRotationMode?

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CAKeyframeAnimation
        copy.values = values
        copy.path = path
        copy.keyTimes = keyTimes
        copy.timingFunctions = timingFunctions
        copy.calculationMode = calculationMode
        copy.tensionValues = tensionValues
        copy.continuityValues = continuityValues
        copy.biasValues = biasValues
        copy.rotationMode = rotationMode
        return copy
    }
}

/// How a keyframe animation computes the values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight from one keyframe to the next.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// No interpolation: each value shows until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Straight segments at an even pace (key times and timing functions ignored).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// A smooth spline through the keyframes.
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// A smooth spline at an even pace (key times and timing functions ignored).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer following a keyframe path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to face along the path's tangent.
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    /// The layer turns to face back along the path's tangent.
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
