import Foundation

/// A timer synchronized with the display's refresh: once added to a run loop it calls its
/// target's selector at every frame (or every few frames, at a lower preferred rate),
/// with itself as the argument.
///
/// Frames come from the host: 60 per second of host time, frame *k* at *k*/60 s. During a
/// callback at frame *k*, `timestamp` and `CACurrentMediaTime()` are *k*/60 and
/// `targetTimestamp` is the next frame this link fires at. Display links always fire on
/// the main run loop's frames, whichever run loop they are added to, and belong to the
/// main actor (Apple's may run on other threads' run loops).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    /// The target, held strongly until `invalidate()`, as Core Animation does.
    private var target: AnyObject?
    private let selector: Selector
    private var modes: Set<RunLoop.Mode> = []
    private var isValid = true
    /// Where the link was added: its environment's schedule, which it leaves on removal
    /// even after another environment is installed.
    private weak var schedule: DisplayLinkSchedule?

    /// A display link that calls `selector` on `target`, such as
    /// `#Selector(GameView.step(_:))` for `func step(_ link: CADisplayLink)`; it does
    /// nothing until added to a run loop. The link keeps a strong reference to `target`
    /// until it is invalidated.
    public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// The time of the frame being shown when the last callback ran (0 before the
    /// first callback).
    public private(set) var timestamp: CFTimeInterval = 0

    /// The time of the next frame this link fires at (0 before the first callback).
    public private(set) var targetTimestamp: CFTimeInterval = 0

    /// The time between display refreshes, 1/60 s (0 before the first callback).
    public private(set) var duration: CFTimeInterval = 0

    /// Whether callbacks are suspended. Default false.
    public var isPaused = false

    /// The rate at which callbacks are wanted, in frames per second; 0 (the default)
    /// means the display's rate. The link fires at the nearest rate the display can give
    /// by skipping frames: 60, 30, 20, 15, … per second.
    @available(iOS, introduced: 10.0, deprecated: 100000, renamed: "preferredFrameRateRange")
    public var preferredFramesPerSecond: Int {
        get { framesPerSecondStorage }
        set { framesPerSecondStorage = newValue }
    }

    /// The range of rates wanted; its `preferred` rate, when set, decides as
    /// `preferredFramesPerSecond` does. Default `.default` (the display's rate).
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// The number of frames between callbacks. Default 1; values below 1 count as 1.
    @available(iOS, introduced: 3.1, deprecated: 10.0, renamed: "preferredFramesPerSecond")
    public var frameInterval: Int {
        get { frameIntervalStorage }
        set { frameIntervalStorage = newValue }
    }

    private var framesPerSecondStorage = 0
    private var frameIntervalStorage = 1

    /// Registers the link with `runloop` for `mode` (`.default`, `.common`, or UIKit's
    /// `.tracking`). Callbacks start at the next frame.
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard isValid else { return }
        modes.insert(mode)
        let schedule = schedule ?? HostEnvironment.current.quartzCore.displayLinks
        self.schedule = schedule
        schedule.add(self)
    }

    /// Removes the link from `mode`; with no mode left it stops firing.
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        modes.remove(mode)
        if modes.isEmpty { schedule?.remove(self) }
    }

    /// Removes the link from every run loop mode and releases the target. The link
    /// cannot be added again.
    public func invalidate() {
        isValid = false
        modes = []
        target = nil
        schedule?.remove(self)
    }

    /// How many display frames pass between callbacks.
    var frameStep: Int {
        let rate = preferredFrameRateRange.preferred.map(Double.init) ?? 0
        let wanted = rate > 0 ? rate : Double(framesPerSecondStorage)
        guard wanted > 0 else { return max(frameIntervalStorage, 1) }
        return max(1, Int((Double(HostRunLoop.framesPerSecond) / wanted).rounded()))
    }

    /// Whether the link fires while the run loop runs in `mode`.
    func firesIn(_ mode: RunLoop.Mode) -> Bool {
        isValid && !isPaused && (modes.contains(mode) || modes.contains(.common))
    }

    /// Calls the target for the frame shown at `frameTime`.
    func fire(frameTime: CFTimeInterval) {
        let refresh = 1 / CFTimeInterval(HostRunLoop.framesPerSecond)
        timestamp = frameTime
        duration = refresh
        targetTimestamp = frameTime + refresh * CFTimeInterval(frameStep)
        guard let target else { return }
        selector.perform(on: target, sender: self)
    }
}
