import Foundation

/// How much a constraint, or a view's resistance to growing or shrinking, matters: 1 to
/// 1000. A constraint at 1000 (``required``) must hold; a lower one is met as nearly as the
/// higher ones allow, and any number of constraints at one priority give way to a single
/// constraint at a higher one.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// A constraint that must hold.
    public static let required = UILayoutPriority(1000)
    /// What a button resists being compressed with.
    public static let defaultHigh = UILayoutPriority(750)
    /// A split-view divider dragged where the scene may resize.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// What keeps a scene's size while the layout changes.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// A split-view divider dragged where the scene may not resize.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// What a button hugs its content with.
    public static let defaultLow = UILayoutPriority(250)
    /// The priority `systemLayoutSizeFitting(_:)` asks for the target size with: below
    /// every other, so the smallest (or largest) size the other constraints allow wins.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }

    /// Whether the value is one a constraint may have: more than 0, at most 1000.
    var isValidForConstraint: Bool { rawValue.isFinite && rawValue > 0 && rawValue <= 1000 }
}
