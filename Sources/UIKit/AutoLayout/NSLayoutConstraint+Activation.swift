import Foundation

extension NSLayoutConstraint {
    /// Whether the constraint takes part in layout. Setting true installs it on the closest
    /// common ancestor of its items; false removes it from the view that holds it.
    public var isActive: Bool {
        get { holder != nil }
        set {
            if newValue {
                guard holder == nil else { return }
                commonAncestor(api: "NSLayoutConstraint.isActive").addConstraint(self)
            } else {
                holder?.removeConstraint(self)
            }
        }
    }

    /// Activates each constraint (faster than setting `isActive` one by one on iOS; the
    /// same here).
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// The first item's anchor for the first attribute.
    public var firstAnchor: NSLayoutAnchor<AnyObject> {
        guard let anchor = NSLayoutAnchor<AnyObject>.of(item: firstItem, attribute: firstAttribute) else {
            preconditionFailure("NSLayoutConstraint.firstAnchor: the constraint's first item no longer exists")
        }
        return anchor
    }

    /// The second item's anchor, or nil for a constraint against a constant.
    public var secondAnchor: NSLayoutAnchor<AnyObject>? {
        NSLayoutAnchor<AnyObject>.of(item: secondItem, attribute: secondAttribute)
    }

    /// The view a new constraint belongs on: the closest common ancestor of its items (a
    /// layout guide counts as its owning view). Items in different trees cannot be
    /// related: UIKit raises, and so does this.
    private func commonAncestor(api: String) -> UIView {
        func view(of item: AnyObject?) -> UIView? {
            if let view = item as? UIView { return view }
            if let guide = item as? UILayoutGuide {
                guard let owner = guide.owningViewStorage else {
                    preconditionFailure("\(api): \(guide) has no owning view; add it with addLayoutGuide(_:) before activating constraints on it")
                }
                return owner
            }
            return nil
        }
        guard let first = view(of: firstItem) else {
            preconditionFailure("\(api): the constraint's first item no longer exists")
        }
        guard let second = view(of: secondItem) else { return first }
        var ancestor: UIView? = first
        while let candidate = ancestor {
            if second.isDescendant(of: candidate) { return candidate }
            ancestor = candidate.superviewStorage
        }
        preconditionFailure(
            "\(api): unable to activate constraint with anchors \(firstAnchor) and \(secondAnchor.map { "\($0)" } ?? "nil") because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal. Add both views to one hierarchy first")
    }
}

extension NSLayoutAnchor: @preconcurrency CustomStringConvertible {
    public var description: String {
        "<\(type(of: self)): \(LayoutDiagnostics.address(of: self)) \"\(LayoutDiagnostics.name(of: item)).\(attribute.name)\">"
    }
}
