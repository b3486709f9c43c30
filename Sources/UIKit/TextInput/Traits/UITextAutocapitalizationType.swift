/// When the shift key turns on by itself.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    /// Never.
    case none = 0
    /// At the start of each word.
    case words = 1
    /// At the start of each sentence.
    case sentences = 2
    /// For every character.
    case allCharacters = 3
}
