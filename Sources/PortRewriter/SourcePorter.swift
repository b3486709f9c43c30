import SwiftParser
import SwiftSyntax

/// Rewrites the text of one iOS Swift file so that it builds without the Objective-C
/// runtime: `#selector(` becomes `#Selector(`, and `@objc`, `@objc(name)`, `@objcMembers`,
/// `@nonobjc`, `@IBAction`, `@IBOutlet`, `@IBInspectable`, `@IBDesignable`,
/// `@IBSegueAction` and the `dynamic` of `@objc` members are removed. Everything else —
/// comments, strings, spacing, code in `#if` clauses that are inactive on Linux — stays
/// byte for byte.
public enum SourcePorter {
    /// The file's text ported. A file that does not parse is returned unchanged with a
    /// warning at its first error: a rewrite of a tree the parser had to guess at could
    /// remove the wrong text, and such a file does not build anyway.
    public static func port(_ text: String) -> PortedSource {
        let tree = Parser.parse(source: text)
        let converter = SourceLocationConverter(fileName: "", tree: tree)
        if tree.hasError {
            let finder = SyntaxErrorFinder()
            finder.walk(tree)
            let location = converter.location(for: finder.firstError ?? tree.position)
            let warning = PortWarning(
                position: SourcePosition(line: location.line, column: location.column),
                message: "the file does not parse as Swift here, so it was left unchanged: fix it and run the port again")
            return PortedSource(text: text, rewrites: [], warnings: [warning], wasRewritten: false)
        }
        let collector = PortEditCollector(converter: converter)
        collector.walk(tree)
        var edits = SourceEdits(bytes: Array(text.utf8))
        for edit in collector.edits { edits.add(edit) }
        return PortedSource(
            text: String(decoding: edits.applied(), as: UTF8.self),
            rewrites: collector.rewrites.sorted { $0.position < $1.position },
            warnings: collector.warnings.sorted { $0.position < $1.position },
            wasRewritten: true)
    }
}
