import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// A constraint's equation as a comparable value (items by identity), printed as the
/// constraint's description.
@MainActor
struct Equation: Equatable, CustomStringConvertible {
    let first: ObjectIdentifier?
    let firstAttribute: NSLayoutConstraint.Attribute
    let relation: NSLayoutConstraint.Relation
    let second: ObjectIdentifier?
    let secondAttribute: NSLayoutConstraint.Attribute
    let multiplier: CGFloat
    let constant: CGFloat
    let priority: Float
    let description: String

    init(_ c: NSLayoutConstraint) {
        first = c.firstItem.map(ObjectIdentifier.init)
        firstAttribute = c.firstAttribute
        relation = c.relation
        second = c.secondItem.map(ObjectIdentifier.init)
        secondAttribute = c.secondAttribute
        multiplier = c.multiplier
        constant = c.constant
        priority = c.priority.rawValue
        description = c.description
    }

    nonisolated static func == (lhs: Equation, rhs: Equation) -> Bool {
        lhs.first == rhs.first && lhs.firstAttribute == rhs.firstAttribute && lhs.relation == rhs.relation
            && lhs.second == rhs.second && lhs.secondAttribute == rhs.secondAttribute
            && lhs.multiplier == rhs.multiplier && lhs.constant == rhs.constant && lhs.priority == rhs.priority
    }
}

/// The equations of `constraints`, for comparing lists.
@MainActor
func equations(_ constraints: [NSLayoutConstraint]) -> [Equation] { constraints.map(Equation.init) }

/// A 320×480 root view and named subviews placed by constraints: the views dictionary of a
/// visual format.
@MainActor
final class FormatScene {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    private(set) var views: [String: Any] = [:]

    init(_ names: String...) {
        for name in names { add(name) }
    }

    /// Adds a subview of the root named `name` (an `IntrinsicView` when a size is given).
    @discardableResult
    func add(_ name: String, intrinsic: CGSize? = nil) -> UIView {
        let view = intrinsic.map { IntrinsicView($0) } ?? UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        views[name] = view
        return view
    }

    /// Binds `name` to anything (a layout guide, a view outside the root, a wrong value).
    func bind(_ name: String, to value: Any) { views[name] = value }

    subscript(name: String) -> UIView { views[name] as! UIView }

    /// The constraints of `format`.
    func constraints(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [],
                     metrics: [String: Any]? = nil) -> [NSLayoutConstraint] {
        NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views)
    }

    /// The problem UIKit would report for `format`, or nil if it parses.
    func problem(_ format: String, _ options: NSLayoutConstraint.FormatOptions = [],
                 metrics: [String: Any]? = nil) -> VisualFormatError? {
        do {
            _ = try NSLayoutConstraint.visualFormatConstraints(format, options: options, metrics: metrics, views: views)
            return nil
        } catch {
            return error
        }
    }

    /// Activates the constraints of every format and lays the root out.
    func layout(_ formats: String..., options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                extra: [NSLayoutConstraint] = []) {
        NSLayoutConstraint.activate(formats.flatMap { constraints($0, options, metrics: metrics) } + extra)
        root.layoutIfNeeded()
    }

    /// The frame of the view named `name`.
    func frame(_ name: String) -> CGRect { self[name].frame }
}
