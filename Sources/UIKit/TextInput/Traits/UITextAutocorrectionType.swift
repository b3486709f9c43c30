/// Whether autocorrection is on while typing.
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
    /// What the input method chooses.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
