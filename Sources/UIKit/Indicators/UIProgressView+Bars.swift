import CoreGraphics
import Foundation
import QuartzCore

extension UIProgressView {
    /// How long `setProgress(_:animated:)` takes to move the filled part.
    static let progressAnimationDuration: TimeInterval = 0.25

    /// The subviews in place, once per initializer.
    func configure() {
        isOpaque = false
        addSubview(trackView)
        addSubview(fillView)
        updateLook()
        layoutBars()
    }

    /// `value` in 0…1; NaN is 0.
    static func clamped(_ value: Float) -> Float {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }

    /// Shows `progress` (already clamped), moving the filled part with an animation when
    /// `animated` and the view is on screen.
    func show(_ progress: Float, animated: Bool) {
        shownProgress = progress
        guard animated, window != nil else {
            // A jump ends a move under way.
            fillView.layer.removeAllAnimations()
            layoutBars()
            return
        }
        UIView.animate(withDuration: Self.progressAnimationDuration, delay: 0, options: [.beginFromCurrentState],
                       animations: { self.layoutBars() }, completion: nil)
    }

    /// The width of the filled part in `width` points of track `height` high: the
    /// progress's share, at least the height once there is progress when the ends are round.
    func fillWidth(inTrack width: CGFloat, height: CGFloat) -> CGFloat {
        let share = width * CGFloat(shownProgress)
        guard shownProgress > 0, progressViewStyle.hasRoundedEnds, progressImage == nil else { return share }
        return min(width, max(share, height))
    }

    /// The track over the bounds, the filled part over its share from the left.
    func layoutBars() {
        let size = bounds.size
        trackView.frame = CGRect(origin: .zero, size: size)
        fillView.frame = CGRect(x: 0, y: 0, width: fillWidth(inTrack: size.width, height: size.height),
                                height: size.height)
        let radius = progressViewStyle.hasRoundedEnds ? size.height / 2 : 0
        // Set only when it changes: inside an animation block a change would be animated.
        for (bar, image) in [(trackView, trackImage), (fillView, progressImage)] {
            let corner = image == nil ? radius : 0
            if bar.layer.cornerRadius != corner { bar.layer.cornerRadius = corner }
        }
    }

    /// The colours and images of the track and the filled part.
    func updateLook() {
        trackView.image = trackImage
        trackView.backgroundColor = trackImage == nil ? trackTintColor ?? .systemFill : nil
        fillView.image = progressImage
        fillView.backgroundColor = progressImage == nil ? progressTintColor ?? tintColor : nil
        setNeedsLayout()
    }
}
