import Foundation

// Per-state content: what the setters stored, UIKit's fallbacks to the normal state, and the
// type's defaults.
extension UIButton {
    /// The gray of a disabled system button's title and image (light mode).
    static var systemDisabledColor: UIColor { .tertiaryLabel }

    /// The value set for exactly `state`, else the normal state's. (UIKit does not fall
    /// back through partial states: a highlighted, selected button without a value for
    /// that combination shows the normal state's, not the selected state's.)
    func stateValue<Value>(_ key: KeyPath<ButtonStateContent, Value?>, for state: State) -> Value? {
        stateContent[state.rawValue]?[keyPath: key] ?? stateContent[State.normal.rawValue]?[keyPath: key]
    }

    /// The value set for exactly `state`, with no fallback.
    func explicitValue<Value>(_ key: KeyPath<ButtonStateContent, Value?>, for state: State) -> Value? {
        stateContent[state.rawValue]?[keyPath: key]
    }

    /// Changes what is stored for `state` and shows the result.
    func updateStateContent(for state: State, _ change: (inout ButtonStateContent) -> Void) {
        var content = stateContent[state.rawValue] ?? ButtonStateContent()
        change(&content)
        stateContent[state.rawValue] = content.isEmpty ? nil : content
        stateContentChanged()
    }

    /// `titleColor(for:)`: set for the state; gray for a disabled system button; the normal
    /// state's; the type's default.
    func resolvedTitleColor(for state: State) -> UIColor? {
        if let exact = explicitValue(\.titleColor, for: state) { return exact }
        if usesSystemLook, state.contains(.disabled) { return UIButton.systemDisabledColor }
        if let normal = explicitValue(\.titleColor, for: .normal) { return normal }
        return usesSystemLook ? tintColor : .white
    }

    /// The styled title shown for `state`: the state's own styled or plain title, then the
    /// normal state's (a styled title wins over a plain one set for the same state).
    func shownTitle(for state: State) -> (plain: String?, attributed: NSAttributedString?) {
        for candidate in [state, .normal] {
            if let attributed = explicitValue(\.attributedTitle, for: candidate) { return (nil, attributed) }
            if let plain = explicitValue(\.title, for: candidate) { return (plain, nil) }
        }
        return (nil, nil)
    }

    /// Whether the button draws in the system look: every type but `.custom`.
    var usesSystemLook: Bool { buttonTypeStorage != .custom }

    /// What a per-state setter changes: the configuration (which reads the per-state values
    /// when it is updated) or the legacy content.
    func stateContentChanged() {
        if configurationStorage != nil {
            setNeedsUpdateConfiguration()
        } else {
            updateLegacyContent()
        }
    }

    /// The primary action given at creation names the button: its title and image become
    /// the normal state's (or, with a configuration, the configuration's).
    func adoptTitleAndImage(of action: UIAction) {
        let title = action.title.isEmpty ? nil : action.title
        if var configuration = configurationStorage {
            if let title { configuration.title = title }
            if let image = action.image { configuration.image = image }
            self.configuration = configuration
        } else {
            if let title { setTitle(title, for: .normal) }
            if let image = action.image { setImage(image, for: .normal) }
        }
    }

    /// A tap (a tracked touch lifting inside) of a button that changes selection as its
    /// primary action toggles `isSelected` before the touch-up's actions are sent.
    func toggleSelectionIfTapEnds(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard changesSelectionAsPrimaryAction, isTracking, let touch = trackedTouch, touches.contains(touch),
              isInsideForTracking(touch.location(in: self), with: event) else { return }
        isSelected.toggle()
    }
}
