/// Whether two hyphens become a dash while typing.
public enum UITextSmartDashesType: Int, Sendable, Hashable {
    /// What the input method chooses.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
