import Foundation

/// The glow of a button that `showsTouchWhenHighlighted`: a soft white disc, opaque at its
/// centre and fading to nothing at its edge, shown at the button's centre while highlighted.
@MainActor
final class ButtonGlowView: UIView {
    /// The glow's diameter in points.
    static let diameter: CGFloat = 40

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isOpaque = false
        isHidden = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(),
              let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                        colors: [UIColor(white: 1, alpha: 1).cgColor, UIColor(white: 1, alpha: 0).cgColor],
                                        locations: nil) else { return }
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        context.drawRadialGradient(gradient, startCenter: center, startRadius: 0, endCenter: center,
                                   endRadius: min(bounds.width, bounds.height) / 2, options: [])
    }
}
