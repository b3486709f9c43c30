import Foundation

/// Runs layers' animations on the host clock (DESIGN §3, step 4): once per frame, after the
/// commit, `advance(to:)` evaluates the animations of every layer that has any — and only
/// those — at the frame's media time, updates the copies the compositor draws for them,
/// marks them for recompositing, and removes the animations that ended. After the frame is
/// composited, `deliverNotifications()` tells the delegates, in the order things happened.
///
/// It belongs to the main queue: animations added on other threads stay on their layer
/// (`presentation()` shows them) but no frame runs them.
package final class AnimationEngine {
    nonisolated(unsafe) package static let shared = AnimationEngine()

    private struct Registration {
        weak var layer: CALayer?
        let state: LayerAnimationState
    }

    /// A delegate message waiting for the end of the frame.
    private struct Notice {
        let animation: ActiveAnimation
        /// nil: started; otherwise stopped, finished or not.
        let finished: Bool?
        /// The media time it happened at, which orders the messages.
        let time: CFTimeInterval
    }

    private var registrations: [Registration] = []
    private var notices: [Notice] = []
    /// Counts animations as they are added: ties in time go in that order.
    private var sequence = 0

    /// Forgets every animation (a new Simulator), telling no one.
    package func reset() {
        for registration in registrations { registration.state.isRegistered = false }
        registrations = []
        notices = []
    }

    /// Whether any layer has animations, or delegates wait to be told something: the
    /// next frame has work.
    package var isAnimating: Bool { !registrations.isEmpty || !notices.isEmpty }

    /// Whether some animation will end at a time to come (endless repeats and animations
    /// in stopped layer trees never do), or delegates wait to be told something: what
    /// `Simulator.runUntilIdle()` waits for.
    package var hasAnimationsToFinish: Bool {
        !notices.isEmpty || registrations.contains { registration in
            guard let layer = registration.layer else { return true }
            return registration.state.entries.contains { !$0.didStop && $0.timing.endTime != nil } && layer.timeRunsForwards
        }
    }

    // MARK: Adding and removing

    /// Takes `active`, just added to `layer`, into the frames (on the main queue).
    func animationAdded(_ active: ActiveAnimation, to layer: CALayer) {
        guard MainQueue.isCurrent, let state = layer.animationState else { return }
        sequence += 1
        active.sequence = sequence
        active.completionGroups = CATransaction.openCompletionGroups
        for group in active.completionGroups { group.animationAdded() }
        if !state.isRegistered {
            state.isRegistered = true
            registrations.append(Registration(layer: layer, state: state))
        }
    }

    /// An animation left its layer before its end (removed, replaced, its layer gone): its
    /// delegate will be told it stopped, once.
    func stop(_ active: ActiveAnimation, finished: Bool) {
        guard !active.didStop else { return }
        active.didStop = true
        guard MainQueue.isCurrent else { return }
        notices.append(Notice(animation: active, finished: finished, time: CACurrentMediaTime()))
    }

    // MARK: The frame

    /// Evaluates every animating layer at media time `time`: starts and ends are noted,
    /// ended animations leave their layers (unless `isRemovedOnCompletion` is false), and
    /// the presented copies take the animated values.
    package func advance(to time: CFTimeInterval) {
        var kept: [Registration] = []
        kept.reserveCapacity(registrations.count)
        for registration in registrations {
            let state = registration.state
            guard let layer = registration.layer else {
                // The layer went away with animations on it: they stop unfinished.
                for active in state.entries { stop(active, finished: false) }
                state.entries = []
                continue
            }
            let local = layer.localTime(fromMedia: time)
            state.entries.removeAll { active in
                if !active.didStart, active.timing.hasBegun(at: local) {
                    active.didStart = true
                    notices.append(Notice(animation: active, finished: nil,
                                          time: min(layer.mediaTime(fromLocal: active.timing.beginTime), time)))
                }
                guard active.timing.hasEnded(at: local) else { return false }
                if !active.didStop {
                    active.didStop = true
                    let end = active.timing.endTime.map { layer.mediaTime(fromLocal: $0) } ?? time
                    notices.append(Notice(animation: active, finished: true, time: min(end, time)))
                }
                return active.animation.isRemovedOnCompletion
            }
            if state.entries.isEmpty {
                state.isRegistered = false
                if state.presented != nil {
                    state.presented = nil
                    state.animatedProperties = []
                    state.transition = nil
                    layer.markChanged()
                }
            } else {
                present(layer, state, at: time, local: local)
                kept.append(registration)
            }
        }
        registrations = kept
    }

    /// Brings the copy the compositor draws for `layer` up to date: the model's values
    /// (copied again only after the model changed), its sublayers and content, and the
    /// animated values at `time` (the layer's `local` time); and the transition shown. The
    /// layer is marked for recompositing when the copy changed or a transition runs.
    private func present(_ layer: CALayer, _ state: LayerAnimationState, at time: CFTimeInterval,
                         local: CFTimeInterval) {
        let hadTransition = state.transition != nil
        state.transition = state.entries.reversed().lazy.compactMap { $0.transitionFrame(at: local) }.first
        if hadTransition || state.transition != nil { layer.markChanged() }
        let presented: CALayer
        if let existing = state.presented, !state.modelChanged {
            presented = existing
            // Properties animated last frame but not now go back to the model's values.
            let written = state.animatedProperties
            state.animatedProperties = layer.applyAnimations(at: time, onto: presented)
            for property in written where !state.animatedProperties.contains(property) {
                if let value = property.read(from: layer) { property.write(value, to: presented) }
            }
        } else {
            presented = state.presented ?? layer.presentationCopy()
            if state.presented != nil { presented.copyValues(from: layer) }
            state.presented = presented
            state.modelChanged = false
            state.animatedProperties = layer.applyAnimations(at: time, onto: presented)
        }
        presented.children = layer.children
        presented.zPositionedSublayers = layer.zPositionedSublayers
        if state.animatedProperties.contains(where: \.redrawsContent) {
            // The layer draws its own content from animated values: the copy redraws it.
            if presented.needsDisplayFlag { presented.display() }
        } else {
            presented.backingStore = layer.backingStore
            presented.needsDisplayFlag = false
        }
        if presented.composite.selfChanged {
            presented.composite.selfChanged = false
            layer.markChanged()
        }
    }

    /// Tells the delegates what happened since the last time, in the order it happened:
    /// `animationDidStart`, then `animationDidStop(_:finished:)`, once each; then runs the
    /// transaction completion blocks whose animations have all ended.
    package func deliverNotifications() {
        defer { CATransaction.runCompletionBlocks() }
        guard !notices.isEmpty else { return }
        let due = notices.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.time != y.time { return x.time < y.time }
            if (x.finished == nil) != (y.finished == nil) { return x.finished == nil }
            if x.animation.sequence != y.animation.sequence { return x.animation.sequence < y.animation.sequence }
            return a.offset < b.offset
        }.map(\.element)
        notices = []
        for notice in due {
            let animation = notice.animation.animation
            if let finished = notice.finished {
                animation.delegate?.animationDidStop(animation, finished: finished)
                for group in notice.animation.completionGroups { group.animationEnded() }
                notice.animation.completionGroups = []
            } else {
                animation.delegate?.animationDidStart(animation)
            }
        }
    }
}
