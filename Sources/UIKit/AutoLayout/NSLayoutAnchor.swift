import CoreGraphics
import Foundation
import QuartzCore

/// One attribute of a view or layout guide, for making constraints in a type-safe way:
/// `a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: 8)`. The subclasses
/// only relate anchors of one kind — x positions, y positions, or dimensions.
///
/// Two anchors are equal when they are the same attribute of the same item, however each
/// was obtained (`constraint.firstAnchor == view.topAnchor`), as on iOS, where libraries
/// compare them so.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, LayoutAnchorIdentity {
    // Held weakly, like a constraint's items.
    private weak var itemStorage: AnyObject?
    let attribute: NSLayoutConstraint.Attribute
    /// The item's identity, kept apart from the weak reference so equality and hashing
    /// (which Foundation declares nonisolated) read only constants.
    nonisolated let itemIdentifier: ObjectIdentifier
    nonisolated var anchorKey: LayoutAnchorKey { LayoutAnchorKey(item: itemIdentifier, attribute: attribute) }

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        itemStorage = item
        itemIdentifier = ObjectIdentifier(item)
        self.attribute = attribute
        super.init()
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? LayoutAnchorIdentity)?.anchorKey == anchorKey
    }

    open override var hash: Int { anchorKey.hashValue }

    /// The view or layout guide the anchor belongs to (nil once it no longer exists).
    open var item: AnyObject? { itemStorage }

    open override var description: String {
        MainQueue.sync {
            "<\(type(of: self)): \(LayoutDiagnostics.address(of: self)) \"\(LayoutDiagnostics.name(of: item)).\(attribute.name)\">"
        }
    }

    /// `self == anchor`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.equal, anchor, constant: 0)
    }

    /// `self >= anchor`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: 0)
    }

    /// `self <= anchor`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: 0)
    }

    /// `self == anchor + c`.
    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: c)
    }

    /// `self >= anchor + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }

    /// `self <= anchor + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }

    /// The constraint every form makes: `self relation anchor × multiplier + constant`.
    func make(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
              multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        guard let item else {
            preconditionFailure("NSLayoutAnchor.constraint: the anchor's view or layout guide no longer exists; make constraints from live items")
        }
        if let anchor, anchor.item == nil {
            preconditionFailure("NSLayoutAnchor.constraint: the other anchor's view or layout guide no longer exists; make constraints from live items")
        }
        return NSLayoutConstraint(firstItem: item, firstAttribute: attribute, relation: relation,
                                  secondItem: anchor?.item, secondAttribute: anchor?.attribute ?? .notAnAttribute,
                                  multiplier: multiplier, constant: constant)
    }

    /// The anchor of `constraint`'s first or second item, typed for its axis.
    static func of(item: AnyObject?, attribute: NSLayoutConstraint.Attribute) -> NSLayoutAnchor<AnyObject>? {
        guard let item, attribute != .notAnAttribute else { return nil }
        return NSLayoutAnchor<AnyObject>(item: item, attribute: attribute)
    }
}

/// The distance UIKit puts between sibling views when asked for "system spacing" (and the
/// Visual Format Language's standard space): 8 points.
let systemSpacing: CGFloat = 8

/// An anchor on the x axis: leading, trailing, left, right, center x.
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this anchor follows `anchor` by the
    /// standard space (8 points here).
    open func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// An anchor on the y axis: top, bottom, center y, first and last baseline.
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// `self == anchor + multiplier × system spacing`: this anchor is below `anchor` by the
    /// standard space (8 points here, also between baselines).
    open func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, constant: multiplier * systemSpacing)
    }

    /// `self >= anchor + multiplier × system spacing`.
    open func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }

    /// `self <= anchor + multiplier × system spacing`.
    open func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                         multiplier: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: multiplier * systemSpacing)
    }
}

/// A width or height anchor, which can also equal a constant or a multiple of another.
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self == c`.
    open func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { make(.equal, nil, constant: c) }

    /// `self >= c`.
    open func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, nil, constant: c)
    }

    /// `self <= c`.
    open func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, nil, constant: c)
    }

    /// `self == anchor × m`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: 0)
    }

    /// `self >= anchor × m`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self <= anchor × m`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }

    /// `self == anchor × m + c`.
    open func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> NSLayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }

    /// `self >= anchor × m + c`.
    open func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    /// `self <= anchor × m + c`.
    open func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                         constant c: CGFloat) -> NSLayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The anchors of a view or layout guide, made on demand (they are cheap values that name
/// an item and an attribute).
@MainActor
protocol AnchorProviding: AnyObject {}

extension AnchorProviding {
    func xAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutXAxisAnchor {
        NSLayoutXAxisAnchor(item: self, attribute: attribute)
    }

    func yAnchor(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutYAxisAnchor {
        NSLayoutYAxisAnchor(item: self, attribute: attribute)
    }

    func dimension(_ attribute: NSLayoutConstraint.Attribute) -> NSLayoutDimension {
        NSLayoutDimension(item: self, attribute: attribute)
    }
}
