import Foundation

/// Text with runs of attributes, as the built-in text objects keep and edit it.
///
/// Offsets and lengths are UTF-16 code units, as `NSRange` counts. The text is kept as its
/// code units, so finding an offset is O(1) and an edit moves memory once: a Swift `String`
/// would find UTF-16 offsets through breadcrumbs it rebuilds after every change, a pass
/// over the whole text per keystroke in a large document. `string` is built when asked and
/// kept until the next edit. Runs cover the text end to end; empty text keeps one empty
/// run, whose attributes are what typing starts with. Edits replace a range with a string
/// in one set of attributes, extending the run they land in when the attributes are the
/// same, so typing does not pile up runs.
struct EditableText {
    /// A stretch of text in one set of attributes.
    struct Run {
        var length: Int
        var attributes: [NSAttributedString.Key: Any]
    }

    /// The text's UTF-16 code units.
    private(set) var units: [UTF16.CodeUnit]
    private(set) var runs: [Run]
    /// The string of `units` once built, shared by copies until one of them changes.
    private var builtString = BuiltString()

    /// The length in UTF-16 code units.
    var length: Int { units.count }

    /// The text (built from the code units on the first use after an edit).
    var string: String {
        if let built = builtString.value { return built }
        let built = String(decoding: units, as: UTF16.self)
        builtString.value = built
        return built
    }

    /// `string` in `attributes`.
    init(_ string: String, attributes: [NSAttributedString.Key: Any]) {
        units = Array(string.utf16)
        runs = [Run(length: units.count, attributes: attributes)]
        builtString.value = string
    }

    /// The text and runs of `attributed`; empty text takes `emptyAttributes`.
    init(_ attributed: NSAttributedString, emptyAttributes: [NSAttributedString.Key: Any]) {
        let string = attributed.string
        units = Array(string.utf16)
        builtString.value = string
        var runs: [Run] = []
        if !units.isEmpty {
            attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length), options: []) { attributes, range, _ in
                runs.append(Run(length: range.length, attributes: attributes))
            }
        }
        self.runs = runs.isEmpty ? [Run(length: 0, attributes: emptyAttributes)] : runs
    }

    /// The text as an attributed string.
    var attributedString: NSAttributedString {
        let result = NSMutableAttributedString(string: string)
        var location = 0
        for run in runs where run.length > 0 {
            result.setAttributes(run.attributes, range: NSRange(location: location, length: run.length))
            location += run.length
        }
        return result
    }

    /// The string in `range` (which must lie in the text).
    func substring(_ range: NSRange) -> String {
        String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self)
    }

    /// The text and runs in `range` (which must lie in the text).
    func slice(_ range: NSRange) -> EditableText {
        var result = EditableText(substring(range), attributes: attributes(at: range.location))
        var sliced: [Run] = []
        var location = 0
        for run in runs {
            let overlap = max(0, min(location + run.length, range.location + range.length) - max(location, range.location))
            if overlap > 0 { sliced.append(Run(length: overlap, attributes: run.attributes)) }
            location += run.length
        }
        if !sliced.isEmpty { result.runs = sliced }
        return result
    }

    /// The attributes of the character at `offset`; past the end, the last character's
    /// (what typing there continues with).
    func attributes(at offset: Int) -> [NSAttributedString.Key: Any] {
        var location = 0
        for run in runs {
            if offset < location + run.length { return run.attributes }
            location += run.length
        }
        return runs[runs.count - 1].attributes
    }

    /// The attributes typing at `offset` continues with: the character's before it (at
    /// the start, the first character's).
    func typingAttributes(at offset: Int) -> [NSAttributedString.Key: Any] {
        attributes(at: max(0, offset - 1))
    }

    /// Replaces `range` (which must lie in the text, on scalar boundaries) with `text`.
    mutating func replace(_ range: NSRange, with text: EditableText) {
        units.replaceSubrange(range.location..<(range.location + range.length), with: text.units)
        builtString = BuiltString()
        // Runs: those before the range, the new ones, those after.
        var before: [Run] = [], after: [Run] = []
        var location = 0
        for run in runs {
            let end = location + run.length
            let head = max(0, min(end, range.location) - location)
            let tail = max(0, end - max(location, range.location + range.length))
            if head > 0 { before.append(Run(length: head, attributes: run.attributes)) }
            if tail > 0 { after.append(Run(length: tail, attributes: run.attributes)) }
            location = end
        }
        let emptyAttributes = text.runs.first?.attributes ?? runs[0].attributes
        runs = before + text.runs + after
        coalesceRuns(emptyAttributes: emptyAttributes)
    }

    /// Replaces `range` with `string` in `attributes`.
    mutating func replace(_ range: NSRange, with string: String, attributes: [NSAttributedString.Key: Any]) {
        replace(range, with: EditableText(string, attributes: attributes))
    }

    /// Sets every run's attributes to `attributes`, keeping other attributes when
    /// `merging` (so a font set on the field applies to all the text and leaves colours
    /// alone).
    mutating func applyAttributes(_ attributes: [NSAttributedString.Key: Any], merging: Bool) {
        for i in runs.indices {
            runs[i].attributes = merging ? runs[i].attributes.merging(attributes) { $1 } : attributes
        }
        coalesceRuns(emptyAttributes: runs[0].attributes)
    }

    /// Adds `attributes` to the runs in `range` (which must lie in the text).
    mutating func addAttributes(_ attributes: [NSAttributedString.Key: Any], range: NSRange) {
        guard range.length > 0 else { return }
        var piece = slice(range)
        piece.applyAttributes(attributes, merging: true)
        replace(range, with: piece)
    }

    /// Gives every run the attributes of `defaults` it lacks.
    mutating func fillMissingAttributes(_ defaults: [NSAttributedString.Key: Any]) {
        for i in runs.indices { runs[i].attributes = defaults.merging(runs[i].attributes) { $1 } }
        coalesceRuns(emptyAttributes: runs[0].attributes)
    }

    /// Drops empty runs and joins neighbours with the same attributes; empty text keeps
    /// one empty run in `emptyAttributes`.
    private mutating func coalesceRuns(emptyAttributes: [NSAttributedString.Key: Any]) {
        var merged: [Run] = []
        for run in runs where run.length > 0 {
            if let last = merged.last, Self.sameAttributes(last.attributes, run.attributes) {
                merged[merged.count - 1].length += run.length
            } else {
                merged.append(run)
            }
        }
        runs = merged.isEmpty ? [Run(length: 0, attributes: emptyAttributes)] : merged
    }

    /// Whether two attribute dictionaries hold equal values (objects compared with
    /// `isEqual`, other values as hashable values).
    static func sameAttributes(_ a: [NSAttributedString.Key: Any], _ b: [NSAttributedString.Key: Any]) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key] else { return false }
            if let object = value as? NSObject, let otherObject = other as? NSObject {
                if !object.isEqual(otherObject) { return false }
            } else if let hashable = value as? AnyHashable, let otherHashable = other as? AnyHashable {
                if hashable != otherHashable { return false }
            } else {
                return false
            }
        }
        return true
    }

    /// Holds the built string; a new one replaces it at each edit (copies made before keep
    /// theirs, which still matches their text).
    private final class BuiltString {
        var value: String?
    }
}
