import Foundation
import PortRewriter
import Testing

/// The `uikit-port` command run in process: modes, file finding, the summary and exit status.
/// Paths are given relative to a temporary folder, the command's working directory, as a
/// person would type them.
struct PortCommandTests {
    private struct Run {
        var status: Int32
        var output = ""
        var errors = ""
    }

    private static let viewController = """
        import UIKit

        class ViewController: UIViewController {
            @IBOutlet weak var label: UILabel!

            @objc func refresh() {}
        }

        """

    private static let viewControllerPorted = """
        import UIKit

        class ViewController: UIViewController {
            weak var label: UILabel!

            func refresh() {}
        }

        """

    private func run(_ arguments: [String], in folder: TemporaryFolder) -> Run {
        var run = Run(status: 0)
        run.status = PortCommand(arguments: arguments, workingDirectory: folder.path).run(output: &run.output, errors: &run.errors)
        return run
    }

    @Test func dryRunPrintsADiffAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.viewController, to: "App/ViewController.swift")
        let run = run(["--dry-run", "App"], in: folder)
        #expect(run.status == 0)
        #expect(run.output == """
            --- a/App/ViewController.swift
            +++ b/App/ViewController.swift
            @@ -1,7 +1,7 @@
             import UIKit
             
             class ViewController: UIViewController {
            -    @IBOutlet weak var label: UILabel!
            +    weak var label: UILabel!
             
            -    @objc func refresh() {}
            +    func refresh() {}
             }

            """)
        #expect(try folder.read("App/ViewController.swift") == Self.viewController)
        #expect(run.errors.hasPrefix("uikit-port: 1 Swift file scanned, 1 would change (dry run: nothing written)\n"))
    }

    @Test func defaultRunWritesTheFilesAndASecondRunChangesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.viewController, to: "App/ViewController.swift")
        let first = run(["App"], in: folder)
        #expect(first.status == 0 && first.output.isEmpty)
        #expect(try folder.read("App/ViewController.swift") == Self.viewControllerPorted)
        let second = run(["App"], in: folder)
        #expect(second.status == 0)
        #expect(second.errors == "uikit-port: 1 Swift file scanned, 0 changed\n")
        #expect(try folder.read("App/ViewController.swift") == Self.viewControllerPorted)
    }

    @Test func summaryCountsFilesEachRewriteKindAndListsWarningsWithTheirPlace() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.viewController, to: "App/ViewController.swift")
        try folder.write("let s = #selector(getter: A.x)\nlet t = #selector(A.f)\n", to: "App/Selectors.swift")
        try folder.write("struct Done {}\n", to: "App/Done.swift")
        let run = run(["--dry-run", "App"], in: folder)
        #expect(run.errors == """
            uikit-port: 3 Swift files scanned, 2 would change (dry run: nothing written)
              #selector → #Selector: 1
              @objc removed: 1
              @IBOutlet removed: 1
            1 warning (manual work):
            App/Selectors.swift:1:9: warning: #selector(getter: …) names a property accessor, which #Selector cannot express: \
            rewrite it by hand (a method that reads or writes the property, or a closure-based API)

            """)
    }

    @Test func foldersAreSearchedForSwiftFilesSkippingHiddenAndBuildFolders() throws {
        let folder = try TemporaryFolder()
        let objc = "class A { @objc func f() {} }\n"
        for path in ["Sources/A.swift", "Sources/Deep/er/B.swift", ".build/checkouts/C.swift", "Sources/.hidden/D.swift",
                     "Sources/E.swift.txt", "Sources/F.m"] {
            try folder.write(objc, to: path)
        }
        let run = run(["."], in: folder)
        #expect(run.status == 0)
        #expect(try folder.read("Sources/A.swift") == "class A { func f() {} }\n")
        #expect(try folder.read("Sources/Deep/er/B.swift") == "class A { func f() {} }\n")
        for untouched in [".build/checkouts/C.swift", "Sources/.hidden/D.swift", "Sources/E.swift.txt", "Sources/F.m"] {
            #expect(try folder.read(untouched) == objc)
        }
        #expect(run.errors.hasPrefix("uikit-port: 2 Swift files scanned, 2 changed\n"))
    }

    @Test func aFileGivenByNameIsPortedWhateverItsExtensionAndOnlyOnce() throws {
        let folder = try TemporaryFolder()
        try folder.write("class A { @objc func f() {} }\n", to: "Script.swift")
        let run = run(["Script.swift", "./Script.swift", "."], in: folder)
        #expect(run.status == 0)
        #expect(run.errors.hasPrefix("uikit-port: 1 Swift file scanned, 1 changed\n"))
    }

    @Test func absolutePathsAreShownWholeInTheDiff() throws {
        let folder = try TemporaryFolder()
        try folder.write("class A { @objc func f() {} }\n", to: "A.swift")
        let run = run(["--dry-run", folder.path + "/A.swift"], in: try TemporaryFolder())
        #expect(run.output.hasPrefix("--- \(folder.path)/A.swift\n+++ \(folder.path)/A.swift\n@@ -1 +1 @@\n"))
    }

    @Test func writingKeepsTheFilesPermissionsAndSymbolicLinks() throws {
        let folder = try TemporaryFolder()
        try folder.write("class A { @objc func f() {} }\n", to: "A.swift")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: folder.path + "/A.swift")
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link.swift", withDestinationPath: "A.swift")
        let run = run(["Link.swift"], in: folder)
        #expect(run.status == 0)
        #expect(try folder.read("A.swift") == "class A { func f() {} }\n")
        let attributes = try FileManager.default.attributesOfItem(atPath: folder.path + "/A.swift")
        #expect(attributes[.posixPermissions] as? Int == 0o640)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: folder.path + "/Link.swift") == "A.swift")
    }

    @Test func missingPathExitsWithOneNamingThePathAndWritesNothing() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.viewController, to: "App/ViewController.swift")
        let run = run(["App", "Nowhere/Else.swift"], in: folder)
        #expect(run.status == 1)
        #expect(run.errors == "uikit-port: error: Nowhere/Else.swift: no such file or folder\n")
        #expect(try folder.read("App/ViewController.swift") == Self.viewController)
    }

    @Test func fileThatIsNotUTF8ExitsWithOneNamingItAndTheOthersArePorted() throws {
        let folder = try TemporaryFolder()
        try folder.write(Data([0x63, 0x6C, 0xFF, 0xFE, 0x0A]), to: "App/Binary.swift")
        try folder.write(Self.viewController, to: "App/ViewController.swift")
        let run = run(["App"], in: folder)
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("uikit-port: error: App/Binary.swift: cannot be read as UTF-8 text\n"))
        #expect(try folder.read("App/ViewController.swift") == Self.viewControllerPorted)
    }

    @Test func fileThatDoesNotParseIsLeftWithAWarningAndTheRunSucceeds() throws {
        let folder = try TemporaryFolder()
        let broken = "class A {\n    @objc func f( {\n"
        try folder.write(broken, to: "Broken.swift")
        let run = run(["Broken.swift"], in: folder)
        #expect(run.status == 0)
        #expect(try folder.read("Broken.swift") == broken)
        #expect(run.errors.contains("Broken.swift:2:"))
        #expect(run.errors.contains("does not parse"))
    }

    @Test func noPathIsAUsageError() throws {
        let run = run([], in: try TemporaryFolder())
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("uikit-port: error: no path given"))
        #expect(run.errors.contains("USAGE: uikit-port [--dry-run] <path>..."))
    }

    @Test func unknownOptionIsAUsageError() throws {
        let run = run(["--in-place", "App"], in: try TemporaryFolder())
        #expect(run.status == 1)
        #expect(run.errors.hasPrefix("uikit-port: error: unknown option '--in-place'"))
    }

    @Test func helpPrintsTheUsageAndSucceeds() throws {
        let run = run(["--help"], in: try TemporaryFolder())
        #expect(run.status == 0)
        #expect(run.output.hasPrefix("USAGE: uikit-port [--dry-run] <path>..."))
    }

    @Test func argumentsAfterDoubleDashArePaths() throws {
        let folder = try TemporaryFolder()
        try folder.write("class A { @objc func f() {} }\n", to: "--dry-run")
        let run = run(["--", "--dry-run"], in: folder)
        #expect(run.status == 0)
        #expect(try folder.read("--dry-run") == "class A { func f() {} }\n")
    }
}
