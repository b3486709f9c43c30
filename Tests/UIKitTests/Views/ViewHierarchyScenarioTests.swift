import Testing
import UIKitTesting

/// The view guide's scenarios D and E beyond what ViewHierarchyTests covers, and the iPhone
/// guide's hierarchy scenarios.
@MainActor
@Suite("View hierarchy scenarios", .serialized)
struct ViewHierarchyScenarioTests {
    /// Records the arguments of the hierarchy callbacks, by identity.
    final class ArgumentView: UIView {
        var superviews: [UIView?] = []
        var windows: [UIWindow?] = []
        var added: [UIView] = []
        var removed: [UIView] = []
        override func willMove(toSuperview newSuperview: UIView?) { superviews.append(newSuperview) }
        override func willMove(toWindow newWindow: UIWindow?) { windows.append(newWindow) }
        override func didAddSubview(_ subview: UIView) { added.append(subview) }
        override func willRemoveSubview(_ subview: UIView) { removed.append(subview) }
    }

    /// Counts deinitializations (scenario 45, A-62).
    final class CountedView: UIView {
        nonisolated(unsafe) static var deinits = 0
        deinit { CountedView.deinits += 1 }
    }

    @Test("scenario 37, A-61 (VH-3, VH-8): removal clears superview and window and closes the gap")
    func scenario37() {
        let (_, window) = makeScenarioWindow()
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(p)
        let (a, b, c, d) = (UIView(), UIView(), UIView(), UIView())
        p.addSubview(a); p.addSubview(b); p.addSubview(c)
        p.insertSubview(d, at: 1)
        #expect(c.window === window)
        c.removeFromSuperview()
        #expect(c.superview == nil)
        #expect(c.window == nil)
        #expect(p.subviews == [a, d, b])
        #expect(p.layer.sublayers! == [a.layer, d.layer, b.layer])
        c.removeFromSuperview()  // removing a view with no superview does nothing
        #expect(c.superview == nil)
        b.removeFromSuperview()
        #expect(p.subviews == [a, d])
    }

    @Test("scenario 41: after three additions the layers are in subview order")
    func scenario41() {
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let (a, b, c) = (UIView(), UIView(), UIView())
        p.addSubview(a); p.addSubview(b); p.addSubview(c)
        #expect(p.layer.sublayers! == [a.layer, b.layer, c.layer])
        #expect(a.superview === p && b.superview === p && c.superview === p)
    }

    @Test("scenario 42, A-63 (VH-7): the callbacks carry the new superview, window and subview")
    func callbackArguments() {
        let (_, window) = makeScenarioWindow()
        let p = ArgumentView()
        window.addSubview(p)
        let child = ArgumentView(), grandchild = ArgumentView()
        child.addSubview(grandchild)
        p.addSubview(child)
        #expect(child.superviews.count == 1 && child.superviews[0] === p)
        #expect(child.windows.count == 1 && child.windows[0] === window)
        #expect(grandchild.windows.count == 1 && grandchild.windows[0] === window)  // window hooks reach descendants
        #expect(grandchild.superviews.count == 1)  // only from being added to child
        #expect(p.added == [child])
        child.removeFromSuperview()
        #expect(p.removed == [child])
        #expect(child.superviews.count == 2 && child.superviews[1] == nil)
        #expect(child.windows.count == 2 && child.windows[1] == nil)
        #expect(grandchild.windows.count == 2 && grandchild.windows[1] == nil)
    }

    @Test("scenario 42: moving between superviews in the same window sends no window callbacks")
    func sameWindowMove() {
        let (_, window) = makeScenarioWindow()
        let p = ArgumentView(), q = ArgumentView(), child = ArgumentView()
        window.addSubview(p); window.addSubview(q)
        p.addSubview(child)
        q.addSubview(child)
        #expect(child.windows.count == 1)
        #expect(child.superviews.count == 2 && child.superviews[1] === q)
        #expect(p.removed == [child] && q.added == [child])
        p.addSubview(child)  // and back: reordering within a parent sends nothing either
        p.addSubview(child)
        #expect(p.added == [child, child])
    }

    @Test("scenario 44, A-64 (VH-8): the window is the root; isDescendant(of:) follows superviews")
    func scenario44() {
        let (_, w) = makeScenarioWindow()
        let a = UIView(), b = UIView(), c = UIView()
        w.addSubview(a)
        a.addSubview(b)
        #expect(w.superview == nil)
        var top: UIView = b
        while let parent = top.superview { top = parent }
        #expect(top === w)
        #expect(b.isDescendant(of: w))
        #expect(b.isDescendant(of: b))
        #expect(!b.isDescendant(of: c))
        #expect(!w.isDescendant(of: b))
        #expect(b.window === w)
        #expect(c.window == nil)
        #expect(w.window === w)
    }

    @Test("scenario 45, A-62 (VH-5): a removed view with no other owner is freed, once")
    func scenario45() {
        let p = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        CountedView.deinits = 0
        weak var weakChild: CountedView?
        do {
            let child = CountedView()
            weakChild = child
            p.addSubview(child)
        }
        #expect(weakChild != nil)
        #expect(CountedView.deinits == 0)
        weakChild?.removeFromSuperview()
        #expect(weakChild == nil)
        #expect(CountedView.deinits == 1)
        #expect(p.subviews.isEmpty)
    }

    @Test("scenario 46 (VH-4): a subview keeps its frame as its place in the new parent")
    func scenario46() {
        let p = UIView(frame: CGRect(x: 30, y: 30, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        p.addSubview(child)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
        let q = UIView(frame: CGRect(x: 200, y: 0, width: 50, height: 50))
        q.addSubview(child)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    }

    /// A-60 (VH-3) is scenarios 34-36, checked in ViewHierarchyTests.
    @Test("A-60 (VH-3), bad input: reordering with bad indices or foreign views is ignored; indices are clamped")
    func vh3() {
        let p = UIView()
        let (a, d, b, c) = (UIView(), UIView(), UIView(), UIView())
        for view in [a, d, b, c] { p.addSubview(view) }
        p.exchangeSubview(at: 0, withSubviewAt: 9)
        p.bringSubviewToFront(UIView())
        p.sendSubviewToBack(UIView())
        p.insertSubview(UIView(), at: 99)  // clamped: appended
        #expect(p.subviews.prefix(4) == [a, d, b, c] && p.subviews.count == 5)
        p.insertSubview(p.subviews[4], at: -3)  // clamped: first
        #expect(p.subviews[1...] == [a, d, b, c])
        #expect(p.layer.sublayers! == p.subviews.map(\.layer))
    }

    /// Counts `tintColorDidChange()` calls.
    final class TintCountingView: UIView {
        var changes = 0
        override func tintColorDidChange() { changes += 1 }
    }

    @Test("scenario 186: a tint change reaches the view and the subviews that inherit it, not those with their own")
    func scenario186() {
        let parent = TintCountingView(), inheriting = TintCountingView(), own = TintCountingView()
        let underOwn = TintCountingView(), underInheriting = TintCountingView()
        parent.addSubview(inheriting); parent.addSubview(own)
        own.addSubview(underOwn); inheriting.addSubview(underInheriting)
        own.tintColor = .red
        let views = [parent, inheriting, own, underOwn, underInheriting]
        for view in views { view.changes = 0 }
        parent.tintColor = .green
        #expect(views.map(\.changes) == [1, 1, 0, 0, 1])
        #expect(underInheriting.tintColor == .green && underOwn.tintColor == .red)
        // Dimming changes every automatic descendant's tint, its own colour or not.
        parent.tintAdjustmentMode = .dimmed
        #expect(views.map(\.changes) == [2, 2, 1, 1, 2])
        parent.tintAdjustmentMode = .dimmed
        #expect(parent.changes == 2)
    }

    @Test("A-68 (VH-12): tags default to 0; the search is pre-order depth first from the receiver")
    func vh12() {
        #expect(UIView().tag == 0)
        let root = UIView(), a = UIView(), a1 = UIView(), b = UIView()
        a1.tag = 5; b.tag = 5
        root.addSubview(a); a.addSubview(a1); root.addSubview(b)
        #expect(root.viewWithTag(5) === a1)
        #expect(root.viewWithTag(9) == nil)
        #expect(a1.viewWithTag(5) === a1)
        #expect(root.viewWithTag(0) === root)
        #expect(b.viewWithTag(0) == nil)
    }
}
