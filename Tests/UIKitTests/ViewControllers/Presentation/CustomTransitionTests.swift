import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// A presentation controller showing the presented view in the bottom half, logging its
/// hooks.
final class HalfPresentationController: UIPresentationController {
    let log: CallbackLog

    init(presented: UIViewController, presenting: UIViewController?, log: CallbackLog) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
    }
    override func presentationTransitionWillBegin() {
        log.add("willBegin(coordinator: \(presentedViewController.transitionCoordinator != nil))")
    }
    override func presentationTransitionDidEnd(_ completed: Bool) { log.add("didEnd(\(completed))") }
    override func dismissalTransitionWillBegin() { log.add("dismissalWillBegin") }
    override func dismissalTransitionDidEnd(_ completed: Bool) { log.add("dismissalDidEnd(\(completed))") }
    override func containerViewWillLayoutSubviews() {
        presentedView?.frame = frameOfPresentedViewInContainerView
    }
}

/// An animator that slides the arriving view in from the right and fades the leaving one,
/// recording the context it was given.
final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let log: CallbackLog
    var context: (any UIViewControllerContextTransitioning)?

    init(log: CallbackLog) { self.log = log }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        log.add("animateTransition")
        context = transitionContext
        let container = transitionContext.containerView
        if let to = transitionContext.view(forKey: .to), let toController = transitionContext.viewController(forKey: .to),
           transitionContext.finalFrame(for: toController) != .zero {
            let final = transitionContext.finalFrame(for: toController)
            to.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
            container.addSubview(to)
            UIView.animate(withDuration: 0.3, animations: { to.frame = final }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else if let from = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: 0.3, animations: { from.alpha = 0 }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        } else {
            transitionContext.completeTransition(true)
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log.add("animationEnded(\(transitionCompleted))") }
}

/// An interaction controller the test drives by hand.
final class ManualInteraction: NSObject, UIViewControllerInteractiveTransitioning {
    var context: (any UIViewControllerContextTransitioning)?

    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
    }
}

/// A transitioning delegate giving the objects above.
final class CustomTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    let log: CallbackLog
    let animator: SlideAnimator
    var presentationController: HalfPresentationController?
    var dismissalInteraction: ManualInteraction?

    init(log: CallbackLog) {
        self.log = log
        animator = SlideAnimator(log: log)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        animator
    }
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { dismissalInteraction }
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        let controller = HalfPresentationController(presented: presented, presenting: presenting, log: log)
        presentationController = controller
        return controller
    }
}

/// Custom transitions: the transitioning delegate's presentation controller, animators and
/// interaction controllers, the context they are given, cancelled interactive dismissals,
/// the transition coordinator, current-context presentations and the style checks.
@MainActor
@Suite("Custom presentation transitions", .serialized)
struct CustomTransitionTests {
    @Test("custom: the delegate's presentation controller and animator run, in UIKit's order; the context names the controllers, gives no view for the presenter that stays, and the final frame")
    func customPresentation() throws {
        let stage = PresentationStage()
        let transitioning = CustomTransitioning(log: stage.log)
        let presented = LoggingController("B", log: stage.log, style: .custom)
        presented.transitioningDelegate = transitioning
        stage.root.present(presented, animated: true) { stage.log.add("completion") }
        let controller = try #require(transitioning.presentationController)
        #expect(presented.presentationController === controller && controller.presentationStyle == .custom)
        #expect(controller.presentingViewController === stage.root)
        let context = try #require(transitioning.animator.context)
        #expect(context.viewController(forKey: .from) === stage.root && context.viewController(forKey: .to) === presented)
        #expect(context.view(forKey: .to) === presented.view && context.view(forKey: .from) == nil)
        #expect(context.containerView === controller.containerView && context.presentationStyle == .custom)
        #expect(context.finalFrame(for: presented) == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(context.initialFrame(for: presented) == .zero && context.isAnimated && !context.isInteractive)
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["B.viewDidLoad", "B.viewWillAppear(true)", "willBegin(coordinator: true)",
                                      "animateTransition", "B.viewIsAppearing(true)", "didEnd(true)",
                                      "B.viewDidAppear(true)", "completion", "animationEnded(true)"])
        #expect(presented.view.frame == CGRect(x: 0, y: 426, width: 393, height: 426))
        #expect(stage.root.view.window === stage.window, "a custom presentation controller keeps the presenter")
        #expect(presented.transitionCoordinator == nil)

        stage.log.entries = []
        presented.dismiss(animated: true) { stage.log.add("completion") }
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["B.viewWillDisappear(true)", "dismissalWillBegin", "animateTransition",
                                      "dismissalDidEnd(true)", "B.viewDidDisappear(true)", "completion",
                                      "animationEnded(true)"])
        #expect(presented.view.window == nil && controller.containerView == nil)
    }

    @Test("a custom animator with a full-screen style: the presenter's view is the context's from view and leaves the window after")
    func fullScreenCustomAnimator() throws {
        let stage = PresentationStage()
        let transitioning = CustomTransitioning(log: stage.log)
        let presented = LoggingController("B", log: stage.log, style: .fullScreen)
        presented.transitioningDelegate = transitioning
        stage.root.present(presented, animated: true)
        let context = try #require(transitioning.animator.context)
        #expect(context.view(forKey: .from) === stage.root.view && context.presentationStyle == .fullScreen)
        #expect(context.finalFrame(for: presented) == stage.window.bounds)
        stage.sim.runUntilIdle()
        #expect(stage.root.view.window == nil && presented.view.frame == stage.window.bounds)
    }

    @Test("an interactive dismissal that is cancelled: the reverse callbacks, dismissalTransitionDidEnd(false), no completion, still presented; finished, it dismisses")
    func interactiveDismissal() throws {
        let stage = PresentationStage()
        let transitioning = CustomTransitioning(log: stage.log)
        let presented = LoggingController("B", log: stage.log, style: .custom)
        presented.transitioningDelegate = transitioning
        stage.root.present(presented, animated: true)
        stage.sim.runUntilIdle()
        stage.log.entries = []

        let interaction = ManualInteraction()
        transitioning.dismissalInteraction = interaction
        var completions = 0
        presented.dismiss(animated: true) { completions += 1 }
        let context = try #require(interaction.context)
        #expect(context.isInteractive && presented.isBeingDismissed)
        #expect(presented.transitionCoordinator?.initiallyInteractive == true)
        context.updateInteractiveTransition(0.4)
        #expect(presented.transitionCoordinator?.percentComplete == 0.4)
        context.cancelInteractiveTransition()
        #expect(context.transitionWasCancelled && !context.isInteractive)
        context.completeTransition(false)
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["B.viewWillDisappear(true)", "dismissalWillBegin", "dismissalDidEnd(false)",
                                      "B.viewWillAppear(true)", "B.viewIsAppearing(true)", "B.viewDidAppear(true)",
                                      "animationEnded(false)"])
        #expect(completions == 0 && stage.root.presentedViewController === presented && !presented.isBeingDismissed)
        #expect(presented.view.window === stage.window)

        stage.log.entries = []
        presented.dismiss(animated: true) { completions += 1 }
        let again = try #require(interaction.context)
        again.finishInteractiveTransition()
        again.completeTransition(true)
        stage.sim.runUntilIdle()
        #expect(completions == 1 && stage.root.presentedViewController == nil && presented.view.window == nil)
    }

    @Test("the transition coordinator: present in viewWillAppear, its alongside animations run with the transition, its completions after")
    func coordinator() throws {
        let stage = PresentationStage()
        let presented = LoggingController("B", log: stage.log, style: .overFullScreen)
        let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.root.view.addSubview(marker)
        stage.root.present(presented, animated: true)
        let coordinator = try #require(presented.transitionCoordinator)
        #expect(stage.root.transitionCoordinator === coordinator && coordinator.presentationStyle == .overFullScreen)
        #expect(coordinator.transitionDuration == 0.5)
        var completedCancelled: Bool?
        #expect(coordinator.animate(alongsideTransition: { _ in marker.alpha = 0 }, completion: { context in
            completedCancelled = context.isCancelled
        }) == false, "alongside animations are taken until the transition starts running them")
        stage.sim.runUntilIdle()
        #expect(completedCancelled == nil)
    }

    @Test("alongside animations added before the transition runs animate with it")
    func alongsideFromWillAppear() throws {
        final class Animating: UIViewController {
            let marker = UIView()
            var completed = false
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                transitionCoordinator?.animate(alongsideTransition: { _ in self.marker.alpha = 0 },
                                               completion: { _ in self.completed = true })
            }
        }
        let stage = PresentationStage()
        let presented = Animating()
        presented.modalPresentationStyle = .fullScreen
        presented.view.addSubview(presented.marker)
        stage.root.present(presented, animated: true)
        stage.sim.advance(by: 0.25)
        let alpha = try #require(presented.marker.layer.presentation()).opacity
        #expect(alpha > 0.05 && alpha < 0.95 && !presented.completed)
        stage.sim.runUntilIdle()
        #expect(presented.completed && presented.marker.alpha == 0)
    }

    @Test("current context: presented by the nearest controller defining the context, covering its view; .currentContext removes that view, .overCurrentContext keeps it")
    func currentContext() throws {
        for style in [UIModalPresentationStyle.currentContext, .overCurrentContext] {
            let stage = PresentationStage()
            let context = LoggingController("C", log: stage.log)
            context.definesPresentationContext = true
            let inner = LoggingController("D", log: stage.log)
            stage.root.addChild(context)
            context.view.frame = CGRect(x: 20, y: 100, width: 300, height: 400)
            stage.root.view.addSubview(context.view)
            context.didMove(toParent: stage.root)
            context.addChild(inner)
            context.view.addSubview(inner.view)
            inner.didMove(toParent: context)
            stage.sim.runUntilIdle()

            let presented = LoggingController("B", log: stage.log, style: style)
            inner.present(presented, animated: false)
            stage.sim.runUntilIdle()
            #expect(presented.presentingViewController === context && context.presentedViewController === presented)
            let container = try #require(presented.presentationController?.containerView)
            #expect(container.frame == CGRect(x: 20, y: 100, width: 300, height: 400), "\(style)")
            #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 20, y: 100, width: 300, height: 400))
            #expect((context.view.window == nil) == (style == .currentContext), "\(style)")
            presented.dismiss(animated: false)
            stage.sim.runUntilIdle()
            #expect(context.view.window === stage.window && context.presentedViewController == nil)
        }
    }

    @Test("presentationController before presenting: made for the style and kept for the presentation")
    func presentationControllerBeforePresenting() throws {
        let controller = UIViewController()
        let sheet = try #require(controller.sheetPresentationController)
        #expect(controller.presentationController === sheet && sheet.presentationStyle == .pageSheet)
        sheet.detents = [.medium()]
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil && controller.presentationController !== sheet)
        controller.modalPresentationStyle = .popover
        #expect(controller.sheetPresentationController == nil)
        let stage = PresentationStage()
        let presented = UIViewController()
        let early = try #require(presented.sheetPresentationController)
        stage.root.present(presented, animated: false)
        #expect(presented.presentationController === early && early.presentingViewController === stage.root)
    }

    @Test("misuse that stops: a partial curl with a style other than full screen")
    func partialCurlNotFullScreen() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = PresentationStage()
                let presented = UIViewController()
                presented.modalTransitionStyle = .partialCurl
                stage.root.present(presented, animated: false)
            }
        }
    }
}
