/// A layer's animations in the form the engine evaluates fastest: when each one is a basic
/// or spring animation of numbers (`VectorTrack`) on a property of its own that does not
/// redraw the layer's content — the animations UIKit's blocks and implicit actions make —
/// each frame is plain arithmetic: sample the timing, read the model's numbers, write the
/// presented copy's. Anything else (groups, keyframes, transitions, transforms, several
/// animations on one property) goes the general way.
enum VectorPlan {
    struct Entry {
        let timing: AnimationTiming
        let track: VectorTrack
    }

    /// The animations changed: the plan is worked out again at the next frame.
    case stale
    /// The general way only.
    case general
    case entries(ContiguousArray<Entry>)

    /// The plan for `animations` (in the order they were added).
    init(_ animations: [ActiveAnimation]) {
        var entries = ContiguousArray<Entry>()
        for active in animations {
            switch active.effect {
            case .property(let track):
                guard let vector = track.vector, !vector.property.redrawsContent,
                      !entries.contains(where: { $0.track.property == vector.property }) else {
                    self = .general
                    return
                }
                entries.append(Entry(timing: active.timing, track: vector))
            case .none:
                continue  // shows nothing
            case .group, .transition:
                self = .general
                return
            }
        }
        self = .entries(entries)
    }

    /// Whether the properties the plan writes are exactly `written` (what the general way
    /// wrote on the presented copy at the last frame): then the plan can take over.
    func writesExactly(_ written: [LayerProperty]) -> Bool {
        guard case .entries(let entries) = self, entries.count == written.count else { return false }
        return entries.allSatisfy { entry in written.contains(entry.track.property) }
    }
}

extension AnimationTiming {
    /// The earliest parent time (`t`, at or after which it is worth looking) at which
    /// `hasBegun(at:)` (when `begun` is false) or `hasEnded(at:)` (when true) may turn
    /// true: the engine skips looking for starts and ends before it. Errs early, never late.
    func nextChange(afterBegun begun: Bool) -> Double {
        guard speed > 0, speed.isFinite else { return -.infinity }
        let active = begun ? activeDuration - AnimationTiming.tolerance : -AnimationTiming.tolerance
        guard active.isFinite else { return .infinity }
        let t = beginTime + active / speed
        return t - max(abs(t), 1) * 1e-12
    }
}
