import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin behind `#Selector`, which HostRuntime declares once per argument
/// count so that each overload names the method with the count it type-checked with.
@main
struct SelectorMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [
        NoArgumentSelectorMacro.self,
        OneArgumentSelectorMacro.self,
        TwoArgumentSelectorMacro.self,
        ThreeArgumentSelectorMacro.self,
    ]
}
