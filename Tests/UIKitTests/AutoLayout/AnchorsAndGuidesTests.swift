import Testing
import UIKitTesting

@MainActor
@Suite("Auto Layout: anchors, activation, layout guides, trees", .serialized)
struct AnchorsAndGuidesTests {
    @Test("anchors make the item/attribute constraints; isActive installs on the closest common ancestor")
    func anchorsAndActivation() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let box = UIView(), a = UIView(), b = UIView()
        for v in [box, a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(box)
        box.addSubview(a)
        box.addSubview(b)
        let spacing = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2)
        #expect(spacing.firstItem === b && spacing.firstAttribute == .leading)
        #expect(spacing.secondItem === a && spacing.secondAttribute == .trailing && spacing.constant == 16)
        let ratio = a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5, constant: 2)
        #expect(ratio.multiplier == 0.5 && ratio.constant == 2 && ratio.relation == .equal)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            box.heightAnchor.constraint(equalToConstant: 100),
            a.leadingAnchor.constraint(equalTo: box.leadingAnchor), a.topAnchor.constraint(equalTo: box.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 40), ratio,
            spacing, b.topAnchor.constraint(equalTo: a.bottomAnchor), b.widthAnchor.constraint(greaterThanOrEqualToConstant: 30),
            b.heightAnchor.constraint(lessThanOrEqualTo: a.heightAnchor, multiplier: 1),
            b.widthAnchor.constraint(lessThanOrEqualToConstant: 30),
        ])
        #expect(spacing.isActive)
        #expect(box.constraints.contains { $0 === spacing })  // closest common ancestor of a and b
        #expect(a.constraints.contains { $0 === ratio })  // a constraint on one view is held by it
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 10, width: 300, height: 100))
        #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 22))
        #expect(b.frame.minX == 56 && b.frame.minY == 22 && b.frame.width == 30)
        spacing.isActive = false
        #expect(!box.constraints.contains { $0 === spacing })
        #expect(spacing.firstAnchor.description.contains("leading"))
    }

    @Test("margins, safe-area and readable-content guides follow their view")
    func systemGuides() {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let content = UIView(), safe = UIView(), readable = UIView()
        for v in [content, safe, readable] {
            v.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(v)
        }
        window.layoutMargins = UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 16)
        window.insetsLayoutMarginsFromSafeArea = false
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: window.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: window.layoutMarginsGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: window.layoutMarginsGuide.topAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
            safe.topAnchor.constraint(equalTo: window.safeAreaLayoutGuide.topAnchor),
            safe.bottomAnchor.constraint(equalTo: window.safeAreaLayoutGuide.bottomAnchor),
            safe.leftAnchor.constraint(equalTo: window.leftAnchor), safe.widthAnchor.constraint(equalToConstant: 5),
            readable.leadingAnchor.constraint(equalTo: window.readableContentGuide.leadingAnchor),
            readable.trailingAnchor.constraint(equalTo: window.readableContentGuide.trailingAnchor),
            readable.topAnchor.constraint(equalTo: window.topAnchor), readable.heightAnchor.constraint(equalToConstant: 5),
        ])
        window.isHidden = false
        sim.runUntilIdle()
        #expect(content.frame == CGRect(x: 16, y: 10, width: 393 - 32, height: 10))
        #expect(safe.frame == CGRect(x: 0, y: 59, width: 5, height: 852 - 59 - 34))
        #expect(readable.frame == CGRect(x: 16, y: 0, width: 393 - 32, height: 5))
        #expect(window.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 10, width: 361, height: 832))
        // The margin attributes are the margins guide's.
        window.layoutMargins = UIEdgeInsets(top: 20, left: 30, bottom: 20, right: 30)
        sim.runUntilIdle()
        #expect(content.frame == CGRect(x: 30, y: 20, width: 393 - 60, height: 10))
        // The readable column is at most 672 wide, centred, on a wide screen.
        sim.rotate(to: .landscapeLeft)
        #expect(window.frame == CGRect(x: 0, y: 0, width: 852, height: 393))
        sim.runUntilIdle()
        #expect(readable.frame.width == min(672, window.bounds.width - 60))
        #expect(abs(readable.frame.midX - window.bounds.midX) < 1e-9)
        withExtendedLifetime(window) {}
    }

    @Test("margin attributes and custom layout guides")
    func marginAttributesAndGuides() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.layoutMargins = UIEdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(a)
        let gap = UILayoutGuide()
        root.addLayoutGuide(gap)
        #expect(gap.owningView === root && root.layoutGuides.contains { $0 === gap })
        root.addConstraints([
            constraint(a, .leading, .equal, root, .leadingMargin), constraint(a, .bottom, .equal, root, .bottomMargin),
            fixed(a, .width, 50), fixed(a, .height, 50),
        ])
        NSLayoutConstraint.activate([
            gap.leadingAnchor.constraint(equalTo: a.trailingAnchor), gap.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            gap.topAnchor.constraint(equalTo: root.topAnchor), gap.heightAnchor.constraint(equalToConstant: 1),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 235, width: 50, height: 50))
        #expect(gap.layoutFrame == CGRect(x: 60, y: 0, width: 240, height: 1))
        root.removeLayoutGuide(gap)
        #expect(gap.owningView == nil && !root.layoutGuides.contains { $0 === gap })
        #expect(root.layoutGuides.map(\.identifier) == ["UIViewLayoutMarginsGuide"])  // made by the margin attributes
    }

    @Test("a subtree built with constraints off-screen keeps them when added to a window, and after moving")
    func subtreesMoveWithTheirConstraints() {
        let sim = Simulator(device: .iPhoneSE)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.isHidden = false
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -4),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
        ])
        window.addSubview(card)
        sim.runUntilIdle()
        #expect(badge.frame == CGRect(x: 176, y: 4, width: 20, height: 20))
        let other = UIView(frame: CGRect(x: 0, y: 200, width: 300, height: 100))
        window.addSubview(other)
        other.addSubview(card)
        card.frame.size.width = 300
        sim.runUntilIdle()
        #expect(badge.frame == CGRect(x: 276, y: 4, width: 20, height: 20))
        card.removeFromSuperview()
        card.frame.size.width = 100
        card.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 76, y: 4, width: 20, height: 20))
        withExtendedLifetime(window) {}
    }

    @Test("labels and image views are sized by their intrinsic sizes")
    func labelsAndImageViews() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let label = UILabel()
        label.text = "Hello, Auto Layout"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        NSLayoutConstraint.activate([label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 8),
                                     label.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)])
        root.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        label.text = "Hello, Auto Layout, with more text"
        root.layoutIfNeeded()
        #expect(label.frame.size == label.intrinsicContentSize)
        #expect(label.frame.origin == CGPoint(x: 8, y: 8))
    }

    @Test("a multi-line label wraps at the width constraints give it, in the same layout")
    func multiLineLabel() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 480))
        let label = UILabel(), below = UIView()
        label.numberOfLines = 0
        label.text = "A multi-line label placed by constraints wraps at the width they give it."
        for v in [label, below] as [UIView] {
            v.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(v)
        }
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            below.topAnchor.constraint(equalTo: label.bottomAnchor), below.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10), below.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 200, height: 0))
        #expect(label.frame.width == 200)
        #expect(label.frame.height == wrapped.height)
        #expect(wrapped.height > label.font.lineHeight * 2)
        #expect(below.frame.minY == label.frame.maxY)
        root.frame.size.width = 420
        root.layoutIfNeeded()
        #expect(label.frame.height == label.sizeThatFits(CGSize(width: 400, height: 0)).height)
        #expect(below.frame.minY == label.frame.maxY)
    }

    @Test("a view placed by constraints without any constraint sits at the origin with no size")
    func unconstrainedPlacedView() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let v = UIView(frame: CGRect(x: 50, y: 50, width: 50, height: 50))
        root.addSubview(v)
        v.translatesAutoresizingMaskIntoConstraints = false
        root.layoutIfNeeded()
        #expect(v.frame == .zero)
        #expect(v.hasAmbiguousLayout)
    }
}
