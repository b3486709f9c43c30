import CoreGraphics
import Foundation

/// The sheet's resting layout: its detents resolved, its frame at the selected one, the
/// dimming and the presenter scaled back behind a full-height sheet.
extension UISheetPresentationController {
    /// The geometry of the sheet in its container now; nil before it is in a window.
    var layout: SheetLayout? {
        guard let container = containerView, let window = container.window else { return nil }
        return SheetLayout(bounds: container.bounds, safeArea: window.safeAreaInsets,
                           regularWidth: UIPresentationController.hasRegularWidth(window),
                           compactHeight: UIPresentationController.hasCompactHeight(window),
                           preferences: layoutPreferences(in: container))
    }

    /// What the sheet's properties ask of its placement in `container`.
    private func layoutPreferences(in container: UIView) -> SheetLayout.Preferences {
        var preferences = SheetLayout.Preferences()
        preferences.edgeAttachedInCompactHeight = prefersEdgeAttachedInCompactHeight
        preferences.widthFollowsPreferredContentSize = widthFollowsPreferredContentSizeWhenEdgeAttached
        preferences.pageSizing = prefersPageSizing
        preferences.preferredContentSize = presentedViewController.preferredContentSize
        if let sourceView, sourceView.window === container.window, sourceView.window != nil {
            let centre = CGPoint(x: sourceView.bounds.midX, y: sourceView.bounds.midY)
            preferences.anchor = sourceView.convert(centre, to: container)
        }
        return preferences
    }

    /// The active detents with their heights, smallest first (`[.large()]` when none is
    /// active).
    var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let maximum = layout?.maximumDetentValue ?? 0
        let context = SheetDetentResolutionContext(maximumDetentValue: maximum)
        let resolved = detents.compactMap { detent in
            detent.resolvedValue(in: context).map { (identifier: detent.identifier, value: $0) }
        }
        guard !resolved.isEmpty else { return [(identifier: .large, value: maximum)] }
        return resolved.sorted { $0.value < $1.value }
    }

    /// The selected detent's height: the one `selectedDetentIdentifier` names, else the
    /// smallest.
    var selectedDetentValue: CGFloat {
        let detents = resolvedDetents
        let selected = detents.first { $0.identifier == selectedDetentIdentifier } ?? detents[0]
        return selected.value
    }

    /// Whether the sheet at a detent of `value` dims what is below it: above the largest
    /// undimmed detent (every detent when there is none), and always when detents do not
    /// apply.
    func dims(atDetentValue value: CGFloat) -> Bool {
        guard let layout, layout.usesDetents, let undimmed = largestUndimmedDetentIdentifier,
              let limit = resolvedDetents.first(where: { $0.identifier == undimmed }) else { return true }
        return value > limit.value
    }

    /// Lays the sheet out at once for a property change, unless `animateChanges(_:)` will,
    /// or a transition or drag places it.
    func relayoutUnlessAnimating() {
        guard !isAnimatingChanges, !isTransitioning, drag == nil, containerView != nil else { return }
        UIView.performWithoutAnimation { applyRestingLayout() }
    }

    /// Puts the sheet at its selected detent, with the dimming and presenter to match.
    func applyRestingLayout() {
        card.frame = frameOfPresentedViewInContainerView
        card.layoutIfNeeded()
        applyBackdrop()
    }

    /// The dimming, the container's touch pass-through and the presenter's scale for the
    /// selected detent.
    func applyBackdrop() {
        let value = selectedDetentValue
        let dimmed = dims(atDetentValue: value)
        dimmingView.alpha = dimmed ? 1 : 0
        (containerView as? PresentationContainerView)?.passesTouchesThrough = !dimmed
        let fullHeight = layout.map { $0.scalesPresenterBack && value >= $0.maximumDetentValue } ?? false
        if fullHeight {
            scalePresenter()
        } else {
            scaledPresenter?.view.transform = .identity
        }
    }

    /// The view scaled back behind the sheet: the presenter's card when it is itself a
    /// sheet (stacked sheets), else the presenter's view.
    private var presenterBackView: UIView? {
        guard let presenting = presentingStorage else { return nil }
        if let sheet = presenting.presentation as? UISheetPresentationController, sheet.containerView != nil {
            return sheet.card
        }
        return presenting.viewIfLoaded
    }

    /// Scales the presenter's view back (rounding its corners), remembering its look.
    private func scalePresenter() {
        guard let layout, let view = scaledPresenter?.view ?? presenterBackView,
              let container = containerView, view.window != nil else { return }
        if scaledPresenter == nil {
            scaledPresenter = ScaledPresenter(view: view, cornerRadius: view.layer.cornerRadius,
                                              masksToBounds: view.layer.masksToBounds)
        }
        // Its untransformed frame: transforms turn about the centre and leave bounds alone.
        let size = view.bounds.size
        let untransformed = CGRect(x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
                                   width: size.width, height: size.height)
        let frame = view.superview?.convert(untransformed, to: container) ?? untransformed
        let transform = layout.presenterTransform(for: frame)
        UIView.performWithoutAnimation {
            view.layer.cornerRadius = Self.defaultCornerRadius / max(transform.a, 0.01)
            view.layer.masksToBounds = true
        }
        view.transform = transform
    }

    /// Gives the presenter's view back its own look.
    func restorePresenter() {
        guard let scaled = scaledPresenter else { return }
        scaledPresenter = nil
        UIView.performWithoutAnimation {
            scaled.view.transform = .identity
            scaled.view.layer.cornerRadius = scaled.cornerRadius
            scaled.view.layer.masksToBounds = scaled.masksToBounds
        }
    }

    /// The card's corner radius and rounded corners for its layout.
    func applyCorners() {
        let corners = layout?.roundedCorners ?? []
        card.layer.cornerRadius = corners.isEmpty ? 0 : preferredCornerRadius ?? Self.defaultCornerRadius
        card.layer.maskedCorners = corners
    }
}
