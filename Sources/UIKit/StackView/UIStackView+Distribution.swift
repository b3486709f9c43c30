import CoreGraphics
import Foundation

// The constraints along the axis (UIKit's "ordered arrangement"): the first and last views
// against the canvas, each view after the one before, hidden views collapsed, and what
// the distribution adds.

extension UIStackView {
    private typealias ID = StackConstraintIdentifier

    /// The constraints along the axis, as UIKit makes them:
    /// - `UISV-canvas-connection`: the first view's leading edge on the canvas's (the stack
    ///   view, or its margins guide), the last view's trailing edge likewise;
    /// - `UISV-spacing`: each visible view `spacing` (or the custom spacing after the visible
    ///   view before it) after that view — at least that far for the equal distributions,
    ///   baseline to baseline in a baseline-relative vertical stack; a hidden view, or a
    ///   view with only hidden views before it, sits right after its predecessor;
    /// - `UISV-hiding`: a hidden view's size along the axis is 0;
    /// - the distribution's own: equal sizes (`UISV-fill-equally`), sizes in proportion to
    ///   the intrinsic sizes (`UISV-fill-proportionally`, at 999, 998, …), or gap guides
    ///   between neighbours (`UISV-distributing-edge`) kept equal (`UISV-fill-equally`,
    ///   required for `equalSpacing`, at 149 between centres for `equalCentering`), or, for
    ///   `fill`, the index order that settles ties (`UISV-ambiguity-suppression`, below 1).
    func addDistributionConstraints(items: [UIView], visible: [UIView], canvas: AnyObject, gaps: [UILayoutGuide],
                                    to list: inout StackConstraintList) {
        guard let first = items.first, let last = items.last else { return }
        let along = StackAxisAttributes(axis)
        list.add(ID.canvasConnection, canvas, along.leading, .equal, first, along.leading)
        list.add(ID.canvasConnection, last, along.trailing, .equal, canvas, along.trailing)
        let minimumOnly = distribution == .equalSpacing || distribution == .equalCentering
        let betweenBaselines = axis == .vertical && isBaselineRelativeArrangement
        var previousVisible: UIView?
        for (index, item) in items.enumerated() {
            if item.isHidden { list.add(ID.hiding, item, along.size) }
            if index > 0 {
                if !item.isHidden, let previous = previousVisible {
                    let gap = resolvedSpacing(after: previous)
                    let relation: NSLayoutConstraint.Relation = minimumOnly ? .greaterThanOrEqual : .equal
                    if betweenBaselines {
                        list.add(ID.spacing, item, .firstBaseline, relation, previous, .lastBaseline, constant: gap)
                    } else {
                        list.add(ID.spacing, item, along.leading, relation, previous, along.trailing, constant: gap)
                    }
                } else {
                    list.add(ID.spacing, item, along.leading, .equal, items[index - 1], along.trailing)
                }
            }
            if !item.isHidden { previousVisible = item }
        }
        switch distribution {
        case .fill:
            addIndexOrder(of: visible, along: along, to: &list)
        case .fillEqually:
            guard let base = visible.first else { return }
            for view in visible.dropFirst() { list.add(ID.fillEqually, view, along.size, .equal, base, along.size) }
        case .fillProportionally:
            addProportions(of: visible, canvas: canvas, along: along, to: &list)
        case .equalSpacing, .equalCentering:
            let centres = distribution == .equalCentering
            for (index, gap) in gaps.enumerated() {
                let before = visible[index], after = visible[index + 1]
                if centres {
                    list.add(ID.distributingEdge, gap, along.leading, .equal, before, along.center)
                    list.add(ID.distributingEdge, gap, along.trailing, .equal, after, along.center)
                } else {
                    list.add(ID.distributingEdge, gap, along.leading, .equal, before, along.trailing)
                    list.add(ID.distributingEdge, after, along.leading, .equal, gap, along.trailing)
                }
            }
            guard let base = gaps.first else { return }
            let priority = centres ? UILayoutPriority(149) : .required
            for gap in gaps.dropFirst() {
                list.add(ID.fillEqually, gap, along.size, .equal, base, along.size, priority: priority)
            }
        }
    }

    /// Ties between equal hugging or compression-resistance priorities go by the views'
    /// index, as UIKit documents for `fill`: each visible view wants its intrinsic size along
    /// the axis (0 without one) at a priority below every other constraint's, 1/2 for the
    /// first, 2/3 for the next… up to 1. Only where the content priorities leave a choice do
    /// these decide, the later views' first: they keep their sizes and the first view
    /// stretches or shrinks.
    private func addIndexOrder(of visible: [UIView], along: StackAxisAttributes, to list: inout StackConstraintList) {
        guard visible.count > 1 else { return }
        for (index, view) in visible.enumerated() {
            let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            list.add(ID.ambiguitySuppression, view, along.size, constant: size.isFinite && size >= 0 ? size : 0,
                     priority: UILayoutPriority(Float(index + 1) / Float(index + 2)))
        }
    }

    /// Each visible view with an intrinsic size along the axis gets the share of the
    /// canvas that its intrinsic size has of all of them plus the spacing, at 999 for the
    /// first, 998 for the next… (views without one get no share and size as for `fill`).
    private func addProportions(of visible: [UIView], canvas: AnyObject, along: StackAxisAttributes,
                                to list: inout StackConstraintList) {
        let sizes = visible.map { view -> CGFloat? in
            let size = axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            return size.isFinite && size >= 0 ? size : nil
        }
        let spacing = zip(visible, visible.dropFirst()).reduce(CGFloat(0)) { $0 + resolvedSpacing(after: $1.0) }
        let total = sizes.reduce(spacing) { $0 + ($1 ?? 0) }
        guard total > 0 else { return }
        for (index, (view, size)) in zip(visible, sizes).enumerated() {
            guard let size else { continue }
            list.add(ID.fillProportionally, view, along.size, .equal, canvas, along.size, multiplier: size / total,
                     priority: UILayoutPriority(Float(max(1, 999 - index))))
        }
    }
}
