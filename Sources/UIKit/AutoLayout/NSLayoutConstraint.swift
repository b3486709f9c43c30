internal import ConstraintSolver
import CoreGraphics
import Foundation
import QuartzCore

/// A relation between two user-interface objects that Auto Layout must satisfy:
/// `firstItem.firstAttribute  relation  secondItem.secondAttribute × multiplier + constant`,
/// or `firstItem.firstAttribute  relation  constant` without a second item.
///
/// Items are views and layout guides. Positions are measured in the coordinate system of
/// the view the constraint is installed on (the closest common ancestor of its items when
/// it is activated), sizes are the same everywhere. Constraints relate alignment rects, not
/// frames (see `UIView.alignmentRectInsets`).
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    /// The part of an item's alignment rect a constraint uses.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// For the second attribute of a constraint without a second item.
        case notAnAttribute = 0

        /// The old name of `lastBaseline`.
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the two sides of a constraint compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1
        case equal = 0
        case greaterThanOrEqual = 1
    }

    /// An orientation of layout.
    public enum Axis: Int, Sendable {
        case horizontal = 0
        case vertical = 1
    }

    /// Options of the Visual Format Language: the alignment of the views a format names,
    /// the direction of horizontal formats, and how vertical spacing is measured.
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        /// The old name of `alignAllLastBaseline`.
        public static let alignAllBaseline = alignAllLastBaseline
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 1 << 19)
    }

    // Items are weak: the views that install a constraint keep its items alive (they are
    // in the installing view's subtree); a constraint outliving them answers nil.
    private weak var firstItemStorage: AnyObject?
    private weak var secondItemStorage: AnyObject?
    // The equation is fixed once made; it lives in private storage so that the public
    // members can be `open` (read-only) as in UIKit, and set once by the initializers.
    private var firstAttributeStorage = Attribute.notAnAttribute
    private var relationStorage = Relation.equal
    private var secondAttributeStorage = Attribute.notAnAttribute
    private var multiplierStorage: CGFloat = 1

    /// The first item of the equation (nil for a constraint made with `init()`, or when
    /// the item no longer exists).
    open var firstItem: AnyObject? { firstItemStorage }
    /// The first item's attribute.
    open var firstAttribute: Attribute { firstAttributeStorage }
    /// How the two sides compare.
    open var relation: Relation { relationStorage }
    /// The second item, or nil for a constraint against a constant.
    open var secondItem: AnyObject? { secondItemStorage }
    /// The second item's attribute (`.notAnAttribute` without a second item).
    open var secondAttribute: Attribute { secondAttributeStorage }
    /// What the second attribute is multiplied by.
    open var multiplier: CGFloat { multiplierStorage }

    /// The constant added to the second side. The one number that may change after the
    /// constraint is made; changing it is much cheaper than replacing the constraint.
    open var constant: CGFloat = 0 {
        didSet {
            guard constant != oldValue else { return }
            guard constant.isFinite else {
                preconditionFailure("NSLayoutConstraint.constant: \(self) constant is not finite (\(constant)); that is illegal. Compute a finite constant")
            }
            installation?.constantChanged(self)
        }
    }

    /// How much the constraint matters (default `.required`). An active constraint may
    /// change between optional priorities, but not from required to optional or back:
    /// deactivate it first, as UIKit demands.
    open var priority: UILayoutPriority = .required {
        didSet {
            guard priority != oldValue else { return }
            guard priority.isValidForConstraint else {
                preconditionFailure("NSLayoutConstraint.priority: \(priority.rawValue) is out of range; a constraint's priority must be more than 0 and at most 1000")
            }
            if installation != nil, (priority == .required) != (oldValue == .required) {
                preconditionFailure(
                    "NSLayoutConstraint.priority: changing an installed constraint from \(oldValue.rawValue) to \(priority.rawValue) (required ↔ optional) is not supported; deactivate it, change the priority, then activate it again")
            }
            installation?.priorityChanged(self)
        }
    }

    /// A name shown in the constraint's description and in layout diagnostics.
    open var identifier: String?

    /// Whether the constraint should be archived with the view that holds it (kept for
    /// source compatibility; there is no archiving here).
    open var shouldBeArchived = false

    /// The view that holds the constraint (it is in that view's `constraints`).
    weak var holder: UIView?
    /// The constraint's place in a layout engine while it is in one.
    var installation: LayoutEngine.Installation?

    /// Makes a constraint with no items (`.notAnAttribute` on both sides, multiplier 1,
    /// constant 0). It relates nothing, so activating it stops the program; code makes
    /// constraints with `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// or anchors. Being the designated initializer, it is what a subclass that declares no
    /// initializers inherits, and with it every convenience initializer.
    public override init() {
        super.init()
    }

    /// Creates a constraint `view1.attr1 relation view2.attr2 × multiplier + c`. Use nil and
    /// `.notAnAttribute` for a constraint against a constant.
    ///
    /// Stops the program for the pairs UIKit raises an exception for: a location (anything
    /// but width and height) equal to a constant (no second item, or a multiplier of 0); a
    /// size related to a location; locations on different axes; leading/trailing related to
    /// left/right. Everything else is allowed, including any multiplier between locations
    /// of one axis (`centerX == 0.5 × superview.centerX`) and width related to height.
    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(firstItem: view1 as AnyObject, firstAttribute: attr1, relation: relation,
                  secondItem: view2.map { $0 as AnyObject }, secondAttribute: attr2, multiplier: multiplier, constant: c)
    }

    // A convenience initializer too (not a designated one): a designated initializer a
    // subclass in another module cannot see would keep it from inheriting the public
    // convenience initializer.
    convenience init(firstItem: AnyObject, firstAttribute: Attribute, relation: Relation, secondItem: AnyObject?,
                     secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        self.init()
        guard firstItem is UIView || firstItem is UILayoutGuide,
              secondItem.map({ $0 is UIView || $0 is UILayoutGuide }) ?? true else {
            preconditionFailure(
                "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:): constraint items must each be a view or layout guide, not \(type(of: firstItem)) and \(secondItem.map { "\(type(of: $0))" } ?? "nil")")
        }
        Self.validate(firstAttribute, relatedTo: secondItem == nil ? .notAnAttribute : secondAttribute,
                      multiplier: multiplier, constant: constant)
        firstItemStorage = firstItem
        firstAttributeStorage = firstAttribute
        relationStorage = relation
        secondItemStorage = secondItem
        secondAttributeStorage = secondItem == nil ? .notAnAttribute : secondAttribute
        multiplierStorage = multiplier
        self.constant = constant
    }

    /// The checks UIKit makes when a constraint is made (it raises an exception for each);
    /// the messages are UIKit's, with the API's name in front.
    private static func validate(_ first: Attribute, relatedTo second: Attribute, multiplier: CGFloat, constant: CGFloat) {
        let api = "NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
        guard multiplier.isFinite, constant.isFinite else {
            preconditionFailure("\(api): the multiplier (\(multiplier)) and constant (\(constant)) must be finite numbers")
        }
        guard first != .notAnAttribute else {
            preconditionFailure("\(api): the first attribute cannot be .notAnAttribute; name the attribute to constrain")
        }
        if second == .notAnAttribute || multiplier == 0 {
            guard first.isSize else {
                preconditionFailure("\(api): a multiplier of 0 or a nil second item together with a location for the first attribute (.\(first.name)) creates an illegal constraint of a location equal to a constant. Location attributes must be specified in pairs: relate the location to another item's")
            }
            return
        }
        if first.isSize != second.isSize {
            preconditionFailure("\(api): invalid pairing of layout attributes .\(first.name) and .\(second.name); a size (width, height) cannot be related to a location. Relate a size to a size, a location to a location")
        }
        // Apple's documentation forbids relating locations of different axes, but iOS refuses
        // only centres (centerX with centerY: NSInvalidLayoutConstraintException, reported in
        // coppercash/KnightWatson#1); edges across axes (left == top) are accepted and solved,
        // which SnapKit's own test suite relies on.
        if first.isCenter, second.isCenter, first.axis != second.axis {
            preconditionFailure("\(api): invalid pairing of layout attributes .\(first.name) and .\(second.name); a horizontal centre cannot be related to a vertical one. Relate centres of one axis")
        }
        if (first.isDirectional && second.isAbsoluteHorizontalEdge) || (first.isAbsoluteHorizontalEdge && second.isDirectional) {
            preconditionFailure("\(api): a constraint cannot be made between a leading/trailing attribute and a right/left attribute (.\(first.name) and .\(second.name)). Use leading/trailing for both or neither")
        }
    }

    // MARK: Visual Format Language (implemented in VisualFormat/)

    /// Creates the constraints described by a string in the Visual Format Language, as
    /// UIKit does (Auto Layout Guide, "Visual Format Language"):
    ///
    ///     H:|-[find]-[findNext]-[findField(>=20)]-|
    ///     V:[topField]-10-[bottomField]
    ///     [button(100@20)]   [button1(==button2)]   [flexibleButton(>=70,<=100)]
    ///
    /// `H:`/`V:` (default horizontal), `|` the superview, `[name(predicates)]` a view from
    /// `views` with size predicates, `-` the standard space (8 points between views, the
    /// superview's layout margins at its edges), `-20-`, `-(>=20@750)-` explicit spaces,
    /// `==`/`<=`/`>=` relations, `@` priorities, names from `metrics` for numbers.
    /// `opts` adds alignment constraints between neighbouring views (`alignAllTop`…, across
    /// the format's axis), chooses left/right instead of leading/trailing for horizontal
    /// formats, and baseline-to-baseline vertical spacing.
    ///
    /// The constraints are returned inactive, in UIKit's order. A malformed format, an
    /// unknown name, a `|` next to a view without a superview or an alignment along the
    /// format's own axis stops the program (UIKit raises `NSInvalidArgumentException`) with
    /// UIKit's "Unable to parse constraint format:" message and a caret under the column.
    open class func constraints(withVisualFormat format: String, options opts: FormatOptions = [],
                                metrics: [String: Any]?, views: [String: Any]) -> [NSLayoutConstraint] {
        do {
            return try visualFormatConstraints(format, options: opts, metrics: metrics, views: views)
        } catch {
            preconditionFailure("NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:): \(error.reason)")
        }
    }

    // MARK: Activation (implemented in NSLayoutConstraint+Activation.swift)

    /// Whether the constraint takes part in layout. Setting true installs it on the closest
    /// common ancestor of its items; false removes it from the view that holds it.
    open var isActive: Bool {
        get { holder != nil }
        set { setActive(newValue) }
    }

    /// Activates each constraint (faster than setting `isActive` one by one on iOS; the
    /// same here).
    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        guard let anchor = NSLayoutAnchor<AnyObject>.of(item: firstItem, attribute: firstAttribute) else {
            preconditionFailure("NSLayoutConstraint.firstAnchor: the constraint has no first item (made with init(), or its item no longer exists)")
        }
        return anchor
    }

    /// The second item's anchor, or nil for a constraint against a constant.
    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        NSLayoutAnchor<AnyObject>.of(item: secondItem, attribute: secondAttribute)
    }

    // MARK: Description

    open override var description: String {
        MainQueue.sync {
            let name = identifier.map { "'\($0)' " } ?? ""
            return "<NSLayoutConstraint \(name)\(equationText)\(priority == .required ? "" : "   (priority \(LayoutDiagnostics.format(CGFloat(priority.rawValue))))")>"
        }
    }

    open override var debugDescription: String { description }

    /// The equation as UIKit prints it: `UIView:0x….left == UIView:0x….left + 20`.
    var equationText: String {
        let op = switch relation {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
        var text = "\(LayoutDiagnostics.name(of: firstItem)).\(firstAttribute.name) \(op) "
        var hasTerm = false
        if let secondItem {
            hasTerm = true
            if multiplier != 1 { text += "\(LayoutDiagnostics.format(multiplier))*" }
            text += "\(LayoutDiagnostics.name(of: secondItem)).\(secondAttribute.name)"
        }
        if !hasTerm {
            text += LayoutDiagnostics.format(constant)
        } else if constant != 0 {
            text += constant < 0 ? " - \(LayoutDiagnostics.format(-constant))" : " + \(LayoutDiagnostics.format(constant))"
        }
        return text
    }
}

extension NSLayoutConstraint.Attribute {
    /// The name UIKit prints for the attribute.
    var name: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// The axis the attribute belongs to (nil for `.notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// Whether the attribute is a centre (within the margins or not).
    var isCenter: Bool {
        switch self {
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins: true
        default: false
        }
    }

    /// Whether the attribute is a size (width or height) rather than a position.
    var isSize: Bool { self == .width || self == .height }

    /// Whether the attribute is one of the leading/trailing family, which may not be
    /// related to the left/right family.
    var isDirectional: Bool {
        switch self {
        case .leading, .trailing, .leadingMargin, .trailingMargin: true
        default: false
        }
    }

    /// Whether the attribute is one of the left/right family.
    var isAbsoluteHorizontalEdge: Bool {
        switch self {
        case .left, .right, .leftMargin, .rightMargin: true
        default: false
        }
    }
}
