import CoreGraphics
import Foundation

/// A constraint a stack view wants, before it exists: UIKit's identifier and the equation
/// `first.firstAttribute relation second.secondAttribute × multiplier + constant @priority`.
@MainActor
struct StackConstraint {
    /// Everything but the constant: two wanted constraints with the same key are the same
    /// constraint, whose constant can move in place.
    struct Key: Hashable {
        let identifier: String
        let first: ObjectIdentifier
        let firstAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let second: ObjectIdentifier?
        let secondAttribute: NSLayoutConstraint.Attribute
        let multiplier: CGFloat
        let priority: Float
    }

    let key: Key
    let first: AnyObject
    let second: AnyObject?
    let constant: CGFloat

    /// Whether the constraint relates a baseline of one of `views`.
    func usesBaseline(of views: Set<ObjectIdentifier>) -> Bool {
        func baseline(_ item: ObjectIdentifier?, _ attribute: NSLayoutConstraint.Attribute) -> Bool {
            guard let item, attribute == .firstBaseline || attribute == .lastBaseline else { return false }
            return views.contains(item)
        }
        return baseline(key.first, key.firstAttribute) || baseline(key.second, key.secondAttribute)
    }

    /// Whether `constraint` (one the stack view made) is this one, constant aside.
    func describes(_ constraint: NSLayoutConstraint) -> Bool {
        constraint.firstItem === first && constraint.secondItem === second
    }

    func make() -> NSLayoutConstraint {
        let constraint = NSLayoutConstraint(firstItem: first, firstAttribute: key.firstAttribute, relation: key.relation,
                                            secondItem: second, secondAttribute: key.secondAttribute,
                                            multiplier: key.multiplier, constant: constant)
        constraint.priority = UILayoutPriority(key.priority)
        constraint.identifier = key.identifier
        return constraint
    }
}

/// The wanted constraints of one arrangement, in the order UIKit makes them.
@MainActor
struct StackConstraintList {
    private(set) var constraints: [StackConstraint] = []

    /// `first.a relation second.b × multiplier + constant @priority`, or, without a second
    /// item, `first.a relation constant`.
    mutating func add(_ identifier: String, _ first: AnyObject, _ a: NSLayoutConstraint.Attribute,
                      _ relation: NSLayoutConstraint.Relation = .equal, _ second: AnyObject? = nil,
                      _ b: NSLayoutConstraint.Attribute = .notAnAttribute, multiplier: CGFloat = 1,
                      constant: CGFloat = 0, priority: UILayoutPriority = .required) {
        let key = StackConstraint.Key(identifier: identifier, first: ObjectIdentifier(first), firstAttribute: a,
                                      relation: relation, second: second.map(ObjectIdentifier.init),
                                      secondAttribute: second == nil ? .notAnAttribute : b, multiplier: multiplier,
                                      priority: priority.rawValue)
        constraints.append(StackConstraint(key: key, first: first, second: second, constant: constant))
    }
}

/// The identifiers UIKit gives a stack view's constraints.
enum StackConstraintIdentifier {
    static let canvasConnection = "UISV-canvas-connection"
    static let spacing = "UISV-spacing"
    static let hiding = "UISV-hiding"
    static let fillEqually = "UISV-fill-equally"
    static let fillProportionally = "UISV-fill-proportionally"
    static let distributingEdge = "UISV-distributing-edge"
    static let alignment = "UISV-alignment"
    static let spanningBoundary = "UISV-spanning-boundary"
    static let spanningFit = "UISV-spanning-fit"
    static let canvasFit = "UISV-canvas-fit"
    static let ambiguitySuppression = "UISV-ambiguity-suppression"
}
