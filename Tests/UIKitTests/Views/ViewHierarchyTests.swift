import Testing
import UIKitTesting

/// Records the hierarchy callbacks a view receives, in order.
@MainActor
final class LoggingView: UIView {
    var log: [String] = []
    override func willMove(toSuperview newSuperview: UIView?) { log.append("willMove(toSuperview:\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.append("didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.append("willMove(toWindow:\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.append("didMoveToWindow") }
    override func didAddSubview(_ subview: UIView) { log.append("didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.append("willRemoveSubview") }
    override func layoutSubviews() { log.append("layoutSubviews") }
    override func draw(_ rect: CGRect) { log.append("draw \(rect)") }
}

@MainActor
@Suite("View hierarchy", .serialized)
struct ViewHierarchyTests {
    @Test("scenarios 34-36: subview order with insert, bring to front, send to back, exchange")
    func ordering() {
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        p.addSubview(a); p.addSubview(b); p.addSubview(c)
        #expect(p.subviews == [a, b, c])
        #expect(a.superview === p)
        p.insertSubview(d, at: 1)
        #expect(p.subviews == [a, d, b, c])
        p.bringSubviewToFront(a)
        #expect(p.subviews == [d, b, c, a])
        p.sendSubviewToBack(c)
        #expect(p.subviews == [c, d, b, a])
        p.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(p.subviews == [a, d, b, c])
        #expect(p.layer.sublayers! == p.subviews.map(\.layer))  // scenario 41: layers mirror subviews
    }

    @Test("bringing the front subview to the front, or the back one to the back, changes nothing and asks for no layout")
    func reorderingInPlaceIsANoOp() {
        let p = UIView(), a = UIView(), b = UIView()
        p.addSubview(a)
        p.addSubview(b)
        p.layoutIfNeeded()
        #expect(!p.layer.needsLayout())
        p.bringSubviewToFront(b)
        p.sendSubviewToBack(a)
        #expect(p.subviews == [a, b] && p.layer.sublayers! == [a.layer, b.layer])
        #expect(!p.layer.needsLayout(), "a view keeping a subview in front from its layout would lay out forever")
        p.bringSubviewToFront(a)
        #expect(p.subviews == [b, a] && p.layer.needsLayout())
    }

    @Test("scenarios 38-40: relative insertion, moving between parents, re-adding moves to the end")
    func moving() {
        let p = UIView(), q = UIView()
        let (a, b, e, f) = (UIView(), UIView(), UIView(), UIView())
        p.addSubview(a); p.addSubview(b)
        p.insertSubview(e, aboveSubview: a)
        p.insertSubview(f, belowSubview: a)
        #expect(p.subviews == [f, a, e, b])
        p.addSubview(f)
        #expect(p.subviews == [a, e, b, f])
        q.addSubview(a)
        #expect(a.superview === q)
        #expect(!p.subviews.contains(a))
        #expect(p.layer.sublayers! == p.subviews.map(\.layer))
    }

    @Test("R-HIER-LAYERS/addSubview puts the layer on top of plain sublayers; a missing sibling puts the view on top")
    func layerOrderWithPlainSublayers() {
        let p = UIView()
        let (a, b, c, d, e) = (UIView(), UIView(), UIView(), UIView(), UIView())
        let plain = CALayer()
        p.addSubview(a)
        p.layer.addSublayer(plain)
        p.addSubview(b)
        #expect(p.subviews == [a, b])
        #expect(p.layer.sublayers! == [a.layer, plain, b.layer])
        // Relative insertion goes next to the sibling's layer.
        p.insertSubview(c, aboveSubview: a)
        p.insertSubview(d, belowSubview: b)
        #expect(p.subviews == [a, c, d, b])
        #expect(p.layer.sublayers! == [a.layer, c.layer, plain, d.layer, b.layer])
        // A sibling that is not a subview: on top, above or below alike.
        let stranger = UIView()
        p.insertSubview(e, belowSubview: stranger)
        #expect(p.subviews.last === e && p.layer.sublayers!.last === e.layer)
        p.insertSubview(a, aboveSubview: stranger)
        #expect(p.subviews == [c, d, b, e, a])
        #expect(p.layer.sublayers! == [c.layer, plain, d.layer, b.layer, e.layer, a.layer])
        // Reordering keeps subviews and their layers in the same order.
        p.bringSubviewToFront(c)
        p.sendSubviewToBack(b)
        #expect(p.subviews == [b, d, e, a, c])
        #expect(p.layer.sublayers!.filter { $0 !== plain } == p.subviews.map(\.layer))
        p.exchangeSubview(at: 1, withSubviewAt: 2)
        #expect(p.subviews == [b, e, d, a, c])
        #expect(p.layer.sublayers! == [b.layer, plain, e.layer, d.layer, a.layer, c.layer])
    }

    @Test("scenario 42: the six hierarchy callbacks in UIKit's order")
    func callbacks() {
        _ = Simulator(device: .iPhone15)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let p = LoggingView()
        window.addSubview(p)
        let child = LoggingView()
        p.log = []
        p.addSubview(child)
        #expect(child.log == ["willMove(toSuperview:view)", "willMove(toWindow:window)", "didMoveToWindow", "didMoveToSuperview"])
        #expect(p.log == ["didAddSubview"])
        child.log = []; p.log = []
        child.removeFromSuperview()
        #expect(p.log == ["willRemoveSubview"])
        #expect(child.log == ["willMove(toSuperview:nil)", "willMove(toWindow:nil)", "didMoveToWindow", "didMoveToSuperview"])
    }

    @Test("scenario 43: window propagates to descendants and clears on removal")
    func windowProperty() {
        _ = Simulator(device: .iPhone15)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let p = UIView(), g = UIView()
        p.addSubview(g)
        window.addSubview(p)
        #expect(g.window === window)
        #expect(window.superview == nil)
        p.removeFromSuperview()
        #expect(g.window == nil)
    }

    @Test("scenario 45: the superview keeps subviews alive until removal")
    func ownership() {
        let p = UIView()
        weak var weakChild: UIView?
        do {
            let child = UIView()
            weakChild = child
            p.addSubview(child)
        }
        #expect(weakChild != nil)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)
    }

    @Test("scenario 47: viewWithTag searches self then descendants depth first, never up")
    func tags() {
        let r = UIView(), a = UIView(), b = UIView(), c = UIView()
        r.tag = 1; a.tag = 2; b.tag = 3; c.tag = 3
        r.addSubview(a); a.addSubview(b); r.addSubview(c)
        #expect(r.viewWithTag(1) === r)
        #expect(r.viewWithTag(3) === b)
        #expect(a.viewWithTag(1) == nil)
        #expect(c.viewWithTag(2) == nil)
        #expect(r.viewWithTag(99) == nil)
    }

    @Test("bad input: adding a view to itself stops with a message naming the API")
    func addToSelf() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView()
                v.addSubview(v)
            }
        }
    }

    @Test("bad input: adding a view to its own descendant stops")
    func addToDescendant() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let v = UIView(), child = UIView()
                v.addSubview(child)
                child.addSubview(v)
            }
        }
    }
}
