import Foundation

/// The standard push and pop: the arriving view slides in from the trailing edge over the
/// leaving one, which moves a third of the width the other way (parallax) and darkens; a
/// pop plays it backwards. One property animator runs it, so the interactive pop can
/// scrub it (`fractionComplete`) and reverse it. The curve is a critically damped spring
/// over 0.35 s (iOS's is a spring of about that length; docs/DIFFERENCES.md).
@MainActor
final class NavigationSlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// How long the slide lasts.
    static let duration: TimeInterval = 0.35
    /// How far the covered view moves, as a fraction of the width.
    static let parallax: CGFloat = 0.3
    /// How dark the covered view gets (the alpha of black over it).
    static let dimming: CGFloat = 0.1

    let operation: UINavigationController.Operation
    /// The animator running the slide, once it started.
    private(set) var propertyAnimator: UIViewPropertyAnimator?
    private var dimmingView: UIView?

    init(operation: UINavigationController.Operation) {
        self.operation = operation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let animator = makeAnimator(using: transitionContext)
        animator.startAnimation()
    }

    /// Sets the views at the start of the slide and returns the (not started) animator that
    /// moves them; its completion completes the transition.
    func makeAnimator(using context: any UIViewControllerContextTransitioning) -> UIViewPropertyAnimator {
        if let propertyAnimator { return propertyAnimator }
        let container = context.containerView
        let width = container.bounds.width
        let fromView = context.view(forKey: .from)
        let toView = context.view(forKey: .to)
        let push = operation != .pop
        // The covered view: the one leaving on a push, the one revealed on a pop.
        let covered = push ? fromView : toView
        let dimming = UIView(frame: covered?.frame ?? container.bounds)
        dimming.backgroundColor = .black
        dimming.isUserInteractionEnabled = false
        dimmingView = dimming
        if let covered { container.insertSubview(dimming, aboveSubview: covered) }
        let shift = CGAffineTransform(translationX: -width * Self.parallax, y: 0)
        let offscreen = CGAffineTransform(translationX: width, y: 0)
        UIView.performWithoutAnimation {
            if push {
                toView?.transform = offscreen
                dimming.alpha = 0
            } else {
                toView?.transform = shift
                dimming.transform = shift
                dimming.alpha = Self.dimming
            }
        }
        let animator = UIViewPropertyAnimator(duration: Self.duration, dampingRatio: 1) {
            if push {
                toView?.transform = .identity
                fromView?.transform = shift
                dimming.transform = shift
                dimming.alpha = Self.dimming
            } else {
                toView?.transform = .identity
                fromView?.transform = offscreen
                dimming.transform = .identity
                dimming.alpha = 0
            }
        }
        animator.addCompletion { position in
            fromView?.transform = .identity
            toView?.transform = .identity
            dimming.removeFromSuperview()
            context.completeTransition(position == .end && !context.transitionWasCancelled)
        }
        propertyAnimator = animator
        return animator
    }

    /// Ends a running slide at once, at its end.
    func jumpToEnd() {
        guard let propertyAnimator, propertyAnimator.state == .active else { return }
        propertyAnimator.stopAnimation(false)
        propertyAnimator.finishAnimation(at: .end)
    }
}
