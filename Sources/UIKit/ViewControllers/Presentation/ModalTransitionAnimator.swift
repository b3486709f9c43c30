import CoreGraphics
import Foundation

/// The standard transitions of presented view controllers. Most move the presented view
/// between the place it is shown and a hidden look, with UIView animations on the host
/// clock; the flip and the partial curl turn the window's whole look with a view transition
/// (the presenter's page flips or curls away over the presented controller). A presentation sets the hidden look at once and animates to the shown one; a
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
        /// The screen turns over about its vertical axis, right to left, the presented view
        /// on its back; left to right when dismissed.
        case flipHorizontal
        /// The presenter's page curls up from the bottom and stays curled over the presented
        /// view; it uncurls when dismissed.
        case partialCurl

        /// The effect of a modal transition style.
        init(_ style: UIModalTransitionStyle) {
            switch style {
            case .coverVertical: self = .coverVertical
            case .crossDissolve: self = .crossDissolve
            case .flipHorizontal: self = .flipHorizontal
            case .partialCurl: self = .partialCurl
            }
        }
    }

    static let coverVerticalDuration: TimeInterval = 0.5
    static let crossDissolveDuration: TimeInterval = 0.5
    static let alertPresentationDuration: TimeInterval = 0.4
    static let alertDismissalDuration: TimeInterval = 0.25
    static let actionSheetPresentationDuration: TimeInterval = 0.4
    static let actionSheetDismissalDuration: TimeInterval = 0.3
    /// The flip's and the curl's duration (approximate: iOS's is private; footage shows
    /// about three quarters of a second).
    static let pageTurnDuration: TimeInterval = 0.75
    /// How far the partial curl lifts the page (the page curl's `endProgress`): the fold
    /// crosses the middle of the screen, the bottom half or so revealed.
    static let partialCurlLift: Float = 0.5
    /// The key of the curl held on the window while the curled controller is presented.
    static let heldCurlKey = "UIModalPartialCurl"
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
        case .flipHorizontal, .partialCurl: return Self.pageTurnDuration
        case .alert: return isPresenting ? Self.alertPresentationDuration : Self.alertDismissalDuration
        case .actionSheet:
            return isPresenting ? Self.actionSheetPresentationDuration : Self.actionSheetDismissalDuration
        }
    }

    /// The timing curve: arriving views decelerate; leaving alerts and sheets accelerate away.
    var curve: UIView.AnimationOptions {
        switch effect {
        case .coverVertical, .crossDissolve, .flipHorizontal, .partialCurl: .curveEaseInOut
        case .alert, .actionSheet: isPresenting ? .curveEaseOut : .curveEaseIn
        }
    }

    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let presenting = isPresenting
        guard let view = context.view(forKey: presenting ? .to : .from) else {
            context.completeTransition(true)
            return
        }
        if effect == .flipHorizontal || effect == .partialCurl, let window = context.containerView.window {
            turnPage(of: window, moving: view, using: context)
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
        case .coverVertical, .actionSheet, .flipHorizontal, .partialCurl:
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
        case .coverVertical, .actionSheet, .flipHorizontal, .partialCurl:
            view.frame = frame
        case .crossDissolve:
            view.alpha = 1
        case .alert:
            view.alpha = 1
            view.transform = .identity
        }
    }

    // MARK: Flip and curl

    /// The flip and the partial curl: a view transition on `window` turns its look now (the
    /// old page) into its look with `view` shown (presenting) or hidden (dismissing). The
    /// curl stays held on the window, with a cover that dismisses on a tap, until dismissed.
    private func turnPage(of window: UIWindow, moving view: UIView, using context: any UIViewControllerContextTransitioning) {
        let presenting = isPresenting
        let lift = Self.partialCurlLift
        let options: UIView.AnimationOptions
        let span: ViewTransitionSpan
        switch effect {
        case .partialCurl where presenting:
            options = [.transitionCurlUp, curve]
            span = ViewTransitionSpan(from: 0, to: lift, holdingUnder: Self.heldCurlKey)
        case .partialCurl:
            // The presented view, uncovered, is the old look that the page uncurls over.
            window.layer.removeAnimation(forKey: Self.heldCurlKey)
            context.containerView.subviews.lazy.compactMap { $0 as? PartialCurlCover }.first?.removeFromSuperview()
            options = [.transitionCurlDown, curve]
            span = ViewTransitionSpan(from: 1 - lift, to: 1)
        default:
            options = [presenting ? .transitionFlipFromRight : .transitionFlipFromLeft, curve]
            span = .whole
        }
        // The old look is taken as the transition is added: without the presented view.
        if presenting { view.isHidden = true }
        UIView.transition(with: window, duration: transitionDuration(using: context), options: options, span: span,
                          animations: { view.isHidden = !presenting }, completion: { [effect] _ in
            view.isHidden = false
            let finished = !context.transitionWasCancelled
            if effect == .partialCurl, presenting, !finished { window.layer.removeAnimation(forKey: Self.heldCurlKey) }
            if effect == .partialCurl, presenting, finished,
               let controller = context.viewController(forKey: .to) {
                let container = context.containerView
                container.addSubview(PartialCurlCover(frame: container.bounds, dismissing: controller,
                                                      folded: CGFloat(lift)))
            }
            context.completeTransition(finished)
        })
    }
}
