import CoreGraphics
import Foundation

/// Makes a visual format's constraints, step by step as the parser reads them, in UIKit's
/// order, with UIKit's items and attributes:
///
/// - a connection relates the view after it (first item) to the view before it (second
///   item): `[a]-8-[b]` is `b.leading == a.trailing + 8`, `V:[a]-[b]` is
///   `b.top == a.bottom + 8`; the superview is the first item at the end of a line
///   (`[a]-|` is `superview.trailing == a.trailing + space`) and the second at its start
///   (`|-[a]` is `a.leading == superview.leading + space`);
/// - the standard space is 8 points between views; to the superview it is the superview's
///   layout margins: the constraint relates the view to the superview's
///   `layoutMarginsGuide` with a constant of 0, as UIKit has done since iOS 8;
/// - a view's size predicates come right after the connection that leads to the view (or
///   first, for the first view); alignment constraints (`alignAll…` options, each pair of
///   neighbouring views, the earlier view first) come after everything else;
/// - horizontal formats use leading and trailing, or left and right with a direction
///   option (right to left reverses the line); `spacingBaselineToBaseline` makes vertical
///   connections between views run from last baseline to first baseline.
@MainActor
struct VisualFormatBuilder {
    private let format: String
    private let axis: NSLayoutConstraint.Axis
    private let options: NSLayoutConstraint.FormatOptions
    private var constraints: [NSLayoutConstraint] = []
    private var alignments: [NSLayoutConstraint] = []

    init(format: String, axis: NSLayoutConstraint.Axis, options: NSLayoutConstraint.FormatOptions) {
        self.format = format
        self.axis = axis
        self.options = options
    }

    /// Every constraint made, alignment constraints last.
    var result: [NSLayoutConstraint] { constraints + alignments }

    /// The first endpoint: a first view's size constraints come before anything else.
    mutating func begin(with start: VisualFormatEndpoint) {
        if let view = start.view { addSize(of: view) }
    }

    /// The constraints of one connection (and its alignment constraints), then the size
    /// constraints of the view it leads to.
    mutating func add(_ step: VisualFormatStep, after previous: VisualFormatEndpoint) throws(VisualFormatError) {
        if axis == .horizontal, options.contains(.spacingBaselineToBaseline) {
            throw failure("BaselineToBaseline format option not valid for horizontal layout", at: step.end)
        }
        let before = previous.view?.item, after = step.endpoint.view?.item
        // Right to left, the line reads from the right: the later view is on the left.
        let reversed = axis == .horizontal && options.intersection(.directionMask) == .directionRightToLeft
        let (earlier, later) = reversed ? (after, before) : (before, after)
        for space in spaces(of: step.connection) {
            let standardToSuperview = space.isStandard && (earlier == nil || later == nil)
            let second: AnyObject = if let earlier { earlier } else {
                try container(next: before ?? after, standard: standardToSuperview, at: step.end)
            }
            let first: AnyObject = if let later { later } else {
                try container(next: before ?? after, standard: standardToSuperview, at: step.end)
            }
            let constant = space.isStandard ? (standardToSuperview ? 0 : systemSpacing) : space.constant
            let constraint = NSLayoutConstraint(
                firstItem: first, firstAttribute: later == nil ? endEdge(ofView: false) : startEdge(ofView: true),
                relation: space.relation,
                secondItem: second, secondAttribute: earlier == nil ? startEdge(ofView: false) : endEdge(ofView: true),
                multiplier: 1, constant: constant)
            constraint.priority = space.priority
            constraints.append(constraint)
        }
        if let earlier, let later { try align(earlier, later, at: step.end) }
        if let view = step.endpoint.view { addSize(of: view) }
    }

    // MARK: Connections

    /// One constraint's worth of a connection.
    private struct Space {
        var relation = NSLayoutConstraint.Relation.equal
        var constant: CGFloat = 0
        var priority = UILayoutPriority.required
        var isStandard = false
    }

    private func spaces(of connection: VisualFormatConnection) -> [Space] {
        switch connection {
        case .flush: [Space()]
        case .standard: [Space(isStandard: true)]
        case .predicates(let predicates):
            predicates.map { Space(relation: $0.relation, constant: $0.constant, priority: $0.priority) }
        }
    }

    /// The attribute where a line starts: leading (left with a direction option) or top;
    /// for a view after a baseline-to-baseline connection, its first baseline.
    private func startEdge(ofView: Bool) -> NSLayoutConstraint.Attribute {
        switch axis {
        case .horizontal: options.intersection(.directionMask).isEmpty ? .leading : .left
        case .vertical: ofView && options.contains(.spacingBaselineToBaseline) ? .firstBaseline : .top
        }
    }

    /// The attribute where a line ends: trailing (right) or bottom; for a view before a
    /// baseline-to-baseline connection, its last baseline.
    private func endEdge(ofView: Bool) -> NSLayoutConstraint.Attribute {
        switch axis {
        case .horizontal: options.intersection(.directionMask).isEmpty ? .trailing : .right
        case .vertical: ofView && options.contains(.spacingBaselineToBaseline) ? .lastBaseline : .bottom
        }
    }

    /// What `|` stands for: the superview of the view next to it (a layout guide's owning
    /// view), or its margins guide for the standard space.
    private func container(next item: (any LayoutItem)?, standard: Bool, at column: Int) throws(VisualFormatError) -> AnyObject {
        guard let superview = item?.layoutParent else {
            throw failure("Unable to interpret '|' character, because the related view doesn't have a superview", at: column)
        }
        return standard ? superview.layoutMarginsGuide : superview
    }

    // MARK: Alignment and sizes

    /// `earlier.attribute == later.attribute` for each alignment option, in the order of
    /// the attributes' raw values.
    private mutating func align(_ earlier: any LayoutItem, _ later: any LayoutItem, at column: Int) throws(VisualFormatError) {
        for raw in 1...12 where options.rawValue & (1 << raw) != 0 {
            guard let attribute = NSLayoutConstraint.Attribute(rawValue: raw) else { continue }
            if attribute.axis == axis {
                let edge = axis == .horizontal ? "horizontal" : "vertical"
                throw failure("Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).", at: column)
            }
            alignments.append(NSLayoutConstraint(firstItem: earlier, firstAttribute: attribute, relation: .equal,
                                                 secondItem: later, secondAttribute: attribute, multiplier: 1, constant: 0))
        }
    }

    /// A view's size predicates: its width (horizontal) or height (vertical) against a
    /// constant or another item's.
    private mutating func addSize(of view: VisualFormatView) {
        let attribute: NSLayoutConstraint.Attribute = axis == .horizontal ? .width : .height
        for predicate in view.predicates {
            let constraint = NSLayoutConstraint(
                firstItem: view.item, firstAttribute: attribute, relation: predicate.relation,
                secondItem: predicate.item, secondAttribute: predicate.item == nil ? .notAnAttribute : attribute,
                multiplier: 1, constant: predicate.constant)
            constraint.priority = predicate.priority
            constraints.append(constraint)
        }
    }

    private func failure(_ problem: String, at column: Int) -> VisualFormatError {
        VisualFormatError(problem: problem, format: format, column: column)
    }
}
