import CoreGraphics
import Foundation

/// The standard transitions of presented view controllers: each moves the presented view
/// between the place it is shown and a hidden look, with UIView animations on the host
/// clock. A presentation sets the hidden look at once and animates to the shown one; a
/// dismissal animates to the hidden look, then gives the view back its own alpha and
/// transform. Not animated, the changes are made at once and the transition ends at the
/// start of the next turn of the run loop (as a zero-length UIView animation does).
///
/// Durations and curves approximate iOS's (which uses springs for some); the differences
/// are in docs/DIFFERENCES.md.
final class ModalTransitionAnimator: TransitionAnimator {
    /// The looks of the standard transitions.
    enum Effect {
        /// Slides up from below the container; down again when dismissed.
        case coverVertical
        /// Fades in; out when dismissed.
        case crossDissolve
        /// An alert: fades in growing from 1.2 times its size; fades out when dismissed.
        case alert
        /// An action sheet: slides up from the bottom edge; down again when dismissed.
        case actionSheet
    }

    static let coverVerticalDuration: TimeInterval = 0.5
    static let crossDissolveDuration: TimeInterval = 0.5
    static let alertPresentationDuration: TimeInterval = 0.4
    static let alertDismissalDuration: TimeInterval = 0.25
    static let actionSheetPresentationDuration: TimeInterval = 0.4
    static let actionSheetDismissalDuration: TimeInterval = 0.3
    /// The scale an alert starts from.
    static let alertInitialScale: CGFloat = 1.2

    let effect: Effect

    init(_ effect: Effect) {
        self.effect = effect
    }

    func transitionDuration(using context: TransitionContext) -> TimeInterval {
        guard context.isAnimated else { return 0 }
        switch effect {
        case .coverVertical: return Self.coverVerticalDuration
        case .crossDissolve: return Self.crossDissolveDuration
        case .alert: return context.isPresenting ? Self.alertPresentationDuration : Self.alertDismissalDuration
        case .actionSheet:
            return context.isPresenting ? Self.actionSheetPresentationDuration : Self.actionSheetDismissalDuration
        }
    }

    func animateTransition(using context: TransitionContext) {
        guard let view = context.presentedView else {
            UIView.performWithoutAnimation { context.runAlongsideAnimations() }
            context.completeTransition(true)
            return
        }
        let shownFrame = view.frame
        let presenting = context.isPresenting
        if presenting {
            UIView.performWithoutAnimation { hide(view, shownFrame: shownFrame, in: context) }
        }
        // Arriving views decelerate; leaving alerts and sheets accelerate away.
        let curve: UIView.AnimationOptions = switch effect {
        case .coverVertical, .crossDissolve: .curveEaseInOut
        case .alert, .actionSheet: presenting ? .curveEaseOut : .curveEaseIn
        }
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: curve, animations: { [self] in
            if presenting {
                show(view, frame: shownFrame)
            } else {
                hide(view, shownFrame: shownFrame, in: context)
            }
            context.runAlongsideAnimations()
        }, completion: { _ in
            if !presenting {
                UIView.performWithoutAnimation {
                    view.alpha = 1
                    view.transform = .identity
                }
            }
            context.completeTransition(true)
        })
    }

    /// Gives `view` the effect's hidden look, `shownFrame` being where it is shown.
    private func hide(_ view: UIView, shownFrame: CGRect, in context: TransitionContext) {
        switch effect {
        case .coverVertical, .actionSheet:
            view.frame.origin.y = context.containerView.bounds.maxY
        case .crossDissolve:
            view.alpha = 0
        case .alert:
            view.alpha = 0
            // An alert grows in but does not shrink away.
            if context.isPresenting {
                view.transform = CGAffineTransform(scaleX: Self.alertInitialScale, y: Self.alertInitialScale)
            }
        }
    }

    /// Gives `view` its shown look at `frame`.
    private func show(_ view: UIView, frame: CGRect) {
        switch effect {
        case .coverVertical, .actionSheet:
            view.frame = frame
        case .crossDissolve:
            view.alpha = 1
        case .alert:
            view.alpha = 1
            view.transform = .identity
        }
    }
}
