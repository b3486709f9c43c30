import CoreGraphics
import Foundation

/// The context of one presentation or dismissal, as UIKit gives one: the two controllers
/// (`.from` is the one on screen when the transition begins), their views — the
/// presenter's only when the style removes it (`view(forKey:)` is nil for a presenter that
/// stays, as on iOS) — and their frames: the presented view's where the presentation
/// controller puts it, the presenter's where it is when asked. Its coordinator is made
/// once the animator has said how long it takes, and completing ends it.
extension ViewControllerTransitionContext {
    /// A context for `presentation`'s presentation (`isPresenting`) or dismissal in
    /// `container`; `completion` runs once, when the animator completes the transition.
    convenience init(presentation: UIPresentationController, container: UIView, isPresenting: Bool, isAnimated: Bool,
                     isInteractive: Bool, completion: @escaping (Bool) -> Void) {
        let presented = presentation.presentedViewController
        let presenting = presentation.presentingStorage
        let presentedFrame = presentation.frameOfPresentedViewInContainerView
        var views: [UITransitionContextViewKey: UIView] = [:]
        views[isPresenting ? .to : .from] = presentation.presentedView
        let presenterView = presentation.shouldRemovePresentersView ? presenting?.viewIfLoaded : nil
        views[isPresenting ? .from : .to] = presenterView
        var controllers: [UITransitionContextViewControllerKey: UIViewController] = [:]
        controllers[isPresenting ? .to : .from] = presented
        controllers[isPresenting ? .from : .to] = presenting
        self.init(containerView: container, controllers: controllers, views: views,
                  frame: { [weak presented, weak presenting, weak presenterView, weak container] vc, isFinal in
                      if vc === presented { return isPresenting == isFinal ? presentedFrame : .zero }
                      // The presenter's frame in the container, when the transition moves its view.
                      guard vc === presenting, let view = presenterView, view.superview != nil,
                            let container else { return .zero }
                      return view.convert(view.bounds, to: container)
                  },
                  isAnimated: isAnimated, isInteractive: isInteractive,
                  presentationStyle: presentation.presentationStyle, coordinator: nil, endsCoordinator: true,
                  completion: completion)
    }
}
