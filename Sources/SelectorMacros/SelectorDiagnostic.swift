import SwiftDiagnostics

/// Why `#Selector` cannot name what it was given (thrown while reading the reference, then
/// reported at it).
enum SelectorDiagnostic: DiagnosticMessage, Error {
    /// A closure: it has no method name.
    case closure
    /// A call, such as `X.refresh()`: the method is applied, not referenced.
    case appliedCall
    /// A member without its type, such as `refresh` or `.refresh`.
    case missingType(member: String)
    /// A method of several arguments spelled without its labels, which are part of its name.
    case missingLabels(baseName: String, arguments: Int)
    /// Labels for a different number of arguments than the method takes.
    case labelCount(labels: Int, arguments: Int)
    /// Anything else: a literal, a variable, an initializer…
    case notAReference

    var message: String {
        switch self {
        case .closure:
            return "#Selector needs a method reference such as 'ViewController.handleTap(_:)', not a closure: a closure has no method name"
        case .appliedCall:
            return "#Selector needs an unapplied method reference such as 'ViewController.handleTap(_:)': remove the call"
        case .missingType(let member):
            return "#Selector needs a method reference with its type, such as 'ViewController.\(member)', not '\(member)'"
        case .missingLabels(let baseName, let arguments):
            let labels = ["_:"] + Array(repeating: "label:", count: arguments - 1)
            return "#Selector of a method taking \(arguments) arguments needs its argument labels, "
                + "which are part of its name: write '\(baseName)(\(labels.joined()))' with the method's labels"
        case .labelCount(let labels, let arguments):
            return "#Selector: the reference spells \(labels) argument label\(labels == 1 ? "" : "s") "
                + "but the method takes \(arguments) argument\(arguments == 1 ? "" : "s")"
        case .notAReference:
            return "#Selector needs an unapplied method reference such as 'ViewController.refresh' or 'ViewController.handleTap(_:)'"
        }
    }

    var diagnosticID: MessageID {
        let id: String
        switch self {
        case .closure: id = "closure"
        case .appliedCall: id = "appliedCall"
        case .missingType: id = "missingType"
        case .missingLabels: id = "missingLabels"
        case .labelCount: id = "labelCount"
        case .notAReference: id = "notAReference"
        }
        return MessageID(domain: "SelectorMacros", id: id)
    }

    var severity: DiagnosticSeverity { .error }
}
