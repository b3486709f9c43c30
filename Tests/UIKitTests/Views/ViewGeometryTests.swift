import Testing
import UIKitTesting

@MainActor
@Suite("View geometry")
struct ViewGeometryTests {
    @Test("scenario A4/R-LAYER-3: the default layer class and the view as its delegate")
    func layerOwnership() {
        let v = UIView()
        #expect(ObjectIdentifier(UIView.layerClass) == ObjectIdentifier(CALayer.self))
        #expect(type(of: v.layer) == CALayer.self)
        #expect(v.layer.delegate === v)
        #expect(v.layer === v.layer)
    }

    @Test("R-XF: frame under a rotation is the bounding box; bounds and center are unchanged")
    func transformedFrame() {
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(abs(v.frame.width - 50) < 1e-9 && abs(v.frame.height - 100) < 1e-9)
        #expect(v.bounds.size == CGSize(width: 100, height: 50))
        #expect(v.center == CGPoint(x: 50, y: 25))
    }

    @Test("R-XF/setting frame under a transform gives bounds mapped back through the transform and reads back")
    func frameUnderTransform() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let v = UIView()
        root.addSubview(v)
        v.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        v.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(v.bounds.size == CGSize(width: 200, height: 200))
        #expect(v.center == CGPoint(x: 50, y: 50))
        #expect(v.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        // The view is hit and converts over the whole frame it was given.
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === v)
        #expect(v.convert(CGPoint(x: 100, y: 100), to: root) == CGPoint(x: 50, y: 50))
        // A quarter turn swaps the frame's width and height into the bounds.
        let turned = UIView()
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        turned.frame = CGRect(x: 10, y: 10, width: 100, height: 50)
        #expect(abs(turned.bounds.width - 50) < 1e-9 && abs(turned.bounds.height - 100) < 1e-9)
        #expect(abs(turned.center.x - 60) < 1e-9 && abs(turned.center.y - 35) < 1e-9)
        #expect(abs(turned.frame.width - 100) < 1e-9 && abs(turned.frame.height - 50) < 1e-9)
    }

    @Test("setting the bounds size keeps the center")
    func boundsKeepCenter() {
        let v = UIView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        v.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
        #expect(v.center == CGPoint(x: 60, y: 60))
        #expect(v.frame == CGRect(x: 35, y: 35, width: 50, height: 50))
    }

    @Test("conversion through a scaled, offset superview and back")
    func conversion() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        let b = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(a); a.addSubview(b)
        let p = b.convert(CGPoint(x: 0, y: 0), to: root)
        #expect(p == CGPoint(x: 70, y: 70))  // a's frame is (50,50,200,200); b at 2×(10,10)
        #expect(root.convert(p, to: b) == .zero)
        #expect(b.convert(CGRect(x: 0, y: 0, width: 10, height: 10), to: root) == CGRect(x: 70, y: 70, width: 20, height: 20))
    }

    @Test("a hidden window (windows start hidden) is not hit")
    func hiddenWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(window.isHidden)
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) == nil)
    }

    @Test("scenarios 48-49: hidden and transparent views are skipped by hit testing")
    func hitTesting() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let h = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(p); p.addSubview(h)
        window.makeKeyAndVisible()
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === h)
        h.isHidden = true
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === p)
        h.isHidden = false
        h.alpha = 0
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === p)
        h.alpha = 1
        h.isUserInteractionEnabled = false
        #expect(window.hitTest(CGPoint(x: 10, y: 10), with: nil) === p)
        #expect(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === window)
    }

    @Test("hit testing follows a rotated subview")
    func rotatedHitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let bar = UIView(frame: CGRect(x: 50, y: 95, width: 100, height: 10))
        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(bar)
        #expect(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === bar)
        #expect(root.hitTest(CGPoint(x: 60, y: 100), with: nil) === root)
    }

    /// Scenarios 53-67: (mask, new superview size, expected frame) for a child at
    /// (100, 100, 100, 100) of a 300 × 300 superview.
    nonisolated static let autoresizingCases: [(UIView.AutoresizingMask, CGSize, CGRect)] = {
        typealias M = UIView.AutoresizingMask
        func c(_ m: M, _ w: CGFloat, _ h: CGFloat, _ x: CGFloat, _ y: CGFloat, _ fw: CGFloat, _ fh: CGFloat)
            -> (M, CGSize, CGRect) {
            (m, CGSize(width: w, height: h), CGRect(x: x, y: y, width: fw, height: fh))
        }
        return [
            c([], 400, 500, 100, 100, 100, 100),
            c(.flexibleWidth, 360, 300, 100, 100, 160, 100),
            c(.flexibleLeftMargin, 360, 300, 160, 100, 100, 100),
            c(.flexibleRightMargin, 360, 300, 100, 100, 100, 100),
            c([.flexibleLeftMargin, .flexibleRightMargin], 360, 300, 130, 100, 100, 100),
            c([.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin], 360, 300, 120, 100, 120, 100),
            c([.flexibleLeftMargin, .flexibleWidth], 360, 300, 130, 100, 130, 100),
            c([.flexibleWidth, .flexibleRightMargin], 360, 300, 100, 100, 130, 100),
            c(.flexibleHeight, 300, 400, 100, 100, 100, 200),
            c(.flexibleTopMargin, 300, 400, 100, 200, 100, 100),
            c(.flexibleBottomMargin, 300, 400, 100, 100, 100, 100),
            c([.flexibleTopMargin, .flexibleBottomMargin], 300, 400, 100, 150, 100, 100),
            c([.flexibleTopMargin, .flexibleHeight, .flexibleBottomMargin], 300, 390, 100, 130, 100, 130),
            c([.flexibleWidth, .flexibleHeight], 400, 500, 100, 100, 200, 300),
            c(.flexibleWidth, 240, 300, 100, 100, 40, 100),
        ]
    }()

    @Test("scenarios 53-67: autoresizing distributes the change among flexible parts",
          arguments: 0..<ViewGeometryTests.autoresizingCases.count)
    func autoresizing(index: Int) {
        let (mask, size, expected) = ViewGeometryTests.autoresizingCases[index]
        let s = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        v.autoresizingMask = mask
        s.addSubview(v)
        s.frame = CGRect(origin: .zero, size: size)  // scenario 74: synchronous
        #expect(v.frame == expected)
    }

    @Test("scenario 72: margins share the change in proportion to their sizes, as UIKit does")
    func proportionalMargins() {
        let s = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
        v.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        s.addSubview(v)
        s.frame.size.width = 400
        #expect(v.frame.origin.x == 30)
    }

    @Test("scenarios 68-70: autoresizesSubviews off; origin-only changes; recursion")
    func autoresizingEdges() {
        let s = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let v = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let g = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        v.autoresizingMask = .flexibleWidth
        g.autoresizingMask = .flexibleWidth
        s.addSubview(v); v.addSubview(g)
        s.frame = CGRect(x: 50, y: 50, width: 300, height: 300)
        #expect(v.frame == CGRect(x: 100, y: 100, width: 100, height: 100))
        s.frame = CGRect(x: 0, y: 0, width: 360, height: 300)
        #expect(v.frame.width == 160)
        #expect(g.frame == CGRect(x: 0, y: 0, width: 160, height: 10))
        s.autoresizesSubviews = false
        s.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(v.frame.width == 160)
    }

    @Test("scenario 71: autoresizing raw values")
    func rawValues() {
        #expect(UIView.AutoresizingMask(rawValue: 18) == [.flexibleWidth, .flexibleHeight])
    }

    @Test("bad input: NaN geometry is ignored, never crashes")
    func nanGeometry() {
        let v = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
        v.frame = CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10)
        v.center = CGPoint(x: CGFloat.infinity, y: 0)
        #expect(v.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test("tint colour inherits, and tintColorDidChange reaches inheriting descendants")
    func tint() {
        final class TintView: UIView {
            var changes = 0
            override func tintColorDidChange() { changes += 1 }
        }
        let root = UIView(), child = TintView(), own = TintView()
        root.addSubview(child); root.addSubview(own)
        own.tintColor = .black
        child.changes = 0; own.changes = 0
        root.tintColor = .white
        #expect(child.tintColor == .white)
        #expect(own.tintColor == .black)
        #expect(child.changes == 1 && own.changes == 0)
        root.tintColor = nil
        #expect(child.tintColor == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    }

    @Test("sizeToFit keeps the frame's origin; under a transform it keeps the centre")
    func sizeToFitKeepsOrigin() {
        final class Fixed: UIView {
            override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 80, height: 30) }
        }
        let view = Fixed(frame: CGRect(x: 20, y: 100, width: 200, height: 0))
        view.sizeToFit()
        #expect(view.frame == CGRect(x: 20, y: 100, width: 80, height: 30))
        let turned = Fixed(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)
        turned.sizeToFit()
        #expect(turned.center == CGPoint(x: 50, y: 50) && turned.bounds.size == CGSize(width: 80, height: 30))
    }
}
