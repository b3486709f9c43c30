internal import ConstraintSolver
import CoreGraphics
import Foundation

// Explicit constraints: an NSLayoutConstraint turned into a solver constraint on its items'
// variables, measured in its holder's coordinates.

extension LayoutEngine {
    /// Puts a held constraint into the solver (once). A constraint whose items are not in
    /// its holder's subtree is reported and left out, as UIKit's "view hierarchy is not
    /// prepared for the constraint".
    func install(_ constraint: NSLayoutConstraint) {
        guard installation(of: constraint) == nil, let holder = constraint.holder, contains(holder),
              let first = constraint.firstItem as? any LayoutItem else { return }
        let installation = Installation(engine: self)
        setInstallation(installation, of: constraint)
        let second = constraint.secondItem as? any LayoutItem
        guard let lhs = expression(for: first, constraint.firstAttribute, in: holder) else {
            reportUnprepared(constraint, item: first, holder: holder)
            return
        }
        var rhs = LinearExpression()
        if let second {
            guard let expr = expression(for: second, constraint.secondAttribute, in: holder) else {
                reportUnprepared(constraint, item: second, holder: holder)
                return
            }
            rhs = expr * Double(constraint.multiplier)
        }
        let difference = lhs - rhs
        installation.baseConstant = difference.constant
        let solverConstraint = Constraint(difference - Double(constraint.constant), constraint.relation.solverRelation,
                                          priority: Priority(constraint.priority.rawValue))
        installation.solverConstraint = solverConstraint
        installation.isBroken = !add(solverConstraint, owner: .explicit(constraint))
    }

    /// Takes a constraint out of the solver.
    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let installation = installation(of: constraint), installation.engine === self else { return }
        setInstallation(nil, of: constraint)
        if let solverConstraint = installation.solverConstraint { remove(solverConstraint) }
    }

    /// Removes and installs again (a new priority).
    func reinstall(_ constraint: NSLayoutConstraint) {
        uninstall(constraint)
        install(constraint)
    }

    /// Installs again the constraints on `view`'s baselines (held by the view or an
    /// ancestor), whose offsets are read when they are installed.
    func reinstallBaselineConstraints(of view: UIView) {
        var holder: UIView? = view
        while let current = holder {
            for constraint in current.autoLayoutStorage?.constraints ?? [] where installation(of: constraint) != nil {
                let onBaseline = (constraint.firstItem === view && constraint.firstAttribute.isBaseline)
                    || (constraint.secondItem === view && constraint.secondAttribute.isBaseline)
                if onBaseline { reinstall(constraint) }
            }
            holder = current.superviewStorage
        }
    }

    /// Moves an installed constraint's constant in place (the solver's fast path).
    func changeConstant(of constraint: NSLayoutConstraint, in installation: Installation) {
        guard let solverConstraint = installation.solverConstraint else { return }
        constraint.holder?.setNeedsLayout()
        needsPublish = true
        let constant = installation.baseConstant - Double(constraint.constant)
        if installation.isBroken {
            // A broken constraint gets another chance with its new constant.
            reinstall(constraint)
            return
        }
        do {
            try solver.updateConstant(of: solverConstraint, to: constant)
        } catch .unsatisfiable(let report) {
            installation.isBroken = true
            reportUnsatisfiable(report)
        } catch {
            LayoutDiagnostics.report("Auto Layout could not change the constant of \(constraint): \(error)")
        }
    }

    // MARK: Expressions

    /// `attribute` of `item` as a linear expression in `holder`'s coordinates (bounds
    /// origin not counted), or nil when `item` is not in `holder`'s subtree.
    func expression(for item: any LayoutItem, _ attribute: NSLayoutConstraint.Attribute,
                    in holder: UIView) -> LinearExpression? {
        if let view = item as? UIView, let (guideAttribute, guide) = view.marginGuideAttribute(attribute) {
            return expression(for: guide, guideAttribute, in: holder)
        }
        guard item === holder || LayoutEngine.isItem(item, inSubtreeOf: holder) else { return nil }
        let entry = participate(item)
        var origin: (x: LinearExpression, y: LinearExpression)
        if item === holder {
            let insets = holder.alignmentRectInsets
            origin = (LinearExpression(Double(insets.left)), LinearExpression(Double(insets.top)))
        } else {
            guard let offset = offset(from: item.layoutParent, to: holder) else { return nil }
            origin = (entry.x + offset.x, entry.y + offset.y)
        }
        let w = LinearExpression(entry.width), h = LinearExpression(entry.height)
        switch attribute {
        case .left, .leading: return origin.x
        case .right, .trailing: return origin.x + w
        case .centerX: return origin.x + w * 0.5
        case .width: return w
        case .top: return origin.y
        case .bottom: return origin.y + h
        case .centerY: return origin.y + h * 0.5
        case .height: return h
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else { return origin.y + h }
            let first = attribute == .firstBaseline
            // A baseline view inside the view (a label in a container) lends its baseline,
            // through its own variables, so it follows that view's layout.
            let target = first ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            if target !== view, target.isDescendant(of: view) {
                return expression(for: target, attribute, in: holder)
            }
            let baseline = view.ownBaseline(first: first)
            return origin.y + h * Double(baseline.heightFactor) + Double(baseline.offset)
        default:
            return nil
        }
    }

    static func isItem(_ item: any LayoutItem, inSubtreeOf holder: UIView) -> Bool {
        item.layoutParent?.isDescendant(of: holder) ?? false
    }

    /// Where `parent`'s coordinate origin lies in `holder`'s coordinates: the sum of the
    /// frame origins on the way up (every view on the way takes part). Nil when `holder` is
    /// not an ancestor of `parent` (or `parent` itself).
    private func offset(from parent: UIView?, to holder: UIView) -> (x: LinearExpression, y: LinearExpression)? {
        var x = LinearExpression(), y = LinearExpression()
        var current = parent
        while let view = current {
            if view === holder { return (x, y) }
            let entry = participate(view)
            let insets = view.alignmentRectInsets
            x = x + entry.x - Double(insets.left)
            y = y + entry.y - Double(insets.top)
            current = view.superviewStorage
        }
        return nil
    }
}

extension NSLayoutConstraint.Relation {
    var solverRelation: ConstraintSolver.Relation {
        switch self {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}
