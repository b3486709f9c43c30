import Foundation

/// Controls whose size UIKit fixes (switches, steppers): whatever frame or bounds they are
/// given, their bounds keep the one size.
extension UIControl {
    /// The frame to set for `frame` on a control of fixed `size`: the origin given with the
    /// control's size (as UIKit keeps the origin). Under a transform the frame is a bounding
    /// box, so it is taken as given and `pinnedBounds` then restores the size about its
    /// centre.
    func pinnedFrame(_ frame: CGRect, size: CGSize) -> CGRect {
        transform.isIdentity ? CGRect(origin: frame.origin, size: size) : frame
    }

    /// `bounds` with `size`: the origin given, the size fixed.
    func pinnedBounds(_ bounds: CGRect, size: CGSize) -> CGRect {
        CGRect(origin: bounds.origin, size: size)
    }
}
