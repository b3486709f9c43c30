import Foundation

/// A folder of files made for one test and deleted with it.
final class TemporaryFolder {
    let path: String

    init() throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("uikit-port-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes a file at a path relative to the folder, making the folders on the way.
    func write(_ text: String, to relativePath: String) throws {
        try write(Data(text.utf8), to: relativePath)
    }

    func write(_ data: Data, to relativePath: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relativePath)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    /// The text of a file at a path relative to the folder.
    func read(_ relativePath: String) throws -> String {
        try String(contentsOfFile: path + "/" + relativePath, encoding: .utf8)
    }
}
