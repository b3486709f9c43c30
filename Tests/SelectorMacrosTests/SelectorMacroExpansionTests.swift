@testable import SelectorMacros
import SwiftSyntaxMacros
import SwiftSyntaxMacrosTestSupport
import XCTest

/// `#Selector`'s expansions: the Objective-C name computed from the reference's syntax at
/// compile time, for each argument count (each `#Selector` overload expands through the
/// macro type of its count), and the diagnostics for what is not an unapplied method
/// reference.
final class SelectorMacroExpansionTests: XCTestCase {
    private let noArgument: [String: any Macro.Type] = ["Selector": NoArgumentSelectorMacro.self]
    private let oneArgument: [String: any Macro.Type] = ["Selector": OneArgumentSelectorMacro.self]
    private let twoArguments: [String: any Macro.Type] = ["Selector": TwoArgumentSelectorMacro.self]
    private let threeArguments: [String: any Macro.Type] = ["Selector": ThreeArgumentSelectorMacro.self]

    /// Asserts that `reference` expands, with `macros`, to the selector `name` of that same reference.
    private func assertName(
        _ reference: String, _ name: String, _ macros: [String: any Macro.Type],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        // The member follows the reference's last dot (labels hold none).
        let dot = reference.range(of: ".", options: .backwards)!
        let (type, member) = (reference[..<dot.lowerBound], reference[dot.upperBound...])
        assertMacroExpansion(
            "#Selector(\(reference))",
            expandedSource: "HostRuntime.Selector(_named: \"\(name)\") { (target: \(type)) in\n    target.\(member)\n}",
            macros: macros, file: file, line: line)
    }

    /// Asserts that `source` does not expand, with `macros`, and reports `message` at `column`.
    private func assertDiagnostic(
        _ source: String, _ message: String, column: Int, _ macros: [String: any Macro.Type],
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertMacroExpansion(
            source, expandedSource: source,
            diagnostics: [DiagnosticSpec(message: message, line: 1, column: column)],
            macros: macros, file: file, line: line)
    }

    // MARK: Names

    func testMethodWithoutArgumentsIsNamedByItsBaseName() {
        assertName("ViewController.refresh", "refresh", noArgument)
        assertName("Controller.count", "count", noArgument)
    }

    func testBackticksModulePathsAndNonASCIINamesAreNamedAsDeclared() {
        assertName("Controller.`default`", "default", noArgument)
        assertName("MyModule.Outer.Controller.reload", "reload", noArgument)
        assertName("Box<Int>.reload", "reload", noArgument)
        assertName("Grüße.sagen(zu:)", "sagenWithZu:", oneArgument)
        assertName("X.move(`for`:)", "moveFor:", oneArgument)
    }

    func testReferenceAcrossLinesAndCommentsGivesItsTypeAndMember() {
        assertMacroExpansion(
            """
            #Selector(
                Controller  // the type
                    .take(_:)
            )
            """,
            expandedSource: """
            HostRuntime.Selector(_named: "take:") { (target: Controller) in
                target.take(_:)
            }
            """,
            macros: oneArgument)
    }

    func testParenthesesAroundTheReferenceChangeNothing() {
        assertMacroExpansion(
            "#Selector((Controller.refresh))",
            expandedSource: """
            HostRuntime.Selector(_named: "refresh") { (target: Controller) in
                target.refresh
            }
            """,
            macros: noArgument)
    }

    func testOneUnlabelledArgumentAddsAColon() {
        assertName("ViewController.handleTap(_:)", "handleTap:", oneArgument)
    }

    func testUnspelledLabelsTakeTheArgumentCountOfTheChosenOverload() {
        assertName("ViewController.handleTap", "handleTap:", oneArgument)
        assertName("ViewController.handleTap", "handleTap", noArgument)
    }

    func testLabelledArgumentIsAddedAfterWith() {
        assertName("X.handle(tap:)", "handleWithTap:", oneArgument)
        assertName("X.scroll(sender:)", "scrollWithSender:", oneArgument)
    }

    func testPrepositionLabelIsAddedWithoutWith() {
        assertName("X.move(to:)", "moveTo:", oneArgument)
        let prepositions = [
            "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for",
            "from", "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding",
            "since", "to", "until", "using", "via", "with", "within",
        ]
        for preposition in prepositions {
            let capitalized = preposition.prefix(1).uppercased() + preposition.dropFirst()
            assertName("X.go(\(preposition):)", "go\(capitalized):", oneArgument)
        }
        // Only the whole label is a preposition.
        assertName("X.go(toward:)", "goWithToward:", oneArgument)
    }

    func testTwoArgumentsAddEachFurtherLabelAndAColon() {
        assertName("Delegate.animationWillStart(_:context:)", "animationWillStart:context:", twoArguments)
        assertName("X.move(to:by:)", "moveTo:by:", twoArguments)
        assertName("X.set(value:forKey:)", "setWithValue:forKey:", twoArguments)
    }

    func testFurtherUnlabelledArgumentsAreBareColons() {
        assertName("X.add(_:_:)", "add::", twoArguments)
        assertName("X.add(_:_:_:)", "add:::", threeArguments)
    }

    func testThreeArgumentsAddEachFurtherLabelAndAColon() {
        assertName(
            "Delegate.animationDidStop(_:finished:context:)", "animationDidStop:finished:context:", threeArguments)
        assertName("X.ended(_:flag:context:)", "ended:flag:context:", threeArguments)
        assertName("X.insert(into:at:animated:)", "insertInto:at:animated:", threeArguments)
    }

    // MARK: Diagnostics

    func testClosureIsDiagnosed() {
        assertDiagnostic(
            "#Selector({ (c: Controller) in c.refresh })",
            "#Selector needs a method reference such as 'ViewController.handleTap(_:)', not a closure: a closure has no method name",
            column: 11, noArgument)
        assertDiagnostic(
            "#Selector { (c: Controller) in c.refresh }",
            "#Selector needs a method reference such as 'ViewController.handleTap(_:)', not a closure: a closure has no method name",
            column: 11, noArgument)
    }

    func testAppliedCallIsDiagnosed() {
        assertDiagnostic(
            "#Selector(Controller.makeAction())",
            "#Selector needs an unapplied method reference such as 'ViewController.handleTap(_:)': remove the call",
            column: 11, oneArgument)
    }

    func testMemberWithoutItsTypeIsDiagnosed() {
        assertDiagnostic(
            "#Selector(refresh)",
            "#Selector needs a method reference with its type, such as 'ViewController.refresh', not 'refresh'",
            column: 11, noArgument)
        assertDiagnostic(
            "#Selector(.handleTap(_:))",
            "#Selector needs a method reference with its type, such as 'ViewController.handleTap(_:)', not 'handleTap(_:)'",
            column: 11, oneArgument)
    }

    func testNonReferenceIsDiagnosed() {
        let message =
            "#Selector needs an unapplied method reference such as 'ViewController.refresh' or 'ViewController.handleTap(_:)'"
        assertDiagnostic(#"#Selector("copy:")"#, message, column: 11, oneArgument)
        assertDiagnostic("#Selector(Controller.init)", message, column: 11, noArgument)
        assertDiagnostic("#Selector(handlers[0])", message, column: 11, oneArgument)
    }

    func testSeveralArgumentsWithoutLabelsAreDiagnosed() {
        assertDiagnostic(
            "#Selector(Delegate.animationWillStart)",
            "#Selector of a method taking 2 arguments needs its argument labels, which are part of its name: "
                + "write 'animationWillStart(_:label:)' with the method's labels",
            column: 11, twoArguments)
        assertDiagnostic(
            "#Selector(Delegate.animationDidStop)",
            "#Selector of a method taking 3 arguments needs its argument labels, which are part of its name: "
                + "write 'animationDidStop(_:label:label:)' with the method's labels",
            column: 11, threeArguments)
    }

    func testLabelsForAnotherArgumentCountAreDiagnosed() {
        assertDiagnostic(
            "#Selector(Controller.take(_:label:))",
            "#Selector: the reference spells 2 argument labels but the method takes 1 argument",
            column: 11, oneArgument)
    }
}
