/// Whether the keyboard suggests the rest of a word inline (iOS 17).
public enum UITextInlinePredictionType: Int, Sendable, Hashable {
    /// What the input method chooses.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
