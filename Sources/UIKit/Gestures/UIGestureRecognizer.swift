import CoreGraphics
import Foundation
import QuartzCore

/// The base class of gesture recognizers: objects attached to a view that watch the touches
/// hit-tested to it and its subviews, decide whether they make a gesture, and send action
/// messages to their targets as the gesture's state changes.
///
/// A window hands each touch to the recognizers of the touched view and its ancestors before
/// the view (`GestureEnvironment`); `cancelsTouchesInView`, `delaysTouchesBegan` and
/// `delaysTouchesEnded` say what the view gets meanwhile. Recognizers exclude one another
/// (one recognizing makes the others fail unless the delegate allows both), wait for those
/// they must see fail (`require(toFail:)`), and are reset once their gesture is over.
///
/// What `UIGestureRecognizerSubclass` adds on iOS is part of the class here (Swift has no
/// separate header to reveal it to subclasses): `state` is settable, and the
/// `touches…`/`presses…` methods, `reset()`, `ignore(_:for:)`, `canPrevent(_:)`,
/// `canBePrevented(by:)` and the failure requirement methods are `open`. Overridable
/// members are declared in this body; the rest lives in
/// `UIGestureRecognizer+<Concern>.swift`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject, AssociationOwner {
    /// Releases the recognizer's associated objects with it (see QuartzCore's
    /// `AssociationTable`).
    nonisolated(unsafe) package var associationTracker: AssociationTracker?

    /// The states of a recognizer. Every recognizer starts in `.possible`. A discrete one
    /// (tap, swipe) goes to `.recognized` (`.ended`) or `.failed`; a continuous one (pan,
    /// pinch…) goes to `.began`, then `.changed` any number of times, then `.ended` or
    /// `.cancelled`, or fails before it begins. After a final state UIKit calls `reset()`
    /// and the recognizer is `.possible` again.
    public enum State: Int, Sendable {
        case possible = 0
        case began = 1
        case changed = 2
        case ended = 3
        case cancelled = 4
        case failed = 5

        /// A discrete gesture was recognized: the same value as `.ended`.
        public static var recognized: State { .ended }
    }

    // MARK: Storage (used by the +State, +Targets, +Touches extensions and the environment)

    /// The state as the recognizer has it (see `awaitedStates` for one that waits).
    var stateStorage: State = .possible
    /// While the recognizer waits for recognizers it requires to fail: the states it asked
    /// for, to be entered once they have failed (its `state` reads `.possible` meanwhile).
    var awaitedStates: [State]?
    /// The state an action being sent reports (the recognizer may have moved on since).
    var reportedState: State?
    var targetActions: [TargetAction] = []
    weak var viewStorage: UIView?
    /// The touches of the current gesture still down (and those ending in the event being
    /// delivered), in the order they began.
    var touchList: [UITouch] = []
    /// Every touch received since the last reset and not ignored: the touches a recognition
    /// cancels in the view, and what two recognizers must share to exclude one another.
    var involvedTouches: [UITouch] = []
    /// The recognizers this one waits for (`require(toFail:)`).
    var requiredToFail: [WeakGestureRecognizer] = []
    /// Timers the recognizer scheduled; cancelled by its reset.
    var timers: [GestureClock.Timer] = []
    /// Where the gesture was when its last touch left it, in its window's coordinates.
    var lastLocation: (point: CGPoint, window: UIWindow?)?
    /// Whether the environment follows the recognizer (it has touches or a state to settle).
    var isInEnvironment = false

    /// Creates a recognizer that sends `action` to `target` when its state changes, such as
    /// `UITapGestureRecognizer(target: self, action: #Selector(ViewController.handleTap(_:)))`
    /// (nothing is added when either is nil).
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    /// Creates a recognizer with no target.
    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    // MARK: State

    /// The current state. Clients read it; subclasses set it as they interpret touches
    /// (illegal transitions stop with a precondition failure). Built-in recognizers change
    /// state only through this setter.
    open var state: State {
        get { reportedState ?? publicState }
        set { changeState(to: newValue) }
    }

    // MARK: Configuration

    /// The delegate (held weakly), asked whether to begin, receive touches, recognize
    /// together with others and wait for others.
    open weak var delegate: (any UIGestureRecognizerDelegate)?

    /// Whether the recognizer takes touches (default true). Turning it off during a gesture
    /// cancels a begun gesture (`.cancelled`, with an action) and fails a possible one.
    open var isEnabled = true {
        didSet { if oldValue, !isEnabled { stopRecognizing() } }
    }

    /// The view the recognizer is attached to (`UIView.addGestureRecognizer(_:)`).
    open var view: UIView? { viewStorage }

    /// Whether recognizing cancels the gesture's touches in the view (default true): the
    /// view gets `touchesCancelled` for the touches it had and nothing more of them.
    open var cancelsTouchesInView = true

    /// Whether the view gets touch-downs only once the recognizer has failed (default
    /// false); if it recognizes, the view never sees them.
    open var delaysTouchesBegan = false

    /// Whether the view gets lifts only once the recognizer has failed (default true); if
    /// it recognizes, the view gets `touchesCancelled` instead.
    open var delaysTouchesEnded = true

    /// The kinds of touch the recognizer takes, as `UITouch.TouchType` raw values (default:
    /// all of them).
    open var allowedTouchTypes: [NSNumber] = [0, 1, 2, 3].map { NSNumber(value: $0) }

    /// The kinds of press the recognizer takes, as `UIPress.PressType` raw values. Presses
    /// are not delivered to recognizers here (see docs/DIFFERENCES.md).
    open var allowedPressTypes: [NSNumber] = []

    /// Whether the recognizer takes only one type of touch at a time (default true).
    open var requiresExclusiveTouchType = true

    /// A name for debugging.
    open var name: String?

    // MARK: Touches

    /// The number of touches in the gesture.
    open var numberOfTouches: Int { touchList.count }

    /// Where the gesture is in `view`'s coordinates (the window's when nil): the centroid
    /// of its touches, or where it was when its touches left.
    open func location(in view: UIView?) -> CGPoint { centroidLocation(in: view) }

    /// Where the touch at `touchIndex` (in the order they began) is in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        locationOfTouch(at: touchIndex, in: view)
    }

    /// Stops delivering `touch` to the recognizer; the view keeps getting it, and
    /// recognizing does not cancel it there.
    open func ignore(_ touch: UITouch, for event: UIEvent) { stopTracking(touch) }

    /// Stops delivering a press to the recognizer. Presses do not reach recognizers here.
    open func ignore(_ button: UIPress, for event: UIPressesEvent) {}

    // MARK: Subclass hooks

    /// Called after the gesture ends, is cancelled or fails, once the state is back to
    /// `.possible` and the touches are gone: clear per-gesture data here, calling `super`.
    open func reset() { twoFingerMeasurement?.reset() }

    /// Whether this recognizer, recognizing, may make `preventedGestureRecognizer` fail
    /// (default true).
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, may make this one fail (default
    /// true).
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail, for every
    /// instance of the class (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this one to fail (default false).
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether the recognizer takes part in `event` (default true); asked before the
    /// delegate's `gestureRecognizer(_:shouldReceive:)`.
    open func shouldReceive(_ event: UIEvent) -> Bool { true }

    /// Fingers touched down in the view or its subviews. Default: nothing (pinch and
    /// rotation take their two fingers).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let twoFingerMeasurement { twoFingersBegan(touches, event, twoFingerMeasurement) }
    }

    /// Touches of the gesture moved. Default: nothing (pinch and rotation measure).
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if let twoFingerMeasurement { twoFingersMoved(twoFingerMeasurement) }
    }

    /// Touches of the gesture lifted. Default: nothing (pinch and rotation end or fail).
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if let twoFingerMeasurement { twoFingersLifted(twoFingerMeasurement, cancelled: false) }
    }

    /// The system cancelled touches of the gesture. Default: nothing (pinch and rotation
    /// are cancelled or fail).
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if let twoFingerMeasurement { twoFingersLifted(twoFingerMeasurement, cancelled: true) }
    }

    /// What pinch and rotation measure on their two fingers (their touch methods are the
    /// base class's, driven by it); nil for the other recognizers.
    var twoFingerMeasurement: TwoFingerMeasurement? { nil }

    /// Better estimates of touch properties arrived. Default: nothing (none arrive here).
    open func touchesEstimatedPropertiesUpdated(_ touches: Set<UITouch>) {}

    /// Presses began. Default: nothing (presses do not reach recognizers here).
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Presses changed. Default: nothing.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Presses ended. Default: nothing.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent) {}

    /// Presses were cancelled. Default: nothing.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent) {}
}

/// A recognizer held weakly (failure requirements do not keep the other recognizer alive).
struct WeakGestureRecognizer {
    weak var recognizer: UIGestureRecognizer?
}
