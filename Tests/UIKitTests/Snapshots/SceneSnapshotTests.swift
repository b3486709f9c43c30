import QuartzCore
import SnapshotTesting
import Testing
import UIKitSnapshotTesting
import UIKitTesting

/// Reference pictures of representative scenes, through the `.image` strategies as iOS
/// projects write them. The references under `__Snapshots__` were looked at when recorded;
/// a failure writes the new picture and a difference picture (see the failure message).
@MainActor
@Suite("Scene snapshots", .serialized)
struct SceneSnapshotTests {
    /// Each test starts its own simulated iPhone SE (320×568 pt at 2×) in its synchronous
    /// body, so no other suite's simulator can change the screen between setup and snapshot.
    static func startSimulator() { _ = Simulator(device: .iPhoneSE) }

    /// Cards exercising the compositor: rounded corners with a border, a shadow, an opacity
    /// group, a mask, a rotation and clipping.
    static func cards() -> UIView {
        let scene = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        scene.backgroundColor = .systemGroupedBackground

        let bordered = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 80))
        bordered.backgroundColor = .systemTeal
        bordered.layer.cornerRadius = 16
        bordered.layer.borderWidth = 3
        bordered.layer.borderColor = UIColor.systemIndigo.cgColor
        scene.addSubview(bordered)

        let shadowed = UIView(frame: CGRect(x: 170, y: 20, width: 120, height: 80))
        shadowed.backgroundColor = .white
        shadowed.layer.cornerRadius = 12
        shadowed.layer.shadowOpacity = 0.4
        shadowed.layer.shadowRadius = 6
        shadowed.layer.shadowOffset = CGSize(width: 0, height: 4)
        scene.addSubview(shadowed)

        // Overlapping children inside a half-transparent group: the overlap must not show through.
        let group = UIView(frame: CGRect(x: 20, y: 130, width: 120, height: 90))
        group.alpha = 0.5
        group.layer.allowsGroupOpacity = true
        for (index, color) in [UIColor.systemRed, .systemBlue].enumerated() {
            let square = UIView(frame: CGRect(x: 10 + index * 40, y: 10 + index * 20, width: 60, height: 60))
            square.backgroundColor = color
            group.addSubview(square)
        }
        scene.addSubview(group)

        let masked = UIView(frame: CGRect(x: 170, y: 125, width: 100, height: 100))
        masked.backgroundColor = .systemOrange
        let mask = CAShapeLayer()
        mask.path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100)).cgPath
        masked.layer.mask = mask
        let stripe = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 20))
        stripe.backgroundColor = .systemPurple
        masked.addSubview(stripe)
        masked.transform = CGAffineTransform(rotationAngle: .pi / 8)
        masked.clipsToBounds = true
        scene.addSubview(masked)
        return scene
    }

    @Test("a view: corner radius, border, shadow, opacity group, mask, rotation")
    func cardsView() {
        Self.startSimulator()
        assertSnapshot(of: Self.cards(), as: .image)
    }

    @Test("a layer tree: shape and gradient layers under a 3-D perspective")
    func layers() {
        Self.startSimulator()
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 240, height: 160)
        root.backgroundColor = UIColor.white.cgColor
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 400
        root.sublayerTransform = perspective

        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 30, y: 20, width: 120, height: 120)
        gradient.colors = [UIColor.systemPink.cgColor, UIColor.systemYellow.cgColor]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.transform = CATransform3DMakeRotation(.pi / 5, 0, 1, 0)
        root.addSublayer(gradient)

        // A pie wedge: a stroked and filled path of lines and an arc.
        let wedge = CAShapeLayer()
        wedge.frame = CGRect(x: 150, y: 30, width: 80, height: 80)
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 40, y: 40))
        path.addArc(withCenter: CGPoint(x: 40, y: 40), radius: 36, startAngle: -.pi / 3, endAngle: .pi * 1.2, clockwise: true)
        path.close()
        wedge.path = path.cgPath
        wedge.fillColor = UIColor.systemYellow.cgColor
        wedge.strokeColor = UIColor.systemBrown.cgColor
        wedge.lineWidth = 3
        wedge.lineJoin = .round
        root.addSublayer(wedge)

        assertSnapshot(of: root, as: .image(scale: 2))
    }

    @Test("an image drawn with UIKit's drawing API")
    func drawnImage() {
        Self.startSimulator()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80), format: format).image { context in
            UIColor.systemBackground.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 120, height: 80))
            UIColor.systemGreen.setFill()
            UIBezierPath(roundedRect: CGRect(x: 10, y: 10, width: 100, height: 60), cornerRadius: 14).fill()
            UIColor.white.setStroke()
            let check = UIBezierPath()
            check.move(to: CGPoint(x: 40, y: 40))
            check.addLine(to: CGPoint(x: 55, y: 55))
            check.addLine(to: CGPoint(x: 82, y: 26))
            check.lineWidth = 6
            check.lineCapStyle = .round
            check.lineJoinStyle = .round
            check.stroke()
        }
        assertSnapshot(of: image, as: .image)
    }

    @Test("a view controller, sized to the screen")
    func viewController() {
        Self.startSimulator()
        let controller = UIViewController()
        controller.view.backgroundColor = .systemIndigo
        controller.view.addSubview(Self.cards())
        assertSnapshot(of: controller, as: .image)
    }
}
