import Foundation

/// The values of the properties a layer's animations touch at one moment, worked out
/// in the order the animations were added: each starts from the model value (or a value
/// given in its place) and takes each animation's change in turn.
struct AnimatedValues {
    /// The layer evaluated, alive for the evaluation (not retained: retaining a layer that
    /// weak references point to is slow).
    unowned(unsafe) let model: CALayer
    private(set) var entries: [(property: LayerProperty, value: AnimationValue)]

    /// Values over `model`, starting from `entries` (empty storage to reuse, or values given
    /// in place of the model's).
    init(model: CALayer, entries: [(property: LayerProperty, value: AnimationValue)]) {
        self.model = model
        self.entries = entries
    }

    /// The value of `property` so far; nil when the layer's class has no such property.
    func value(of property: LayerProperty) -> AnimationValue? {
        for entry in entries where entry.property == property { return entry.value }
        return property.read(from: model)
    }

    mutating func set(_ property: LayerProperty, to value: AnimationValue) {
        if let i = entries.firstIndex(where: { $0.property == property }) {
            entries[i].value = value
        } else {
            entries.append((property, value))
        }
    }
}
