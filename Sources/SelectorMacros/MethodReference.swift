import SwiftSyntax

/// An unapplied method reference as written, such as `ViewController.handle(tap:)`: the
/// method's base name and, when spelled, its argument labels. The Objective-C naming rule
/// lives here and nowhere else.
struct MethodReference {
    /// The method's name without labels or backticks: `handle`.
    let baseName: String
    /// The argument labels, `_` for none (`["tap"]`), or nil when the reference spells none.
    let labels: [String]?
    /// The type the method belongs to, as written (`ViewController`, `MyApp.ViewController`).
    let typeName: String
    /// The member as written, labels included (`handle(tap:)`).
    let member: String

    /// The reference `expression` spells; throws why it is not one.
    init(_ expression: ExprSyntax) throws(SelectorDiagnostic) {
        var expression = expression
        // `#Selector((X.refresh))`: parentheses change nothing.
        while let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1,
              let element = tuple.elements.first, element.label == nil {
            expression = element.expression
        }
        guard let member = expression.as(MemberAccessExprSyntax.self) else {
            throw MethodReference.problem(with: expression)
        }
        let declName = member.declName
        guard let base = member.base else {
            throw .missingType(member: declName.trimmedDescription)
        }
        guard case .identifier = declName.baseName.tokenKind, let name = Identifier(declName.baseName)?.name else {
            throw .notAReference
        }
        baseName = name
        labels = declName.argumentNames?.arguments.map { MethodReference.unquoted($0.name.text) }
        typeName = base.trimmedDescription
        self.member = declName.trimmedDescription
    }

    /// Why `expression`, not a member access, is no method reference.
    private static func problem(with expression: ExprSyntax) -> SelectorDiagnostic {
        if expression.is(ClosureExprSyntax.self) { return .closure }
        if expression.is(FunctionCallExprSyntax.self) { return .appliedCall }
        if let reference = expression.as(DeclReferenceExprSyntax.self), case .identifier = reference.baseName.tokenKind {
            return .missingType(member: reference.trimmedDescription)
        }
        return .notAReference
    }

    /// A label as named, without backticks (`` `for` `` is `for`).
    private static func unquoted(_ text: String) -> String {
        text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
    }

    /// The Objective-C selector Swift gives the method, which takes `arguments` arguments:
    /// `base` with none; `base:` for one unlabelled argument (`X.handleTap(_:)`, or
    /// `X.handleTap` unspelled), `baseWithLabel:` for a labelled one (`handleWithTap:`),
    /// or `baseLabel:` when the label is a preposition (`moveTo:`); with more arguments,
    /// each further label and a colon follow (`animationDidStop:finished:context:`), a
    /// bare colon for an unlabelled one (`f(_:_:)` is `f::`). Throws when the spelling
    /// does not give the name: labels for another count, or none for two or more.
    func objectiveCName(arguments: Int) throws(SelectorDiagnostic) -> String {
        guard let labels else {
            switch arguments {
            case 0: return baseName
            case 1: return baseName + ":"
            default: throw .missingLabels(baseName: baseName, arguments: arguments)
            }
        }
        guard labels.count == arguments else {
            throw .labelCount(labels: labels.count, arguments: arguments)
        }
        guard let first = labels.first else { return baseName }
        return baseName + MethodReference.firstPiece(first) + labels.dropFirst().map { ($0 == "_" ? "" : $0) + ":" }.joined()
    }

    /// The part of the selector the first argument label makes: `:` for none, else the
    /// label capitalised after "With" (after nothing for a preposition) and a colon.
    private static func firstPiece(_ label: String) -> String {
        guard label != "_" else { return ":" }
        let capitalized = label.prefix(1).uppercased() + label.dropFirst()
        return (prepositions.contains(label) ? "" : "With") + capitalized + ":"
    }

    /// First labels that Swift appends without "With" (its list of prepositions).
    private static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
        "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
        "since", "to", "until", "using", "via", "with", "within",
    ]
}
