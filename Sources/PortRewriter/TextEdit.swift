/// A change to a file's UTF-8 bytes, found from the syntax tree's positions.
struct TextEdit {
    /// The bytes replaced (empty for an insertion).
    var range: Range<Int>
    /// What replaces them.
    var replacement: String

    /// A removal: the attribute or modifier at `range`; `SourceEdits` widens it over the
    /// spaces or the line around it.
    static func removal(_ range: Range<Int>) -> TextEdit {
        TextEdit(range: range, replacement: "")
    }
}
