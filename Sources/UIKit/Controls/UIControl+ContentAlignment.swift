import Foundation

extension UIControl {
    /// Where a control places its content vertically.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }

    /// Where a control places its content horizontally. `.leading` and `.trailing` follow
    /// the layout direction; `effectiveContentHorizontalAlignment` resolves them.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// The horizontal alignment with `.leading`/`.trailing` resolved to `.left`/`.right`
    /// for the view's layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case let other: return other
        }
    }
}
