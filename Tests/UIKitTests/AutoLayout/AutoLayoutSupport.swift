import Testing
import UIKitTesting

/// The scenarios' notation `x.a1 relation y.a2 × m + c @p`.
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

/// Scenario 97's constraints: A at (20, 30), 100 × 50, held by C.
@MainActor
func scenario97Constraints(_ c: UIView, _ a: UIView, width: NSLayoutConstraint? = nil) -> [NSLayoutConstraint] {
    [constraint(a, .left, .equal, c, .left, 20), constraint(a, .top, .equal, c, .top, 30),
     width ?? fixed(a, .width, 100), fixed(a, .height, 50)]
}

/// Root C (320 × 480) ⊃ C1 ⊃ G, C1 and G placed by constraints.
@MainActor
func nestedTree() -> (c: UIView, c1: UIView, g: UIView) {
    let c = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let c1 = UIView(), g = UIView()
    c1.translatesAutoresizingMaskIntoConstraints = false
    g.translatesAutoresizingMaskIntoConstraints = false
    c.addSubview(c1)
    c1.addSubview(g)
    return (c, c1, g)
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
