/// Applies text edits to a file's bytes so that the lines read as if the removed words had
/// never been written: a removed attribute takes its following spaces with it, and one left
/// alone on its line takes the line.
struct SourceEdits {
    private let bytes: [UInt8]
    private var removals: [Range<Int>] = []
    private var replacements: [TextEdit] = []

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Records an edit; a removal is one with an empty replacement and a non-empty range.
    mutating func add(_ edit: TextEdit) {
        if edit.replacement.isEmpty && !edit.range.isEmpty {
            removals.append(edit.range)
        } else {
            replacements.append(edit)
        }
    }

    /// The bytes with every edit made.
    func applied() -> [UInt8] {
        let edits = (mergedRemovals().map(widened).map { TextEdit.removal($0) } + replacements)
            .sorted { $0.range.lowerBound < $1.range.lowerBound }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var cursor = 0
        for edit in edits {
            result += bytes[cursor..<edit.range.lowerBound]
            result += Array(edit.replacement.utf8)
            cursor = edit.range.upperBound
        }
        result += bytes[cursor...]
        return result
    }

    /// Removals that only spaces separate become one (`@objc dynamic`, `@objc @IBAction`), so
    /// that the line rule sees everything removed from a line at once.
    private func mergedRemovals() -> [Range<Int>] {
        var merged: [Range<Int>] = []
        for range in removals.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = merged.last, last.upperBound <= range.lowerBound,
               bytes[last.upperBound..<range.lowerBound].allSatisfy(isBlank) {
                merged[merged.count - 1] = last.lowerBound..<range.upperBound
            } else {
                merged.append(range)
            }
        }
        return merged
    }

    /// The removal grown over the blanks around it: the whole line with its line break when
    /// nothing else is on it; the blanks before it when it ends a line (no trailing spaces
    /// are left); otherwise the blanks after it, so the next word takes its place.
    private func widened(_ range: Range<Int>) -> Range<Int> {
        var before = range.lowerBound
        while before > 0 && isBlank(bytes[before - 1]) { before -= 1 }
        var after = range.upperBound
        while after < bytes.count && isBlank(bytes[after]) { after += 1 }
        let startsLine = before == 0 || isLineBreak(bytes[before - 1])
        let endsLine = after == bytes.count || isLineBreak(bytes[after])
        switch (startsLine, endsLine) {
        case (true, true):
            var end = after
            if end < bytes.count && bytes[end] == UInt8(ascii: "\r") { end += 1 }
            if end < bytes.count && bytes[end] == UInt8(ascii: "\n") { end += 1 }
            return before..<end
        case (false, true):
            return before..<after
        default:
            return range.lowerBound..<after
        }
    }

    private func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private func isLineBreak(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }
}
