import CoreGraphics
import Foundation
import QuartzCore

/// An object that manages the content of a rectangular area on screen: the base of every
/// view, backed by a Core Animation layer whose delegate it is.
///
/// Members a subclass may override are declared in this class body (Swift cannot override
/// members declared in extensions without the Objective-C runtime); the rest of the API
/// lives in `UIView+<Concern>.swift`.
@MainActor
open class UIView: UIResponder {
    /// The layer the view draws with; created from `layerClass` and never replaced.
    public let layer: CALayer
    var subviewStorage: [UIView] = []
    weak var superviewStorage: UIView?
    /// The view controller whose root view this is.
    weak var viewControllerStorage: UIViewController?
    var backgroundColorStorage: UIColor?
    var tintColorStorage: UIColor?
    var layoutMarginsStorage = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The safe-area insets last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The gesture recognizers attached, in the order they were added.
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// The interactions added (`UIView+Interactions.swift`), in order.
    var interactionStorage: [any UIInteraction] = []

    /// The class of the layer the view creates. Override it to back a view with a
    /// `CALayer` subclass (it must have an `init()`).
    open class var layerClass: AnyClass { CALayer.self }

    /// Creates a view with `frame` in its superview's coordinates.
    public init(frame: CGRect) {
        guard let layerType = Self.layerClass as? CALayer.Type else {
            preconditionFailure("UIView.layerClass: \(Self.layerClass) is not a CALayer subclass; return a CALayer type")
        }
        layer = layerType.init()
        super.init()
        adoptLayer()
        self.frame = frame
    }

    /// Creates a view from an archive: here, an empty view (there are no nib files).
    public required init?(coder: NSCoder) {
        layer = (Self.layerClass as? CALayer.Type ?? CALayer.self).init()
        super.init()
        adoptLayer()
    }

    /// What every initializer does to the new layer: the view becomes its delegate, it
    /// draws at the screen's scale, and it is displayed once (views whose `draw(_:)` draws
    /// nothing get no pixels).
    private func adoptLayer() {
        layer.delegate = self
        layer.contentsScale = UIScreen.main.scale
        layer.isOpaque = true
        layer.setNeedsDisplay()
    }

    /// Creates a view with a zero frame.
    public convenience override init() {
        self.init(frame: .zero)
    }

    // MARK: Geometry

    /// The view's rectangle in its superview's coordinates. Under a non-identity
    /// `transform` it is the bounding box of the transformed bounds, and setting it is
    /// undefined, as in UIKit.
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard isFiniteRect(newValue, api: "frame") else { return }
            autoresizingSubviews { layer.frame = newValue }
        }
    }

    /// The view's own coordinate space. Changing the size keeps the centre.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard isFiniteRect(newValue, api: "bounds") else { return }
            autoresizingSubviews { layer.bounds = newValue }
        }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            guard newValue.x.isFinite, newValue.y.isFinite else {
                warnNonFinite(api: "center")
                return
            }
            layer.position = newValue
        }
    }

    /// The view's transform, relative to its centre. A change asks the superview for
    /// layout (not the view itself), as UIKit does.
    open var transform: CGAffineTransform {
        get { layer.affineTransform() }
        set {
            guard newValue != transform else { return }
            layer.setAffineTransform(newValue)
            superviewStorage?.setNeedsLayout()
        }
    }

    // MARK: Appearance

    /// The view's background colour (nil: transparent).
    open var backgroundColor: UIColor? {
        get { backgroundColorStorage }
        set {
            backgroundColorStorage = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// The view's opacity, 0…1. Below 0.01 the view ignores touches.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view (and its subviews) is hidden: not drawn and not hit.
    open var isHidden: Bool {
        get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// Whether the view's drawn content is fully opaque. Default true.
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// The tint colour: the view's own, else its superview's, else the system blue.
    open var tintColor: UIColor! {
        get { resolvedTintColor }
        set { setTintColor(newValue) }
    }

    // MARK: Configuration

    /// An integer identifying the view (see `viewWithTag(_:)`). Default 0.
    open var tag = 0
    /// Whether the view receives touches. Default true.
    open var isUserInteractionEnabled = true
    /// Whether the view receives more than one touch at a time. Default false.
    open var isMultipleTouchEnabled = false
    /// Whether the view is the only one receiving touches while it is touched. Default false.
    open var isExclusiveTouch = false
    /// How the view resizes when its superview's bounds change. Default none.
    open var autoresizingMask: AutoresizingMask = []
    /// Whether the view autoresizes its subviews when its bounds change. Default true.
    open var autoresizesSubviews = true
    /// Whether the area `draw(_:)` redraws is first cleared to transparent black. Default
    /// true. With false, drawing starts from the pixels drawn before (and a redraw that
    /// draws nothing keeps them).
    open var clearsContextBeforeDrawing = true
    /// How the view's content is placed when its bounds change. Default `.scaleToFill`.
    open var contentMode: ContentMode = .scaleToFill {
        didSet { applyContentMode() }
    }
    /// The stretchable part of the content, in unit coordinates (deprecated in iOS 6: use
    /// a resizable image). Maps to the layer's `contentsCenter`.
    open var contentStretch: CGRect {
        get { layer.contentsCenter }
        set { layer.contentsCenter = newValue }
    }
    /// Pixels per point of the view's drawn content: the screen's scale once in a window.
    open var contentScaleFactor: CGFloat {
        get { layer.contentsScale }
        set { layer.contentsScale = newValue }
    }
    /// How the tint colour is adjusted. Default `.automatic` (inherit).
    open var tintAdjustmentMode: TintAdjustmentMode = .automatic {
        didSet { if tintAdjustmentMode != oldValue { propagateAdjustmentModeChange() } }
    }
    /// Whether the layout margins grow to include the safe area. Default true.
    open var insetsLayoutMarginsFromSafeArea = true
    /// Whether the superview's margins also apply inside this view. Default false.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the autoresizing mask is turned into Auto Layout constraints. Default true
    /// for views made in code.
    open var translatesAutoresizingMaskIntoConstraints = true
    /// The identifier state restoration uses for the view. Default nil.
    open var restorationIdentifier: String?

    // MARK: Overridable behaviour

    /// Lays out subviews. The default does nothing (autoresizing already ran).
    open func layoutSubviews() {}

    /// Draws the view's content into the current context (y down, at the view's scale).
    /// The default draws nothing.
    open func draw(_ rect: CGRect) {}

    /// The size that best fits `size`. The default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The value of a dimension without an intrinsic size.
    nonisolated public static let noIntrinsicMetric: CGFloat = -1

    /// The natural size of the view's content; `noIntrinsicMetric` in a dimension that has
    /// none. The default has none in either.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the view that its intrinsic content size changed. Auto Layout, which reads
    /// the size, is not built yet, so nothing else happens for now.
    open func invalidateIntrinsicContentSize() {}

    /// Marks the view for layout at the next update cycle.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view now if layout is pending (its own or its subviews').
    open func layoutIfNeeded() { layer.layoutIfNeeded() }

    /// Marks the whole view for redrawing at the next update cycle.
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` (in the view's coordinates) for redrawing.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// The farthest descendant containing `point` (in the view's coordinates) that takes
    /// touches: hidden views, views with interaction disabled and views with alpha below
    /// 0.01 are skipped; subviews are tested front to back.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { performHitTest(point, with: event) }

    /// Whether `point` (in the view's coordinates) is inside the bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// Called after a subview is added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to a new superview (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to a new superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to a new window (nil: leaves its window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to a new window.
    open func didMoveToWindow() {}
    /// Called when the effective tint colour changes.
    open func tintColorDidChange() {}
    /// Called when the layout margins change (synchronously, from the setter).
    open func layoutMarginsDidChange() {}
    /// Called when the safe area changes: during the layout pass, before the view's own
    /// `layoutSubviews()` (see `updateSafeAreaInsets`).
    open func safeAreaInsetsDidChange() {}

    // MARK: Gesture recognizers (UIView+Gestures.swift)

    /// The recognizers attached to the view, in the order they were added; nil when there
    /// are none. Setting it detaches the old ones and attaches the new.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { gestureRecognizerStorage.isEmpty ? nil : gestureRecognizerStorage }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Attaches `gestureRecognizer`, which then sees the touches hit-tested to the view and
    /// its subviews. The view keeps it; it leaves any view it was attached to.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { attachGestureRecognizer(gestureRecognizer) }

    /// Detaches `gestureRecognizer` (a gesture under way is cancelled or fails first); no
    /// effect if it is not attached here.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        detachGestureRecognizer(gestureRecognizer)
    }

    /// Whether `gestureRecognizer` may leave `.possible` when that would cancel touches of
    /// this view. Default true.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Internal hooks (UIImageView shows its image as the layer's contents)

    /// What the layer's display draws: `draw(_:)`. UIImageView draws only what its image
    /// needs and never calls a subclass's `draw(_:)`, as UIKit documents.
    func drawLayerContent(_ rect: CGRect) { draw(rect) }

    /// The layer's `contentsScale` once the view is in a window on `screen`: the screen's
    /// scale. UIImageView keeps its image's.
    func contentScale(on screen: UIScreen) -> CGFloat { screen.scale }

    /// The next responder: the view controller whose view this is, else the superview.
    open override var next: UIResponder? {
        if let controller = viewControllerStorage { return controller }
        return superviewStorage
    }
}
