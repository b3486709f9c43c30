import Foundation

/// A layer's animations and what shows them: kept on the layer from its first
/// animation, and by the animation engine while any runs.
final class LayerAnimationState {
    /// The layer whose state this is; nil once it went away. Not a weak reference, which
    /// would slow every retain of the layer: the layer clears it as it goes.
    unowned(unsafe) var layer: CALayer?
    /// The animations, in the order they were added (later ones apply on top).
    var entries: [ActiveAnimation] = []
    /// The copy of the layer the compositor draws while animations run: the model's
    /// values with the animated ones in place.
    var presented: CALayer?
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
    var modelChanged = true
    /// Whether the engine is evaluating the layer each frame.
    var isRegistered = false
    /// The value of the property whose action is running, as it was presented before the
    /// change: implicit animations start from it.
    var valueBeforeChange: (key: String, value: AnimationValue)?

    init(layer: CALayer) {
        self.layer = layer
    }

    /// The layer is going away: its animations stop unfinished (their delegates are told
    /// at the next frame).
    func layerWentAway() {
        layer = nil
        presented = nil
        let ended = entries
        entries = []
        for active in ended { AnimationEngine.shared.stop(active, finished: false) }
    }
}
