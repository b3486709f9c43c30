import CoreGraphics
import Foundation

/// A view that lays out its arranged subviews in a row or a column, with Auto Layout.
///
/// As in UIKit, the stack view is a container that draws nothing of its own (a
/// `backgroundColor` is shown, as since iOS 14; `draw(_:)` is never called) and places its
/// `arrangedSubviews` with constraints it holds itself, named as UIKit names them
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`, `UISV-hiding`, …), at
/// UIKit's priorities, with layout guides for the gaps of the equal distributions and for
/// the span of the arranged views across the axis. It makes no frames itself: they come
/// from the tree's layout engine at the next layout pass, like any constraint-based view's.
///
/// A change of configuration, of the arranged subviews, of an arranged subview's
/// `isHidden` (hidden views collapse: no size along the axis, no spacing) or, where it
/// matters, of an arranged subview's intrinsic size asks for an update-constraints pass;
/// that pass rebuilds the wanted constraints and changes only those that differ (a new
/// spacing moves constants in place).
@preconcurrency @MainActor
open class UIStackView: UIView {
    var arrangedSubviewStorage: [UIView] = []
    /// Custom spacings after arranged subviews, by view.
    var customSpacingStorage: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints the stack view made, in the order it made them.
    var arrangementConstraints: [(key: StackConstraint.Key, constraint: NSLayoutConstraint)] = []
    /// The guide spanning the arranged views across the axis (alignments other than fill).
    var alignmentSpanner: UILayoutGuide?
    /// The guides between neighbouring views of the equal distributions.
    var gapGuides: [UILayoutGuide] = []
    /// Whether the arrangement's constraints must be brought up to date.
    var needsArrangement = true
    /// Arranged views whose baselines moved: constraints on their baselines are remade.
    var viewsWithStaleBaselines: Set<ObjectIdentifier> = []

    /// Creates a stack view with `frame` and no arranged subviews.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty stack view (there are no archives to read here).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a stack view arranging `views` (each becomes a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    // MARK: Arranged subviews (UIStackView+ArrangedSubviews.swift)

    /// The views the stack view arranges, in order along the axis: a subset of
    /// `subviews` (other subviews are left alone).
    open var arrangedSubviews: [UIView] { arrangedSubviewStorage }

    /// Adds `view` at the end of `arrangedSubviews` (moving it there if it is arranged
    /// already), making it a subview if it is not one; an existing subview keeps its place
    /// among the subviews.
    open func addArrangedSubview(_ view: UIView) {
        arrange(view, at: arrangedSubviewStorage.count, api: "UIStackView.addArrangedSubview(_:)")
    }

    /// Inserts `view` at `stackIndex` of `arrangedSubviews` (moving it if it is arranged
    /// already), making it a subview if it is not one. The index must be at most the
    /// number of arranged subviews.
    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrange(view, at: stackIndex, api: "UIStackView.insertArrangedSubview(_:at:)")
    }

    /// Stops arranging `view`; it stays a subview (remove it from its superview to remove
    /// it altogether, which also takes it out of `arrangedSubviews`).
    open func removeArrangedSubview(_ view: UIView) {
        stopArranging(view)
    }

    /// Sets the spacing after `arrangedSubview`, taking precedence over `spacing`:
    /// `spacingUseDefault` goes back to `spacing`, `spacingUseSystem` asks for the system
    /// spacing. Ignored for a view that is not arranged; forgotten when the view stops
    /// being arranged.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        storeCustomSpacing(spacing, after: arrangedSubview)
    }

    /// The custom spacing after `arrangedSubview` (`spacingUseDefault` when none is set).
    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacingStorage[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    // MARK: Configuration

    /// Whether the views form a row (`.horizontal`, the default) or a column.
    open var axis: NSLayoutConstraint.Axis = .horizontal {
        didSet { if axis != oldValue { setNeedsArrangement() } }
    }

    /// The layout along the axis; `.fill` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsArrangement() } }
    }

    /// The layout across the axis; `.fill` by default. The baseline alignments apply to
    /// horizontal stacks; a vertical stack treats `firstBaseline` as `leading` and
    /// `lastBaseline` as `trailing`.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsArrangement() } }
    }

    /// The distance between neighbouring arranged views (0 by default): exact for the fill
    /// distributions, the smallest gap for `equalSpacing` and `equalCentering`. Negative
    /// values make the views overlap; `spacingUseSystem` asks for the system spacing,
    /// `spacingUseDefault` means 0. It must be a finite number.
    open var spacing: CGFloat = 0 {
        didSet {
            guard spacing.isFinite else {
                preconditionFailure("UIStackView.spacing: \(spacing) is not a finite number; use a finite spacing (or UIStackView.spacingUseSystem)")
            }
            if spacing != oldValue { setNeedsArrangement() }
        }
    }

    /// Whether a vertical stack measures the spacing between views from the last baseline
    /// of one to the first baseline of the next (default false). Horizontal stacks ignore
    /// it.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    /// Whether the views are arranged inside the layout margins rather than the bounds
    /// (default false).
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
    }

    // MARK: Overrides

    /// The stack view places its views with constraints, so its tree uses Auto Layout
    /// from the start.
    open override class var requiresConstraintBasedLayout: Bool { true }

    /// Brings the arrangement's constraints up to date, then runs UIView's pass.
    open override func updateConstraints() {
        updateArrangementConstraints()
        super.updateConstraints()
    }

    /// A subview leaving the stack view leaves `arrangedSubviews` too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        stopArranging(subview)
    }

    /// A horizontal stack's tallest visible arranged view, a vertical stack's first one
    /// (or, when that view is a stack view, its own first-baseline view).
    open override var forFirstBaselineLayout: UIView { arrangedBaselineView(first: true) }

    /// A horizontal stack's tallest visible arranged view, a vertical stack's last one
    /// (or, when that view is a stack view, its own last-baseline view).
    open override var forLastBaselineLayout: UIView { arrangedBaselineView(first: false) }

    /// A stack view draws no content: `draw(_:)` is not called, as UIKit documents.
    override func drawLayerContent(_ rect: CGRect) {}

    override func subviewDidChangeHidden(_ subview: UIView) {
        if isArranged(subview) { setNeedsArrangement() }
    }

    override func subviewDidInvalidateIntrinsicContentSize(_ subview: UIView) {
        arrangedSubviewIntrinsicSizeChanged(subview)
    }
}
