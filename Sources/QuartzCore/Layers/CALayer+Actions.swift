import Foundation

extension CALayer {
    /// Core Animation's action search (see `action(forKey:)`).
    func searchAction(forKey event: String) -> (any CAAction)? {
        if let found = delegate?.action(for: self, forKey: event) { return found is NSNull ? nil : found }
        if let found = actions?[event] { return found is NSNull ? nil : found }
        if let styleActions = style?["actions"] as? [String: any CAAction], let found = styleActions[event] {
            return found is NSNull ? nil : found
        }
        return type(of: self).defaultAction(forKey: event) ?? implicitAnimation(forKey: event)
    }

    /// Core Animation's own action for a change of an animatable property: a basic
    /// animation from the property's previous presented value to its new value, over the
    /// transaction's duration with its timing function (the system default when it has
    /// none). Only for layers that have been composited on a screen: a layer not shown yet
    /// has no previous value on screen, and shows its new values at once.
    private func implicitAnimation(forKey key: String) -> (any CAAction)? {
        guard composite.lastCoverage != nil, !isPresentationCopy, let property = LayerProperty.named(key[...]),
              property.isImplicitlyAnimated, property.exists(on: self) else { return nil }
        let animation = CABasicAnimation(keyPath: key)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        return animation
    }

    /// Runs the action for a change of `key` from `oldValue`, unless the current
    /// transaction disables actions. On iOS the search happens before the change, so while
    /// it runs `value(forKey:)` answers `oldValue` for `key` (the typed properties already
    /// hold the new value); the action runs after it, as on iOS.
    func runAction(forKey key: String, from oldValue: () -> Any?) {
        guard !CATransaction.disableActions() else { return }
        let found: (any CAAction)? = withoutActuallyEscaping(oldValue) { old in
            changeInProgress = (key, old)
            defer { changeInProgress = nil }
            return action(forKey: key)
        }
        guard let found else { return }
        // A basic animation without from and to values starts from the value shown before
        // this change: the old model value under the animations running now.
        guard found is CABasicAnimation, let property = LayerProperty.named(key[...]),
              let old = property.kind.animationValue(of: oldValue()) else {
            found.run(forKey: key, object: self, arguments: nil)
            return
        }
        let state = ensuredAnimationState
        state.valueBeforeChange = (key, presentedValue(of: property, over: old))
        defer { state.valueBeforeChange = nil }
        found.run(forKey: key, object: self, arguments: nil)
    }

    /// The value of the property `key` as the animations running now present it over the
    /// model value `modelValue` (the value before a change: what was on screen). Nil for
    /// keys the layer does not animate.
    package func presentedValue(forKey key: String, overModelValue modelValue: Any?) -> Any? {
        guard let property = LayerProperty.named(key[...]), property.exists(on: self),
              let model = property.kind.animationValue(of: modelValue) else { return nil }
        let copy = presentationCopy()
        property.write(presentedValue(of: property, over: model), to: copy)
        return property.object(of: copy)
    }

    /// `property`'s value as the animations running now present it over the model value
    /// `modelValue`.
    private func presentedValue(of property: LayerProperty, over modelValue: AnimationValue) -> AnimationValue {
        guard let entries = animationState?.entries, !entries.isEmpty else { return modelValue }
        var values = AnimatedValues(model: self, entries: [])
        values.set(property, to: modelValue)
        let time = localTime(fromMedia: CACurrentMediaTime())
        for active in entries { active.apply(at: time, to: &values) }
        return values.value(of: property) ?? modelValue
    }
}
