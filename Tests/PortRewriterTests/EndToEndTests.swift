import Foundation
import Testing

/// The built `uikit-port` executable, run as a person runs it, on the iOS fixtures copied
/// into a temporary folder.
struct EndToEndTests {
    /// The executable beside the test binary (the test target depends on it, so it is built).
    private static let executable = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("uikit-port")

    private func runExecutable(_ arguments: [String], in folder: String) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func executablePortsAFolderAndItsDryRunDiffAppliesWithPatch() throws {
        let folder = try TemporaryFolder()
        func writeIOSSources() throws {
            for fixture in Fixture.all {
                try folder.write(fixture.ios, to: "Sources/App/\(fixture.name).swift")
            }
        }
        try writeIOSSources()

        let dryRun = try runExecutable(["--dry-run", "Sources/App"], in: folder.path)
        #expect(dryRun.status == 0)
        #expect(dryRun.output.contains("+++ b/Sources/App/LoginViewController.swift\n"))
        for fixture in Fixture.all {
            #expect(try folder.read("Sources/App/\(fixture.name).swift") == fixture.ios)
        }

        // The diff is a patch that `patch -p1` applies: it gives what the in-place run writes.
        try folder.write(dryRun.output, to: "port.diff")
        let patch = Process()
        patch.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        patch.arguments = ["patch", "-s", "-p1", "-i", "port.diff"]
        patch.currentDirectoryURL = URL(fileURLWithPath: folder.path)
        try patch.run()
        patch.waitUntilExit()
        #expect(patch.terminationStatus == 0)
        for fixture in Fixture.all {
            #expect(try folder.read("Sources/App/\(fixture.name).swift") == fixture.ported, "\(fixture.name) patched")
        }

        try writeIOSSources()
        let inPlace = try runExecutable(["Sources/App"], in: folder.path)
        #expect(inPlace.status == 0)
        for fixture in Fixture.all {
            #expect(try folder.read("Sources/App/\(fixture.name).swift") == fixture.ported, "\(fixture.name) written")
        }
    }

    @Test func executableExitsWithOneForAMissingPath() throws {
        let folder = try TemporaryFolder()
        #expect(try runExecutable(["Missing"], in: folder.path).status == 1)
    }
}
