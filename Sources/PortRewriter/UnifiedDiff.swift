/// A unified diff between two texts, in the form `diff -u` and `git diff` print and `patch`
/// and `git apply` read: `---`/`+++` headers, then `@@ -l,n +l,n @@` hunks with three
/// lines of context. The line alignment is a shortest edit script (the standard library's
/// `difference(from:)`, a Myers diff).
public enum UnifiedDiff {
    /// The diff turning `old` into `new`, or the empty string when they are equal.
    /// - Parameters:
    ///   - oldLabel: what the `---` line names, such as `a/Sources/App/View.swift`.
    ///   - newLabel: what the `+++` line names.
    ///   - context: the unchanged lines shown around each change.
    public static func make(from old: String, to new: String, oldLabel: String, newLabel: String, context: Int = 3) -> String {
        let oldLines = lines(of: old), newLines = lines(of: new)
        let script = editScript(from: oldLines, to: newLines)
        guard script.contains(where: { $0.kind != .same }) else { return "" }
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(of: script, context: context) {
            output += hunk.header
            for edit in script[hunk.edits] {
                let line = edit.kind == .inserted ? newLines[edit.newIndex] : oldLines[edit.oldIndex]
                output += String(edit.kind.rawValue) + line.text + "\n"
                if !line.endsWithNewline { output += "\\ No newline at end of file\n" }
            }
        }
        return output
    }

    private struct Line: Equatable {
        var text: Substring
        var endsWithNewline: Bool
    }

    private struct Edit {
        enum Kind: Character {
            case same = " ", removed = "-", inserted = "+"
        }
        var kind: Kind
        /// The line's index in the old text (for an insertion: the old line it comes before).
        var oldIndex: Int
        /// The line's index in the new text (for a removal: the new line it comes before).
        var newIndex: Int
    }

    private struct Hunk {
        var edits: Range<Int>
        var header: String
    }

    /// The text's lines without their line breaks; `endsWithNewline` tells the last line
    /// without one apart, so a diff that changes only the final newline still shows it.
    private static func lines(of text: String) -> [Line] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { Line(text: $0, endsWithNewline: true) }
        if result.last?.text.isEmpty == true {
            result.removeLast()
        } else if !result.isEmpty {
            result[result.count - 1].endsWithNewline = false
        }
        return result
    }

    /// Old and new lines walked together: removals (in old order) come before the
    /// insertions that replace them, as `diff` prints them.
    private static func editScript(from old: [Line], to new: [Line]) -> [Edit] {
        let difference = new.difference(from: old)
        var removed = Set<Int>(), inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var script: [Edit] = []
        var oldIndex = 0, newIndex = 0
        while oldIndex < old.count || newIndex < new.count {
            if oldIndex < old.count && removed.contains(oldIndex) {
                script.append(Edit(kind: .removed, oldIndex: oldIndex, newIndex: newIndex))
                oldIndex += 1
            } else if newIndex < new.count && inserted.contains(newIndex) {
                script.append(Edit(kind: .inserted, oldIndex: oldIndex, newIndex: newIndex))
                newIndex += 1
            } else {
                script.append(Edit(kind: .same, oldIndex: oldIndex, newIndex: newIndex))
                oldIndex += 1
                newIndex += 1
            }
        }
        return script
    }

    /// Changes closer than twice the context share a hunk, as in `diff -u`.
    private static func hunks(of script: [Edit], context: Int) -> [Hunk] {
        let changes = script.indices.filter { script[$0].kind != .same }
        var groups: [ClosedRange<Int>] = []
        for change in changes {
            if let last = groups.last, change - last.upperBound <= 2 * context + 1 {
                groups[groups.count - 1] = last.lowerBound...change
            } else {
                groups.append(change...change)
            }
        }
        return groups.map { group in
            let edits = max(0, group.lowerBound - context)..<min(script.count, group.upperBound + context + 1)
            let slice = script[edits]
            let oldCount = slice.filter { $0.kind != .inserted }.count
            let newCount = slice.filter { $0.kind != .removed }.count
            let first = slice.first!
            return Hunk(edits: edits, header: "@@ -\(range(start: first.oldIndex, count: oldCount)) +\(range(start: first.newIndex, count: newCount)) @@\n")
        }
    }

    /// A hunk's range as `diff -u` writes it: 1-based start, the count left out when it is 1,
    /// and an empty range named by the line before it.
    private static func range(start: Int, count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }
}
