import CoreGraphics
import Foundation

// The constraints across the axis (UIKit's "aligned arrangement"): every view lined up
// with the first, the canvas around them, and for the alignments other than fill a guide
// spanning the views, so the stack is as thick as its thickest visible view.

extension UIStackView {
    private typealias ID = StackConstraintIdentifier

    /// The alignment in effect: a vertical stack reads the baseline alignments as the
    /// edges they name first and last (`leading`, `trailing`).
    var effectiveAlignment: Alignment {
        guard axis == .vertical else { return alignment }
        switch alignment {
        case .firstBaseline: return .leading
        case .lastBaseline: return .trailing
        default: return alignment
        }
    }

    /// The constraints across the axis, as UIKit makes them:
    /// - `UISV-alignment`: every view's aligned attribute (both edges for `fill`) equal to
    ///   the first view's;
    /// - `UISV-canvas-connection`: for `fill`, the first view's edges on the canvas's;
    ///   otherwise the aligned edge (or centre) of the first view on the canvas's and the
    ///   other edges on the spanner guide's;
    /// - `UISV-spanning-boundary`: the spanner encloses every visible view (exactly at the
    ///   aligned edge, at 999.5), `UISV-spanning-fit`: and is as thin as it can be (at 51);
    /// - `UISV-canvas-fit`: a baseline-aligned stack is as thin as it can be (at 49);
    /// - `UISV-ambiguity-suppression`: a view without an intrinsic thickness is 0 thick (at 25).
    func addAlignmentConstraints(items: [UIView], visible: [UIView], canvas: AnyObject, spanner: UILayoutGuide?,
                                 to list: inout StackConstraintList) {
        guard let first = items.first else { return }
        let across = StackAxisAttributes(axis == .horizontal ? .vertical : .horizontal)
        let alignment = effectiveAlignment
        let lined: [NSLayoutConstraint.Attribute] = switch alignment {
        case .fill: [across.leading, across.trailing]
        case .leading: [across.leading]
        case .center: [across.center]
        case .trailing: [across.trailing]
        case .firstBaseline: [.firstBaseline]
        case .lastBaseline: [.lastBaseline]
        }
        for attribute in lined {
            for item in items.dropFirst() { list.add(ID.alignment, first, attribute, .equal, item, attribute) }
        }
        guard let spanner else {
            list.add(ID.canvasConnection, canvas, across.leading, .equal, first, across.leading)
            list.add(ID.canvasConnection, first, across.trailing, .equal, canvas, across.trailing)
            return
        }
        if alignment == .leading {
            list.add(ID.canvasConnection, canvas, across.leading, .equal, first, across.leading)
        } else {
            list.add(ID.canvasConnection, canvas, across.leading, .equal, spanner, across.leading)
        }
        if alignment == .trailing {
            list.add(ID.canvasConnection, first, across.trailing, .equal, canvas, across.trailing)
        } else {
            list.add(ID.canvasConnection, spanner, across.trailing, .equal, canvas, across.trailing)
        }
        if alignment == .center { list.add(ID.canvasConnection, canvas, across.center, .equal, first, across.center) }
        let exact = UILayoutPriority(999.5)
        for item in visible {
            if alignment == .leading {
                list.add(ID.spanningBoundary, spanner, across.leading, .equal, item, across.leading, priority: exact)
            } else {
                list.add(ID.spanningBoundary, spanner, across.leading, .lessThanOrEqual, item, across.leading)
            }
            if alignment == .trailing {
                list.add(ID.spanningBoundary, spanner, across.trailing, .equal, item, across.trailing, priority: exact)
            } else {
                list.add(ID.spanningBoundary, spanner, across.trailing, .greaterThanOrEqual, item, across.trailing)
            }
        }
        list.add(ID.spanningFit, spanner, across.size, priority: UILayoutPriority(51))
        if alignment == .firstBaseline || alignment == .lastBaseline {
            list.add(ID.canvasFit, self, across.size, priority: UILayoutPriority(49))
        }
        for item in items { list.add(ID.ambiguitySuppression, item, across.size, priority: UILayoutPriority(25)) }
    }
}
