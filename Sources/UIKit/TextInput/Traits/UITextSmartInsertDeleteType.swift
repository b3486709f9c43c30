/// Whether spaces are added and removed around pasted and deleted words.
public enum UITextSmartInsertDeleteType: Int, Sendable, Hashable {
    /// What the input method chooses.
    case `default` = 0
    /// Off.
    case no = 1
    /// On.
    case yes = 2
}
