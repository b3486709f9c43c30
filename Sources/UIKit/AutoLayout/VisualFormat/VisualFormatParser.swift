import CoreGraphics
import Foundation

/// Reads a visual format string left to right, as UIKit's parser does, and hands out its
/// steps one at a time: the builder makes each step's constraints before the next is read,
/// so a problem is reported at the same place UIKit reports it, whichever comes first.
///
/// There is no whitespace in the language: a space is an unexpected character. Names are
/// looked up as they are read, metrics before views (a name in both is the metric).
@MainActor
struct VisualFormatParser {
    private let format: String
    private let chars: [UInt8]
    private let metrics: [String: Any]
    private let views: [String: Any]
    private var position = 0
    /// After a leading `|`: the first step must end at a view.
    private var needsView = false
    /// After a trailing `|`: the format must end.
    private var closed = false

    /// Refuses what UIKit refuses before parsing: an empty or non-ASCII format.
    init(format: String, metrics: [String: Any]?, views: [String: Any]) throws(VisualFormatError) {
        self.format = format
        chars = Array(format.utf8)
        self.metrics = metrics ?? [:]
        self.views = views
        if chars.isEmpty { throw VisualFormatError(problem: "It's an empty string.", format: format, column: nil) }
        if chars.contains(where: { $0 >= 0x80 }) {
            throw VisualFormatError(problem: "It contains non-ASCII characters.", format: format, column: nil)
        }
    }

    // MARK: The string

    /// `H:`, `V:` or nothing (horizontal).
    mutating func parseOrientation() throws(VisualFormatError) -> NSLayoutConstraint.Axis {
        let axis: NSLayoutConstraint.Axis
        switch chars[0] {
        case UInt8(ascii: "H"): axis = .horizontal
        case UInt8(ascii: "V"): axis = .vertical
        default: return .horizontal
        }
        position = 1
        guard peek == UInt8(ascii: ":") else {
            throw failure(axis == .horizontal ? "Expected ':' after 'H' to specify horizontal arrangement"
                                              : "Expected ':' after 'V' to specify vertical arrangement")
        }
        position = 2
        return axis
    }

    /// The first endpoint: a leading `|` or the first view.
    mutating func parseStart() throws(VisualFormatError) -> VisualFormatEndpoint {
        guard peek == UInt8(ascii: "|") else { return .view(try parseView()) }
        position += 1
        if atEnd { throw failure("Expected a connection after the '|' character") }
        needsView = true
        return .superview
    }

    /// The next connection and the endpoint after it, or nil at the end of the string.
    mutating func parseNextStep() throws(VisualFormatError) -> VisualFormatStep? {
        if atEnd { return nil }
        if closed { throw failure("Expected the end of the format string") }
        let connection = try parseConnection()
        let endpoint: VisualFormatEndpoint
        if needsView {
            needsView = false
            endpoint = .view(try parseView())
        } else if peek == UInt8(ascii: "[") {
            endpoint = .view(try parseView())
        } else if peek == UInt8(ascii: "|") {
            position += 1
            closed = true
            endpoint = .superview
        } else {
            throw failure("Expected a view or '|'")
        }
        return VisualFormatStep(connection: connection, endpoint: endpoint, end: position)
    }

    // MARK: Connections and views

    private mutating func parseConnection() throws(VisualFormatError) -> VisualFormatConnection {
        guard peek == UInt8(ascii: "-") else { return .flush }
        position += 1
        if peek == UInt8(ascii: "|") || peek == UInt8(ascii: "[") { return .standard }
        let predicates: [VisualFormatPredicate]
        if peek == UInt8(ascii: "-") {
            throw failure("Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.")
        } else if peek == UInt8(ascii: "(") {
            position += 1
            predicates = try parsePredicateList(inView: false)
            guard peek == UInt8(ascii: ")") else {
                throw failure("Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier")
            }
            position += 1
        } else {
            predicates = [try parsePredicate(inView: false)]
        }
        switch peek {
        case UInt8(ascii: "-"):
            position += 1
            return .predicates(predicates)
        case UInt8(ascii: ","):
            throw failure("Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints")
        default:
            throw failure("Expected a '-' here")
        }
    }

    private mutating func parseView() throws(VisualFormatError) -> VisualFormatView {
        guard peek == UInt8(ascii: "[") else { throw failure("Expected a view") }
        position += 1
        if atEnd { throw failure("Expected a view") }
        guard let name = scanName() else {
            throw failure("Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.")
        }
        guard let value = views[name] else { throw failure("\(name) is not a key in the views dictionary.") }
        let item = try layoutItem(value, named: name)
        switch peek {
        case UInt8(ascii: "]"):
            position += 1
            return VisualFormatView(item: item, predicates: [])
        case UInt8(ascii: "("):
            position += 1
            if atEnd { throw failure("Unexpectedly ran out of character fodder in the middle of parsing a view") }
            let predicates = try parsePredicateList(inView: true)
            guard peek == UInt8(ascii: ")") else {
                throw failure("A predicate on a view's thickness must end with ')' and the view must end with ']'")
            }
            position += 1
            guard peek == UInt8(ascii: "]") else { throw failure("Expected ']' after specifying thickness.") }
            position += 1
            return VisualFormatView(item: item, predicates: predicates)
        default:
            throw failure("Expected a ']' here. That is how you give the end of a view.")
        }
    }

    // MARK: Predicates

    private mutating func parsePredicateList(inView: Bool) throws(VisualFormatError) -> [VisualFormatPredicate] {
        var predicates = [try parsePredicate(inView: inView)]
        while peek == UInt8(ascii: ",") {
            position += 1
            predicates.append(try parsePredicate(inView: inView))
        }
        return predicates
    }

    /// `(relation)? object (@priority)?`.
    private mutating func parsePredicate(inView: Bool) throws(VisualFormatError) -> VisualFormatPredicate {
        let relation = try parseRelation()
        let (constant, item) = try parseObject(inView: inView)
        var priority = UILayoutPriority.required
        if peek == UInt8(ascii: "@") {
            position += 1
            // A view where the priority goes reads as 0, as in UIKit.
            let value = try parseObject(inView: inView).constant
            if value <= 0 {
                throw failure("Invalid priority specified: \(String(format: "%g", Double(value))). Priority must be greater than 0")
            }
            if value > 1000 {
                throw failure("Invalid priority specified: \(String(format: "%g", Double(value))). Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.")
            }
            priority = UILayoutPriority(Float(value))
        }
        return VisualFormatPredicate(relation: relation, constant: constant, item: item, priority: priority)
    }

    /// `==`, `<=`, `>=`, or nothing (equal).
    private mutating func parseRelation() throws(VisualFormatError) -> NSLayoutConstraint.Relation {
        guard let char = peek else { throw failure("Expected more input") }
        let relation: NSLayoutConstraint.Relation
        switch char {
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: return .equal
        }
        position += 1
        guard peek == UInt8(ascii: "=") else { throw failure("Unknown relation. Must be ==, >=, or <=") }
        position += 1
        return relation
    }

    /// A number, a metric's value, or (in a view's predicates) another view, which counts
    /// as the constant 0.
    private mutating func parseObject(inView: Bool) throws(VisualFormatError) -> (constant: CGFloat, item: (any LayoutItem)?) {
        guard let char = peek else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if char == UInt8(ascii: "-") || Self.isDigit(char) {
            guard let number = scanNumber() else {
                throw failure("Expected a number or a key from the metrics dictionary, but encountered something else")
            }
            return (number, nil)
        }
        guard let name = scanName() else {
            throw failure("Expected a number or key from the metrics dictionary, but encountered something else")
        }
        if let metric = metrics[name] {
            guard let number = Self.number(metric) else {
                throw failure("The metric \"\(name)\" is a \(type(of: metric)), not a number. Metrics must be numbers")
            }
            return (number, nil)
        }
        guard let value = views[name] else {
            throw failure("Encountered metric with name \"\(name)\", but value was not specified in metrics or views dictionaries")
        }
        guard inView else {
            throw failure("It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]")
        }
        return (0, try layoutItem(value, named: name))
    }

    // MARK: Lexemes

    private var atEnd: Bool { position >= chars.count }
    private var peek: UInt8? { atEnd ? nil : chars[position] }

    private static func isDigit(_ char: UInt8) -> Bool { char >= UInt8(ascii: "0") && char <= UInt8(ascii: "9") }

    private static func isNameStart(_ char: UInt8) -> Bool {
        char == UInt8(ascii: "_") || (char | 0x20 >= UInt8(ascii: "a") && char | 0x20 <= UInt8(ascii: "z"))
    }

    /// A C identifier, or nil (nothing consumed) if none starts here.
    private mutating func scanName() -> String? {
        guard let first = peek, Self.isNameStart(first) else { return nil }
        let start = position
        position += 1
        while let char = peek, Self.isNameStart(char) || Self.isDigit(char) { position += 1 }
        return String(decoding: chars[start..<position], as: UTF8.self)
    }

    /// A decimal number as C's `strtod` reads one: an optional minus sign, digits with an
    /// optional fraction (`20`, `20.`, `.5` after a sign), an optional exponent. Nil, with
    /// nothing consumed, if no number starts here.
    private mutating func scanNumber() -> CGFloat? {
        var end = position
        if chars[end] == UInt8(ascii: "-") { end += 1 }
        var digits = 0
        while end < chars.count, Self.isDigit(chars[end]) { end += 1; digits += 1 }
        if end < chars.count, chars[end] == UInt8(ascii: ".") {
            end += 1
            while end < chars.count, Self.isDigit(chars[end]) { end += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if end < chars.count, chars[end] | 0x20 == UInt8(ascii: "e") {
            var exponent = end + 1
            if exponent < chars.count, chars[exponent] == UInt8(ascii: "+") || chars[exponent] == UInt8(ascii: "-") { exponent += 1 }
            if exponent < chars.count, Self.isDigit(chars[exponent]) {
                end = exponent
                while end < chars.count, Self.isDigit(chars[end]) { end += 1 }
            }
        }
        guard let value = Double(String(decoding: chars[position..<end], as: UTF8.self)) else { return nil }
        position = end
        return CGFloat(value)
    }

    // MARK: Values

    /// A metric's value as a number: any Swift integer or floating-point value, or an
    /// `NSNumber`.
    private static func number(_ value: Any) -> CGFloat? {
        if let number = value as? NSNumber { return CGFloat(number.doubleValue) }
        if let integer = value as? any BinaryInteger { return CGFloat(Double(integer)) }
        if let real = value as? any BinaryFloatingPoint { return CGFloat(Double(real)) }
        return nil
    }

    private func layoutItem(_ value: Any, named name: String) throws(VisualFormatError) -> any LayoutItem {
        guard let item = value as? any LayoutItem else {
            throw failure("\(name) in the views dictionary is a \(type(of: value)), not a view or a layout guide.")
        }
        return item
    }

    /// The problem at the current position.
    private func failure(_ problem: String) -> VisualFormatError {
        VisualFormatError(problem: problem, format: format, column: position)
    }
}
