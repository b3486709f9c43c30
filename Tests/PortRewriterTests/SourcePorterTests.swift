import PortRewriter
import Testing

/// Single rewrites, each on the smallest source that shows it.
struct SourcePorterTests {
    private func ported(_ source: String) -> String {
        SourcePorter.port(source).text
    }

    // MARK: Removing attributes

    @Test func outletLosesItsAttributeAndKeepsItsImplicitlyUnwrappedType() {
        #expect(ported("class A {\n    @IBOutlet weak var label: UILabel!\n}\n")
            == "class A {\n    weak var label: UILabel!\n}\n")
    }

    @Test func attributeAloneOnItsLineDisappearsWithTheLine() {
        #expect(ported("class A {\n    @objc\n    func f() {}\n}\n") == "class A {\n    func f() {}\n}\n")
    }

    @Test func attributesSharingALineAreRemovedTogether() {
        #expect(ported("class A {\n    @objc @IBAction\n    func f(_ s: Any) {}\n}\n") == "class A {\n    func f(_ s: Any) {}\n}\n")
        #expect(ported("class A {\n    @objc @IBAction func f(_ s: Any) {}\n}\n") == "class A {\n    func f(_ s: Any) {}\n}\n")
    }

    @Test func attributeEndingALineLeavesNoTrailingSpace() {
        #expect(ported("class A {\n    @MainActor @objc\n    func f() {}\n}\n") == "class A {\n    @MainActor\n    func f() {}\n}\n")
    }

    @Test func otherAttributesAndModifiersStay() {
        #expect(ported("class A {\n    @MainActor @objc public final func f() {}\n}\n")
            == "class A {\n    @MainActor public final func f() {}\n}\n")
        #expect(ported("class A {\n    @IBOutlet @MainActor weak var v: UIView?\n}\n")
            == "class A {\n    @MainActor weak var v: UIView?\n}\n")
    }

    @Test func commentAfterARemovedAttributeStays() {
        #expect(ported("class A {\n    @objc // called by the menu\n    func f() {}\n}\n")
            == "class A {\n    // called by the menu\n    func f() {}\n}\n")
    }

    @Test func windowsLineEndingsAreKept() {
        #expect(ported("class A {\r\n    @objc\r\n    func f() {}\r\n    @IBOutlet var v: UIView!\r\n}\r\n")
            == "class A {\r\n    func f() {}\r\n    var v: UIView!\r\n}\r\n")
    }

    @Test func objcNameIsRemovedWithAWarningNamingIt() {
        let result = SourcePorter.port("class A {\n    @objc(handleTapWith:) func handle(tap: Any) {}\n}\n")
        #expect(result.text == "class A {\n    func handle(tap: Any) {}\n}\n")
        #expect(result.rewrites == [Rewrite(kind: .objcName, position: SourcePosition(line: 2, column: 5))])
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.position == SourcePosition(line: 2, column: 5))
        #expect(result.warnings.first?.message.contains("'handleTapWith:'") == true)
    }

    // MARK: dynamic

    @Test func dynamicBesideObjcIsRemoved() {
        #expect(ported("class A {\n    @objc dynamic var x = 0\n}\n") == "class A {\n    var x = 0\n}\n")
        #expect(ported("class A {\n    @objc\n    dynamic var x = 0\n}\n") == "class A {\n    var x = 0\n}\n")
    }

    @Test func dynamicInAnObjcMembersClassOrObjcExtensionIsRemoved() {
        #expect(ported("@objcMembers class A {\n    dynamic var x = 0\n}\n") == "class A {\n    var x = 0\n}\n")
        #expect(ported("@objc extension A {\n    dynamic func f() {}\n}\n") == "extension A {\n    func f() {}\n}\n")
    }

    @Test func dynamicWithoutObjcIsSwiftsDynamicReplacementAndStays() {
        let source = "class A {\n    dynamic var x = 0\n}\n@objc class B {\n    dynamic func f() {}\n}\n"
        #expect(ported(source) == "class A {\n    dynamic var x = 0\n}\nclass B {\n    dynamic func f() {}\n}\n")
    }

    // MARK: Selectors

    @Test func qualifiedSelectorOnlyChangesItsName() {
        #expect(ported("let s = #selector(A.f(_:))\n") == "let s = #Selector(A.f(_:))\n")
    }

    @Test func unqualifiedSelectorGetsTheEnclosingTypesName() {
        #expect(ported("class A {\n    func g() { _ = #selector(f(_:)) }\n}\n")
            == "class A {\n    func g() { _ = #Selector(A.f(_:)) }\n}\n")
    }

    @Test func selectorThroughSelfGetsTheEnclosingTypesName() {
        #expect(ported("class A {\n    func g() { _ = #selector(self.f) }\n}\n")
            == "class A {\n    func g() { _ = #Selector(A.f) }\n}\n")
    }

    @Test func selectorInAnExtensionUsesTheExtendedType() {
        #expect(ported("extension Outer.Inner {\n    func g() { _ = #selector(f) }\n}\n")
            == "extension Outer.Inner {\n    func g() { _ = #Selector(Outer.Inner.f) }\n}\n")
    }

    @Test func selectorInAClosureInsideANestedTypeUsesTheInnermostType() {
        #expect(ported("class A {\n    class B {\n        lazy var s = { #selector(f) }()\n    }\n}\n")
            == "class A {\n    class B {\n        lazy var s = { #Selector(B.f) }()\n    }\n}\n")
    }

    @Test func unqualifiedSelectorOutsideAnyTypeIsRenamedAndWarned() {
        let result = SourcePorter.port("let s = #selector(f)\n")
        #expect(result.text == "let s = #Selector(f)\n")
        #expect(result.warnings.map(\.position) == [SourcePosition(line: 1, column: 9)])
    }

    @Test func propertyAccessorSelectorsAreLeftAndWarned() {
        let source = "let a = #selector(getter: A.x)\nlet b = #selector(setter: A.x)\n"
        let result = SourcePorter.port(source)
        #expect(result.text == source)
        #expect(result.rewrites.isEmpty)
        #expect(result.warnings.map(\.position) == [SourcePosition(line: 1, column: 9), SourcePosition(line: 2, column: 9)])
    }

    // MARK: Conditional compilation

    @Test func clausesInactiveOnLinuxAreLeftForApplesPlatforms() {
        let source = "#if os(iOS)\n@objc class A {}\n#elseif canImport(ObjectiveC)\n@objc class B {}\n#endif\n"
        #expect(ported(source) == source)
    }

    @Test func elseOfAnObjectiveCClauseIsPorted() {
        #expect(ported("#if canImport(ObjectiveC)\n@objc class A {}\n#else\n@objc class B {}\n#endif\n")
            == "#if canImport(ObjectiveC)\n@objc class A {}\n#else\nclass B {}\n#endif\n")
    }

    @Test func clausesAfterOneActiveOnLinuxAreLeft() {
        #expect(ported("#if os(Linux)\n@objc class A {}\n#else\n@objc class B {}\n#endif\n")
            == "#if os(Linux)\nclass A {}\n#else\n@objc class B {}\n#endif\n")
    }

    @Test func clausesThatMayBeActiveArePorted() {
        #expect(ported("#if canImport(UIKit) || os(iOS)\n@objc class A {}\n#endif\n")
            == "#if canImport(UIKit) || os(iOS)\nclass A {}\n#endif\n")
        #expect(ported("#if (os(macOS) && DEBUG) || !canImport(ObjectiveC)\n@objc class A {}\n#endif\n")
            == "#if (os(macOS) && DEBUG) || !canImport(ObjectiveC)\nclass A {}\n#endif\n")
    }

    @Test func attributeInsideAnInactiveClauseOfAnAttributeListStays() {
        let source = "#if os(iOS)\n@objc\n#endif\nclass A {\n    #if os(iOS)\n    @IBOutlet var v: UIView!\n    #endif\n}\n"
        #expect(ported(source) == source)
    }

    // MARK: Files that do not parse

    @Test func fileThatDoesNotParseIsLeftUnchangedWithAWarningAtItsFirstError() {
        let source = "class A {\n    @objc func f( {\n    #selector(A.f)\n"
        let result = SourcePorter.port(source)
        #expect(result.text == source)
        #expect(!result.wasRewritten)
        #expect(result.rewrites.isEmpty)
        #expect(result.warnings.count == 1)
        #expect(result.warnings.first?.position.line == 2)
        #expect(result.warnings.first?.message.contains("does not parse") == true)
    }

    @Test func emptyFileIsFine() {
        let result = SourcePorter.port("")
        #expect(result.text == "" && result.wasRewritten && result.warnings.isEmpty)
    }
}
