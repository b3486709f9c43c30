import UIKit

/// The Navigation screen's custom transition: the presented page grows out of its source
/// view (a row) into the full screen with rounded corners that square off, and shrinks back
/// into it when dismissed. It is its own transitioning delegate and animator, as simple
/// custom transitions are written.
final class ZoomTransition: NSObject, UIViewControllerTransitioningDelegate, UIViewControllerAnimatedTransitioning {
    /// The view the page grows from and shrinks into.
    weak var sourceView: UIView?
    /// Whether the transition running is the presentation (else the dismissal).
    private var presenting = true

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        presenting = false
        return self
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.45
    }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let key: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key),
              let page = transitionContext.view(forKey: presenting ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }
        let full = presenting ? transitionContext.finalFrame(for: controller) : page.frame
        let source = sourceView.map { $0.convert($0.bounds, to: container) }
            ?? CGRect(x: full.midX, y: full.midY, width: 1, height: 1)
        // The page as a transform of its full frame onto the source's.
        let shrunk = CGAffineTransform(translationX: source.midX - full.midX, y: source.midY - full.midY)
            .scaledBy(x: source.width / full.width, y: source.height / full.height)
        page.layer.masksToBounds = true
        if presenting {
            page.frame = full
            container.addSubview(page)
            page.transform = shrunk
            page.alpha = 0
            page.layer.cornerRadius = 40
        }
        let duration = transitionDuration(using: transitionContext)
        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: presenting ? 0.85 : 1,
                       initialSpringVelocity: 0, options: [], animations: { [presenting] in
            page.transform = presenting ? .identity : shrunk
            page.alpha = presenting ? 1 : 0
            page.layer.cornerRadius = presenting ? 0 : 40
        }, completion: { _ in
            page.layer.masksToBounds = false
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
