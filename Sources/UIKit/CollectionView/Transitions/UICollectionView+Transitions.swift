import CoreGraphics
import Foundation

/// An interactive layout transition in progress: the transition layout installed, the
/// layouts at its two ends and what to call when it ends.
struct InteractiveLayoutTransition {
    let transitionLayout: UICollectionViewTransitionLayout
    let from: UICollectionViewLayout
    let to: UICollectionViewLayout
    let completion: UICollectionView.LayoutInteractiveTransitionCompletion?
}

extension UICollectionView {
    /// What an interactive transition's completion is told: whether the transition
    /// completed (the new layout is installed; false when cancelled) and whether its final
    /// animation finished.
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void

    /// How long an animated layout change takes (UIKit's own value is not documented).
    static let layoutTransitionDuration: TimeInterval = 0.3

    /// `setCollectionViewLayout(_:animated:completion:)`: once the collection view has shown
    /// its layout in a window, the layouts hear `prepareForTransition(to:)` /
    /// `prepareForTransition(from:)`, the new layout runs a full pass at once, both hear
    /// `finalizeLayoutTransition()`, then the views move (animated or not) from where they
    /// were to the new attributes and `completion` runs once. Before that the new layout is
    /// simply installed for the next pass (and `completion` runs at once).
    func changeLayout(to layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)?) {
        guard layoutTransition == nil else {
            preconditionFailure("UICollectionView.setCollectionViewLayout(_:animated:): an interactive layout transition is in "
                + "progress; call finishInteractiveTransition() or cancelInteractiveTransition() first")
        }
        let old = layoutStorage
        guard layout !== old, window != nil, layoutPrepared else {
            replaceLayout(with: layout)
            completion?(true)
            return
        }
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        install(layout, replacing: old, animated: animated) { finished in completion?(finished) }
    }

    /// Installs `layout` in place of `old` now: a full pass without animation (and another
    /// if the new layout's `targetContentOffset(forProposedContentOffset:)` moves the content), the
    /// transition finalized on both, then the views shown move from where they were (their
    /// last attributes, or where `old` puts them, or faded in) to the new attributes.
    private func install(_ layout: UICollectionViewLayout, replacing old: UICollectionViewLayout, animated: Bool,
                         completion: @escaping (Bool) -> Void) {
        let before = visibleViews.compactMapValues { $0.appliedAttributes }
        replaceLayout(with: layout)
        // The old layout answers for elements that arrive until the views are set up.
        old.collectionViewStorage = self
        UIView.performWithoutAnimation {
            layoutIfNeeded()
            // As in UIKit, the new layout may move the content (to keep the user's place).
            let target = layout.targetContentOffset(forProposedContentOffset: contentOffset)
            if target != contentOffset {
                contentOffset = clampedOffset(target)
                layoutIfNeeded()
            }
        }
        var moves: [(UICollectionReusableView, start: UICollectionViewLayoutAttributes, end: UICollectionViewLayoutAttributes)] = []
        if animated {
            for (element, view) in visibleViews {
                guard let end = view.appliedAttributes else { continue }
                let start = before[element] ?? old.layoutAttributes(for: element) ?? Self.fadedOut(end)
                if !start.isEqual(end) { moves.append((view, start, end)) }
            }
        }
        if old.collectionViewStorage === self { old.collectionViewStorage = nil }
        old.finalizeLayoutTransition()
        layout.finalizeLayoutTransition()
        guard !moves.isEmpty else {
            completion(true)
            return
        }
        UIView.performWithoutAnimation {
            for (view, start, _) in moves { view.applyLayoutAttributes(start) }
        }
        UIView.animate(withDuration: Self.layoutTransitionDuration, animations: {
            for (view, _, end) in moves { view.applyLayoutAttributes(end) }
        }, completion: completion)
    }

    /// `end` with alpha 0: where an element no earlier layout placed fades in from.
    private static func fadedOut(_ end: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let start = end.copy() as? UICollectionViewLayoutAttributes ?? end
        start.alpha = 0
        return start
    }

    // MARK: Interactive transitions

    func beginInteractiveTransition(to layout: UICollectionViewLayout,
                                    completion: LayoutInteractiveTransitionCompletion?) -> UICollectionViewTransitionLayout {
        guard layoutTransition == nil else {
            preconditionFailure("UICollectionView.startInteractiveTransition(to:completion:): a layout transition is already "
                + "in progress; finish or cancel it first")
        }
        let old = layoutStorage
        let transitionLayout = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? UICollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        layoutTransition = InteractiveLayoutTransition(transitionLayout: transitionLayout, from: old, to: layout,
                                                       completion: completion)
        replaceLayout(with: transitionLayout)
        return transitionLayout
    }

    /// Ends the interactive transition on its new layout (`completed`) or back on the old
    /// one: the views move from where the transition left them, then the completion runs.
    func endInteractiveTransition(completed: Bool, api: String) {
        guard let transition = layoutTransition else {
            preconditionFailure("UICollectionView.\(api): no interactive transition is in progress; start one with "
                + "startInteractiveTransition(to:completion:)")
        }
        layoutTransition = nil
        let target = completed ? transition.to : transition.from
        let other = completed ? transition.from : transition.to
        if other.collectionViewStorage === self { other.collectionViewStorage = nil }
        let transitionLayout = transition.transitionLayout
        transitionLayout.collectionViewStorage = self
        install(target, replacing: transitionLayout, animated: true) { finished in
            transition.completion?(completed, finished)
        }
        other.finalizeLayoutTransition()
    }
}

extension UICollectionViewLayout {
    /// The layout's attributes for `element`, asked by its category.
    func layoutAttributes(for element: CollectionElementKey) -> UICollectionViewLayoutAttributes? {
        switch element.category {
        case .cell: layoutAttributesForItem(at: element.indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: element.kind ?? "", at: element.indexPath)
        case .decorationView: layoutAttributesForDecorationView(ofKind: element.kind ?? "", at: element.indexPath)
        }
    }
}
