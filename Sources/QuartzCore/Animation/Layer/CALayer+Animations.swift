import Foundation

extension CALayer {
    /// Adds a copy of `anim` to the layer under `key`, replacing any animation with that
    /// key (whose delegate is told it stopped unfinished). A transition with no key takes
    /// `kCATransition`; other animations may have none (they cannot be looked up or
    /// removed by key then).
    ///
    /// A `beginTime` of 0 is the layer's current time, a `duration` of 0 the current
    /// transaction's `animationDuration()`. The copy is what `animation(forKey:)` returns
    /// and what the delegate is handed.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let copy = anim.copy() as! CAAnimation
        let isTransition = copy is CATransition
        let key = isTransition ? key ?? kCATransition : key
        let state = ensuredAnimationState
        var previous: AnimationValue?
        if let change = state.valueBeforeChange, let property = copy as? CAPropertyAnimation,
           property.keyPath == change.key {
            previous = change.value
        }
        let now = convertTime(CACurrentMediaTime(), from: nil)
        let active = ActiveAnimation(copy, key: key, now: now, defaultDuration: CATransaction.animationDuration(),
                                     previous: previous, snapshot: isTransition ? LayerRenderer.snapshot(of: self) : nil)
        if copy.beginTime == 0 { copy.beginTime = active.timing.beginTime }
        if let key, let index = state.entries.firstIndex(where: { $0.key == key }) {
            AnimationEngine.stop(state.entries.remove(at: index), finished: false)
        }
        state.entries.append(active)
        if isTransition { state.hasTransitions = true }
        AnimationEngine.current?.animationAdded(active, to: self)
    }

    /// The animation added under `key` (the layer's copy); nil when there is none.
    public func animation(forKey key: String) -> CAAnimation? {
        animationState?.entries.first { $0.key == key }?.animation
    }

    /// The keys of the layer's animations, in the order they were added; nil when none
    /// has a key.
    public func animationKeys() -> [String]? {
        let keys = animationState?.entries.compactMap(\.key) ?? []
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate is told it stopped unfinished.
    public func removeAnimation(forKey key: String) {
        guard let state = animationState, let index = state.entries.firstIndex(where: { $0.key == key }) else { return }
        AnimationEngine.stop(state.entries.remove(at: index), finished: false)
        markChanged()
    }

    /// Removes every animation; their delegates are told they stopped unfinished.
    public func removeAllAnimations() {
        guard let state = animationState, !state.entries.isEmpty else { return }
        let removed = state.entries
        state.entries.removeAll()
        for active in removed { AnimationEngine.stop(active, finished: false) }
        markChanged()
    }

    /// A copy of the layer as it is shown now: the model values with the animations'
    /// values at the current media time in place. Its sublayers are the sublayers'
    /// presentation layers. Changes to it have no effect on the layer.
    public func presentation() -> Self? {
        let copy = presentationCopy()
        copy.presentationModel = self
        var written: [LayerProperty] = []
        applyAnimations(atLocalTime: localTime(fromMedia: CACurrentMediaTime()), onto: copy, written: &written)
        return copy
    }

    /// The model layer of a presentation layer; the layer itself for a model layer.
    public func model() -> Self {
        (presentationModel as? Self) ?? self
    }

    /// A fresh copy of the layer's own values, marked as a presentation layer, of the
    /// layer's class.
    func presentationCopy() -> Self {
        let copy = type(of: self).init()
        copy.isPresentationCopy = true
        copy.copyValues(from: self)
        return copy
    }

    /// Writes the animated values at the layer's time `t` onto `copy`, adding the
    /// properties written to `written`.
    func applyAnimations(atLocalTime t: CFTimeInterval, onto copy: CALayer, written: inout [LayerProperty]) {
        guard let state = animationState, !state.entries.isEmpty else { return }
        // The state's scratch storage, taken (so it is not shared) and given back.
        var storage = state.scratch
        state.scratch = []
        storage.removeAll(keepingCapacity: true)
        var values = AnimatedValues(model: self, entries: consume storage)
        for active in state.entries { active.apply(at: t, to: &values) }
        for entry in values.entries {
            entry.property.write(entry.value, to: copy)
            written.append(entry.property)
        }
        state.scratch = values.entries
    }

    /// The layer's animation state, made on first use.
    var ensuredAnimationState: LayerAnimationState {
        if let state = animationState { return state }
        let state = LayerAnimationState(layer: self)
        animationState = state
        return state
    }

    /// The layer the compositor draws for this one: its presentation copy while
    /// animations run, the layer itself otherwise.
    package var rendered: CALayer { animationState?.presented ?? self }
}
