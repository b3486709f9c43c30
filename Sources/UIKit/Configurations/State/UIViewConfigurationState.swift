import Foundation

/// A view's state for its configurations: traits, disabled, highlighted, selected and
/// focused, and the app's custom states.
public struct UIViewConfigurationState: Hashable {
    public var traitCollection: UITraitCollection
    /// Whether the view is disabled. Default false.
    public var isDisabled = false
    /// Whether the view is highlighted (touched). Default false.
    public var isHighlighted = false
    /// Whether the view is selected. Default false.
    public var isSelected = false
    /// Whether the view has focus. Default false.
    public var isFocused = false
    /// The custom states set.
    var customStates: [UIConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: UITraitCollection) {
        self.traitCollection = traitCollection
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { customStates[key] }
        set { customStates[key] = newValue }
    }
}

// In an extension, so the main actor of the protocol is not inferred for the whole type
// (its values are plain data, compared and hashed anywhere).
extension UIViewConfigurationState: UIConfigurationState {}
