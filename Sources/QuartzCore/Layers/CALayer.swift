import CoreGraphics
import Foundation

/// An object that manages image-based content and its geometry, the model of Core
/// Animation's layer tree.
///
/// Layers hold model values; the compositor draws them into the screen's pixels at each
/// commit. Property changes mark the layer (and, above it, the path to the root) so that
/// the next frame recomposites only the damaged region.
///
/// Not bound to an actor, as on Apple's platforms; like them, use a layer tree from one
/// thread at a time (the main thread for trees shown on screen).
open class CALayer: NSObject, CAMediaTiming, AssociationOwner {
    /// Releases the layer's associated objects with it (see `AssociationTable`).
    nonisolated(unsafe) package var associationTracker: AssociationTracker?

    // MARK: Geometry

    /// The layer's own coordinate space: its origin is the top-left corner of its content.
    @exclusivity(unchecked) open var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            dropGeometryCaches(pivotMoved: true)
            propertyChanged("bounds", from: oldValue)
            if bounds.size != oldValue.size {
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
                setNeedsLayout()
                if laysOutSuperlayerOnResize, let parent, !parent.isLayingOut { parent.setNeedsLayout() }
            }
        }
    }
    /// Where `anchorPoint` lies in the superlayer's coordinate space.
    @exclusivity(unchecked) open var position: CGPoint = .zero {
        didSet {
            guard position != oldValue else { return }
            dropGeometryCaches(pivotMoved: false)
            propertyChanged("position", from: oldValue, placement: true)
        }
    }
    /// The layer's position on the z axis; sublayers draw in increasing `zPosition` order
    /// (equal values keep their order in `sublayers`).
    open var zPosition: CGFloat = 0 {
        didSet {
            guard zPosition != oldValue else { return }
            superlayer?.zPositionedSublayers += (zPosition != 0 ? 1 : 0) - (oldValue != 0 ? 1 : 0)
            propertyChanged("zPosition", from: oldValue, placement: true)
        }
    }
    /// The point of the bounds, in unit coordinates, that `position` refers to and that
    /// transforms pivot around. Default (0.5, 0.5).
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            guard anchorPoint != oldValue else { return }
            dropGeometryCaches(pivotMoved: true)
            propertyChanged("anchorPoint", from: oldValue, placement: true)
        }
    }
    /// The anchor point's z component.
    open var anchorPointZ: CGFloat = 0 {
        didSet { if anchorPointZ != oldValue { propertyChanged("anchorPointZ", from: oldValue, placement: true) } }
    }
    /// The transform applied to the layer, relative to its anchor point.
    @exclusivity(unchecked) open var transform: CATransform3D = CATransform3DIdentity {
        didSet {
            guard !CATransform3DEqualToTransform(transform, oldValue) else { return }
            dropGeometryCaches(pivotMoved: false)
            propertyChanged("transform", from: oldValue, placement: true)
        }
    }
    /// The transform applied to the sublayers, relative to the centre of the bounds.
    open var sublayerTransform: CATransform3D = CATransform3DIdentity {
        didSet {
            guard !CATransform3DEqualToTransform(sublayerTransform, oldValue) else { return }
            sublayerGeometryCache = nil
            propertyChanged("sublayerTransform", from: oldValue)
        }
    }
    /// Whether the back of the layer is drawn when a transform turns it away from the viewer.
    open var isDoubleSided = true {
        didSet { if isDoubleSided != oldValue { propertyChanged("doubleSided", from: oldValue) } }
    }
    /// Whether the layer's content and sublayers are flipped vertically.
    open var isGeometryFlipped = false {
        didSet {
            guard isGeometryFlipped != oldValue else { return }
            sublayerGeometryCache = nil
            propertyChanged("geometryFlipped", from: oldValue)
        }
    }

    // MARK: Appearance

    /// Whether the layer (and its sublayers) is drawn.
    open var isHidden = false {
        didSet { if isHidden != oldValue { propertyChanged("hidden", from: oldValue) } }
    }
    /// The layer's opacity, 0…1; below 1 the layer and its sublayers are composited as one
    /// group (`allowsGroupOpacity`).
    @exclusivity(unchecked) open var opacity: Float = 1 {
        didSet { if opacity != oldValue { propertyChanged("opacity", from: oldValue, placement: true) } }
    }
    /// Whether a translucent layer's sublayers are composited together before the
    /// opacity applies (true, as on iOS 7 and later).
    open var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { propertyChanged("allowsGroupOpacity", from: oldValue) } }
    }
    /// The colour filling the bounds (inside the corner radius) behind the content.
    open var backgroundColor: CGColor? {
        didSet { if backgroundColor != oldValue { propertyChanged("backgroundColor", from: oldValue) } }
    }
    /// The radius of the rounded corners of the background and border (and of the clip
    /// when `masksToBounds` is set).
    open var cornerRadius: CGFloat = 0 {
        didSet { if cornerRadius != oldValue { propertyChanged("cornerRadius", from: oldValue) } }
    }
    /// Which corners `cornerRadius` rounds. Default: all four.
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner,
                                            .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { propertyChanged("maskedCorners", from: oldValue) } }
    }
    /// The curve of the rounded corners.
    open var cornerCurve: CALayerCornerCurve = .circular {
        didSet { if cornerCurve != oldValue { propertyChanged("cornerCurve", from: oldValue) } }
    }
    /// The width of the border drawn inside the bounds, above content and sublayers.
    open var borderWidth: CGFloat = 0 {
        didSet { if borderWidth != oldValue { propertyChanged("borderWidth", from: oldValue) } }
    }
    /// The border's colour. Default opaque black.
    open var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if borderColor != oldValue { propertyChanged("borderColor", from: oldValue) } }
    }
    /// Whether sublayers (and content) are clipped to the bounds, with rounded corners.
    open var masksToBounds = false {
        didSet { if masksToBounds != oldValue { propertyChanged("masksToBounds", from: oldValue) } }
    }
    /// A layer whose alpha channel masks this layer's content and sublayers. It must not
    /// have a superlayer.
    open var mask: CALayer? {
        willSet {
            if let newValue, newValue !== mask {
                precondition(newValue.superlayer == nil && newValue.maskOwner == nil,
                             "CALayer.mask: the mask layer already has a superlayer or is another layer's mask; "
                                + "remove it first or use a new layer")
            }
        }
        didSet {
            guard mask !== oldValue else { return }
            oldValue?.maskOwner = nil
            mask?.maskOwner = self
            propertyChanged("mask", from: oldValue)
        }
    }
    /// A hint that the layer's content is fully opaque, which lets the compositor skip what
    /// lies behind it. Content drawn by `display()` ignores alpha when this is set.
    open var isOpaque = false {
        didSet { if isOpaque != oldValue { setNeedsDisplay(); propertyChanged("opaque", from: oldValue) } }
    }
    /// Whether the edges of a transformed layer are antialiased.
    open var allowsEdgeAntialiasing = false {
        didSet { if allowsEdgeAntialiasing != oldValue { propertyChanged("allowsEdgeAntialiasing", from: oldValue) } }
    }

    // MARK: Shadow

    /// The shadow's colour. Default opaque black.
    open var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if shadowColor != oldValue { propertyChanged("shadowColor", from: oldValue) } }
    }
    /// The shadow's opacity, 0…1. Default 0 (no shadow).
    open var shadowOpacity: Float = 0 {
        didSet { if shadowOpacity != oldValue { propertyChanged("shadowOpacity", from: oldValue) } }
    }
    /// The shadow's offset. Default (0, -3), as Core Animation's.
    open var shadowOffset = CGSize(width: 0, height: -3) {
        didSet { if shadowOffset != oldValue { propertyChanged("shadowOffset", from: oldValue) } }
    }
    /// The shadow's blur radius. Default 3.
    open var shadowRadius: CGFloat = 3 {
        didSet { if shadowRadius != oldValue { propertyChanged("shadowRadius", from: oldValue) } }
    }
    /// The shape of the shadow, in the layer's coordinates. Without it the shadow follows
    /// the alpha of the layer's composited content and sublayers.
    open var shadowPath: CGPath? {
        didSet { if shadowPath != oldValue { propertyChanged("shadowPath", from: oldValue) } }
    }

    // MARK: Content

    /// The layer's content: a `CGImage` (other values draw nothing, as on iOS).
    open var contents: Any? {
        didSet { propertyChanged("contents", from: oldValue) }
    }
    /// The part of `contents` shown, in unit coordinates. Default (0, 0, 1, 1).
    open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsRect != oldValue { propertyChanged("contentsRect", from: oldValue) } }
    }
    /// The part of `contents`, in unit coordinates, that stretches when the content is
    /// resized; the rest forms a nine-part grid around it. Default (0, 0, 1, 1).
    open var contentsCenter = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet { if contentsCenter != oldValue { propertyChanged("contentsCenter", from: oldValue) } }
    }
    /// How the content is placed in the bounds. Default `.resize`.
    open var contentsGravity: CALayerContentsGravity = .resize {
        didSet { if contentsGravity != oldValue { propertyChanged("contentsGravity", from: oldValue) } }
    }
    /// Pixels per point of the content: the scale `display()` draws at, and the image
    /// scale gravity uses. Default 1.
    open var contentsScale: CGFloat = 1 {
        didSet {
            guard contentsScale != oldValue else { return }
            setNeedsDisplay()
            propertyChanged("contentsScale", from: oldValue)
        }
    }
    /// The filter used to shrink content. Default `.linear`.
    open var minificationFilter: CALayerContentsFilter = .linear {
        didSet { propertyChanged("minificationFilter", from: oldValue) }
    }
    /// The filter used to enlarge content. Default `.linear`.
    open var magnificationFilter: CALayerContentsFilter = .linear {
        didSet { propertyChanged("magnificationFilter", from: oldValue) }
    }
    /// Whether `bounds` size changes call `setNeedsDisplay()`. Default false.
    open var needsDisplayOnBoundsChange = false

    // MARK: Timing (CAMediaTiming)

    /// The layer's `beginTime`, `speed` and `timeOffset`, which shift and scale the time of
    /// its animations and of its sublayers'.
    var timing = MediaTimingValues() {
        didSet {
            if timing.isNeutral != oldValue.isNeutral { CALayer.noteTiming(shifted: !timing.isNeutral) }
        }
    }
    /// When the layer's time begins, in its superlayer's time: it shifts the time of the
    /// layer's animations and of its sublayers'. Default 0.
    open var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { timing.beginTime = newValue }
    }
    /// How fast the layer's time (and its sublayers') runs against its superlayer's. 0
    /// stops the animations of the subtree where they are. Default 1.
    open var speed: Float {
        get { timing.speed }
        set { timing.speed = newValue }
    }
    /// An offset added to the layer's time. Default 0.
    open var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { timing.timeOffset = newValue }
    }
    // A layer's own duration, repeats, reversal and fill do not shape its time, here as in
    // practice on iOS: they are kept for the protocol.
    open var duration: CFTimeInterval = 0
    open var repeatCount: Float = 0
    open var repeatDuration: CFTimeInterval = 0
    open var autoreverses = false
    open var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Identity, delegate, actions

    /// A name for the layer, for debugging and lookup.
    open var name: String?
    /// The layer's delegate: supplies content, lays out sublayers and supplies actions.
    /// A view is the delegate of its own layer, and of no other layer: making it another
    /// layer's delegate stops with a precondition failure (on iOS the app crashes).
    open weak var delegate: (any CALayerDelegate)? {
        didSet {
            if let owner = delegate as? any ExclusiveLayerDelegate {
                precondition(owner.delegatedLayer === self,
                             "CALayer.delegate: a view is the delegate of its own layer only; give this layer "
                                 + "another delegate, or add a subview instead of a sublayer")
            }
        }
    }
    /// Actions for keys, consulted after the delegate (see `action(forKey:)`).
    open var actions: [String: any CAAction]?
    /// Values for properties not set explicitly; consulted by the action search.
    open var style: [AnyHashable: Any]?

    // MARK: Tree

    /// The sublayers, back to front (before `zPosition` ordering). Nil when there are none.
    open var sublayers: [CALayer]? {
        get {
            // A presentation layer's sublayers are those of the presentation tree.
            if isPresentationCopy, let model = presentationModel { return model.sublayers?.compactMap { $0.presentation() } }
            return children.isEmpty ? nil : children
        }
        set { replaceAllSublayers(with: newValue ?? []) }
    }
    /// The layer this one is a sublayer of.
    open var superlayer: CALayer? { parent }
    /// `superlayer`, read directly (the open property dispatches dynamically).
    var parent: CALayer? {
        get { parentReference?.takeUnretainedValue() }
        set { parentReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `parent`'s storage. Not a weak reference, which would make every retain of a layer
    /// with sublayers take the runtime's slow path: a layer going away clears its
    /// sublayers' (and its mask's) pointers to it. Unmanaged, so that walks up the tree
    /// (each change marks its ancestors) borrow the layers without retaining them.
    @exclusivity(unchecked) var parentReference: Unmanaged<CALayer>?
    var children: [CALayer] = [] {
        didSet { animationState?.modelChanged = true }  // the presented copy shows them
    }
    /// How many sublayers have a non-zero `zPosition` (none: `children` is the drawing order).
    var zPositionedSublayers = 0
    /// A cache built from where the sublayers lie in this layer's coordinates (UIKit keeps
    /// its hit-test index here), dropped whenever that may change: a sublayer added,
    /// removed or reordered, a sublayer's bounds, position, anchor point or transform, this
    /// layer's `sublayerTransform` or geometry flip (or its bounds while either is set).
    package var sublayerGeometryCache: AnyObject?
    /// The layer whose `mask` this layer is.
    var maskOwner: CALayer? {
        get { maskOwnerReference?.takeUnretainedValue() }
        set { maskOwnerReference = newValue.map(Unmanaged.passUnretained) }
    }
    /// `maskOwner`'s storage (unmanaged, as `parentReference`).
    @exclusivity(unchecked) var maskOwnerReference: Unmanaged<CALayer>?

    // MARK: Display and layout state

    var needsDisplayFlag = false
    /// The part of the bounds to redraw at the next display (nil: all of it).
    var dirtyRect: CGRect?
    var needsLayoutFlag = false
    /// Whether a change of this layer's size also marks its superlayer for layout: UIKit
    /// sets it on a view's layer, so a superview lays out again when a subview is resized
    /// (unless the resize comes from that superview's own layout).
    package var laysOutSuperlayerOnResize = false
    /// Whether `layoutSublayers()` of this layer is running.
    var isLayingOut = false
    /// Whether the layer was laid out in the layout pass now laying out its descendants (its
    /// delegate's work for its children — their safe areas — is fresh).
    package internal(set) var isLayingOutSubtree = false
    /// The pixels `display()` drew: the content shown when `contents` is nil.
    package var backingStore: BackingStore? {
        didSet { animationState?.modelChanged = true }  // the presented copy shows it
    }
    /// The tiles drawn so far, for layers drawn tile by tile (`CATiledLayer`, and layers too
    /// big for one backing store): the content shown when `contents` is nil.
    package var tileStore: TileStore?

    /// Bookkeeping for the compositor's damage tracking.
    @exclusivity(unchecked) package var composite = CompositeState()

    // MARK: Animation state

    /// The animations added to the layer and what shows them (nil: none ever added).
    @exclusivity(unchecked) var animationState: LayerAnimationState?
    /// Whether this layer is a presentation copy (`presentation()`, or the copy the
    /// compositor draws while animations run): its changes run no actions and mark nothing.
    @exclusivity(unchecked) package internal(set) var isPresentationCopy = false
    /// The model layer a `presentation()` copy was made from, kept alive by it (the copies
    /// the compositor draws do not point back: their layers own them).
    var presentationModel: CALayer?
    /// The property whose action is being searched for, and its value before the change
    /// (see `runAction(forKey:from:)`).
    var changeInProgress: (key: String, oldValue: () -> Any?)?
    /// Values stored with `setValue(_:forKey:)` under keys that are not layer properties.
    var keyedValues: [String: Any] = [:]

    /// Creates a layer with default values.
    public required override init() {
        super.init()
    }

    deinit {
        // Presentation copies share their model's sublayers, which do not point to them.
        for child in children where child.parent === self { child.parent = nil }
        if mask?.maskOwner === self { mask?.maskOwner = nil }
        if !timing.isNeutral { CALayer.noteTiming(shifted: false) }
        animationState?.layerWentAway()
    }

    /// Creates a copy of `layer`'s properties (geometry, appearance, content, timing, name,
    /// delegate and actions; not its sublayers, mask or animations), as Core Animation
    /// does for presentation layers. Subclasses override it to copy their own state,
    /// calling `super`.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        copyValues(from: other)
        // Set last (and directly, so no observer runs): no action of the copy runs while
        // its values are copied.
        delegate = other.delegate; actions = other.actions; style = other.style
    }

    /// Copies `other`'s own values: what `init(layer:)` and presentation layers copy apart
    /// from the delegate and actions. Layer classes with properties of their own override
    /// it (calling `super`).
    func copyValues(from other: CALayer) {
        bounds = other.bounds; position = other.position; zPosition = other.zPosition
        anchorPoint = other.anchorPoint; anchorPointZ = other.anchorPointZ
        transform = other.transform; sublayerTransform = other.sublayerTransform
        isDoubleSided = other.isDoubleSided; isGeometryFlipped = other.isGeometryFlipped
        isHidden = other.isHidden; opacity = other.opacity; allowsGroupOpacity = other.allowsGroupOpacity
        backgroundColor = other.backgroundColor; cornerRadius = other.cornerRadius
        maskedCorners = other.maskedCorners; cornerCurve = other.cornerCurve
        borderWidth = other.borderWidth; borderColor = other.borderColor; masksToBounds = other.masksToBounds
        isOpaque = other.isOpaque; allowsEdgeAntialiasing = other.allowsEdgeAntialiasing
        shadowColor = other.shadowColor; shadowOpacity = other.shadowOpacity; shadowOffset = other.shadowOffset
        shadowRadius = other.shadowRadius; shadowPath = other.shadowPath
        contents = other.contents; contentsRect = other.contentsRect; contentsCenter = other.contentsCenter
        contentsGravity = other.contentsGravity; contentsScale = other.contentsScale
        minificationFilter = other.minificationFilter; magnificationFilter = other.magnificationFilter
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        timing = other.timing
        duration = other.duration; repeatCount = other.repeatCount; repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses; fillMode = other.fillMode
        name = other.name
        backingStore = other.backingStore
    }

    // MARK: Overridable behaviour
    // (Members a subclass may override must live in the class body: without the
    // Objective-C runtime, Swift cannot override members declared in extensions.)

    /// Marks the whole layer for redrawing at the next commit.
    open func setNeedsDisplay() { markNeedsDisplay() }

    /// Marks the part `r` (in the layer's coordinates) for redrawing at the next commit.
    open func setNeedsDisplay(_ r: CGRect) { markNeedsDisplay(in: r) }

    /// Updates the layer's content: asks the delegate's `display(_:)` when it has one,
    /// otherwise draws into the backing store through `draw(in:)`.
    open func display() { performDisplay() }

    /// Draws the layer's content. The context is UIKit-style: origin at the top left of
    /// `bounds`, y down, scaled by `contentsScale`. The default asks the delegate's
    /// `draw(_:in:)`.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Draws the layer and its sublayers into `ctx`, in the layer's own coordinate space
    /// (its position and transform are not applied), laying out and displaying whatever is
    /// marked first. Like on iOS, a Quartz (y-up) context shows the result upside down;
    /// UIKit's contexts are y-down.
    open func render(in ctx: CGContext) {
        updateTree()
        LayerRenderer(ctx: ctx).drawLayer(self)
    }

    /// Marks the layer's sublayers for layout at the next commit.
    open func setNeedsLayout() { markNeedsLayout() }

    /// Lays out now, if needed: starting from the outermost superlayer that needs layout,
    /// then every marked layer below it, top-down.
    open func layoutIfNeeded() { performLayoutIfNeeded() }

    /// Lays out the sublayers. The default asks the delegate's `layoutSublayers(of:)`.
    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    /// The preferred size of the layer in its superlayer's coordinates: the size of the
    /// bounds, transformed.
    open func preferredFrameSize() -> CGSize {
        ownTransform.boundingBox(of: bounds).size
    }

    /// Whether `p`, in this layer's coordinates, is inside its bounds.
    open func contains(_ p: CGPoint) -> Bool {
        bounds.contains(p)
    }

    /// The farthest descendant (or this layer) containing `p`, given in the superlayer's
    /// coordinates; nil when none does. Hidden layers are skipped; sublayers are tested
    /// front to back (by `zPosition`, then order); `masksToBounds` limits sublayers to the
    /// bounds.
    open func hitTest(_ p: CGPoint) -> CALayer? { performHitTest(p) }

    /// The action for `event`, searched as Core Animation does: the delegate's
    /// `action(for:forKey:)`, then `actions`, then the `"actions"` dictionary of `style`,
    /// then `defaultAction(forKey:)`, then the implicit animation of an animatable
    /// property (a `CABasicAnimation` of the transaction's duration and timing function,
    /// for layers already shown on a screen). An `NSNull` from any step ends the search
    /// with nil.
    open func action(forKey event: String) -> (any CAAction)? { searchAction(forKey: event) }

    /// The action a layer class uses for `event` when nothing else supplies one: nil, after
    /// which Core Animation's implicit animation of an animatable property applies.
    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// Whether changes to `key` need the layer redrawn. Subclasses with drawn content that
    /// depends on their own properties return true for them.
    open class func needsDisplay(forKey key: String) -> Bool { false }

    open override var description: String {
        "<\(type(of: self)): \(name.map { "\"\($0)\"; " } ?? "")frame = \(frame)>"
    }
}
