import Foundation

extension UIImageView {
    /// The key of the image animation on the layer.
    static let imageAnimationKey = "UIImageAnimation"

    /// Plays the current animation images as UIKit does: a discrete keyframe animation
    /// of the layer's `contents` through the images (upright, tinted when templates),
    /// each shown for an equal share of `animationDuration` (1/30 s each when it is 0),
    /// `animationRepeatCount` times (0: without end). It replaces a running one.
    func addImageAnimation() {
        guard let images = currentAnimationImages, !images.isEmpty else { return }
        let animation = CAKeyframeAnimation(keyPath: "contents")
        animation.values = images.compactMap { image in
            let shown = image.renderingMode == .alwaysTemplate ? image.withTintColor(tintColor) : image
            return shown.uprightCGImage
        }
        animation.calculationMode = .discrete
        let duration = animationDuration.isFinite && animationDuration > 0 ? animationDuration : Double(images.count) / 30
        animation.duration = duration
        animation.repeatCount = animationRepeatCount > 0 ? Float(animationRepeatCount) : .infinity
        animation.delegate = ImageAnimationEnd(view: self)
        layer.add(animation, forKey: UIImageView.imageAnimationKey)
    }
}

/// Notices an image animation's passes coming to their end: the view stops animating
/// and shows its still image again.
@MainActor
private final class ImageAnimationEnd: NSObject, @preconcurrency CAAnimationDelegate {
    weak var view: UIImageView?

    init(view: UIImageView) {
        self.view = view
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        // Stopped or replaced: whoever did it has updated the view.
        guard flag, let view, view.animating, view.layer.animation(forKey: UIImageView.imageAnimationKey) == nil else {
            return
        }
        view.animating = false
        view.updateContent()
    }
}
