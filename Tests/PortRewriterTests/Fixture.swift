import Foundation

/// A sample iOS source in `Fixtures/`: `Name.ios.txt` as written for iOS and, when the port
/// changes it, `Name.ported.txt` as the port must leave it. (Not `.swift`, so that neither the
/// build nor a port run over this package touches them.)
struct Fixture: CustomStringConvertible, Sendable {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// Every fixture, by name.
    static let all: [Fixture] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".ios.txt") }.sorted().map { Fixture(name: String($0.dropLast(".ios.txt".count))) }
    }()

    let name: String

    /// The iOS source.
    var ios: String { read("\(name).ios.txt")! }

    /// The source after the port: the `.ported.txt` file, or the iOS source itself when the port must not change it.
    var ported: String { read("\(name).ported.txt") ?? ios }

    var description: String { name }

    private func read(_ file: String) -> String? {
        try? String(contentsOf: Fixture.folder.appendingPathComponent(file), encoding: .utf8)
    }
}
