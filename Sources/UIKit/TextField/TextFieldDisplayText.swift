import Foundation

/// The text a field shows for its content — the text itself, or bullets for secure entry,
/// with marked text underlined — and how offsets map between the two; kept until the
/// content or what changes its look changes.
struct TextFieldDisplayText {
    /// What the shown text was made from.
    struct Key: Equatable {
        var revision: Int
        var isSecure: Bool
        var revealed: NSRange?
        var marked: NSRange?
    }

    /// The bullet a secure field shows for each character.
    static let bullet = "\u{2022}"

    let key: Key
    let text: AttributedText
    let mapping: TextDisplayMapping

    /// The shown text of `content`.
    init(_ content: EditableText, key: Key) {
        self.key = key
        var shown = content
        if let marked = key.marked, marked.location + marked.length <= content.length {
            shown.addAttributes([.underlineStyle: NSUnderlineStyle.single.rawValue], range: marked)
        }
        guard key.isSecure, content.length > 0 else {
            text = Self.layoutText(shown)
            mapping = .identity
            return
        }
        // One bullet per character; the revealed character shows as itself.
        var string = ""
        var modelBoundaries = [0], displayBoundaries = [0]
        var modelOffset = 0, displayOffset = 0
        for character in content.string {
            let length = character.utf16.count
            let revealed = key.revealed.map { $0.location == modelOffset && $0.length == length } ?? false
            let glyph = revealed ? String(character) : Self.bullet
            string += glyph
            modelOffset += length
            displayOffset += glyph.utf16.count
            modelBoundaries.append(modelOffset)
            displayBoundaries.append(displayOffset)
        }
        text = Self.layoutText(EditableText(string, attributes: content.attributes(at: 0)))
        mapping = TextDisplayMapping(modelBoundaries: modelBoundaries, displayBoundaries: displayBoundaries)
    }

    /// The engine's input for `content`: its runs, laid out left-aligned (the field places
    /// the line itself).
    private static func layoutText(_ content: EditableText) -> AttributedText {
        var text = AttributedText(string: content.string, attributes: nil)
        var location = 0
        text.runs = content.runs.map { run in
            var style = TextRunStyle(run.attributes)
            style.paragraph.alignment = .left
            defer { location += run.length }
            return AttributedText.Run(range: location..<(location + run.length), style: style)
        }
        return text
    }
}
