import CoreGraphics
import Foundation

// The arranged subviews list: always a subset of the subviews, in axis order.

extension UIStackView {
    func isArranged(_ view: UIView) -> Bool {
        arrangedSubviewStorage.contains { $0 === view }
    }

    /// `addArrangedSubview` and `insertArrangedSubview`: the view becomes a subview if it
    /// is not one and takes its place in the list; Auto Layout places it from now on.
    func arrange(_ view: UIView, at stackIndex: Int, api: String) {
        if isDescendant(of: view) {
            preconditionFailure("\(api): cannot arrange the stack view itself or one of its superviews; arrange a view outside the stack view's superview chain")
        }
        guard stackIndex >= 0, stackIndex <= arrangedSubviewStorage.count else {
            preconditionFailure("\(api): index \(stackIndex) is out of bounds for \(arrangedSubviewStorage.count) arranged subviews; insert at 0…\(arrangedSubviewStorage.count)")
        }
        // An existing subview keeps its place among the subviews, as UIKit documents.
        if view.superview !== self { addSubview(view) }
        view.translatesAutoresizingMaskIntoConstraints = false
        if let old = arrangedSubviewStorage.firstIndex(where: { $0 === view }) {
            arrangedSubviewStorage.remove(at: old)
        }
        arrangedSubviewStorage.insert(view, at: min(stackIndex, arrangedSubviewStorage.count))
        setNeedsArrangement()
    }

    /// The view leaves the list (not the subviews), with its custom spacing.
    func stopArranging(_ view: UIView) {
        guard let index = arrangedSubviewStorage.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviewStorage.remove(at: index)
        customSpacingStorage[ObjectIdentifier(view)] = nil
        viewsWithStaleBaselines.remove(ObjectIdentifier(view))
        setNeedsArrangement()
    }

    func storeCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        guard spacing.isFinite else {
            preconditionFailure("UIStackView.setCustomSpacing(_:after:): \(spacing) is not a finite number; use a finite spacing, UIStackView.spacingUseDefault or UIStackView.spacingUseSystem")
        }
        guard isArranged(view) else { return }
        let key = ObjectIdentifier(view)
        let old = customSpacingStorage[key] ?? Self.spacingUseDefault
        customSpacingStorage[key] = spacing == Self.spacingUseDefault ? nil : spacing
        if spacing != old { setNeedsArrangement() }
    }

    /// The spacing after `view`, in points: its custom spacing, else `spacing`, with the
    /// special values resolved (system spacing: 8 points; `spacingUseDefault` as
    /// `spacing`: 0).
    func resolvedSpacing(after view: UIView) -> CGFloat {
        let custom = customSpacing(after: view)
        let value = custom == Self.spacingUseDefault ? spacing : custom
        switch value {
        case Self.spacingUseSystem: return systemSpacing
        case Self.spacingUseDefault: return 0
        default: return value
        }
    }

    /// An arranged view's intrinsic size matters to the arrangement only where it sets
    /// proportions, settles `fill`'s ties or moves baselines.
    func arrangedSubviewIntrinsicSizeChanged(_ view: UIView) {
        guard isArranged(view) else { return }
        if usesBaselines { viewsWithStaleBaselines.insert(ObjectIdentifier(view)) }
        if distribution == .fill || distribution == .fillProportionally || usesBaselines { setNeedsArrangement() }
    }

    /// Asks the next update-constraints pass to bring the arrangement up to date, and for
    /// layout.
    func setNeedsArrangement() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    // MARK: Baselines

    /// Whether the arrangement's constraints use baselines.
    var usesBaselines: Bool {
        switch axis {
        case .horizontal: alignment == .firstBaseline || alignment == .lastBaseline
        case .vertical: isBaselineRelativeArrangement
        }
    }

    /// The view whose baseline is the stack view's: a horizontal stack's tallest visible
    /// arranged view (the first of equals), a vertical stack's first or last visible one;
    /// a nested stack view answers for itself. Without visible arranged views, the stack
    /// view.
    func arrangedBaselineView(first: Bool) -> UIView {
        let visible = arrangedSubviewStorage.filter { !$0.isHidden }
        var chosen: UIView?
        switch axis {
        case .vertical:
            chosen = first ? visible.first : visible.last
        case .horizontal:
            for view in visible where chosen.map({ view.bounds.height > $0.bounds.height }) ?? true { chosen = view }
        }
        guard let chosen else { return self }
        if let nested = chosen as? UIStackView {
            return first ? nested.forFirstBaselineLayout : nested.forLastBaselineLayout
        }
        return chosen
    }
}
