import Foundation

/// The base of the controls that turn touches into actions — buttons, switches, sliders,
/// segmented controls, steppers, page controls, date pickers. A control has a `state`
/// (enabled, selected, highlighted), tracks one finger from touch-down to lift, and sends
/// the events that touch produces to the targets and actions registered for them.
///
/// Tracking follows UIKit: touch-down highlights the control and asks
/// `beginTracking(_:with:)`; each move recomputes `isTouchInside` — the bounds widened by
/// 70 points on every side, UIKit's forgiving margin — and sends drag inside/outside
/// (plus enter/exit when it changes); the lift sends touch-up inside or outside; a
/// cancelled touch sends `.touchCancel`. A disabled control sends nothing and passes its
/// touches to the next responder. Inside a scroll view a control keeps a touch it is
/// tracking (`UIScrollView.touchesShouldCancel(in:)` answers false for controls), and a
/// touch that becomes a scroll before the content-touch delay never reaches it.
///
/// Members a subclass may override are declared here; the work is in
/// `UIControl+TargetAction.swift` and `UIControl+Tracking.swift`.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// The dispatch table, in the order entries were added.
    var eventHandlers: [ControlEventHandler] = []
    /// The finger being tracked, from touch-down to lift or cancellation.
    weak var trackedTouch: UITouch?
    var isTrackingStorage = false
    var isTouchInsideStorage = false
    /// The control's context menu interaction, while enabled.
    var contextMenuInteractionStorage: UIContextMenuInteraction?
    /// The finger that opened the menu shown as the primary action, and that menu.
    weak var menuTouch: UITouch?
    weak var menuTouchPresentation: ContextMenuPresentation?

    /// Creates a control with `frame` in its superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control that performs `primaryAction` on its primary action (a button's
    /// tap, a switch's toggle…). A button also takes the action's title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { adoptPrimaryAction(primaryAction) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Registers the primary action given at initialization; a button also takes its
    /// title and image.
    func adoptPrimaryAction(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
    }

    // MARK: State

    /// Whether the control responds to touches. A disabled control sends no events, passes
    /// its touches to the next responder and lets its superview's gesture recognizers
    /// have them. Default true.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { controlStateDidChange() } }
    }

    /// Whether the control is selected (a toggled button, a chosen segment). Default false.
    open var isSelected = false {
        didSet { if isSelected != oldValue { controlStateDidChange() } }
    }

    /// Whether a finger is down on the control: set while tracking a touch inside its
    /// widened bounds. Default false.
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { controlStateDidChange() } }
    }

    /// The control's state: `.normal`, or the combination of `.highlighted`, `.disabled`
    /// and `.selected` its flags give.
    open var state: State {
        var state: State = []
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Called when `isEnabled`, `isSelected` or `isHighlighted` changes, so a subclass
    /// redraws or reconfigures for the new `state`.
    func controlStateDidChange() {}

    /// Where the control places its content vertically. Default `.center`.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// Where the control places its content horizontally. Default `.center`.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }

    // MARK: Target–action (UIControl+TargetAction.swift)

    /// Adds `target` and `action` for `controlEvents`. The control does not keep the target
    /// alive; a nil target sends the action up the responder chain. Adding a pair again
    /// adds its events to the pair (it is never sent twice for one event).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        registerTarget(target, action: action, for: controlEvents)
    }

    /// Removes `controlEvents` from the pairs matching `target` (nil: every target) and
    /// `action` (nil: every action of the target); a pair left with no event goes.
    /// `removeTarget(nil, action: nil, for: .allEvents)` removes every handler, actions too.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        unregisterTargets(target, action: action, for: controlEvents)
    }

    /// The names of the actions `target` (nil: the responder chain) has for `controlEvent`,
    /// or nil when there are none.
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        actionNames(forTarget: target, event: controlEvent)
    }

    /// The targets of the control's target–action pairs (`NSNull` stands for nil).
    open var allTargets: Set<AnyHashable> { registeredTargets }

    /// Every event some handler is registered for.
    open var allControlEvents: Event { registeredEvents }

    /// Adds `action` for `controlEvents`. Actions are told apart by identifier: adding one
    /// with the identifier of an action already added replaces it (and adds the events).
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        registerAction(action, for: controlEvents)
    }

    /// Removes `controlEvents` from the action with `action`'s identifier.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        unregisterAction(identifiedBy: action.identifier, for: controlEvents)
    }

    /// Removes `controlEvents` from the action with `actionIdentifier`.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        unregisterAction(identifiedBy: actionIdentifier, for: controlEvents)
    }

    /// Calls every handler registered for any of `controlEvents`, in the order they were
    /// added, each once. Works on a disabled control (only touches are ignored there).
    open func sendActions(for controlEvents: Event) {
        dispatch(controlEvents, with: nil)
    }

    /// Sends `action` to `target` through `UIApplication.sendAction(_:to:from:for:)` (a nil
    /// target walks the responder chain from the first responder). Override it to watch or
    /// filter what the control sends.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    /// Calls `action`'s handler with the control as the action's `sender`.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Tracking (UIControl+Tracking.swift)

    /// Whether the control is tracking a touch.
    open var isTracking: Bool { isTrackingStorage }

    /// Whether the tracked touch is inside the control's bounds widened by the tracking
    /// margin.
    open var isTouchInside: Bool { isTouchInsideStorage }

    /// Called when a touch goes down on the control; answer whether to track it. Default
    /// true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch moves; answer whether to keep tracking it. Default
    /// true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// Called when the tracked touch lifts, before the touch-up event is sent.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// Called when the tracked touch is cancelled, before `.touchCancel` is sent.
    open func cancelTracking(with event: UIEvent?) {}

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesBegan(touches, with: event) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesMoved(touches, with: event) { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesEnded(touches, with: event) { super.touchesEnded(touches, with: event) }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !trackTouchesCancelled(touches, with: event) { super.touchesCancelled(touches, with: event) }
    }

    /// Whether the touch-up inside also triggers the primary action (buttons).
    var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: Menus (UIControl+Menus.swift)

    /// Whether the control has a context menu interaction (`contextMenuInteraction`), whose
    /// delegate is the control: a long press shows the control's menu, compact and hanging
    /// from the control. Default false.
    open var isContextMenuInteractionEnabled = false {
        didSet { if isContextMenuInteractionEnabled != oldValue { updateContextMenuInteraction() } }
    }

    /// Whether the menu is the control's primary action: it shows on touch-down (after
    /// `.touchDown` and `.menuActionTriggered`), the control's own tracking of the finger
    /// ending as a cancellation; the finger can slide along the rows and lift on one to
    /// choose it. Needs the context menu interaction enabled. Default false.
    open var showsMenuAsPrimaryAction = false

    /// The control's context menu interaction, its delegate the control; nil until
    /// `isContextMenuInteractionEnabled` is set.
    public var contextMenuInteraction: UIContextMenuInteraction? { contextMenuInteractionStorage }

    /// The configuration of the control's menu for a press at `location`; nil (the default)
    /// shows no menu. Subclasses with menus (`UIButton.menu`) answer theirs.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }

    /// The point, in the control's coordinates, the menu of `configuration` attaches to: the
    /// list lines up with the control's leading edge when the point is in the left third of
    /// the window, its trailing edge in the right third, and centres on the point between.
    /// Default: the middle of the bounds.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        defaultMenuAttachmentPoint
    }

    /// The control's menu is about to appear; animations added to `animator` run alongside.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// The control's menu is about to go; animations added to `animator` run alongside.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// Whether the control's menu selects one action among all of its own, even without
    /// `.singleSelection` (a pop-up button's). Default false.
    var menuSelectsSingleAction: Bool { false }

    /// An action of the control's menu was performed (a pop-up button shows it).
    func menuActionWasPerformed(_ action: UIAction) {}

    /// Whether `gestureRecognizer`, attached to another view, overlaps the control's own
    /// default action — which then wins (UIKit's rule since iOS 6: a superview's single
    /// tap does not fire over a button, switch, stepper, segmented or page control).
    /// Default false: a plain control lets recognizers have its touches.
    func overlapsDefaultAction(_ gestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// A superview's recognizer whose gesture overlaps the control's default action does not
    /// begin while the control is enabled; the control's own recognizers always may.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, isEnabled else { return true }
        return !overlapsDefaultAction(gestureRecognizer)
    }
}
