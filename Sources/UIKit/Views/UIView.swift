import CoreGraphics
import Foundation
import QuartzCore

/// An object that manages the content of a rectangular area on screen: the base of every
/// view, backed by a Core Animation layer whose delegate it is.
///
/// Members a subclass may override are declared in this class body (Swift cannot override
/// members declared in extensions without the Objective-C runtime); the rest of the API
/// lives in `UIView+<Concern>.swift`.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The layer the view draws with; created from `layerClass` and never replaced.
    public let layer: CALayer
    var subviewStorage: [UIView] = []
    weak var superviewStorage: UIView?
    /// The view controller whose root view this is.
    weak var viewControllerStorage: UIViewController?
    /// The layout margins of a view made in code: 8 points on every side.
    static let defaultLayoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    var backgroundColorStorage: UIColor?
    var tintColorStorage: UIColor?
    var layoutMarginsStorage = UIView.defaultLayoutMargins
    /// The safe-area insets last reported through `safeAreaInsetsDidChange()`.
    var reportedSafeAreaInsets = UIEdgeInsets.zero
    /// The safe area the superview's layout found for this view (UIView+LayerDelegate).
    var safeAreaFromSuperviewLayout: SafeAreaFinding?
    /// The gesture recognizers attached, in the order they were added.
    var gestureRecognizerStorage: [UIGestureRecognizer] = []
    /// Auto Layout's state for the view, made when the view first meets Auto Layout.
    var autoLayoutStorage: ViewAutoLayout?
    /// The interactions added (`UIView+Interactions.swift`), in order.
    var interactionStorage: [any UIInteraction] = []
    /// What the view is a proxy for, when it is an appearance proxy (`UIView+Appearance`).
    var appearanceProxyTarget: AppearanceTarget?
    /// The appearance properties set on the view directly, which proxies no longer change.
    var directlySetAppearanceKeys: Set<String> = []

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
        if Self.requiresConstraintBasedLayout { _ = engagedTreeEngine }
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
        layer.laysOutSuperlayerOnResize = true
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
    /// `transform` it is the bounding box of the transformed bounds, and setting it (which
    /// Apple documents as undefined) does what iOS does: the bounds take the frame's size
    /// mapped back through the transform and the centre moves to the frame's middle (see
    /// `CALayer.frame`).
    open var frame: CGRect {
        get { layer.frame }
        set {
            guard isFiniteRect(newValue, api: "frame") else { return }
            autoresizingSubviews { layer.frame = newValue }
            geometrySetByCode()
        }
    }

    /// The view's own coordinate space. Changing the size keeps the centre.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            guard isFiniteRect(newValue, api: "bounds") else { return }
            autoresizingSubviews { layer.bounds = newValue }
            geometrySetByCode()
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
            geometrySetByCode()
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
            appearancePropertyDidChange("backgroundColor") { $0.backgroundColor = newValue }
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
        set {
            guard newValue != layer.isHidden else { return }
            layer.isHidden = newValue
            superviewStorage?.subviewDidChangeHidden(self)
        }
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
        set {
            setTintColor(newValue)
            appearancePropertyDidChange("tintColor") { $0.tintColor = newValue }
        }
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
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { if autoresizingMask != oldValue { geometrySetByCode() } }
    }
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
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { if insetsLayoutMarginsFromSafeArea != oldValue { systemGuideInsetsChanged() } }
    }
    /// Whether the superview's margins also apply inside this view. Default false.
    open var preservesSuperviewLayoutMargins = false
    /// Whether the autoresizing mask is turned into Auto Layout constraints that fully
    /// determine the view's frame. Default true for views made in code; set it to false
    /// to place the view with constraints of your own (which engages Auto Layout).
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            if translatesAutoresizingMaskIntoConstraints != oldValue { translatesAutoresizingMaskChanged() }
        }
    }
    /// The identifier state restoration uses for the view. Default nil.
    open var restorationIdentifier: String?

    // MARK: Layout direction

    /// A semantic description of the view's contents, which decides whether the view is
    /// flipped in a right-to-left interface. Default `.unspecified`.
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The layout direction appropriate for the view's contents: the app's direction as
    /// the view's `semanticContentAttribute` adjusts it.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: .application)
    }

    /// The layout direction for views with `attribute`, in the app's layout direction
    /// (left to right here): `.rightToLeft` for `.forceRightToLeft`, and `.leftToRight`
    /// for the others.
    open class func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection {
        layoutDirection(for: attribute, relativeTo: .application)
    }

    /// The layout direction for views with `semanticContentAttribute` in an interface laid
    /// out in `layoutDirection`: an unspecified attribute follows `layoutDirection`;
    /// playback, spatial and forced left-to-right contents are left to right; forced
    /// right-to-left contents are right to left.
    open class func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                 relativeTo layoutDirection: UIUserInterfaceLayoutDirection)
        -> UIUserInterfaceLayoutDirection {
        self.layoutDirection(for: semanticContentAttribute, relativeTo: layoutDirection)
    }

    // MARK: Overridable behaviour

    /// Lays out subviews. The default places the subviews Auto Layout manages at their
    /// solved frames (autoresizing already ran when the bounds changed); an override that
    /// wants constraints applied calls super.
    open func layoutSubviews() { applyConstraintLayout() }

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

    /// Tells the view that its intrinsic content size changed: the next update-constraints
    /// pass remakes its content-size constraints and the next layout uses them.
    open func invalidateIntrinsicContentSize() {
        intrinsicContentSizeInvalidated()
        superviewStorage?.subviewDidInvalidateIntrinsicContentSize(self)
    }

    /// Marks the view for layout at the next update cycle.
    open func setNeedsLayout() { layer.setNeedsLayout() }

    /// Lays out the view now if layout is pending (its own or its subviews'): constraints
    /// are updated and solved first when Auto Layout is engaged.
    open func layoutIfNeeded() { performLayoutIfNeeded() }

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

    // MARK: Auto Layout (AutoLayout/UIView+Constraints.swift and its siblings)

    /// Whether the view needs Auto Layout to work: true makes its tree use constraint-based
    /// layout even when nobody adds a constraint, so its `updateConstraints()` runs.
    /// Default false.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The constraints the view holds, in the order they were added (not the ones UIKit
    /// makes for autoresizing masks and intrinsic sizes).
    open var constraints: [NSLayoutConstraint] { autoLayoutStorage?.constraints ?? [] }

    /// Installs `constraint` on the view. Its items must be the view or in its subtree.
    /// Prefer `isActive`/`NSLayoutConstraint.activate(_:)`, which find the right view.
    open func addConstraint(_ constraint: NSLayoutConstraint) { hold(constraint) }

    /// Installs each constraint, in order.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { hold(c) } }

    /// Removes `constraint` from the view; no effect if the view does not hold it.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { release(constraint) }

    /// Removes each constraint the view holds.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) { for c in constraints { release(c) } }

    /// Makes sure the view's constraints are all there before layout. Override to add
    /// or change constraints in one batch, and call super last (UIView's own remakes the
    /// intrinsic-size constraints). Called bottom-up (subviews first) in the
    /// update-constraints pass, for views marked with `setNeedsUpdateConstraints()`.
    open func updateConstraints() { updateOwnConstraints() }

    /// Runs the update-constraints pass now for the view's subtree.
    open func updateConstraintsIfNeeded() { runUpdateConstraintsPass() }

    /// Whether `updateConstraints()` is due at the next pass.
    open func needsUpdateConstraints() -> Bool { autoLayoutStorage?.needsUpdateConstraints ?? true }

    /// Asks for `updateConstraints()` in the next update-constraints pass.
    open func setNeedsUpdateConstraints() { markNeedsUpdateConstraints() }

    /// The rectangle constraints place for a frame: the frame inset by
    /// `alignmentRectInsets`. Override with `frame(forAlignmentRect:)`, as its inverse.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: frame.minX + i.left, y: frame.minY + i.top, width: frame.width - i.left - i.right,
                      height: frame.height - i.top - i.bottom)
    }

    /// The frame for an alignment rect: the inverse of `alignmentRect(forFrame:)`.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let i = alignmentRectInsets
        return CGRect(x: alignmentRect.minX - i.left, y: alignmentRect.minY - i.top,
                      width: alignmentRect.width + i.left + i.right, height: alignmentRect.height + i.top + i.bottom)
    }

    /// How far the alignment rect is inside the frame (ornaments such as shadows lie
    /// outside it). Default zero.
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The view whose bottom a baseline constraint aligns with (deprecated in iOS 9; use
    /// `forFirstBaselineLayout`/`forLastBaselineLayout`). Default the view itself.
    open func forBaselineLayout() -> UIView { self }

    /// The view whose first baseline the view's `firstBaseline` attribute is: default
    /// `forBaselineLayout()`. A label's is its first line of text.
    open var forFirstBaselineLayout: UIView { forBaselineLayout() }

    /// The view whose last baseline the view's `lastBaseline` attribute is: default
    /// `forBaselineLayout()`. A label's is its last line of text.
    open var forLastBaselineLayout: UIView { forBaselineLayout() }

    /// How strongly the view resists growing beyond its intrinsic size on `axis`.
    /// Default `.defaultLow` (250).
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutStorage else { return .defaultLow }
        return axis == .horizontal ? state.hugging.horizontal : state.hugging.vertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: true)
    }

    /// How strongly the view resists shrinking below its intrinsic size on `axis`.
    /// Default `.defaultHigh` (750).
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = autoLayoutStorage else { return .defaultHigh }
        return axis == .horizontal ? state.compressionResistance.horizontal : state.compressionResistance.vertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, for: axis, hugging: false)
    }

    /// The size closest to `targetSize` that the view's subtree can take while meeting its
    /// constraints (`UIView.layoutFittingCompressedSize` for the smallest,
    /// `layoutFittingExpandedSize` for the largest). Changes no frame.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        fittingSize(for: targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// `systemLayoutSizeFitting(_:)` with the target's width and height asked at the given
    /// priorities (`.required` fixes that dimension, as a table view cell's width).
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        fittingSize(for: targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// Whether the constraints leave the view's rect undetermined: another centre or size
    /// would meet them equally well. For debugging; it solves extra systems.
    open var hasAmbiguousLayout: Bool { layoutIsAmbiguous() }

    /// Moves an ambiguous view to another layout its constraints allow equally, so the
    /// missing constraint shows. No effect on a view whose layout is determined.
    open func exerciseAmbiguityInLayout() { exerciseLayoutAmbiguity() }

    /// The constraints that hold the view where it is on `axis` (those held by any view,
    /// not only this one). For debugging.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        treeEngine?.constraintsAffecting(self, axis: axis) ?? []
    }

    /// Where the view's own baselines are, for Auto Layout: `offset + heightFactor ×
    /// height` below its alignment rect's top. Default the bottom; a label's are its text's.
    func ownBaseline(first: Bool) -> (offset: CGFloat, heightFactor: CGFloat) { (0, 1) }

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

    // MARK: Traits

    /// The view's traits: its superview's (or its view controller's, for a root view, or
    /// the screen's, for a window), with its `traitOverrides` on top (Traits/UIView+Traits).
    open var traitCollection: UITraitCollection { currentTraitCollection }

    /// Called when the view's traits changed, with the previous collection, before the
    /// handlers registered for the traits that changed. The default does nothing.
    /// Deprecated in iOS 17 (`registerForTraitChanges`) but still called, as in UIKit.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The collection last computed (Traits/TraitNode).
    var traitStorage: UITraitCollection?
    /// The view's `traitOverrides`, once used.
    var traitOverridesStorage: TraitOverrides?
    /// The view's trait-change registrations, once one was made.
    var traitRegistry: TraitChangeRegistry?

    // MARK: Internal hooks (UIStackView arranges its subviews by these)

    /// A subview was hidden or shown.
    func subviewDidChangeHidden(_ subview: UIView) {}

    /// A subview's intrinsic content size was invalidated.
    func subviewDidInvalidateIntrinsicContentSize(_ subview: UIView) {}

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
