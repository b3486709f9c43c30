import CoreGraphics
import Foundation
import QuartzCore

/// A bar that fills from left to right as a task progresses.
///
/// As on iOS, the track and the filled part are two image views: each shows its image
/// (`trackImage`, `progressImage`) when one is set, otherwise a plain colour
/// (`trackTintColor`, default the system fill gray; `progressTintColor`, default the tint
/// colour) with iOS 17's fully rounded ends in the default style. The filled part is at
/// least as wide as it is high once there is any progress, so its rounded ends stay round.
/// `setProgress(_:animated:)` grows it with a Core Animation animation.
///
/// `observedProgress` is followed by reading the `Progress`'s `fractionCompleted` once a
/// frame, on a display link that runs only while the view is in a window and the progress
/// is not finished (Foundation on Linux has no key-value observing; docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The look: the default bar or the thinner toolbar bar. Default `.default`.
    open var progressViewStyle: UIProgressView.Style = .default {
        didSet {
            guard progressViewStyle != oldValue else { return }
            invalidateIntrinsicContentSize()
            updateLook()
            setNeedsLayout()
        }
    }

    /// How far the task is, 0…1. Values outside are clamped and NaN counts as 0; setting
    /// it does not animate. While `observedProgress` is set this is its fraction completed.
    open var progress: Float {
        get { observedProgress.map { Self.clamped(Float($0.fractionCompleted)) } ?? shownProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// The colour of the filled part; nil (the default): the tint colour. Ignored while
    /// `progressImage` is set.
    open var progressTintColor: UIColor? {
        didSet { updateLook() }
    }

    /// The colour of the track; nil (the default): the system fill gray. Ignored while
    /// `trackImage` is set.
    open var trackTintColor: UIColor? {
        didSet { updateLook() }
    }

    /// An image stretched over the filled part instead of its colour.
    open var progressImage: UIImage? {
        didSet { updateLook() }
    }

    /// An image stretched over the track instead of its colour.
    open var trackImage: UIImage? {
        didSet { updateLook() }
    }

    /// A Foundation `Progress` whose `fractionCompleted` the view shows, as it changes;
    /// nil (the default): `progress` is set directly.
    open var observedProgress: Progress? {
        didSet { observedProgressChanged() }
    }

    /// The progress the bar shows (clamped), set directly or read from `observedProgress`.
    var shownProgress: Float = 0
    /// The track, the whole bounds.
    @_spi(Testing) public let trackView = UIImageView(frame: .zero)
    /// The filled part, from the left.
    @_spi(Testing) public let fillView = UIImageView(frame: .zero)
    /// Reads `observedProgress` once a frame while it runs.
    lazy var follower = ProgressFollower(view: self)

    /// A progress view of `style`, as high as the style asks, with no width yet.
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 0, height: style.height))
        progressViewStyle = style
    }

    /// A progress view of the default style in `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    /// No width of its own, the style's height (4 or 2.5 points).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: progressViewStyle.height)
    }

    /// The width it has and the style's height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: bounds.width, height: progressViewStyle.height)
    }

    /// Lays the track over the bounds and the filled part over its share of them.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBars()
    }

    /// The filled part takes the new tint colour (when it has no colour or image of its own).
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLook()
    }

    /// Follows `observedProgress` only while in a window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        followObservedProgress()
    }

    /// Sets `progress` (clamped to 0…1, NaN as 0); when `animated`, the filled part grows
    /// or shrinks to it with an animation, from where it is shown now.
    open func setProgress(_ progress: Float, animated: Bool) {
        show(Self.clamped(progress), animated: animated)
    }
}
