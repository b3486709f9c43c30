import Foundation

/// Runs layers' animations on the host clock: once per frame, after the
/// commit, `advance(to:)` evaluates the animations of every layer that has any — and only
/// those — at the frame's media time, updates the copies the compositor draws for them,
/// marks them for recompositing, and removes the animations that ended. After the frame is
/// composited, `deliverNotifications()` tells the delegates, in the order things happened.
///
/// It belongs to the main queue: animations added on other threads stay on their layer
/// (`presentation()` shows them) but no frame runs them.
///
/// Every use is on the main queue (`current` is nil elsewhere), hence `@unchecked Sendable`.
package final class AnimationEngine: @unchecked Sendable {
    /// The engine of the environment in force, on the main queue; nil on other threads.
    package static var current: AnimationEngine? {
        guard MainQueue.isCurrent else { return nil }
        return MainActor.assumeIsolated { HostEnvironment.current.quartzCore.animationEngine }
    }

    package init() {}

    /// A delegate message waiting for the end of the frame.
    private struct Notice {
        let animation: ActiveAnimation
        /// nil: started; otherwise stopped, finished or not.
        let finished: Bool?
        /// The media time it happened at, which orders the messages.
        let time: CFTimeInterval
    }

    /// The animation states of the layers with animations, in the order they got them.
    private var registrations: [LayerAnimationState] = []
    private var notices: [Notice] = []
    /// Counts animations as they are added: ties in time go in that order.
    private var sequence = 0

    /// Whether any layer has animations, or delegates wait to be told something: the
    /// next frame has work.
    package var isAnimating: Bool { !registrations.isEmpty || !notices.isEmpty }

    /// Whether some animation will end at a time to come (endless repeats and animations
    /// in stopped layer trees never do), or delegates wait to be told something: what
    /// `Simulator.runUntilIdle()` waits for.
    package var hasAnimationsToFinish: Bool {
        !notices.isEmpty || registrations.contains { state in
            guard let layer = state.layer else { return false }
            return state.entries.contains { !$0.didStop && $0.timing.endTime != nil } && layer.timeRunsForwards
        }
    }

    // MARK: Adding and removing

    /// Takes `active`, just added to `layer`, into the frames (on the main queue).
    func animationAdded(_ active: ActiveAnimation, to layer: CALayer) {
        guard let state = layer.animationState else { return }
        sequence += 1
        active.sequence = sequence
        active.completionGroups = CATransaction.openCompletionGroups
        for group in active.completionGroups { group.animationAdded() }
        if state.engine !== self {
            state.engine = self
            registrations.append(state)
        }
    }

    /// An animation left its layer before its end (removed, replaced, its layer gone): its
    /// delegate will be told it stopped, once (by the engine in force, on the main queue).
    static func stop(_ active: ActiveAnimation, finished: Bool) {
        guard !active.didStop else { return }
        active.didStop = true
        current?.notices.append(Notice(animation: active, finished: finished, time: CACurrentMediaTime()))
    }

    // MARK: The frame

    /// Evaluates every animating layer at media time `time`: starts and ends are noted,
    /// ended animations leave their layers (unless `isRemovedOnCompletion` is false), and
    /// the presented copies take the animated values.
    package func advance(to time: CFTimeInterval) {
        var kept = 0
        for index in registrations.indices {
            // Borrowed, not retained: the array keeps the state (thousands of layers a frame).
            let alive = Unmanaged.passUnretained(registrations[index])._withUnsafeGuaranteedRef { state in
                advance(state, to: time)
            }
            if alive {
                if kept != index { registrations.swapAt(kept, index) }
                kept += 1
            } else {
                registrations[index].engine = nil
            }
        }
        registrations.removeLast(registrations.count - kept)
    }

    /// Evaluates one layer's animations at media time `time`; false when none are left.
    private func advance(_ state: LayerAnimationState, to time: CFTimeInterval) -> Bool {
        // A layer that went away stopped its animations as it went.
        guard let reference = state.layerReference else { return false }
        return reference._withUnsafeGuaranteedRef { layer in
            let local = layer.localTime(fromMedia: time)
            if local >= state.nextCheck { noteStartsAndEnds(of: state, in: layer, at: time, local: local) }
            guard state.entries.isEmpty else {
                if !presentPlan(of: state, layer, local: local) { present(layer, state, local: local) }
                return true
            }
            if state.presented != nil {
                state.presented = nil
                state.animatedProperties = []
                state.transition = nil
                layer.markChanged()
            }
            return false
        }
    }

    /// Notes which of the layer's animations began and ended by media time `time` (the
    /// layer's `local` time), and removes those that ended and leave on completion.
    private func noteStartsAndEnds(of state: LayerAnimationState, in layer: CALayer, at time: CFTimeInterval,
                                   local: CFTimeInterval) {
        var index = 0
        while index < state.entries.count {
            let active = state.entries[index]
            if !active.didStart, active.timing.hasBegun(at: local) {
                active.didStart = true
                notices.append(Notice(animation: active, finished: nil,
                                      time: min(layer.mediaTime(fromLocal: active.timing.beginTime), time)))
            }
            if active.timing.hasEnded(at: local) {
                if !active.didStop {
                    active.didStop = true
                    let end = active.timing.endTime.map { layer.mediaTime(fromLocal: $0) } ?? time
                    notices.append(Notice(animation: active, finished: true, time: min(end, time)))
                }
                if active.animation.isRemovedOnCompletion {
                    state.entries.remove(at: index)
                    continue
                }
            }
            index += 1
        }
        state.nextCheck = state.entries.lazy.filter { !$0.didStop }
            .map { $0.timing.nextChange(afterBegun: $0.didStart) }.min() ?? .infinity
    }

    /// Brings the copy the compositor draws for `layer` up to date: the model's values
    /// (copied again only after the model changed), its sublayers and content, and the
    /// animated values at the layer's time `local`; and the transition shown. The layer is
    /// marked for recompositing when the copy changed or a transition's frame moved. Once a frame has
    /// written what the layer's `VectorPlan` writes, later frames take the plan's fast way.
    private func present(_ layer: CALayer, _ state: LayerAnimationState, local: CFTimeInterval) {
        if case .stale = state.plan { state.plan = VectorPlan(state.entries) }
        if state.hasTransitions || state.transition != nil {
            let frame = state.entries.reversed().lazy.compactMap { $0.transitionFrame(at: local) }.first
            // A transition held still (ended, kept at its end) repaints nothing new.
            let moved = frame?.track !== state.transition?.track || frame?.progress != state.transition?.progress
            state.transition = frame
            state.hasTransitions = state.entries.contains { if case .transition = $0.effect { true } else { false } }
            if moved { layer.markChanged() }
        }
        let presented: CALayer
        if let existing = state.presented, !state.modelChanged {
            presented = existing
            // Properties animated last frame but not now go back to the model's values.
            swap(&state.animatedProperties, &state.previouslyAnimatedProperties)
            state.animatedProperties.removeAll(keepingCapacity: true)
            layer.applyAnimations(atLocalTime: local, onto: presented, written: &state.animatedProperties)
            for property in state.previouslyAnimatedProperties where !state.animatedProperties.contains(property) {
                if let value = property.read(from: layer) { property.write(value, to: presented) }
            }
        } else {
            presented = state.presented ?? layer.presentationCopy()
            if state.presented != nil { presented.copyValues(from: layer) }
            state.presented = presented
            state.modelChanged = false
            state.animatedProperties.removeAll(keepingCapacity: true)
            layer.applyAnimations(atLocalTime: local, onto: presented, written: &state.animatedProperties)
        }
        state.planIsCurrent = state.transition == nil && state.plan.writesExactly(state.animatedProperties)
        showContent(of: layer, on: presented, state)
    }

    /// The fast way of `present` (see `VectorPlan`), once a frame has written what the plan
    /// writes: each animation's numbers at the layer's time `local` written on the
    /// presented copy, touching the objects without retaining them. False, leaving the
    /// frame to the general way, when the plan cannot take it: the model changed (its
    /// values, sublayers or content, which the copy must take), or an animation has no
    /// effect this frame (its property goes back to the model's value), or the model's
    /// value is not numbers.
    private func presentPlan(of state: LayerAnimationState, _ layer: CALayer, local: CFTimeInterval) -> Bool {
        guard state.planIsCurrent, !state.modelChanged, let reference = state.fastPresented else { return false }
        return reference._withUnsafeGuaranteedRef { presented in
            for entry in state.fastEntries {
                let property = entry.track.property
                guard let sample = entry.timing.sample(at: local), let model = property.readVector(from: layer) else {
                    return false
                }
                property.writeVector(entry.track.value(sample, duration: entry.timing.duration, over: model),
                                     to: presented)
            }
            markIfChanged(layer, presented)
            return true
        }
    }

    /// The presented copy draws the model's sublayers and, unless it redraws its own
    /// content from animated values, the model's content (each assigned only when it
    /// differs); the layer is marked for recompositing when the copy changed.
    private func showContent(of layer: CALayer, on presented: CALayer, _ state: LayerAnimationState) {
        if presented.children.count != layer.children.count || !presented.children.elementsEqual(layer.children, by: ===) {
            presented.children = layer.children
            presented.zPositionedSublayers = layer.zPositionedSublayers
        }
        if state.animatedProperties.contains(where: \.redrawsContent) {
            if presented.needsDisplayFlag { presented.display() }
        } else {
            if presented.backingStore !== layer.backingStore { presented.backingStore = layer.backingStore }
            if presented.needsDisplayFlag { presented.needsDisplayFlag = false }
        }
        markIfChanged(layer, presented)
    }

    /// Marks `layer` for recompositing when its presented copy changed.
    private func markIfChanged(_ layer: CALayer, _ presented: CALayer) {
        if presented.composite.selfChanged {
            presented.composite.selfChanged = false
            layer.markChanged(look: presented.composite.lookChanged)
            presented.composite.lookChanged = false
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
