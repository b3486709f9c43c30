import Foundation

/// The Swift files a port run covers: files named on the command line, and the `*.swift`
/// files under folders named on it.
struct SwiftFileFinder {
    /// A path that does not exist or a folder that cannot be listed.
    struct PathError: Error {
        var path: String
        var reason: String
    }

    private let fileManager = FileManager.default

    /// The folder relative paths start from.
    let workingDirectory: String

    /// The path to open for a path as given: relative paths start from `workingDirectory`.
    func resolved(_ path: String) -> String {
        path.hasPrefix("/") ? path : workingDirectory + "/" + path
    }

    /// The files, as paths in the form given (relative ones stay relative), in the order
    /// given and sorted by path within each folder, each once.
    /// Under a folder, hidden entries (`.build`, `.git`, `.swiftpm`…) and symbolic links are
    /// skipped: a link's target is ported where it lives, not through every link to it.
    func files(at paths: [String]) throws(PathError) -> [String] {
        var found: [String] = []
        var seen = Set<String>()
        for path in paths {
            var isFolder: ObjCBool = false
            guard fileManager.fileExists(atPath: resolved(path), isDirectory: &isFolder) else {
                throw PathError(path: path, reason: "no such file or folder")
            }
            let files = isFolder.boolValue ? try swiftFiles(under: path) : [path]
            for file in files where seen.insert(URL(fileURLWithPath: resolved(file)).standardizedFileURL.path).inserted {
                found.append(file)
            }
        }
        return found
    }

    private func swiftFiles(under folder: String) throws(PathError) -> [String] {
        let names: [String]
        do {
            names = try fileManager.contentsOfDirectory(atPath: resolved(folder))
        } catch {
            throw PathError(path: folder, reason: "cannot list the folder")
        }
        var files: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            switch (try? fileManager.attributesOfItem(atPath: resolved(path)))?[.type] as? FileAttributeType {
            case .typeDirectory?: files += try swiftFiles(under: path)
            case .typeRegular? where name.hasSuffix(".swift"): files.append(path)
            default: break
            }
        }
        return files
    }
}
