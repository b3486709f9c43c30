import PortRewriter
import Testing

/// The sample iOS files in `Fixtures/`, ported whole.
struct FixtureTests {
    @Test func fixturesAreFound() {
        #expect(Fixture.all.count == 7)
    }

    @Test(arguments: Fixture.all)
    func portingTheIOSSourceGivesTheExpectedText(_ fixture: Fixture) {
        #expect(SourcePorter.port(fixture.ios).text == fixture.ported)
    }

    @Test(arguments: Fixture.all)
    func portingTwiceChangesNothingMore(_ fixture: Fixture) {
        let once = SourcePorter.port(fixture.ios).text
        let twice = SourcePorter.port(once)
        #expect(twice.text == once)
        #expect(twice.rewrites.isEmpty)
    }

    @Test func loginViewControllerCountsEachRewrite() {
        let kinds = SourcePorter.port(Fixture(name: "LoginViewController").ios).rewrites.map(\.kind)
        #expect(kinds.filter { $0 == .ibOutlet }.count == 5)
        #expect(kinds.filter { $0 == .ibAction }.count == 2)
        #expect(kinds.filter { $0 == .ibSegueAction }.count == 1)
        #expect(kinds.filter { $0 == .objc }.count == 2)
        #expect(kinds.filter { $0 == .selector }.count == 3)
        #expect(kinds.count == 13)
    }

    @Test func objCExtensionsWarnAboutWhatCannotBeRewritten() {
        let warnings = SourcePorter.port(Fixture(name: "ObjCExtensions").ios).warnings
        #expect(warnings.map(\.position) == [
            SourcePosition(line: 8, column: 5),   // @objc(dismissAnimated:)
            SourcePosition(line: 27, column: 11), // optional requirement
            SourcePosition(line: 37, column: 13), // #selector(getter:)
            SourcePosition(line: 38, column: 13), // #keyPath
        ])
        #expect(warnings[0].message.contains("dismissAnimated:"))
        #expect(warnings[1].message.contains("optional"))
        #expect(warnings[2].message.contains("getter"))
        #expect(warnings[3].message.contains("#keyPath"))
    }

    @Test func stringsCommentsAndLookalikeIdentifiersAreNotRewritten() {
        let source = Fixture(name: "StringsAndComments").ios
        let result = SourcePorter.port(source)
        #expect(result.text == source)
        #expect(result.rewrites.isEmpty && result.warnings.isEmpty)
    }
}
