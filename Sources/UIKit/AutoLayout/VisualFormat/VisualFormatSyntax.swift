import CoreGraphics
import Foundation

// The small syntax tree of a visual format string, with its names already looked up:
// `|-20-[a(>=50)]-[b]-|` is the superview, then steps (connection, endpoint):
// (`-20-`, `[a(>=50)]`), (`-`, `[b]`), (`-`, `|`).

/// One predicate: a relation, a constant, an optional other item, and a priority.
/// `>=70`, `==button2@750`, `metricName`.
struct VisualFormatPredicate {
    var relation: NSLayoutConstraint.Relation
    /// The number or metric; 0 when the predicate names an item.
    var constant: CGFloat
    /// Another view or layout guide: only in a view's size predicates (`[a(==b)]`), meaning
    /// that item's width (horizontal) or height (vertical).
    var item: (any LayoutItem)?
    var priority: UILayoutPriority
}

/// What lies between two endpoints.
enum VisualFormatConnection {
    /// Nothing: `[a][b]`, the edges touch.
    case flush
    /// A lone `-`: the standard space.
    case standard
    /// `-20-`, `-(>=20@750)-`, `-(>=8,<=20)-`: one constraint per predicate.
    case predicates([VisualFormatPredicate])
}

/// A bracketed view: `[name]` or `[name(predicates)]`.
struct VisualFormatView {
    let item: any LayoutItem
    /// The view's size predicates, in order.
    let predicates: [VisualFormatPredicate]
}

/// Either end of a connection.
enum VisualFormatEndpoint {
    /// `|`: the superview of the view next to it.
    case superview
    case view(VisualFormatView)

    var view: VisualFormatView? {
        if case .view(let view) = self { return view }
        return nil
    }
}

/// A connection and the endpoint it leads to.
struct VisualFormatStep {
    let connection: VisualFormatConnection
    let endpoint: VisualFormatEndpoint
    /// The parser's position after the endpoint: where UIKit points at problems found
    /// while making the step's constraints (no superview, a bad alignment option).
    let end: Int
}
