import Foundation

/// A string with resolved attribute runs: the engine's input, and (with the container)
/// its cache key.
struct AttributedText: Hashable, Sendable {
    struct Run: Hashable, Sendable {
        /// UTF-16 offsets, as `NSRange`s count.
        var range: Range<Int>
        var style: TextRunStyle
    }

    var string: String
    var runs: [Run]

    /// Plain text with one set of attributes.
    init(string: String, attributes: [NSAttributedString.Key: Any]?) {
        self.string = string
        runs = [Run(range: 0..<string.utf16.count, style: TextRunStyle(attributes ?? [:]))]
    }

    init(_ attributed: NSAttributedString) {
        string = attributed.string
        var runs: [Run] = []
        let length = attributed.length
        if length > 0 {
            attributed.enumerateAttributes(in: NSRange(location: 0, length: length), options: []) { attributes, range, _ in
                runs.append(Run(range: range.location..<(range.location + range.length), style: TextRunStyle(attributes)))
            }
        }
        if runs.isEmpty { runs = [Run(range: 0..<0, style: TextRunStyle([:]))] }
        self.runs = runs
    }

    /// The same text with every font scaled by `factor`.
    func scalingFonts(by factor: CGFloat) -> AttributedText {
        var copy = self
        for i in copy.runs.indices { copy.runs[i].style.font.size = FontSpec.sanitized(runs[i].style.font.size * factor) }
        return copy
    }

    /// The style in effect at UTF-16 offset `offset` (the last run's past the end).
    func style(at offset: Int) -> TextRunStyle {
        runs.first { $0.range.contains(offset) }?.style ?? runs[runs.count - 1].style
    }
}
