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
final class ModalTransitionAnimator: NSObject, UIViewControllerAnimatedTransitioning {
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

        /// The effect of a modal transition style (the 3-D flip and curl are not built:
        /// they slide as `.coverVertical` does).
        init(_ style: UIModalTransitionStyle) {
            self = style == .crossDissolve ? .crossDissolve : .coverVertical
        }
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
    /// Whether it presents (else it dismisses).
    let isPresenting: Bool

    init(_ effect: Effect, presenting: Bool) {
        self.effect = effect
        isPresenting = presenting
    }

    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        guard context?.isAnimated ?? true else { return 0 }
        switch effect {
        case .coverVertical: return Self.coverVerticalDuration
        case .crossDissolve: return Self.crossDissolveDuration
        case .alert: return isPresenting ? Self.alertPresentationDuration : Self.alertDismissalDuration
        case .actionSheet:
            return isPresenting ? Self.actionSheetPresentationDuration : Self.actionSheetDismissalDuration
        }
    }

    /// The timing curve: arriving views decelerate; leaving alerts and sheets accelerate away.
    var curve: UIView.AnimationOptions {
        switch effect {
        case .coverVertical, .crossDissolve: .curveEaseInOut
        case .alert, .actionSheet: isPresenting ? .curveEaseOut : .curveEaseIn
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let presenting = isPresenting
        guard let view = context.view(forKey: presenting ? .to : .from) else {
            context.completeTransition(true)
            return
        }
        let shownFrame = view.frame
        if presenting {
            UIView.performWithoutAnimation { hide(view, shownFrame: shownFrame, in: context.containerView) }
        }
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: curve, animations: { [self] in
            if presenting {
                show(view, frame: shownFrame)
            } else {
                hide(view, shownFrame: shownFrame, in: context.containerView)
            }
        }, completion: { _ in
            if !presenting {
                UIView.performWithoutAnimation {
                    view.alpha = 1
                    view.transform = .identity
                }
            }
            context.completeTransition(!context.transitionWasCancelled)
        })
    }

    /// Gives `view` the effect's hidden look, `shownFrame` being where it is shown.
    private func hide(_ view: UIView, shownFrame: CGRect, in container: UIView) {
        switch effect {
        case .coverVertical, .actionSheet:
            view.frame.origin.y = container.bounds.maxY
        case .crossDissolve:
            view.alpha = 0
        case .alert:
            view.alpha = 0
            // An alert grows in but does not shrink away.
            if isPresenting {
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
