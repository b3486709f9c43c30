import Testing
import UIKitTesting

/// The view guide's scenarios B (frame, bounds, center, transform) and F50, and the iPhone
/// guide's geometry and autoresizing scenarios.
@MainActor
@Suite("View geometry scenarios", .serialized)
struct ViewGeometryScenarioTests {
    private static let frame1020 = CGRect(x: 10, y: 20, width: 100, height: 50)

    @Test("scenario 8: Figure 1-5, a frame at (40, 40) of 240 × 380 has bounds at the origin and its centre")
    func scenario8() {
        let v = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 380))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 240, height: 380))
        #expect(v.center == CGPoint(x: 160, y: 230))
    }

    @Test("scenario 9, A-46 (GE-2), A-47 (GE-3): setting the frame sets the bounds size and the centre")
    func scenario9() {
        let v = UIView(frame: Self.frame1020)
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(v.center == CGPoint(x: 60, y: 45))
        v.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(v.bounds.size == CGSize(width: 200, height: 100))
        #expect(v.center == CGPoint(x: 100, y: 50))
    }

    @Test("scenario 10, A-48 (GE-4): setting the centre moves the frame, keeping size and bounds")
    func scenario10() {
        let v = UIView(frame: Self.frame1020)
        v.center = CGPoint(x: 100, y: 100)
        #expect(v.frame == CGRect(x: 50, y: 75, width: 100, height: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        let w = UIView(frame: Self.frame1020)
        w.center = CGPoint(x: 50, y: 50)
        #expect(w.frame == CGRect(x: 0, y: 25, width: 100, height: 50))
        #expect(w.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    @Test("scenario 11, A-49 (GE-5): setting the bounds size keeps the centre and resizes the frame around it")
    func scenario11() {
        let v = UIView(frame: Self.frame1020)
        v.bounds = CGRect(x: 0, y: 0, width: 200, height: 80)
        #expect(v.frame.size == CGSize(width: 200, height: 80))
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.frame == CGRect(x: -40, y: 5, width: 200, height: 80))
        let w = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        w.bounds.size = CGSize(width: 200, height: 100)
        #expect(w.center == CGPoint(x: 50, y: 50))
        #expect(w.frame == CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    @Test("scenario 12: changing only the bounds origin leaves frame and centre alone")
    func scenario12() {
        let v = UIView(frame: Self.frame1020)
        v.bounds.origin = CGPoint(x: 30, y: 40)
        #expect(v.frame == Self.frame1020)
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 30, y: 40, width: 100, height: 50))
    }

    @Test("scenario 13: setting the frame keeps the bounds origin")
    func scenario13() {
        let v = UIView(frame: Self.frame1020)
        v.bounds = CGRect(x: 30, y: 40, width: 100, height: 50)
        v.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(v.bounds == CGRect(x: 30, y: 40, width: 50, height: 50))
    }

    @Test("scenario 14: fractional geometry reads back exactly")
    func scenario14() {
        let v = UIView()
        v.frame = CGRect(x: 0.5, y: 0.25, width: 10.125, height: 20.75)
        #expect(v.frame == CGRect(x: 0.5, y: 0.25, width: 10.125, height: 20.75))
        #expect(v.center == CGPoint(x: 5.5625, y: 10.625))
    }

    @Test("scenarios 15-16, 23: a rotation keeps centre and bounds; frame is their bounding box; identity restores it")
    func scenarios15to16() {
        let v = UIView(frame: Self.frame1020)
        v.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(v.center == CGPoint(x: 60, y: 45))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        // Scenario 23, decided: UIKit reports the axis-aligned bounding box of the turned bounds.
        #expect(v.frame.isClose(to: CGRect(x: 6.967, y: -8.033, width: 106.066, height: 106.066)))
        v.transform = .identity
        #expect(v.frame == Self.frame1020)
    }

    @Test("scenarios 17-18: a scale keeps the centre; a move under it holds after the identity comes back")
    func scenarios17to18() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        #expect(v.center == CGPoint(x: 50, y: 50))
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        v.center = CGPoint(x: 200, y: 200)
        v.transform = .identity
        #expect(v.frame == CGRect(x: 150, y: 150, width: 100, height: 100))
    }

    @Test("scenario 19: resizing the bounds under a scale keeps the centre")
    func scenario19() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 2, y: 2)
        v.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(v.center == CGPoint(x: 50, y: 50))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = .identity
        #expect(v.frame == CGRect(x: 25, y: 25, width: 50, height: 50))
    }

    @Test("scenario 20: a subview's frame stays valid inside a rotated parent")
    func scenario20() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        parent.addSubview(child)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    @Test("scenario 21: transform order matters: rotate-then-translate differs from translate-then-rotate")
    func scenario21() {
        let t1 = CGAffineTransform(rotationAngle: .pi / 2).translatedBy(x: 10, y: 0)
        let t2 = CGAffineTransform(translationX: 10, y: 0).rotated(by: .pi / 2)
        #expect(t1 != t2)
        #expect(CGPoint.zero.applying(t1).isClose(to: CGPoint(x: 0, y: 10)))
        #expect(CGPoint.zero.applying(t2).isClose(to: CGPoint(x: 10, y: 0)))
    }

    @Test("scenario 22: a positive rotation turns clockwise on the y-down screen")
    func scenario22() {
        let outer = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let inner = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        outer.addSubview(inner)
        inner.transform = CGAffineTransform(rotationAngle: .pi / 4)
        #expect(inner.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(inner.center == CGPoint(x: 150, y: 150))
        #expect(inner.convert(CGPoint(x: 100, y: 50), to: outer).isClose(to: CGPoint(x: 185.355, y: 185.355)))
    }

    @Test("A-51 (TF-2, TF-4): a non-uniform scale keeps bounds and centre; the frame is the scaled box")
    func nonUniformScale() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        v.transform = CGAffineTransform(scaleX: 2, y: 1)
        #expect(v.bounds == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(v.center == CGPoint(x: 50, y: 50))
        #expect(v.frame == CGRect(x: -50, y: 0, width: 200, height: 100))
    }

    @Test("A-50 (GE-6): moving the bounds origin shifts the content, not the view")
    func boundsOriginShiftsContent() {
        let (sim, window) = makeScenarioWindow()
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let c = colouredView(CGRect(x: 8, y: 24, width: 10, height: 10), .red)
        p.addSubview(c)
        window.addSubview(p)
        p.bounds.origin = CGPoint(x: 8, y: 24)
        #expect(p.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(p.center == CGPoint(x: 50, y: 50))
        #expect(c.convert(CGPoint.zero, to: p.superview) == p.frame.origin)
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[0, 0] == .red && pixels[9, 9] == .red)
        #expect(pixels[10, 10] == .black && pixels[12, 28] == .black)
    }

    @Test("A-52 (GE-8): subviews reach outside their parent unless it clips to its bounds")
    func clipping() {
        let (sim, window) = makeScenarioWindow()
        let parent = colouredView(CGRect(x: 10, y: 10, width: 50, height: 50), .green)
        let child = colouredView(CGRect(x: 30, y: 30, width: 40, height: 40), .red)
        parent.addSubview(child)
        window.addSubview(parent)
        #expect(!parent.clipsToBounds)
        var pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[70, 70] == .red)  // outside the parent, at (60…80)
        #expect(pixels[45, 45] == .red)
        parent.clipsToBounds = true
        pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[70, 70] == .black)
        #expect(pixels[45, 45] == .red)
    }

    /// (mask, parent's old size, new size, child's frame, expected frame).
    nonisolated static let autoresizingCases: [(UIView.AutoresizingMask, CGSize, CGSize, CGRect, CGRect)] = {
        let square = CGSize(width: 100, height: 100)
        return [
            // A-55 (AR-5): pinned to the lower-left corner.
            ([.flexibleRightMargin, .flexibleTopMargin], square, CGSize(width: 200, height: 200),
             CGRect(x: 10, y: 70, width: 20, height: 20), CGRect(x: 10, y: 170, width: 20, height: 20)),
            // a flexible width takes the whole change.
            (.flexibleWidth, square, CGSize(width: 200, height: 100),
             CGRect(x: 10, y: 10, width: 80, height: 20), CGRect(x: 10, y: 10, width: 180, height: 20)),
            // A-57 (AR-4): two equal flexible margins share it evenly.
            ([.flexibleLeftMargin, .flexibleRightMargin], square, CGSize(width: 200, height: 100),
             CGRect(x: 10, y: 0, width: 80, height: 10), CGRect(x: 60, y: 0, width: 80, height: 10)),
            // A-57b: a flexible height.
            (.flexibleHeight, square, CGSize(width: 100, height: 150),
             CGRect(x: 0, y: 10, width: 10, height: 80), CGRect(x: 0, y: 10, width: 10, height: 130)),
        ]
    }()

    @Test("A-55 to A-57b (AR-2, AR-4, AR-5): autoresizing masks", arguments: 0..<autoresizingCases.count)
    func autoresizing(index: Int) {
        let (mask, oldSize, newSize, start, expected) = Self.autoresizingCases[index]
        let parent = UIView(frame: CGRect(origin: .zero, size: oldSize))
        let child = UIView(frame: start)
        child.autoresizingMask = mask
        parent.addSubview(child)
        parent.frame.size = newSize
        #expect(child.frame == expected)
    }

    @Test("A-58 (AR-7), A-59 (AR-8): no autoresizing when the parent opts out or a fixed child sits between")
    func autoresizingStops() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.autoresizingMask = .flexibleWidth
        parent.addSubview(child)
        parent.autoresizesSubviews = false
        parent.frame.size.width = 200
        #expect(child.frame == CGRect(x: 10, y: 10, width: 50, height: 50))

        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let fixed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let grandchild = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 10))
        grandchild.autoresizingMask = .flexibleWidth
        root.addSubview(fixed)
        fixed.addSubview(grandchild)
        root.frame.size = CGSize(width: 200, height: 200)
        #expect(fixed.frame == CGRect(x: 0, y: 0, width: 50, height: 50))
        #expect(grandchild.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test("scenario 50: a hidden view still autoresizes")
    func scenario50() {
        let (_, window) = makeScenarioWindow()
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let h = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(p)
        p.addSubview(h)
        h.isHidden = true
        h.autoresizingMask = .flexibleWidth
        p.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(h.frame == CGRect(x: 0, y: 0, width: 150, height: 50))
    }

    @Test("A-86 (HD-1, HD-2): a hidden parent hides and shields its visible child, which still autoresizes")
    func hiddenParent() {
        let (sim, window) = makeScenarioWindow()
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        p.autoresizingMask = .flexibleWidth
        let c = colouredView(CGRect(x: 10, y: 10, width: 50, height: 50), .red)
        c.autoresizingMask = .flexibleWidth
        window.addSubview(p)
        p.addSubview(c)
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .red)
        p.isHidden = true
        #expect(!c.isHidden)
        #expect(window.hitTest(CGPoint(x: 20, y: 20), with: nil) === window)
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .black)
        window.frame = CGRect(x: 0, y: 0, width: 420, height: 480)
        #expect(p.frame.width == 200)
        #expect(c.frame == CGRect(x: 10, y: 10, width: 150, height: 50))
    }
}
