/// Whether spelling is checked while typing.
public enum UITextSpellCheckingType: Int, Sendable, Hashable {
    /// What the input method chooses.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
