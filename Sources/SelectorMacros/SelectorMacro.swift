import SwiftDiagnostics
import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Selector(Type.method)` for a method taking `argumentCount` arguments: expands to
/// `HostRuntime.Selector(_named: "<Objective-C name>") { (target: Type) in target.method }`.
/// (A closure rather than the reference itself: Swift 5 code does not see an unapplied
/// method reference as `Sendable`, and would be warned for handing one to the main actor;
/// a closure written there is.)
///
/// A macro sees syntax, not types, so `#Selector(X.handleTap)` alone does not say how many
/// arguments `handleTap` takes; the type checker does, by choosing the `#Selector`
/// overload whose method type fits, and each overload expands through its own macro type,
/// which knows its count. The name is therefore whole at compile time.
protocol SelectorMacro: ExpressionMacro {
    /// How many arguments the referenced method takes.
    static var argumentCount: Int { get }
}

extension SelectorMacro {
    static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> ExprSyntax {
        if let closure = node.trailingClosure {
            throw DiagnosticsError(diagnostics: [
                Diagnostic(node: closure, message: SelectorDiagnostic.closure)
            ])
        }
        guard let argument = node.arguments.first, node.arguments.count == 1 else {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: node, message: SelectorDiagnostic.notAReference)])
        }
        let reference: MethodReference
        let name: String
        do {
            reference = try MethodReference(argument.expression)
            name = try reference.objectiveCName(arguments: argumentCount)
        } catch {
            throw DiagnosticsError(diagnostics: [Diagnostic(node: argument.expression, message: error)])
        }
        return "HostRuntime.Selector(_named: \(literal: name)) { (target: \(raw: reference.typeName)) in target.\(raw: reference.member) }"
    }
}
