import Testing
import UIKitTesting

/// The spec's §6 notation `x.a1 relation y.a2 × m + c @p`.
@MainActor
func constraint(_ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                _ second: AnyObject, _ a2: NSLayoutConstraint.Attribute,
                multiplier: CGFloat = 1, _ constant: CGFloat = 0, priority: Float = 1000) -> NSLayoutConstraint {
    let c = NSLayoutConstraint(item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: a2,
                               multiplier: multiplier, constant: constant)
    if priority != 1000 { c.priority = UILayoutPriority(priority) }
    return c
}

/// `x.a1 relation c @p`, without a second item (`fixed(a, .width, 100)`).
@MainActor
func fixed(_ first: AnyObject, _ a1: NSLayoutConstraint.Attribute, _ constant: CGFloat,
           _ relation: NSLayoutConstraint.Relation = .equal, priority: Float = 1000) -> NSLayoutConstraint {
    let c = NSLayoutConstraint(item: first, attribute: a1, relatedBy: relation, toItem: nil, attribute: .notAnAttribute,
                               multiplier: 1, constant: constant)
    if priority != 1000 { c.priority = UILayoutPriority(priority) }
    return c
}

/// "root C / A": C 320×480 without a superview, A (placed by constraints) inside it.
@MainActor
func rootAndA() -> (c: UIView, a: UIView) {
    let c = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let a = UIView()
    a.translatesAutoresizingMaskIntoConstraints = false
    c.addSubview(a)
    return (c, a)
}

/// A view whose intrinsic content size a test sets.
@MainActor
final class IntrinsicView: UIView {
    var intrinsic = CGSize(width: 80, height: 30)
    var insets = UIEdgeInsets.zero

    convenience init(_ size: CGSize) {
        self.init(frame: .zero)
        intrinsic = size
        translatesAutoresizingMaskIntoConstraints = false
    }

    override var intrinsicContentSize: CGSize { intrinsic }
    override var alignmentRectInsets: UIEdgeInsets { insets }
}

/// Records updateConstraints and layoutSubviews calls into a shared log.
@MainActor
final class PassLogView: UIView {
    var name = ""
    var log: (String) -> Void = { _ in }
    override func updateConstraints() {
        log("update \(name)")
        super.updateConstraints()
    }
    override func layoutSubviews() {
        log("layout \(name)")
        super.layoutSubviews()
    }
}
