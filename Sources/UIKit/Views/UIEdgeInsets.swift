import CoreGraphics
import Foundation

/// Insets for each edge of a rectangle; positive values shrink it.
public struct UIEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat

    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public static let zero = UIEdgeInsets()

    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    /// How far `rect` reaches past each edge of `safe` (zero where it stays inside): the
    /// safe-area insets of a rectangle. Reaches are rounded to a millionth of a point:
    /// converting a scrolled view's bounds leaves rounding errors that would otherwise
    /// change its safe area at every scroll.
    init(reachOf rect: CGRect, beyond safe: CGRect) {
        func reach(_ distance: CGFloat) -> CGFloat { max(0, (distance * 1_000_000).rounded() / 1_000_000) }
        self.init(top: reach(safe.minY - rect.minY), left: reach(safe.minX - rect.minX),
                  bottom: reach(rect.maxY - safe.maxY), right: reach(rect.maxX - safe.maxX))
    }
}

/// Insets in leading/trailing terms, resolved against the layout direction.
public struct NSDirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()

    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top, width: width - insets.left - insets.right,
               height: height - insets.top - insets.bottom)
    }
}
