import Testing
import UIKitTesting

/// A subclass declaring no initializers, as SnapKit's `LayoutConstraint` is: it inherits
/// `init()` and with it the 7-argument convenience initializer.
final class LibraryConstraint: NSLayoutConstraint {
    var label = ""
}

/// Constraints, anchors and guides as UIKit's objects: `NSObject`s, constraints and guides
/// equal only to themselves, anchors equal by item and attribute, open to subclasses.
@MainActor
@Suite("Auto Layout: constraint, anchor and guide objects", .serialized)
struct ConstraintObjectTests {
    @Test("constraints and guides are NSObjects, equal and hashed by identity")
    func identity() {
        let a = UIView(), b = UIView()
        let first = constraint(a, .width, .equal, b, .width), twin = constraint(a, .width, .equal, b, .width)
        let objects: [NSObject] = [first, UILayoutGuide()]
        for object in objects {
            #expect(object.isEqual(object))
            #expect(object.hash == ObjectIdentifier(object).hashValue)
        }
        #expect(first != twin && !first.isEqual(twin))
        #expect(Set([first, twin, first]).count == 2)
        let guide = UILayoutGuide()
        #expect(guide == guide && guide != UILayoutGuide())
    }

    @Test("anchors are equal when they are the same attribute of the same item, however obtained (as AnchorKit's tests expect)")
    func anchorEquality() {
        let a = UIView(), b = UIView()
        let c = fixed(a, .height, 20)
        #expect(a.topAnchor == a.topAnchor && a.topAnchor.hash == a.topAnchor.hash)
        #expect(c.firstAnchor.isEqual(a.heightAnchor) && c.firstAnchor.hash == a.heightAnchor.hash)
        #expect(a.topAnchor != b.topAnchor && a.topAnchor != a.bottomAnchor)
        #expect(!a.widthAnchor.isEqual(a.heightAnchor) && !a.topAnchor.isEqual(a))
        #expect(Set<NSObject>([a.topAnchor, a.topAnchor, a.leadingAnchor]).count == 2)
    }

    @Test("descriptions are UIKit's and NSObject's description and debugDescription give them")
    func descriptions() {
        let a = UIView(), b = UIView()
        let c = constraint(a, .left, .equal, b, .right, 8)
        c.identifier = "gap"
        #expect(c.description == "<NSLayoutConstraint 'gap' \(name(a)).left == \(name(b)).right + 8>")
        #expect(c.debugDescription == c.description)
        #expect((c as NSObject).description == c.description)
        #expect(a.topAnchor.description.hasSuffix(" \"\(name(a)).top\">"))
        #expect(a.topAnchor.description.hasPrefix("<NSLayoutYAxisAnchor: 0x"))
        let guide = UILayoutGuide()
        guide.identifier = "column"
        #expect(guide.description.hasPrefix("<UILayoutGuide: 0x"))
        #expect(guide.description.hasSuffix(" - \"column\", layoutFrame = \(CGRect.zero)>"))
    }

    func name(_ view: UIView) -> String { "UIView:0x" + String(UInt(bitPattern: ObjectIdentifier(view).hashValue), radix: 16) }

    @Test("a subclass without initializers is made with the 7-argument initializer and laid out like any constraint")
    func subclassInheritsInitializers() {
        let (c, a) = rootAndA()
        let left = LibraryConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: c, attribute: .left,
                                     multiplier: 1, constant: 20)
        left.label = "left"
        #expect(left.firstItem === a && left.secondItem === c && left.constant == 20 && left.label == "left")
        c.addConstraints([left, constraint(a, .top, .equal, c, .top, 30), fixed(a, .width, 100), fixed(a, .height, 50)])
        c.layoutIfNeeded()
        #expect(a.frame == CGRect(x: 20, y: 30, width: 100, height: 50))
        #expect(c.constraints.contains { $0 === left })
    }

    @Test("init() makes a constraint with no items, which relates nothing")
    func emptyConstraint() {
        let empty = NSLayoutConstraint()
        #expect(empty.firstItem == nil && empty.secondItem == nil)
        #expect(empty.firstAttribute == .notAnAttribute && empty.secondAttribute == .notAnAttribute)
        #expect(empty.relation == .equal && empty.multiplier == 1 && empty.constant == 0 && empty.priority == .required)
        #expect(!empty.isActive && empty.secondAnchor == nil)
        let subclassed = LibraryConstraint()
        #expect(subclassed.firstItem == nil)
    }

    @Test("activating a constraint with no items stops the program")
    func activatingEmpty() async throws {
        let result = try await #require(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run { NSLayoutConstraint().isActive = true }
        }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains("NSLayoutConstraint.isActive: constraint must contain a first layout item"))
    }

    @Test("the members read back what the constraint was made with; firstAnchor and secondAnchor name its items")
    func members() {
        let a = UIView(), guide = UILayoutGuide()
        let c = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .lessThanOrEqual, toItem: guide,
                                   attribute: .height, multiplier: 2, constant: 3)
        #expect(c.firstItem === a && c.firstAttribute == .width && c.relation == .lessThanOrEqual)
        #expect(c.secondItem === guide && c.secondAttribute == .height && c.multiplier == 2 && c.constant == 3)
        #expect(c.firstAnchor.item === a && c.secondAnchor?.item === guide)
        #expect(!c.shouldBeArchived && c.identifier == nil)
        c.shouldBeArchived = true
        #expect(c.shouldBeArchived)
    }
}
