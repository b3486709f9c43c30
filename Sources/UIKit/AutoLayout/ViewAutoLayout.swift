import Foundation

/// A view's Auto Layout state, made the first time the view meets Auto Layout, so views
/// laid out by hand carry one nil reference.
@MainActor
final class ViewAutoLayout {
    /// The constraints the view holds, in the order they were added.
    var constraints: [NSLayoutConstraint] = []
    /// The layout guides added to the view, in order.
    var layoutGuides: [UILayoutGuide] = []
    /// The guides the view makes on demand.
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
    /// A scroll view's content and frame guides.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The engine of the tree this view is the root of (roots only).
    var engine: LayoutEngine?
    /// The view's variables while it takes part in an engine.
    var engineItem: EngineItem?
    /// Content hugging and compression resistance, horizontal and vertical.
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// Whether `updateConstraints()` is due; every view starts needing it.
    var needsUpdateConstraints = true
    /// Whether the intrinsic size changed since the content-size constraints were made.
    var intrinsicSizeInvalid = false
    /// Set by UIView's own `updateConstraints()`, to notice an override that skips super.
    var calledSuperUpdateConstraints = false
}
