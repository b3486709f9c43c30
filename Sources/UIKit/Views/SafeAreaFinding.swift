import CoreGraphics
import QuartzCore

/// A view's safe area as its superview's layout found it, with the geometry it was found
/// at: the view's own layout in the same pass starts from it (while that geometry holds)
/// instead of walking to the window again.
struct SafeAreaFinding {
    var region: SafeAreaRegion
    var superview: ObjectIdentifier
    var bounds: CGRect
    var position: CGPoint
    var transform: CATransform3D

    /// What `superview`'s layout found for `view`.
    @MainActor
    init(_ region: SafeAreaRegion, for view: UIView, in superview: UIView) {
        self.region = region
        self.superview = ObjectIdentifier(superview)
        bounds = view.layer.bounds
        position = view.layer.position
        transform = view.layer.transform
    }

    /// Whether `view` is still where this was found.
    @MainActor
    func holds(for view: UIView) -> Bool {
        guard let superview = view.superviewStorage, ObjectIdentifier(superview) == self.superview else { return false }
        let layer = view.layer
        return layer.bounds == bounds && layer.position == position && CATransform3DEqualToTransform(layer.transform, transform)
    }
}
