import CoreGraphics
import Foundation
import QuartzCore

/// An interaction controller that drives a transition's animator by percentage: a gesture
/// calls `update(_:)` as it moves, then `finish()` or `cancel()`. The standard push and pop
/// is scrubbed through its property animator; a custom animator's UIView animations are
/// scrubbed through layer time (the container's layer stopped, its `timeOffset` moved), as
/// UIKit does.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// How far the transition has come, 0...1.
    open private(set) var percentComplete: CGFloat = 0
    /// How fast the rest of the transition runs after `finish()` or `cancel()`, as a factor
    /// of its speed. Default 1.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition. Default `.easeInOut`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing of the rest of the transition (nil: `completionCurve`).
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactive. Default true.
    open var wantsInteractiveStart = true

    /// The animator of the transition being driven (UIKit's container gives it).
    var transitionAnimator: (any UIViewControllerAnimatedTransitioning)?
    private var context: (any UIViewControllerContextTransitioning)?
    private var propertyAnimator: UIViewPropertyAnimator?
    private var reverseLink: CADisplayLink?

    public override init() {
        super.init()
    }

    /// The transition's duration, from its animator (0 before it starts).
    open var duration: CGFloat {
        CGFloat(transitionAnimator?.transitionDuration(using: context) ?? 0)
    }

    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let animator = transitionAnimator else { return }
        if let slide = animator as? NavigationSlideAnimator {
            let running = slide.makeAnimator(using: transitionContext)
            running.pauseAnimation()
            running.fractionComplete = percentComplete
            propertyAnimator = running
        } else {
            let layer = transitionContext.containerView.layer
            layer.speed = 0
            layer.timeOffset = 0
            animator.animateTransition(using: transitionContext)
            layer.timeOffset = CFTimeInterval(percentComplete * duration)
        }
    }

    /// Moves the transition to `percentComplete` (clamped to 0...1).
    open func update(_ percentComplete: CGFloat) {
        let percent = min(1, max(0, percentComplete))
        self.percentComplete = percent
        context?.updateInteractiveTransition(percent)
        if let propertyAnimator {
            propertyAnimator.fractionComplete = percent
        } else if let layer = context?.containerView.layer {
            layer.timeOffset = CFTimeInterval(percent * duration)
        }
    }

    /// Pauses a transition running by itself, to drive it again.
    open func pause() {
        context?.pauseInteractiveTransition()
        propertyAnimator?.pauseAnimation()
    }

    /// Ends the interaction: the rest of the transition runs to its end.
    open func finish() {
        guard let context else { return }
        tellCoordinatorHowTheRestRuns()
        context.finishInteractiveTransition()
        if let propertyAnimator {
            propertyAnimator.continueAnimation(withTimingParameters: remainingTiming, durationFactor: durationFactor)
        } else {
            resumeLayerTime(context.containerView.layer)
        }
    }

    /// Ends the interaction: the transition runs back to where it started and is cancelled.
    open func cancel() {
        guard let context else { return }
        tellCoordinatorHowTheRestRuns()
        context.cancelInteractiveTransition()
        if let propertyAnimator {
            propertyAnimator.isReversed = true
            propertyAnimator.continueAnimation(withTimingParameters: remainingTiming, durationFactor: durationFactor)
        } else {
            let link = CADisplayLink(target: ReverseStep(owner: self), selector: #Selector(ReverseStep.step(_:)))
            reverseLink = link
            link.add(to: .main, forMode: .common)
        }
    }

    /// The coordinator's alongside animations run the rest of the way at the same speed and
    /// curve as the transition.
    private func tellCoordinatorHowTheRestRuns() {
        guard let coordinator = (context as? ViewControllerTransitionContext)?.coordinator else { return }
        coordinator.completionVelocity = completionSpeed
        coordinator.completionCurve = completionCurve
    }

    private var durationFactor: CGFloat { 1 / max(completionSpeed, 0.01) }

    private var remainingTiming: any UITimingCurveProvider {
        timingCurve ?? UICubicTimingParameters(animationCurve: completionCurve)
    }

    /// Lets the stopped layer's time run on from where the interaction left it.
    private func resumeLayerTime(_ layer: CALayer) {
        let paused = layer.timeOffset
        layer.speed = Float(completionSpeed)
        layer.timeOffset = 0
        layer.beginTime = 0
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.beginTime = now - paused / CFTimeInterval(completionSpeed)
    }

    /// One frame of a cancelled layer-time transition going back; at the start, the
    /// animations are removed (their completions run, unfinished) and time runs again.
    fileprivate func stepBack(_ link: CADisplayLink) {
        guard let layer = context?.containerView.layer else { return link.invalidate() }
        let back = layer.timeOffset - link.duration * CFTimeInterval(completionSpeed)
        guard back <= 0 else {
            layer.timeOffset = back
            return
        }
        link.invalidate()
        reverseLink = nil
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        Self.removeAnimations(in: layer)
    }

    private static func removeAnimations(in layer: CALayer) {
        layer.removeAllAnimations()
        for sublayer in layer.sublayers ?? [] { removeAnimations(in: sublayer) }
    }
}

/// The display link's target while a cancelled transition goes back (the link holds its
/// target strongly; this keeps the interaction controller out of that cycle).
@MainActor
private final class ReverseStep: NSObject {
    weak var owner: UIPercentDrivenInteractiveTransition?

    init(owner: UIPercentDrivenInteractiveTransition) {
        self.owner = owner
    }

    func step(_ link: CADisplayLink) {
        guard let owner else { return link.invalidate() }
        owner.stepBack(link)
    }
}
