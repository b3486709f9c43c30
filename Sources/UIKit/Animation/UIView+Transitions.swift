import Foundation

extension UIView {
    /// Plays a transition on the container `view` for the changes `animations` makes to
    /// it — typically adding, removing, showing or hiding subviews: its look before goes
    /// over to its look after, flipping (in perspective), curling or dissolving as
    /// `options`' transition says.
    ///
    /// The old look is an image taken now; the new look is the view drawn live at each
    /// frame. Without `.allowAnimatedContent` the block's changes are made at once (only
    /// the transition animates); with it they animate too, with the transition's
    /// duration and curve. Completion, zero durations and disabled animations behave as
    /// in `animate(withDuration:delay:options:animations:completion:)`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transition(with: view, duration: duration, options: options, span: .whole, animations: animations,
                   completion: completion)
    }

    /// `transition(with:duration:options:animations:completion:)` running over part of the
    /// transition only (`span`), and, when the span holds its end, keeping that end look on
    /// `view` after the transition ends — even when not animated — until the animation under
    /// `span`'s key is removed (the modal partial curl stays curled while presented).
    static func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions,
                           span: ViewTransitionSpan, animations: (() -> Void)?,
                           completion: ((Bool) -> Void)?) {
        let body: () -> Void = { animations?() }
        let animated = duration.isFinite && duration > 0 && animationsEnabledFlag
        guard animated || span.holdKey != nil else {
            performWithoutAnimation(body)
            completeOnNextTurn(completion)
            return
        }
        // Held but not animated: the end look at once, still, for the transition's duration.
        let still = animated ? span : ViewTransitionSpan(from: span.end, to: span.end, holdingUnder: span.holdKey)
        let context = ViewAnimationContext(kind: .block, duration: animated ? duration : 0.25, delay: 0,
                                           options: options, timing: ViewAnimationTiming(options.curve),
                                           completion: animated ? completion : nil)
        context.perform {
            if let kind = ViewTransitionKind(options) { context.addTransition(kind, to: view, span: still) }
            if options.contains(.allowAnimatedContent) { body() } else { performWithoutAnimation(body) }
        }
        if !animated { completeOnNextTurn(completion) }
    }

    /// Replaces `fromView` by `toView` with a transition played on their superview: by
    /// default `toView` takes `fromView`'s place among its superview's subviews and
    /// `fromView` is removed (keep a reference to it to use it again); with
    /// `.showHideTransitionViews` (both already in the hierarchy) `fromView` is hidden and
    /// `toView` shown. The hierarchy changes at once; view controllers are not involved.
    ///
    /// As Apple documents, the transition starts at once unless other animations are
    /// running, in which case it starts when the last of them ends.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let container = fromView.superview
        let swap = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container, fromView !== toView {
                if let index = container.subviews.firstIndex(where: { $0 === fromView }) {
                    container.insertSubview(toView, at: index)
                }
                fromView.removeFromSuperview()
            }
        }
        guard duration.isFinite, duration > 0, animationsEnabledFlag else {
            performWithoutAnimation(swap)
            completeOnNextTurn(completion)
            return
        }
        let wait = ViewAnimationGroup.runningEndTime.map { max($0 - CACurrentMediaTime(), 0) } ?? 0
        let context = ViewAnimationContext(kind: .block, duration: duration, delay: wait, options: options,
                                           timing: ViewAnimationTiming(options.curve), completion: completion)
        context.perform {
            if let kind = ViewTransitionKind(options), let container { context.addTransition(kind, to: container) }
            performWithoutAnimation(swap)
        }
    }
}

/// The part of a view transition played (its `startProgress`…`endProgress`), and the key
/// under which its end look is held after it ends (nil: removed when it ends).
struct ViewTransitionSpan {
    let start: Float
    let end: Float
    let holdKey: String?

    init(from start: Float, to end: Float, holdingUnder holdKey: String? = nil) {
        self.start = start
        self.end = end
        self.holdKey = holdKey
    }

    /// The whole transition, removed when it ends.
    static let whole = ViewTransitionSpan(from: 0, to: 1)
}

/// UIKit's view transitions as Core Animation transitions.
enum ViewTransitionKind {
    case flip(CATransitionSubtype)
    case curlUp
    case curlDown
    case crossDissolve

    /// The transition in `options`' transition field; nil for none (or an unknown value).
    init?(_ options: UIView.AnimationOptions) {
        switch options.transitionField {
        case 1: self = .flip(.fromLeft)
        case 2: self = .flip(.fromRight)
        case 3: self = .curlUp
        case 4: self = .curlDown
        case 5: self = .crossDissolve
        case 6: self = .flip(.fromTop)
        case 7: self = .flip(.fromBottom)
        default: return nil
        }
    }

    /// A begin/commit block's transition; nil for `.none`.
    init?(_ transition: UIView.AnimationTransition) {
        switch transition {
        case .none: return nil
        case .flipFromLeft: self = .flip(.fromLeft)
        case .flipFromRight: self = .flip(.fromRight)
        case .curlUp: self = .curlUp
        case .curlDown: self = .curlDown
        }
    }

    /// The Core Animation transition that plays it: Apple's private flip and page-curl
    /// types (drawn here by the compositor), or a fade.
    func makeTransition() -> CATransition {
        let transition = CATransition()
        switch self {
        case .flip(let subtype):
            transition.type = .flip
            transition.subtype = subtype
        case .curlUp:
            transition.type = .pageCurl
        case .curlDown:
            transition.type = .pageUnCurl
        case .crossDissolve:
            transition.type = .fade
        }
        return transition
    }
}

extension ViewAnimationContext {
    /// Adds the transition `kind` to `view`'s layer with this block's timing: its look now
    /// is the old look.
    func addTransition(_ kind: ViewTransitionKind, to view: UIView, span: ViewTransitionSpan = .whole) {
        let transition = kind.makeTransition()
        transition.timingFunction = timing.timingFunction
        configure(transition)
        transition.startProgress = span.start
        transition.endProgress = span.end
        if span.holdKey != nil { transition.isRemovedOnCompletion = false }
        add(transition, to: view.layer, forKey: span.holdKey ?? kCATransition)
    }
}
