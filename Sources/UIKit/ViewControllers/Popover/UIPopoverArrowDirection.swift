/// The directions a popover's arrow may point (`permittedArrowDirections`) or points
/// (`arrowDirection`): `.up` is an arrow on the popover's top edge pointing up at a source
/// above it.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// An arrow on the top edge (the popover below its source).
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    /// An arrow on the bottom edge (the popover above its source).
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    /// An arrow on the left edge (the popover right of its source).
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    /// An arrow on the right edge (the popover left of its source).
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    /// Any of the four.
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is shown), as UIKit's `UIPopoverArrowDirectionUnknown`.
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}
