import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite("Auto Layout: autoresizing, passes, fitting, ambiguity", .serialized)
struct PassesAndFittingTests {
    private func root() -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }

    private func placed(in c: UIView) -> UIView {
        let v = UIView()
        v.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(v)
        return v
    }

    /// A small view placed by constraints at `view`'s bottom-right corner.
    private func corner(of view: UIView, size: CGFloat, in c: UIView) -> UIView {
        let t = placed(in: c)
        c.addConstraints([constraint(t, .left, .equal, view, .right), constraint(t, .top, .equal, view, .bottom),
                          fixed(t, .width, size), fixed(t, .height, size)])
        return t
    }

    // MARK: translatesAutoresizingMaskIntoConstraints

    @Test("scenarios 133, 136, 152: an autoresizing view anchors constraints and is not ambiguous")
    func scenario133() {
        let c = root()
        let sv = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        c.addSubview(sv)
        let t = placed(in: c)
        c.addConstraints([constraint(t, .left, .equal, sv, .right, 8), constraint(t, .top, .equal, sv, .top),
                          fixed(t, .width, 10), fixed(t, .height, 10)])
        c.layoutIfNeeded()
        #expect(t.frame == CGRect(x: 68, y: 10, width: 10, height: 10))
        #expect(sv.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
        #expect(!sv.hasAmbiguousLayout)
        sv.frame = CGRect(x: 40, y: 0, width: 100, height: 44)
        c.layoutIfNeeded()
        #expect(t.frame.minX == 148)
        #expect(t.frame.minY == 0)
        #expect(!UIView().hasAmbiguousLayout)  // not in an engaged tree
    }

    @Test("scenario 134: a flexible width, translated, follows the root")
    func scenario134() {
        let c = root()
        let sv = UIView(frame: CGRect(x: 20, y: 0, width: 280, height: 44))
        sv.autoresizingMask = .flexibleWidth
        c.addSubview(sv)
        let t = corner(of: sv, size: 10, in: c)
        c.layoutIfNeeded()
        c.frame = CGRect(x: 0, y: 0, width: 480, height: 480)
        c.layoutIfNeeded()
        #expect(sv.frame == CGRect(x: 20, y: 0, width: 440, height: 44))
        #expect(t.frame == CGRect(x: 460, y: 44, width: 10, height: 10))
    }

    @Test("scenario 135: flexible margins in an engaged tree match direct autoresizing")
    func scenario135() {
        let c = root()
        let v = UIView(frame: CGRect(x: 20, y: 0, width: 270, height: 44))
        v.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        c.addSubview(v)
        let other = placed(in: c)
        c.addConstraints([constraint(other, .left, .equal, c, .left), constraint(other, .top, .equal, c, .top),
                          fixed(other, .width, 1), fixed(other, .height, 1)])
        c.layoutIfNeeded()
        c.frame.size.width = 480
        c.layoutIfNeeded()
        #expect(v.frame == CGRect(x: 84, y: 0, width: 270, height: 44))
    }

    @Test("the autoresizing translation shares a size change exactly as direct autoresizing does")
    func translationMatchesDirectAutoresizing() {
        let masks: [UIView.AutoresizingMask] = [
            [], .flexibleWidth, [.flexibleLeftMargin, .flexibleWidth], [.flexibleLeftMargin, .flexibleRightMargin],
            [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin, .flexibleHeight], [.flexibleTopMargin, .flexibleBottomMargin],
        ]
        for mask in masks {
            let direct = root(), engaged = root()
            let a = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 60)), b = UIView(frame: a.frame)
            a.autoresizingMask = mask
            b.autoresizingMask = mask
            direct.addSubview(a)
            engaged.addSubview(b)
            let anchor = corner(of: b, size: 1, in: engaged)
            engaged.layoutIfNeeded()
            direct.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
            engaged.frame = direct.frame
            engaged.layoutIfNeeded()
            // Equal up to rounding: the engine and direct autoresizing add the same terms in another order.
            let close = { (x: CGFloat, y: CGFloat) in abs(x - y) < 1e-9 }
            #expect(close(b.frame.minX, a.frame.minX) && close(b.frame.minY, a.frame.minY), "mask \(mask.rawValue)")
            #expect(close(b.frame.width, a.frame.width) && close(b.frame.height, a.frame.height), "mask \(mask.rawValue)")
            #expect(close(anchor.frame.minX, a.frame.maxX) && close(anchor.frame.minY, a.frame.maxY), "mask \(mask.rawValue)")
        }
    }

    // MARK: Passes and engagement

    @Test("scenario 137: updateConstraints runs bottom-up, once")
    func scenario137() {
        var log: [String] = []
        let r = PassLogView(frame: CGRect(x: 0, y: 0, width: 100, height: 100)), c = PassLogView(), g = PassLogView()
        for (view, name) in [(r, "R"), (c, "C"), (g, "G")] {
            view.name = name
            view.log = { if $0.hasPrefix("update") { log.append(String($0.dropFirst(7))) } }
        }
        r.addSubview(c)
        c.addSubview(g)
        r.addConstraint(fixed(c, .width, 10))  // engages the tree
        r.updateConstraintsIfNeeded()
        log.removeAll()
        for view in [r, c, g] { view.setNeedsUpdateConstraints() }
        r.updateConstraintsIfNeeded()
        #expect(log == ["G", "C", "R"])
        #expect([r, c, g].allSatisfy { !$0.needsUpdateConstraints() })
        r.updateConstraintsIfNeeded()
        #expect(log == ["G", "C", "R"])
    }

    @Test("scenario 138: setNeedsUpdateConstraints only marks")
    func scenario138() {
        var log: [String] = []
        let v = PassLogView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.log = { log.append($0) }
        v.addConstraint(fixed(v, .width, 10))
        v.updateConstraintsIfNeeded()
        log.removeAll()
        v.setNeedsUpdateConstraints()
        #expect(v.needsUpdateConstraints())
        #expect(log.isEmpty)
    }

    @Test("scenario 139: the update pass comes before layout")
    func scenario139() {
        var log: [String] = []
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let v = PassLogView()
        v.name = "v"
        v.log = { log.append($0) }
        root.addSubview(v)
        root.addConstraint(fixed(v, .width, 10))
        root.layoutIfNeeded()
        log.removeAll()
        v.setNeedsUpdateConstraints()
        v.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(log == ["update v", "layout v"])
    }

    @Test("scenario 140: requiresConstraintBasedLayout engages a tree with no constraint")
    func scenario140() {
        final class Requiring: UIView {
            nonisolated(unsafe) static var updates = 0
            let x = UIView()
            var installed = false
            override class var requiresConstraintBasedLayout: Bool { true }
            override func updateConstraints() {
                Requiring.updates += 1
                if !installed {
                    installed = true
                    addConstraints([constraint(x, .left, .equal, self, .left, 5), constraint(x, .top, .equal, self, .top, 5),
                                    fixed(x, .width, 10), fixed(x, .height, 10)])
                }
                super.updateConstraints()
            }
        }
        Requiring.updates = 0
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = Requiring(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.x.translatesAutoresizingMaskIntoConstraints = false
        v.addSubview(v.x)
        p.addSubview(v)
        p.layoutIfNeeded()
        #expect(Requiring.updates == 1)
        #expect(v.x.frame == CGRect(x: 5, y: 5, width: 10, height: 10))
    }

    @Test("scenario 141: a tree without Auto Layout never runs updateConstraints")
    func scenario141() {
        var log: [String] = []
        let p = PassLogView(frame: CGRect(x: 0, y: 0, width: 200, height: 200)), v = PassLogView(frame: .zero), x = PassLogView()
        for view in [p, v, x] { view.log = { log.append($0) } }
        p.addSubview(v)
        v.addSubview(x)
        let sim = Simulator(device: .iPhoneSE)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.addSubview(p)
        window.isHidden = false
        p.layoutIfNeeded()
        sim.runUntilIdle()
        #expect(!log.contains { $0.hasPrefix("update") })
        withExtendedLifetime(window) {}
    }

    // MARK: Fitting size

    @Test("scenario 143: a view with an intrinsic size fits it for either target")
    func scenario143() {
        let i = IntrinsicView(CGSize(width: 100, height: 40))
        #expect(i.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 100, height: 40))
        #expect(i.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == CGSize(width: 100, height: 40))
    }

    private func container() -> (k: UIView, i: IntrinsicView) {
        let k = UIView(frame: .zero)
        let i = IntrinsicView(CGSize(width: 100, height: 40))
        k.addSubview(i)
        k.addConstraints([constraint(i, .left, .equal, k, .left, 10), constraint(i, .top, .equal, k, .top, 10),
                          constraint(k, .right, .equal, i, .right, 10), constraint(k, .bottom, .equal, i, .bottom, 10)])
        return (k, i)
    }

    @Test("scenario 144: a container fits its content plus insets, and nothing moves")
    func scenario144() {
        let (k, i) = container()
        let before = i.frame
        #expect(k.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 60))
        #expect(k.frame == .zero)
        #expect(i.frame == before)
    }

    @Test("scenario 145: constraints held above the measured view do not count")
    func scenario145() {
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let (k, _) = container()
        k.translatesAutoresizingMaskIntoConstraints = false
        p.addSubview(k)
        p.addConstraint(fixed(k, .width, 500))
        p.layoutIfNeeded()
        #expect(k.frame.width == 500)
        #expect(k.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 120, height: 60))
        p.layoutIfNeeded()
        #expect(k.frame.width == 500)
    }

    @Test("scenario 146: an empty view fits the target")
    func scenario146() {
        #expect(UIView().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == .zero)
        #expect(UIView().systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == UIView.layoutFittingExpandedSize)
    }

    @Test("scenario 147: minimums bound the compressed size; nothing bounds the expanded one")
    func scenario147() {
        let k = UIView(frame: .zero)
        let x = UIView()
        x.translatesAutoresizingMaskIntoConstraints = false
        k.addSubview(x)
        k.addConstraints([constraint(x, .left, .equal, k, .left, 10), constraint(x, .top, .equal, k, .top, 10),
                          constraint(k, .right, .equal, x, .right, 10), constraint(k, .bottom, .equal, x, .bottom, 10),
                          fixed(x, .width, 50, .greaterThanOrEqual), fixed(x, .height, 20, .greaterThanOrEqual)])
        #expect(k.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 70, height: 40))
        #expect(k.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize) == UIView.layoutFittingExpandedSize)
    }

    @Test("fitting with a required width measures the height for it (self-sizing cells)")
    func fittingWithPriorities() {
        let k = UIView(frame: .zero)
        let x = UIView()
        x.translatesAutoresizingMaskIntoConstraints = false
        k.addSubview(x)
        k.addConstraints([constraint(x, .left, .equal, k, .left), constraint(x, .top, .equal, k, .top),
                          constraint(k, .right, .equal, x, .right), constraint(k, .bottom, .equal, x, .bottom),
                          constraint(x, .height, .equal, x, .width, multiplier: 0.5)])
        let size = k.systemLayoutSizeFitting(CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 300, height: 150))
    }

    // MARK: Ambiguity and debugging

    @Test("scenario 148: a view without a position is ambiguous until it has one")
    func scenario148() {
        let (c, a) = rootAndA()
        c.addConstraints([fixed(a, .width, 100), fixed(a, .height, 50)])
        c.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        c.addConstraints([constraint(a, .left, .equal, c, .left), constraint(a, .top, .equal, c, .top)])
        #expect(!a.hasAmbiguousLayout)
    }

    private func scenario149Setup() -> (c: UIView, a: UIView, b: UIView) {
        let (c, a) = rootAndA()
        let b = placed(in: c)
        c.addConstraints([constraint(a, .left, .equal, c, .left), constraint(a, .top, .equal, c, .top),
                          fixed(a, .width, 100), fixed(a, .height, 50),
                          fixed(b, .width, 100), fixed(b, .height, 50), constraint(b, .top, .equal, c, .top),
                          constraint(b, .left, .greaterThanOrEqual, a, .right)])
        c.layoutIfNeeded()
        return (c, a, b)
    }

    @Test("scenario 149: an inequality leaves a view ambiguous; an optional constraint settles it")
    func scenario149() {
        let (c, a, b) = scenario149Setup()
        #expect(b.hasAmbiguousLayout)
        #expect(!a.hasAmbiguousLayout)
        #expect(b.frame.minX == 100)
        c.addConstraint(constraint(b, .left, .equal, a, .right, 10, priority: 500))
        c.layoutIfNeeded()
        #expect(b.frame.minX == 110)
        #expect(!b.hasAmbiguousLayout)
    }

    @Test("scenario 150: exercising ambiguity moves only ambiguous views, within their constraints")
    func scenario150() {
        LayoutDiagnostics.seedRandom(150)
        let (_, a, b) = scenario149Setup()
        var moved = false
        for _ in 0..<5 {
            b.exerciseAmbiguityInLayout()
            #expect(b.frame.minX >= 100)
            #expect(b.frame.width == 100)
            if b.frame.minX != 100 { moved = true }
        }
        #expect(moved)
        let before = a.frame
        a.exerciseAmbiguityInLayout()
        #expect(a.frame == before)
    }

    @Test("scenario 151: the constraints affecting each axis")
    func scenario151() {
        let (c, a) = rootAndA()
        let left = constraint(a, .left, .equal, c, .left, 20), top = constraint(a, .top, .equal, c, .top, 30)
        let width = fixed(a, .width, 100), height = fixed(a, .height, 50)
        c.addConstraints([left, top, width, height])
        c.layoutIfNeeded()
        let horizontal = a.constraintsAffectingLayout(for: .horizontal)
        let vertical = a.constraintsAffectingLayout(for: .vertical)
        #expect(horizontal.contains { $0 === left } && horizontal.contains { $0 === width })
        #expect(!horizontal.contains { $0 === top || $0 === height })
        #expect(vertical.contains { $0 === top } && vertical.contains { $0 === height })
        #expect(!vertical.contains { $0 === left || $0 === width })
    }
}

@MainActor
@Suite("Auto Layout: view controllers", .serialized)
struct ViewControllerLayoutTests {
    final class Controller: UIViewController {
        var log: [String] = []
        let box = UIView()
        override func viewDidLoad() {
            super.viewDidLoad()
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
        }
        override func updateViewConstraints() {
            log.append("updateViewConstraints")
            if box.constraints.isEmpty {
                NSLayoutConstraint.activate([
                    box.centerXAnchor.constraint(equalTo: view.centerXAnchor), box.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                    box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40),
                ])
            }
            super.updateViewConstraints()
        }
        override func viewWillLayoutSubviews() { log.append("viewWillLayoutSubviews \(box.frame.width)") }
        override func viewDidLayoutSubviews() { log.append("viewDidLayoutSubviews \(box.frame.width)") }
    }

    @Test("updateViewConstraints stands in for the root view's updateConstraints; layout is bracketed by will/did")
    func controllerCallbacks() {
        let sim = Simulator(device: .iPhoneSE)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        #expect(controller.log.first == "updateViewConstraints")
        #expect(controller.log.contains("viewWillLayoutSubviews 0.0"))
        #expect(controller.log.contains("viewDidLayoutSubviews 40.0"))
        #expect(controller.box.frame == CGRect(x: 140, y: 10, width: 40, height: 40))
        withExtendedLifetime(window) {}
    }
}
