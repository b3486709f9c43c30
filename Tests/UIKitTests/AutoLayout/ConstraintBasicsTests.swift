import Testing
import UIKitTesting

@MainActor
@Suite("Auto Layout: constraint basics", .serialized)
struct ConstraintBasicsTests {
    @Test("scenario 97: edges and sizes to the root")
    func scenario97() {
        let (c, a) = rootAndA()
        c.addConstraints(scenario97Constraints(c, a))
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test("scenario 98: constraints apply at layout, not when added")
    func scenario98() {
        let (c, a) = rootAndA()
        c.addConstraints(scenario97Constraints(c, a))
        #expect(a.frame == .zero)
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test("scenario 99: both edges pinned follow the root's width")
    func scenario99() {
        let (c, a) = rootAndA()
        c.addConstraints([constraint(a, .left, .equal, c, .left, 20), constraint(a, .right, .equal, c, .right, -20),
                          constraint(a, .top, .equal, c, .top), fixed(a, .height, 44)])
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 0, width: 280, height: 44))
        c.frame = CGRect(x: 0, y: 0, width: 480, height: 480)
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 0, width: 440, height: 44))
    }

    @Test("scenario 100: centred")
    func scenario100() {
        let (c, a) = rootAndA()
        c.addConstraints([constraint(a, .centerX, .equal, c, .centerX), constraint(a, .centerY, .equal, c, .centerY),
                          fixed(a, .width, 100), fixed(a, .height, 100)])
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 110, y: 190, width: 100, height: 100))
    }

    @Test("scenario 101: sizes as multiples of the root's")
    func scenario101() {
        let (c, a) = rootAndA()
        c.addConstraints([constraint(a, .width, .equal, c, .width, multiplier: 0.5), constraint(a, .height, .equal, c, .height, multiplier: 0.25),
                          constraint(a, .left, .equal, c, .left), constraint(a, .top, .equal, c, .top)])
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 160, height: 120))
    }

    @Test("scenario 102: positions are measured in the holder's coordinates")
    func scenario102() {
        let rt = UIView(frame: CGRect(x: 0, y: 0, width: 600, height: 600))
        let cc = UIView(frame: CGRect(x: 100, y: 50, width: 200, height: 100))
        rt.addSubview(cc)
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        cc.addSubview(a)
        cc.addConstraints([constraint(a, .left, .equal, cc, .right, multiplier: 0.5), constraint(a, .top, .equal, cc, .top),
                           fixed(a, .width, 10), fixed(a, .height, 10)])
        rt.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 100, y: 0, width: 10, height: 10))
        #expect(cc.frame == CGRect(x: 100, y: 50, width: 200, height: 100))
    }

    @Test("scenario 103: leading and trailing are left and right (left-to-right)")
    func scenario103() {
        let (c, a) = rootAndA()
        c.addConstraints([constraint(a, .leading, .equal, c, .leading, 10), constraint(a, .trailing, .equal, c, .trailing, -10),
                          constraint(a, .top, .equal, c, .top), fixed(a, .height, 10)])
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 10, y: 0, width: 300, height: 10))
    }

    @Test("scenario 104: aspect ratio across axes")
    func scenario104() {
        let (c, a) = rootAndA()
        c.addConstraints([constraint(a, .width, .equal, a, .height, multiplier: 2), fixed(a, .height, 30),
                          constraint(a, .left, .equal, c, .left), constraint(a, .top, .equal, c, .top)])
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 0, y: 0, width: 60, height: 30))
    }

    @Test("scenario 105: nested insets, each level held by its parent")
    func scenario105() {
        let (c, c1, g) = nestedTree()
        c.addConstraints([constraint(c1, .left, .equal, c, .left, 10), constraint(c1, .top, .equal, c, .top, 10),
                          constraint(c, .right, .equal, c1, .right, 10), constraint(c, .bottom, .equal, c1, .bottom, 10)])
        c1.addConstraints([constraint(g, .left, .equal, c1, .left, 5), constraint(g, .top, .equal, c1, .top, 5),
                           constraint(c1, .right, .equal, g, .right, 5), constraint(c1, .bottom, .equal, g, .bottom, 5)])
        c.layoutIfNeeded()
        #expect(c1.frame == CGRect(x: 10, y: 10, width: 300, height: 460))
        #expect(g.frame == CGRect(x: 5, y: 5, width: 290, height: 450))
    }

    @Test("scenario 106: a grandchild constrained by the root lands in its parent's coordinates")
    func scenario106() {
        let (c, c1, g) = nestedTree()
        c.addConstraints([constraint(c1, .left, .equal, c, .left, 20), constraint(c1, .top, .equal, c, .top, 20),
                          fixed(c1, .width, 200), fixed(c1, .height, 200)])
        c.addConstraints([constraint(g, .left, .equal, c, .left, 50), constraint(g, .top, .equal, c, .top, 60),
                          fixed(g, .width, 10), fixed(g, .height, 10)])
        c.layoutIfNeeded()
        #expect(g.frame == CGRect(x: 30, y: 40, width: 10, height: 10))
    }

    @Test("scenario 107: baselines of plain views are their bottoms")
    func scenario107() {
        let (c, a) = rootAndA()
        let b = UIView()
        b.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(b)
        c.addConstraints([constraint(a, .left, .equal, c, .left), constraint(a, .top, .equal, c, .top),
                          fixed(a, .width, 50), fixed(a, .height, 40),
                          constraint(b, .left, .equal, a, .right), fixed(b, .width, 50), fixed(b, .height, 20),
                          constraint(b, .lastBaseline, .equal, a, .lastBaseline)])
        c.layoutIfNeeded()
        #expect(b.frame == CGRect(x: 50, y: 20, width: 50, height: 20))
    }

    @Test("scenario 108: a transform stays; size and centre are applied")
    func scenario108() {
        let (c, a) = rootAndA()
        a.transform = CGAffineTransform(scaleX: 2, y: 2)
        c.addConstraints(scenario97Constraints(c, a))
        c.layoutIfNeeded()
        #expect(a.center == CGPoint(x: 70, y: 55))
        #expect(a.bounds.size == CGSize(width: 100, height: 50))
        #expect(a.transform == CGAffineTransform(scaleX: 2, y: 2))
    }

    @Test("scenario 109: super.layoutSubviews() places the subviews")
    func scenario109() {
        final class Recording: UIView {
            var recorded: CGRect?
            override func layoutSubviews() {
                super.layoutSubviews()
                recorded = subviews.first?.frame
            }
        }
        let c = Recording(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let a = UIView()
        a.translatesAutoresizingMaskIntoConstraints = false
        c.addSubview(a)
        c.addConstraints(scenario97Constraints(c, a))
        c.layoutIfNeeded()
        #expect(c.recorded == CGRect(x: 20, y: 30, width: 100, height: 50))
    }

    @Test("scenario 110: changing a constant keeps the constraint")
    func scenario110() {
        let (c, a) = rootAndA()
        let wc = fixed(a, .width, 100)
        c.addConstraints(scenario97Constraints(c, a, width: wc))
        c.layoutIfNeeded()
        let before = c.constraints
        wc.constant = 150
        c.layoutIfNeeded()
        #expect(a.frame.width == 150)
        #expect(c.constraints.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
    }

    @Test("scenario 111: adding and removing constraints on a view")
    func scenario111() {
        let (c, a) = rootAndA()
        let c1 = fixed(a, .width, 1), c2 = fixed(a, .width, 0, .greaterThanOrEqual)
        let c3 = fixed(a, .height, 1), cX = fixed(a, .height, 2)
        c.addConstraint(c1)
        c.addConstraints([c2, c3])
        #expect(c.constraints.map(ObjectIdentifier.init) == [c1, c2, c3].map(ObjectIdentifier.init))
        c.removeConstraint(c2)
        #expect(c.constraints.map(ObjectIdentifier.init) == [c1, c3].map(ObjectIdentifier.init))
        c.removeConstraint(cX)
        #expect(c.constraints.map(ObjectIdentifier.init) == [c1, c3].map(ObjectIdentifier.init))
        c.removeConstraints([c1, c3])
        #expect(c.constraints.isEmpty)
    }

    @Test("scenario 112: removing a view removes the constraints its ancestors hold on it")
    func scenario112() {
        let (c, c1, g) = nestedTree()
        let own = [constraint(c1, .left, .equal, c, .left, 20), constraint(c1, .top, .equal, c, .top, 20),
                   fixed(c1, .width, 200), fixed(c1, .height, 200)]
        let onG = [constraint(g, .left, .equal, c, .left, 50), constraint(g, .top, .equal, c, .top, 60),
                   fixed(g, .width, 10), fixed(g, .height, 10)]
        c.addConstraints(own + onG)
        c.layoutIfNeeded()
        g.removeFromSuperview()
        #expect(c.constraints.map(ObjectIdentifier.init) == own.map(ObjectIdentifier.init))
        #expect(onG.allSatisfy { !$0.isActive })
        c.layoutIfNeeded()
        #expect(c1.frame == CGRect(x: 20, y: 20, width: 200, height: 200))
    }
}
