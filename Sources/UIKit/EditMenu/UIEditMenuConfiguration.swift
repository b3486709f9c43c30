import CoreGraphics
import Foundation

/// Which way the edit menu's arrow points, that is, on which side of its target the menu
/// goes.
public enum UIEditMenuArrowDirection: Int, Sendable {
    /// UIKit chooses: above the target when there is room, else below.
    case automatic
    /// The arrow points up: the menu is below the target.
    case up
    /// The arrow points down: the menu is above the target.
    case down
    /// The arrow points left: the menu is to the right of the target.
    case left
    /// The arrow points right: the menu is to the left of the target.
    case right

    /// The layout's preference (nil: automatic).
    var arrow: EditMenuLayout.Arrow? {
        switch self {
        case .automatic: return nil
        case .up: return .up
        case .down: return .down
        case .left: return .left
        case .right: return .right
        }
    }
}

/// What an edit menu is presented for: an identifier the delegate can tell menus apart
/// by, and the point (in the interaction's view) the menu points at.
@preconcurrency @MainActor
open class UIEditMenuConfiguration: NSObject {
    /// The identifier given, or a unique one.
    public let identifier: any NSCopying
    /// The point the menu points at, in the interaction's view's coordinates.
    public let sourcePoint: CGPoint
    /// Which side of its target the menu prefers. Default `.automatic`.
    open var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

    /// A configuration for a menu pointing at `sourcePoint`.
    public init(identifier: (any NSCopying)?, sourcePoint: CGPoint) {
        self.identifier = identifier ?? NSUUID()
        self.sourcePoint = sourcePoint
        super.init()
    }
}
