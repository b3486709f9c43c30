import CoreGraphics
import Foundation

/// What an animator knows of the transition it runs (UIKit's
/// `UIViewControllerContextTransitioning`): the container, the view that moves, whether
/// it is a presentation or a dismissal and whether to animate; it collects the animations
/// the presentation controller runs alongside (an alert's dimming), and the animator tells
/// it when the transition is over.
@MainActor
final class TransitionContext {
    /// The view the transition happens in.
    let containerView: UIView
    /// The presented controller's view: shown by a presentation, taken away by a dismissal.
    let presentedView: UIView?
    /// Whether the presented view arrives (else it leaves).
    let isPresenting: Bool
    /// Whether the transition animates; when not, the animator makes its changes at once.
    let isAnimated: Bool

    private var alongsideAnimations: [() -> Void] = []
    private var completion: ((Bool) -> Void)?

    init(containerView: UIView, presentedView: UIView?, isPresenting: Bool, isAnimated: Bool,
         completion: @escaping (Bool) -> Void) {
        self.containerView = containerView
        self.presentedView = presentedView
        self.isPresenting = isPresenting
        self.isAnimated = isAnimated
        self.completion = completion
    }

    /// Adds changes the animator makes inside its animation block, with its timing.
    func animateAlongside(_ animation: @escaping () -> Void) {
        alongsideAnimations.append(animation)
    }

    /// Makes the changes added by `animateAlongside(_:)`: the animator calls it inside its
    /// animation block.
    func runAlongsideAnimations() {
        let animations = alongsideAnimations
        alongsideAnimations = []
        for animation in animations { animation() }
    }

    /// Ends the transition (the first call only): its remaining steps and completion run.
    func completeTransition(_ didComplete: Bool) {
        guard let completion else { return }
        self.completion = nil
        completion(didComplete)
    }
}
