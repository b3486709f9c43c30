import Foundation

/// A layer's animations and what shows them: kept on the layer from its first
/// animation, and by the animation engine while any runs.
final class LayerAnimationState {
    /// The layer whose state this is; nil once it went away. Not a weak reference, which
    /// would slow every retain of the layer: the layer clears it as it goes. Kept unmanaged
    /// so that the engine borrows it each frame without retaining it.
    @exclusivity(unchecked) var layerReference: Unmanaged<CALayer>?
    var layer: CALayer? { layerReference?.takeUnretainedValue() }
    /// The animations, in the order they were added (later ones apply on top).
    var entries: [ActiveAnimation] = [] {
        didSet {
            plan = .stale
            planIsCurrent = false
            nextCheck = -.infinity
        }
    }
    /// The animations as the engine evaluates them fastest, and whether that plan can take
    /// over this frame (it writes what the presented copy had written at the last frame).
    @exclusivity(unchecked) var plan = VectorPlan.stale
    @exclusivity(unchecked) var planIsCurrent = false {
        didSet {
            fastEntries.deallocate()
            guard planIsCurrent, case .entries(let entries) = plan, let presented else {
                fastEntries = UnsafeMutableBufferPointer(start: nil, count: 0)
                fastPresented = nil
                return
            }
            // Plain numbers: nothing to deinitialize before the memory is freed.
            assert(_isPOD(VectorPlan.Entry.self))
            fastEntries = .allocate(capacity: entries.count)
            _ = fastEntries.initialize(from: entries)
            fastPresented = .passUnretained(presented)
        }
    }
    /// While `planIsCurrent`: the plan's entries and the presented copy (borrowed: the
    /// state keeps it), which the engine reads each frame without retaining anything (the
    /// entries are plain numbers in memory the state owns, so reading them takes no
    /// reference count either).
    @exclusivity(unchecked) private(set) var fastEntries = UnsafeMutableBufferPointer<VectorPlan.Entry>(start: nil, count: 0)
    @exclusivity(unchecked) var fastPresented: Unmanaged<CALayer>?
    /// The layer time before which no animation begins or ends: the engine looks for
    /// starts and ends only from then on.
    @exclusivity(unchecked) var nextCheck = -Double.infinity
    /// The copy of the layer the compositor draws while animations run: the model's
    /// values with the animated ones in place.
    @exclusivity(unchecked) var presented: CALayer? {
        didSet { planIsCurrent = false }
    }
    /// The properties written on `presented` at the last frame, and at the one before
    /// (two lists swapped each frame, so that their storage is reused).
    var animatedProperties: [LayerProperty] = []
    var previouslyAnimatedProperties: [LayerProperty] = []
    /// The values being worked out during an evaluation, kept to reuse their storage.
    var scratch: [(property: LayerProperty, value: AnimationValue)] = []
    /// The transition being drawn this frame (the last one added that has an effect).
    var transition: TransitionFrame?
    /// Whether any of the entries is a transition.
    var hasTransitions = false
    /// Whether the model's values changed since `presented` copied them.
    @exclusivity(unchecked) var modelChanged = true
    /// The engine evaluating the layer each frame, if any (an engine of a dropped
    /// environment no longer counts: the layer registers with the one in force).
    weak var engine: AnimationEngine?
    /// The value of the property whose action is running, as it was presented before the
    /// change: implicit animations start from it.
    var valueBeforeChange: (key: String, value: AnimationValue)?

    init(layer: CALayer) {
        layerReference = .passUnretained(layer)
    }

    deinit {
        fastEntries.deallocate()
    }

    /// The layer is going away: its animations stop unfinished (their delegates are told
    /// at the next frame).
    func layerWentAway() {
        layerReference = nil
        presented = nil
        let ended = entries
        entries = []
        for active in ended { AnimationEngine.stop(active, finished: false) }
    }
}
