import Foundation

/// The animations that one animation block made (one `animate…` or `transition…` call,
/// one begin/commit block), and what happens once they have all ended: the completion
/// handler, called exactly once, and the begin/commit delegate's selectors.
///
/// It is the delegate of each of its Core Animation animations. `finished` is true when
/// every one of them ran to its end, false when any was removed or replaced first (its
/// layer went away, another animation of the same property took its place).
@MainActor
final class ViewAnimationGroup: NSObject, @preconcurrency CAAnimationDelegate, ViewAnimationInteraction {
    /// The begin/commit block's delegate and its selectors (`setAnimationDelegate(_:)`…).
    struct DelegateCallbacks {
        var delegate: AnyObject?
        var willStart: Selector?
        var didStop: Selector?
        var animationID: String?
        var context: UnsafeMutableRawPointer?
    }

    /// A value set on an animation that the same block replaced with another of the same
    /// property (a property changed twice in one block): its end is not an interruption.
    static let supersededKey = "UIKitAnimationSuperseded"

    /// The groups whose animations are still running, by identity: adding and removing one
    /// is constant work however many run (a screen of controls fading at once).
    private static var running: [ObjectIdentifier: ViewAnimationGroup] {
        _read { yield HostEnvironment.current.uiKit.runningAnimationGroups }
        _modify { yield &HostEnvironment.current.uiKit.runningAnimationGroups }
    }

    private let completion: ((Bool) -> Void)?
    /// Whether views animated by the group take touches meanwhile (`.allowUserInteraction`).
    let allowsUserInteraction: Bool
    var blocksUserInteraction: Bool { !allowsUserInteraction && !isDone }
    var callbacks: DelegateCallbacks?
    private var pending = 0
    private var allFinished = true
    private var isClosed = false
    private var didNotifyStart = false
    private(set) var isDone = false
    /// When the last of the animations ends, in media time (nil while none ends: none
    /// added, or endless ones only).
    private(set) var endTime: CFTimeInterval?

    init(allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
        super.init()
    }

    /// An animation of the group was added, ending at media time `end` (nil: never).
    func animationAdded(endingAt end: CFTimeInterval?) {
        if pending == 0 { ViewAnimationGroup.running[ObjectIdentifier(self)] = self }
        pending += 1
        if let end, end.isFinite { endTime = max(endTime ?? end, end) }
    }

    /// The block has made all its animations: once they have ended (at the start of the
    /// next turn of the run loop when there are none), the completion runs.
    func close() {
        isClosed = true
        guard pending == 0 else { return }
        HostRunLoop.current.perform { [self] in finish() }
    }

    /// The time the animations running now (of any view) end: what transitions that wait
    /// for them start after. Nil when none runs to an end.
    static var runningEndTime: CFTimeInterval? {
        running.values.compactMap { $0.isDone ? nil : $0.endTime }.max()
    }

    // MARK: CAAnimationDelegate

    func animationDidStart(_ anim: CAAnimation) {
        notifyStart()
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if anim.value(forKey: ViewAnimationGroup.supersededKey) == nil { allFinished = allFinished && flag }
        pending -= 1
        if isClosed, pending == 0 { finish() }
    }

    // MARK: Ending

    /// Sends the will-start selector, once, as the first animation starts.
    private func notifyStart() {
        guard !didNotifyStart else { return }
        didNotifyStart = true
        guard let callbacks, let delegate = callbacks.delegate, let selector = callbacks.willStart else { return }
        selector.perform(on: delegate, arguments: [callbacks.animationID, callbacks.context])
    }

    /// Everything ended: the completion handler and the did-stop selector, once.
    private func finish() {
        guard !isDone else { return }
        isDone = true
        ViewAnimationGroup.running[ObjectIdentifier(self)] = nil
        notifyStart()
        completion?(allFinished)
        guard let callbacks, let delegate = callbacks.delegate, let selector = callbacks.didStop else { return }
        selector.perform(on: delegate, arguments: [callbacks.animationID, NSNumber(value: allFinished), callbacks.context])
    }
}
