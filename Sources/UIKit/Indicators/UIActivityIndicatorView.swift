import CoreGraphics
import Foundation
import QuartzCore

/// A view that shows that a task is in progress: eight spokes around a centre, one dark
/// and the others fading behind it, the dark one going round.
///
/// As on iOS 13 and later, the spokes are drawn at the style's size (20 or 37 points)
/// centred in the bounds, in `color` (secondary-label gray by default). The spinning is a
/// Core Animation animation of the spokes' opacities in discrete steps, twelve a second,
/// which the compositor evaluates on the host clock: the view does nothing per frame, and
/// a Simulator shows it turned after `advance(by:)`. As on iOS the animation stops while
/// the view is out of a window and starts again when it comes back, if `isAnimating`.
/// A stopped indicator is hidden while `hidesWhenStopped` is true (the default), so a
/// new one is hidden until `startAnimating()`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The style: its size and default colour. Default `.medium`.
    open var style: UIActivityIndicatorView.Style = .medium {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            updateSpokeColors()
            setNeedsLayout()
        }
    }

    /// The colour of the spokes; nil sets the style's colour again (what is then read back).
    open var color: UIColor! {
        get { colorStorage ?? style.defaultColor }
        set {
            colorStorage = newValue
            updateSpokeColors()
        }
    }

    /// Whether the indicator is hidden while stopped. Default true. Changing it while
    /// stopped hides or shows the indicator at once.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// Whether the indicator is spinning (`startAnimating()` until `stopAnimating()`).
    open var isAnimating: Bool { animating }

    var colorStorage: UIColor?
    var animating = false
    /// The eight spokes, clockwise from the top.
    @_spi(Testing) public let spokes: [CAShapeLayer] = (0..<UIActivityIndicatorView.spokeCount).map { _ in CAShapeLayer() }

    /// An indicator of `style`, sized to it, at the origin, stopped (so hidden).
    public init(style: UIActivityIndicatorView.Style) {
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        self.style = style
        configure()
    }

    /// A medium indicator in `frame`, stopped (so hidden).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// The style's size: 20 × 20 or 37 × 37 points.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: style.side, height: style.side)
    }

    /// The style's size, whatever size is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    /// Puts the spokes at the style's size in the middle of the bounds.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutSpokes()
    }

    /// Starts the spinning, out of a window at the next entry into one, and shows the
    /// indicator. Nothing happens while it spins.
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        if hidesWhenStopped { isHidden = false }
        if window != nil { addSpinAnimations() }
    }

    /// Stops the spinning and, while `hidesWhenStopped`, hides the indicator. Nothing
    /// happens while it is stopped.
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        removeSpinAnimations()
        if hidesWhenStopped { isHidden = true }
    }

    /// Stops the spin animation out of a window and starts it again on the way back in.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        if window != nil, animating {
            addSpinAnimations()
        } else {
            removeSpinAnimations()
        }
    }
}
