import Foundation
import QuartzCore

/// The white round thumb of switches and sliders in the iOS 13+ look: a fill, a hairline
/// edge and a soft shadow falling below it, drawn by the layer itself (no image), so it
/// stretches and slides with the view's animations.
enum ControlThumb {
    /// Gives `view` the thumb's look: round ends for a thumb `height` points tall, filled
    /// with `color`, its shadow `shadowRadius` points soft and `shadowOffset` below.
    @MainActor
    static func style(_ view: UIView, height: CGFloat, color: UIColor, shadowOpacity: Float,
                      shadowRadius: CGFloat, shadowOffset: CGFloat) {
        view.backgroundColor = color
        let layer = view.layer
        layer.cornerRadius = height / 2
        layer.borderWidth = 0.5
        layer.borderColor = UIColor(white: 0, alpha: 0.04).cgColor
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = shadowOpacity
        layer.shadowRadius = shadowRadius
        layer.shadowOffset = CGSize(width: 0, height: shadowOffset)
    }

    /// Takes the thumb's look off `view` (a custom thumb image shows instead).
    @MainActor
    static func unstyle(_ view: UIView) {
        view.backgroundColor = nil
        let layer = view.layer
        layer.cornerRadius = 0
        layer.borderWidth = 0
        layer.shadowOpacity = 0
    }
}
