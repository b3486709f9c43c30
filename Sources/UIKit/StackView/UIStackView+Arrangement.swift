import CoreGraphics
import Foundation

// The update-constraints pass of a stack view: the wanted constraints are made afresh as
// values (cheap), compared with the ones installed, and only the difference reaches the
// layout engine.

extension UIStackView {
    /// The guide identifiers (UIKit shows its private guide classes in their place).
    private static let spannerIdentifier = "UISV-alignment-spanner"
    private static let gapIdentifier = "UISV-distributing"

    /// Brings the arrangement's constraints and guides up to date, if anything changed.
    func updateArrangementConstraints() {
        guard needsArrangement else { return }
        needsArrangement = false
        let items = arrangedSubviewStorage
        let visible = items.filter { !$0.isHidden }
        let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let spanner = items.isEmpty || effectiveAlignment == .fill ? nil : makeSpanner()
        let equalGaps = distribution == .equalSpacing || distribution == .equalCentering
        let gaps = makeGapGuides(count: equalGaps ? max(0, visible.count - 1) : 0)
        var list = StackConstraintList()
        addDistributionConstraints(items: items, visible: visible, canvas: canvas, gaps: gaps, to: &list)
        addAlignmentConstraints(items: items, visible: visible, canvas: canvas, spanner: spanner, to: &list)
        install(list.constraints)
        if spanner == nil, let unused = alignmentSpanner {
            alignmentSpanner = nil
            removeLayoutGuide(unused)
        }
        while gapGuides.count > gaps.count { removeLayoutGuide(gapGuides.removeLast()) }
        viewsWithStaleBaselines.removeAll()
    }

    /// Installs `wanted`: constraints already installed stay (their constants moved in
    /// place), the others are made; installed ones no longer wanted (or on a baseline that
    /// moved) are removed first, so the engine never holds the old and the new together.
    private func install(_ wanted: [StackConstraint]) {
        var installed: [StackConstraint.Key: NSLayoutConstraint] = [:]
        for constraint in arrangementConstraints { installed[constraint.key] = constraint.constraint }
        var current: [(key: StackConstraint.Key, constraint: NSLayoutConstraint)] = []
        var kept = Set<ObjectIdentifier>()
        var moved: [(NSLayoutConstraint, CGFloat)] = []
        var added: [NSLayoutConstraint] = []
        for spec in wanted {
            let key = spec.key
            if let existing = installed.removeValue(forKey: key), existing.holder === self, spec.describes(existing),
               !spec.usesBaseline(of: viewsWithStaleBaselines) {
                if existing.constant != spec.constant { moved.append((existing, spec.constant)) }
                kept.insert(ObjectIdentifier(existing))
                current.append((key, existing))
            } else {
                let constraint = spec.make()
                added.append(constraint)
                current.append((key, constraint))
            }
        }
        removeConstraints(arrangementConstraints.map(\.constraint).filter { !kept.contains(ObjectIdentifier($0)) })
        for (constraint, constant) in moved { constraint.constant = constant }
        addConstraints(added)
        arrangementConstraints = current
    }

    private func makeSpanner() -> UILayoutGuide {
        if let spanner = alignmentSpanner { return spanner }
        let guide = UILayoutGuide()
        guide.identifier = Self.spannerIdentifier
        addLayoutGuide(guide)
        alignmentSpanner = guide
        return guide
    }

    /// The first `count` gap guides, made as needed (kept across updates, so their
    /// constraints can stay).
    private func makeGapGuides(count: Int) -> [UILayoutGuide] {
        while gapGuides.count < count {
            let guide = UILayoutGuide()
            guide.identifier = Self.gapIdentifier
            addLayoutGuide(guide)
            gapGuides.append(guide)
        }
        return Array(gapGuides.prefix(count))
    }
}

/// The attributes of one axis: its two edges, its centre and its size.
struct StackAxisAttributes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
        switch axis {
        case .horizontal: (leading, trailing, center, size) = (.leading, .trailing, .centerX, .width)
        case .vertical: (leading, trailing, center, size) = (.top, .bottom, .centerY, .height)
        }
    }
}
