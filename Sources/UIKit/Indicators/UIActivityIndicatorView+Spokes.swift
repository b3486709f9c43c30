import CoreGraphics
import Foundation
import QuartzCore

extension UIActivityIndicatorView {
    static let spokeCount = 8
    /// How many times a second the dark spoke moves on by one.
    static let stepsPerSecond: Double = 12
    /// The key of each spoke's opacity animation.
    @_spi(Testing) public static let spinAnimationKey = "UIActivityIndicatorSpin"

    /// The opacity of a spoke by how many steps it is behind the dark one: the three
    /// behind it fade, the other four are faint (after the alphas measured on iOS 13,
    /// 147…47 of 255, as fractions of the darkest).
    static let spokeOpacities: [Float] = [1, 0.83, 0.66, 0.49, 0.32, 0.32, 0.32, 0.32]

    /// The spokes' layers in place, and the indicator's own settings, once per initializer.
    func configure() {
        isOpaque = false
        isHidden = true
        // The spokes are sublayers, which Core Animation would animate implicitly: their
        // changes are the view's own and show at once.
        let none = NSNull()
        for (index, spoke) in spokes.enumerated() {
            spoke.actions = ["opacity": none, "path": none, "fillColor": none, "position": none, "bounds": none]
            spoke.opacity = Self.opacity(ofSpoke: index, atStep: 0)
            layer.addSublayer(spoke)
        }
        updateSpokeColors()
        layoutSpokes()
    }

    /// The opacity of spoke `index` (clockwise from the top) while the dark spoke is spoke
    /// `step` (modulo the count).
    static func opacity(ofSpoke index: Int, atStep step: Int) -> Float {
        let behind = ((step - index) % spokeCount + spokeCount) % spokeCount
        return spokeOpacities[behind]
    }

    /// Each spoke a capsule from a third of the radius to the edge, a tenth of the side
    /// wide, turned to its place, in the middle of the bounds at the style's size.
    func layoutSpokes() {
        let radius = style.side / 2
        let width = style.side / 10
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let upright = CGPath(roundedRect: CGRect(x: -width / 2, y: -radius, width: width, height: radius * 2 / 3),
                             cornerWidth: width / 2, cornerHeight: width / 2, transform: nil)
        for (index, spoke) in spokes.enumerated() {
            var place = CGAffineTransform(rotationAngle: CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount))
                .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
            spoke.frame = bounds
            spoke.path = upright.copy(using: &place)
        }
    }

    /// Shows the first `count` spokes clockwise from the top at full strength and hides the
    /// others: how a refresh control's spinner appears tick by tick as it is pulled into
    /// view. A spin, while it runs, shows over this.
    func revealSpokes(_ count: Int) {
        for (index, spoke) in spokes.enumerated() { spoke.opacity = index < count ? 1 : 0 }
    }

    /// Paints the spokes in `color`.
    func updateSpokeColors() {
        let fill = color.cgColor
        for spoke in spokes { spoke.fillColor = fill }
    }

    /// Starts each spoke's opacity stepping round, from the first step, without end.
    func addSpinAnimations() {
        let steps = Self.spokeCount
        for (index, spoke) in spokes.enumerated() {
            let animation = CAKeyframeAnimation(keyPath: "opacity")
            animation.values = (0..<steps).map { Self.opacity(ofSpoke: index, atStep: $0) }
            animation.calculationMode = .discrete
            animation.duration = Double(steps) / Self.stepsPerSecond
            animation.repeatCount = .infinity
            spoke.add(animation, forKey: Self.spinAnimationKey)
        }
    }

    func removeSpinAnimations() {
        for spoke in spokes { spoke.removeAnimation(forKey: Self.spinAnimationKey) }
    }
}
