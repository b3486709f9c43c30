import Foundation

extension NSLayoutConstraint {
    /// `isActive`'s setter: installs the constraint on the closest common ancestor of its
    /// items, or removes it from the view that holds it.
    func setActive(_ active: Bool) {
        if active {
            guard holder == nil else { return }
            commonAncestor(api: "NSLayoutConstraint.isActive").addConstraint(self)
        } else {
            holder?.removeConstraint(self)
        }
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
            preconditionFailure("\(api): constraint must contain a first layout item; this one has none (made with init(), or its item no longer exists). Make constraints with init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) or anchors")
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
