import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite("Auto Layout: priorities, conflicts, intrinsic sizes", .serialized)
struct PrioritiesAndContentSizeTests {
    /// A pinned at the root's top-left with height 50; the width is the test's.
    private func pinnedA(width: [NSLayoutConstraint] = []) -> (c: UIView, a: UIView) {
        let (c, a) = rootAndA()
        c.addConstraints([constraint(a, .left, .equal, c, .left), constraint(a, .top, .equal, c, .top), fixed(a, .height, 50)])
        return (c, a)
    }

    private func width(_ constraints: (UIView) -> [NSLayoutConstraint]) -> CGFloat {
        let (c, a) = pinnedA()
        c.addConstraints(constraints(a))
        c.layoutIfNeeded()
        return a.frame.width
    }

    @Test("scenario 113: a required minimum beats an optional width")
    func scenario113() {
        #expect(width { [fixed($0, .width, 200, .greaterThanOrEqual), fixed($0, .width, 100, priority: 750)] } == 200)
    }

    @Test("scenario 114: a required maximum beats an optional width")
    func scenario114() {
        #expect(width { [fixed($0, .width, 150, .lessThanOrEqual), fixed($0, .width, 300, priority: 500)] } == 150)
    }

    @Test("scenario 115: the higher optional priority wins")
    func scenario115() {
        #expect(width { [fixed($0, .width, 100, priority: 250), fixed($0, .width, 200, priority: 750)] } == 200)
    }

    @Test("scenario 116: one constraint at 251 beats any number at 250")
    func scenario116() {
        #expect(width {
            [fixed($0, .width, 100, priority: 251), fixed($0, .width, 200, priority: 250), fixed($0, .width, 200, priority: 250)]
        } == 100)
    }

    @Test("scenario 117: within one priority the sum of errors is least")
    func scenario117() {
        #expect(width {
            [fixed($0, .width, 100, priority: 500), fixed($0, .width, 100, priority: 500), fixed($0, .width, 200, priority: 500)]
        } == 100)
    }

    @Test("scenario 118: an unsatisfiable required constraint is broken, reported once, and kept")
    func scenario118() {
        LayoutDiagnostics.startRecording()
        let (c, a) = pinnedA()
        let first = fixed(a, .width, 100), second = fixed(a, .width, 200)
        c.addConstraints([first, second])
        c.layoutIfNeeded()
        #expect(a.frame.width == 100)
        let reports = LayoutDiagnostics.recorded ?? []
        #expect(reports.count == 1)
        #expect(reports.first?.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(reports.first?.components(separatedBy: "Will attempt to recover by breaking constraint").last?
            .contains(second.description) == true)
        #expect(c.constraints.contains { $0 === first } && c.constraints.contains { $0 === second })
    }

    @Test("scenario 119: explicit constraints go in before autoresizing ones, so the autoresizing width breaks")
    func scenario119() {
        LayoutDiagnostics.startRecording()
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        c.addSubview(a)
        c.addConstraint(fixed(a, .width, 100))
        c.layoutIfNeeded()
        #expect(LayoutDiagnostics.recorded?.count == 1)
        #expect(LayoutDiagnostics.recorded?.first?.contains("NSAutoresizingMaskLayoutConstraint") == true)
        #expect(a.frame == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("scenario 120: priorities outside (0, 1000] are refused")
    func scenario120() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = fixed(UIView(), .width, 10, priority: 1001) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = fixed(UIView(), .width, 10, priority: 0) }
        }
    }

    // The spec (from the 2012 reference) also refuses `A.left == C.top`; current iOS accepts
    // edges across axes and refuses centres (see AttributePairTests and docs/DIFFERENCES.md).
    @Test("scenario 121: a location equal to a constant, and centres of different axes, are refused")
    func scenario121() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = fixed(UIView(), .left, 20) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = constraint(UIView(), .centerX, .equal, UIView(), .centerY) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = constraint(UIView(), .leading, .equal, UIView(), .left) }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = NSLayoutConstraint(item: UIView(), attribute: .width, relatedBy: .equal, toItem: nil,
                                                         attribute: .notAnAttribute, multiplier: 1, constant: .nan) }
        }
    }

    @Test("scenario 122: an item outside the holder's tree is reported and not enforced")
    func scenario122() {
        LayoutDiagnostics.startRecording()
        let (c, a) = rootAndA()
        let d = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = UIView()
        d.addSubview(b)
        c.addConstraints(scenario97Constraints(c, a))
        c.addConstraint(constraint(a, .left, .equal, b, .left))
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(LayoutDiagnostics.recorded?.count == 1)
        #expect(LayoutDiagnostics.recorded?.first?.contains("not prepared for the constraint") == true)
    }

    @Test("activating constraints between different trees stops, as UIKit raises")
    func activationWithoutCommonAncestor() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { constraint(UIView(), .left, .equal, UIView(), .left).isActive = true }
        }
    }

    // MARK: Intrinsic size, hugging, compression, alignment

    private func intrinsic(_ size: CGSize = CGSize(width: 80, height: 30)) -> (c: UIView, i: IntrinsicView) {
        let c = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let i = IntrinsicView(size)
        c.addSubview(i)
        return (c, i)
    }

    @Test("scenario 123: the intrinsic size sizes the view")
    func scenario123() {
        let (c, i) = intrinsic()
        c.addConstraints([constraint(i, .left, .equal, c, .left, 10), constraint(i, .top, .equal, c, .top, 10)])
        c.layoutIfNeeded()
        #expect(i.frame == CGRect(x: 10, y: 10, width: 80, height: 30))
        #expect(!i.hasAmbiguousLayout)
    }

    @Test("scenario 124: required edges stretch past the intrinsic width")
    func scenario124() {
        let (c, i) = intrinsic()
        c.addConstraints([constraint(i, .left, .equal, c, .left, 10), constraint(i, .right, .equal, c, .right, -10),
                          constraint(i, .top, .equal, c, .top)])
        c.layoutIfNeeded()
        #expect(i.frame == CGRect(x: 10, y: 0, width: 300, height: 30))
    }

    @Test("scenario 125: hugging above the width's priority wins")
    func scenario125() {
        let (c, i) = intrinsic()
        c.addConstraints([constraint(i, .left, .equal, c, .left), constraint(i, .top, .equal, c, .top),
                          fixed(i, .width, 200, priority: 251)])
        c.layoutIfNeeded()
        #expect(i.frame.width == 200)
        i.setContentHuggingPriority(UILayoutPriority(252), for: .horizontal)
        c.layoutIfNeeded()
        #expect(i.frame.width == 80)
    }

    @Test("scenario 126: compression resistance below the width's priority gives way")
    func scenario126() {
        let (c, i) = intrinsic()
        c.addConstraints([constraint(i, .left, .equal, c, .left), constraint(i, .top, .equal, c, .top),
                          fixed(i, .width, 50, priority: 749)])
        c.layoutIfNeeded()
        #expect(i.frame.width == 80)
        i.setContentCompressionResistancePriority(UILayoutPriority(748), for: .horizontal)
        c.layoutIfNeeded()
        #expect(i.frame.width == 50)
    }

    @Test("scenarios 127-128: compression resistance and hugging decide which of two views gives")
    func scenarios127and128() {
        func chain(_ size: CGSize, configure: (IntrinsicView, IntrinsicView) -> Void) -> (CGRect, CGRect) {
            let c = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 480))
            let l1 = IntrinsicView(size), l2 = IntrinsicView(size)
            c.addSubview(l1)
            c.addSubview(l2)
            configure(l1, l2)
            c.addConstraints([constraint(l1, .left, .equal, c, .left), constraint(l2, .left, .equal, l1, .right),
                              constraint(c, .right, .equal, l2, .right), constraint(l1, .top, .equal, c, .top),
                              constraint(l2, .top, .equal, c, .top)])
            c.layoutIfNeeded()
            return (l1.frame, l2.frame)
        }
        let compressed = chain(CGSize(width: 200, height: 20)) { _, l2 in
            l2.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        }
        #expect(compressed.0 == CGRect(x: 0, y: 0, width: 200, height: 20))
        #expect(compressed.1 == CGRect(x: 200, y: 0, width: 100, height: 20))
        let stretched = chain(CGSize(width: 50, height: 20)) { l1, _ in
            l1.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        }
        #expect(stretched.0 == CGRect(x: 0, y: 0, width: 50, height: 20))
        #expect(stretched.1 == CGRect(x: 50, y: 0, width: 250, height: 20))
    }

    @Test("scenarios 129 and 142: invalidateIntrinsicContentSize asks for an update and the new size is used")
    func scenario129() {
        let (c, i) = intrinsic()
        c.addConstraints([constraint(i, .left, .equal, c, .left, 10), constraint(i, .top, .equal, c, .top, 10)])
        c.layoutIfNeeded()
        i.intrinsic = CGSize(width: 120, height: 30)
        c.layoutIfNeeded()
        #expect(i.frame.width == 80)  // not noticed without invalidating
        i.invalidateIntrinsicContentSize()
        #expect(i.needsUpdateConstraints())
        c.layoutIfNeeded()
        #expect(i.frame.width == 120)
    }

    @Test("scenario 130: no intrinsic width, stretched between edges, is not ambiguous")
    func scenario130() {
        let (c, i) = intrinsic(CGSize(width: -1, height: 30))
        c.addConstraints([constraint(i, .left, .equal, c, .left), constraint(i, .right, .equal, c, .right),
                          constraint(i, .top, .equal, c, .top)])
        c.layoutIfNeeded()
        #expect(i.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(!i.hasAmbiguousLayout)
    }

    @Test("scenarios 131-132: constraints place alignment rects")
    func scenario131() {
        let (c, i) = intrinsic(CGSize(width: 100, height: 40))
        i.insets = UIEdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        c.addConstraints([constraint(i, .left, .equal, c, .left, 20), constraint(i, .top, .equal, c, .top, 20)])
        c.layoutIfNeeded()
        #expect(i.frame == CGRect(x: 10, y: 15, width: 120, height: 50))
        #expect(i.alignmentRect(forFrame: i.frame) == CGRect(x: 20, y: 20, width: 100, height: 40))
        #expect(i.frame(forAlignmentRect: CGRect(x: 20, y: 20, width: 100, height: 40)) == CGRect(x: 10, y: 15, width: 120, height: 50))
        let plain = UIView()
        #expect(plain.alignmentRect(forFrame: CGRect(x: 1, y: 2, width: 3, height: 4)) == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(plain.frame(forAlignmentRect: CGRect(x: 1, y: 2, width: 3, height: 4)) == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("defaults: hugging 250, compression resistance 750, no intrinsic size, priority 1000")
    func defaults() {
        let v = UIView()
        #expect(v.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(v.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(v.contentCompressionResistancePriority(for: .horizontal) == .defaultHigh)
        #expect(v.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(v.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(v.translatesAutoresizingMaskIntoConstraints)
        #expect(fixed(v, .width, 1).priority == .required)
        #expect(!UIView.requiresConstraintBasedLayout)
    }
}
