import Foundation

/// A layer's animations and what shows them: kept on the layer from its first
/// animation, and by the animation engine while any runs.
final class LayerAnimationState {
    /// The animations, in the order they were added (later ones apply on top).
    var entries: [ActiveAnimation] = []
    /// The copy of the layer the compositor draws while animations run: the model's
    /// values with the animated ones in place.
    var presented: CALayer?
    /// The properties written on `presented` at the last frame.
    var animatedProperties: [LayerProperty] = []
    /// The transition being drawn this frame (the last one added that has an effect).
    var transition: TransitionFrame?
    /// Whether the model's values changed since `presented` copied them.
    var modelChanged = true
    /// Whether the engine is evaluating the layer each frame.
    var isRegistered = false
    /// The value of the property whose action is running, as it was presented before the
    /// change: implicit animations start from it.
    var valueBeforeChange: (key: String, value: AnimationValue)?
}
