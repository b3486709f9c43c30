/// Whether straight quotes become typographic ones while typing.
public enum UITextSmartQuotesType: Int, Sendable, Hashable {
    /// What the input method chooses.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
