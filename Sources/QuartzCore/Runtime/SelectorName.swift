import Foundation
import Synchronization

/// Names method-reference selectors from the source text of their `Selector(…)` call (see
/// `Selector`): a function value has no name, its call site's text does.
enum SelectorName {
    /// Where a `Selector(…)` call is, as its default arguments see it: the file, and the
    /// line and column of the call's opening parenthesis — or, inside a macro such as
    /// `#expect(…)`, of the macro's `#`.
    struct CallSite: Hashable {
        let path: String
        let line: UInt
        let column: UInt

        init(file: StaticString, line: UInt, column: UInt) {
            path = file.description
            self.line = line
            self.column = column
        }
    }

    /// What the source says about a call site.
    private enum Resolution {
        /// The method's name.
        case named(String)
        /// The source is there but names no method (the selector was made from a
        /// function value, or a macro holds several different ones).
        case unnamed
        /// The source cannot be read.
        case unreadable
    }

    private struct Cache {
        var resolutions: [CallSite: [Int: Resolution]] = [:]
        /// Source files read so far (nil: unreadable).
        var files: [String: SourceText?] = [:]
        /// Numbers the selectors that get a name of their own.
        var unnamedCount = 0
    }

    private static let cache = Mutex(Cache())

    /// The name of the method referenced by the call at `site`, which takes `arguments`
    /// arguments (0 to 3): its Objective-C style name when the source gives it. Otherwise
    /// a name that is never a valid selector: the place (when the source cannot be read,
    /// so selectors made there stay equal to each other), or a name of its own for each
    /// selector (when the source is there but does not name one method: equal to nothing
    /// else rather than wrongly equal to another method).
    static func ofMethod(at site: CallSite, arguments: Int) -> String {
        cache.withLock { cache in
            let resolution: Resolution
            if let known = cache.resolutions[site]?[arguments] {
                resolution = known
            } else {
                if cache.files[site.path] == nil {
                    cache.files[site.path] = .some(SourceText(path: site.path))
                }
                if let source = cache.files[site.path] ?? nil {
                    let names = methodNames(in: source, line: Int(site.line), column: Int(site.column),
                                            arguments: arguments)
                    resolution = names.count == 1 ? .named(names[0]) : .unnamed
                } else {
                    resolution = .unreadable
                }
                cache.resolutions[site, default: [:]][arguments] = resolution
            }
            switch resolution {
            case .named(let name):
                return name
            case .unreadable:
                return "<\(site.path):\(site.line):\(site.column)>"
            case .unnamed:
                cache.unnamedCount += 1
                return "<\(site.path):\(site.line):\(site.column) #\(cache.unnamedCount)>"
            }
        }
    }

    /// The distinct Objective-C style names of the methods, taking `arguments` arguments,
    /// referenced by the call whose parenthesis (or enclosing macro's `#`) is at `line`
    /// and `column` of `source`.
    static func methodNames(in source: SourceText, line: Int, column: Int, arguments: Int) -> [String] {
        let references = source.selectorArguments(line: line, column: column)
        var names: [String] = []
        for text in references {
            guard let name = MemberReference(parsing: text)?.objectiveCName(arguments: arguments),
                  !names.contains(name)
            else { continue }
            names.append(name)
        }
        return names
    }
}

/// A source file's code: its bytes with comments and string literals blanked out, so that
/// scanning for calls sees only code, and where each line starts.
struct SourceText {
    private let code: [UInt8]
    private let lineStarts: [Int]

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        code = SourceText.blankingCommentsAndStrings([UInt8](data))
        var starts = [0]
        for (i, byte) in code.enumerated() where byte == SourceText.newline { starts.append(i + 1) }
        lineStarts = starts
    }

    /// The first arguments of the selector calls at `line` and `column` (both from 1, the
    /// column counting UTF-8 bytes, as `#column` does), without whitespace: the call whose
    /// parenthesis is there, or every `Selector(…)`, `Selector.init(…)` and `.init(…)`
    /// call inside the macro whose `#` is there.
    func selectorArguments(line: Int, column: Int) -> [String] {
        guard line >= 1, line <= lineStarts.count, column >= 1 else { return [] }
        let position = lineStarts[line - 1] + column - 1
        guard position < code.count else { return [] }
        switch code[position] {
        case UInt8(ascii: "("):
            return firstArgument(ofCallAt: position).map { [$0] } ?? []
        case UInt8(ascii: "#"):
            var i = skipIdentifier(from: position + 1)
            i = skipSpace(from: i)
            guard i < code.count, code[i] == UInt8(ascii: "("), let end = closingParenthesis(of: i) else { return [] }
            return selectorCalls(in: i + 1..<end).compactMap { firstArgument(ofCallAt: $0) }
        default:
            return []
        }
    }

    /// The first argument of the call whose parenthesis is at `open`, without whitespace.
    private func firstArgument(ofCallAt open: Int) -> String? {
        var text: [UInt8] = []
        var depth = 0
        for i in open + 1..<code.count {
            switch code[i] {
            case UInt8(ascii: "("), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: ")") where depth == 0, UInt8(ascii: ",") where depth == 0:
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: ")"), UInt8(ascii: "]"):
                depth -= 1
            case let byte where SourceText.isSpace(byte):
                continue
            default:
                break
            }
            text.append(code[i])
        }
        return nil
    }

    /// Where the parenthesis opened at `open` closes.
    private func closingParenthesis(of open: Int) -> Int? {
        var depth = 0
        for i in open..<code.count {
            if code[i] == UInt8(ascii: "(") { depth += 1 }
            if code[i] == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 { return i }
            }
        }
        return nil
    }

    /// The opening parentheses of `Selector(`, `Selector.init(` and `.init(` calls in
    /// `range`.
    private func selectorCalls(in range: Range<Int>) -> [Int] {
        var calls: [Int] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard SourceText.isIdentifierByte(code[i]) else {
                if code[i] == UInt8(ascii: "."), startsInit(at: i), !follows(identifierBefore: i),
                   let open = parenthesis(after: i + 5), open < range.upperBound {
                    calls.append(open)
                }
                i += 1
                continue
            }
            let end = skipIdentifier(from: i)
            if end - i == 8, String(decoding: code[i..<end], as: UTF8.self) == "Selector",
               i == range.lowerBound || !SourceText.isIdentifierByte(code[i - 1]) {
                var next = skipSpace(from: end)
                if next < code.count, code[next] == UInt8(ascii: "."), startsInit(at: next) { next += 5 }
                if let open = parenthesis(after: next), open < range.upperBound { calls.append(open) }
            }
            i = end
        }
        return calls
    }

    /// Whether `.init` followed by a non-identifier character starts at `dot`.
    private func startsInit(at dot: Int) -> Bool {
        dot + 5 <= code.count && String(decoding: code[dot + 1..<dot + 5], as: UTF8.self) == "init"
            && (dot + 5 == code.count || !SourceText.isIdentifierByte(code[dot + 5]))
    }

    /// Whether the code just before `index` ends an expression (`x.init` is not an
    /// implicit member).
    private func follows(identifierBefore index: Int) -> Bool {
        var i = index - 1
        while i >= 0, SourceText.isSpace(code[i]) { i -= 1 }
        return i >= 0 && (SourceText.isIdentifierByte(code[i]) || code[i] == UInt8(ascii: ")")
            || code[i] == UInt8(ascii: "]") || code[i] == UInt8(ascii: "?") || code[i] == UInt8(ascii: "!"))
    }

    /// The `(` that follows `index` after whitespace, if one does.
    private func parenthesis(after index: Int) -> Int? {
        let i = skipSpace(from: index)
        return i < code.count && code[i] == UInt8(ascii: "(") ? i : nil
    }

    private func skipIdentifier(from index: Int) -> Int {
        var i = index
        while i < code.count, SourceText.isIdentifierByte(code[i]) { i += 1 }
        return i
    }

    private func skipSpace(from index: Int) -> Int {
        var i = index
        while i < code.count, SourceText.isSpace(code[i]) { i += 1 }
        return i
    }

    private static let newline = UInt8(ascii: "\n")

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == newline || byte == UInt8(ascii: "\r")
    }

    /// Letters, digits, `_`, backticks and any byte of a non-ASCII character.
    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        byte >= 0x80 || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "`")
            || (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    /// `bytes` with comments (nested block comments too) and string literals (with
    /// escapes, multi-line and raw forms) replaced by spaces; newlines stay, so lines and
    /// columns keep their places.
    private static func blankingCommentsAndStrings(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0
        func blank(_ range: Range<Int>) {
            for j in range where out[j] != newline { out[j] = UInt8(ascii: " ") }
        }
        func starts(_ text: String, at index: Int) -> Bool {
            let utf8 = Array(text.utf8)
            return index + utf8.count <= bytes.count && Array(bytes[index..<index + utf8.count]) == utf8
        }
        while i < bytes.count {
            if starts("//", at: i) {
                let end = bytes[i...].firstIndex(of: newline) ?? bytes.count
                blank(i..<end)
                i = end
            } else if starts("/*", at: i) {
                var depth = 0
                var j = i
                repeat {
                    if starts("/*", at: j) { depth += 1; j += 2 } else if starts("*/", at: j) { depth -= 1; j += 2 } else { j += 1 }
                } while depth > 0 && j < bytes.count
                blank(i..<j)
                i = j
            } else if bytes[i] == UInt8(ascii: "\"") || (bytes[i] == UInt8(ascii: "#") && rawStringHashes(bytes, i) > 0) {
                let hashes = rawStringHashes(bytes, i)
                let quoteStart = i + hashes
                let multiline = starts("\"\"\"", at: quoteStart)
                let delimiter = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                var j = quoteStart + (multiline ? 3 : 1)
                while j < bytes.count, !starts(delimiter, at: j) {
                    if hashes == 0, bytes[j] == UInt8(ascii: "\\") { j += 1 }
                    if !multiline, bytes[j] == newline { break }
                    j += 1
                }
                let end = min(j + delimiter.utf8.count, bytes.count)
                blank(i..<end)
                i = end
            } else {
                i += 1
            }
        }
        return out
    }

    /// The number of `#` before a string's opening quote at `index` (0 when none).
    private static func rawStringHashes(_ bytes: [UInt8], _ index: Int) -> Int {
        var i = index
        while i < bytes.count, bytes[i] == UInt8(ascii: "#") { i += 1 }
        return i < bytes.count && bytes[i] == UInt8(ascii: "\"") ? i - index : 0
    }
}

/// The last member of a reference such as `ViewController.handleTap(_:)`: its base name
/// and, when spelled, its argument labels.
private struct MemberReference {
    let baseName: String
    let labels: [String]?

    init?(parsing text: String) {
        // The member follows the last dot outside parentheses.
        var depth = 0
        var memberStart: String.Index?
        for index in text.indices {
            switch text[index] {
            case "(": depth += 1
            case ")": depth -= 1
            case "." where depth == 0: memberStart = text.index(after: index)
            default: break
            }
        }
        guard let memberStart else { return nil }
        let member = text[memberStart...]
        let base: Substring
        if let open = member.firstIndex(of: "(") {
            guard member.last == ")" else { return nil }
            base = member[..<open]
            let inside = member[member.index(after: open)..<member.index(before: member.endIndex)]
            guard inside.last == ":" else { return nil }
            let labels = inside.dropLast().split(separator: ":", omittingEmptySubsequences: false)
                .map { MemberReference.identifier($0) }
            guard labels.allSatisfy({ $0 != nil }) else { return nil }
            self.labels = labels.compactMap { $0 }
        } else {
            base = member
            labels = nil
        }
        guard let name = MemberReference.identifier(base), name != "_" else { return nil }
        baseName = name
    }

    /// `text` as an identifier (backticks removed), or nil if it is not one.
    private static func identifier(_ text: Substring) -> String? {
        var text = text
        if text.first == "`", text.last == "`", text.count > 2 { text = text.dropFirst().dropLast() }
        guard let first = text.first, first.isLetter || first == "_",
              text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        return String(text)
    }

    /// The Objective-C selector Swift gives the method, which takes `arguments`
    /// arguments: `base`, `base:`, `baseWithLabel:`, or `baseLabel:` when the label is a
    /// preposition; with more arguments, each further label and a colon follow
    /// (`base:label2:label3:`). Nil when the spelling does not fit the argument count.
    func objectiveCName(arguments: Int) -> String? {
        switch (arguments, labels) {
        case (0, nil), (0, .some([])):
            return baseName
        case (1, nil), (1, .some(["_"])):
            return baseName + ":"
        case (1, .some(let labels)) where labels.count == 1:
            return baseName + MemberReference.firstPiece(labels[0])
        case (2..., .some(let labels)) where labels.count == arguments:
            // `animationDidStop(_:finished:context:)` → `animationDidStop:finished:context:`.
            return baseName + MemberReference.firstPiece(labels[0]) + labels.dropFirst().map { $0 + ":" }.joined()
        default:
            return nil
        }
    }

    /// The part of the selector the first argument label makes: `:` for none, else the
    /// label capitalised after "With" (after nothing for a preposition) and a colon.
    private static func firstPiece(_ label: String) -> String {
        guard label != "_" else { return ":" }
        let capitalized = label.prefix(1).uppercased() + label.dropFirst()
        return (MemberReference.prepositions.contains(label) ? "" : "With") + capitalized + ":"
    }

    /// First labels that Swift appends without "With" (its list of prepositions).
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
        "since", "to", "until", "using", "via", "with", "within",
    ]
}
