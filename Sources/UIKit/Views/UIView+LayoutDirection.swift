// Layout direction: what a view's semantic content attribute makes of the interface's
// direction (the overridable members are in the class body).
extension UIView {
    /// `userInterfaceLayoutDirection(for:relativeTo:)`: the playback, spatial and
    /// left-to-right attributes are left to right, the right-to-left one right to left, and
    /// an unspecified attribute follows `direction`, as in UIKit.
    static func layoutDirection(for attribute: UISemanticContentAttribute,
                                relativeTo direction: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch attribute {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }
}
