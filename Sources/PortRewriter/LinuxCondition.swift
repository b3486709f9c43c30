import SwiftSyntax

/// What a `#if` condition is when Swift compiles for Linux, as far as the port can tell
/// without a build: code in a clause that is certainly inactive here (`#if os(iOS)`,
/// `#if canImport(ObjectiveC)`) still builds for Apple's platforms only, so the port leaves it
/// as it is.
enum LinuxCondition {
    case active
    case inactive
    /// Depends on what the build has (`canImport(UIKit)`, `DEBUG`, `swift(>=6)`…).
    case unknown

    /// Apple's operating systems, for `os(…)`.
    private static let appleSystems: Set<String> = ["iOS", "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS"]

    /// The condition's value on Linux.
    init(_ condition: ExprSyntax) {
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            self.init(only.expression)
        } else if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = LinuxCondition(prefix.expression).negated
        } else if let infix = condition.as(InfixOperatorExprSyntax.self),
                  let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            let left = LinuxCondition(infix.leftOperand), right = LinuxCondition(infix.rightOperand)
            switch op {
            case "&&": self = left.and(right)
            case "||": self = left.or(right)
            default: self = .unknown
            }
        } else if let sequence = condition.as(SequenceExprSyntax.self) {
            self = LinuxCondition(sequence: Array(sequence.elements))
        } else if let call = condition.as(FunctionCallExprSyntax.self),
                  let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription {
            self = LinuxCondition(function: function, argument: argument)
        } else {
            self = .unknown
        }
    }

    /// A sequence the parser did not fold (it folds no operators), `a && b || c`: operands
    /// at even places, operators between them, read with Swift's precedence (`&&` binds
    /// tighter than `||`).
    private init(sequence elements: [ExprSyntax]) {
        guard let first = elements.first else {
            self = .unknown
            return
        }
        var disjuncts: [LinuxCondition] = []
        var conjunction = LinuxCondition(first)
        for index in stride(from: 1, to: elements.count - 1, by: 2) {
            let operand = LinuxCondition(elements[index + 1])
            switch elements[index].as(BinaryOperatorExprSyntax.self)?.operator.text {
            case "&&":
                conjunction = conjunction.and(operand)
            case "||":
                disjuncts.append(conjunction)
                conjunction = operand
            default:
                self = .unknown
                return
            }
        }
        self = disjuncts.reduce(conjunction) { $0.or($1) }
    }

    private init(function: String, argument: String) {
        switch function {
        case "os": self = argument == "Linux" ? .active : (Self.appleSystems.contains(argument) ? .inactive : .unknown)
        case "canImport": self = argument == "ObjectiveC" ? .inactive : .unknown
        case "_runtime": self = argument == "_ObjC" ? .inactive : (argument == "_Native" ? .active : .unknown)
        case "targetEnvironment": self = argument == "macCatalyst" || argument == "simulator" ? .inactive : .unknown
        default: self = .unknown
        }
    }

    private var negated: LinuxCondition {
        switch self {
        case .active: .inactive
        case .inactive: .active
        case .unknown: .unknown
        }
    }

    /// Three-valued `||`, through De Morgan.
    private func or(_ other: LinuxCondition) -> LinuxCondition {
        negated.and(other.negated).negated
    }

    /// Three-valued `&&`.
    private func and(_ other: LinuxCondition) -> LinuxCondition {
        if self == .inactive || other == .inactive { return .inactive }
        if self == .active && other == .active { return .active }
        return .unknown
    }
}
