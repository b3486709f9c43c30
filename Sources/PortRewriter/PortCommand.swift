import Foundation

/// The `uikit-port` command: ports the Swift files at the paths given, in place or, with
/// `--dry-run`, as a unified diff. Lives in the library so tests run it in process.
public struct PortCommand {
    /// The arguments, without the program's name.
    public var arguments: [String]
    /// The folder relative paths start from, and are shown relative to.
    public var workingDirectory: String

    /// The command for the given arguments, with relative paths starting from
    /// `workingDirectory` (the process's current directory when nil).
    public init(arguments: [String], workingDirectory: String? = nil) {
        self.arguments = arguments
        self.workingDirectory = workingDirectory ?? FileManager.default.currentDirectoryPath
    }

    /// Runs the command and returns its exit status: 0 when every file was read (and written),
    /// 1 for bad usage or a path that cannot be read or written (named on `errors`). The diff
    /// goes to `output`; the summary, its warnings and errors to `errors`.
    public func run(output: inout some TextOutputStream, errors: inout some TextOutputStream) -> Int32 {
        let options: PortOptions
        do {
            options = try PortOptions(arguments: arguments)
        } catch {
            errors.write("uikit-port: error: \(error.message)\n\n" + PortOptions.usage)
            return 1
        }
        if options.showsHelp {
            output.write(PortOptions.usage)
            return 0
        }
        let finder = SwiftFileFinder(workingDirectory: workingDirectory)
        let files: [String]
        do {
            files = try finder.files(at: options.paths)
        } catch {
            errors.write("uikit-port: error: \(error.path): \(error.reason)\n")
            return 1
        }
        var summary = PortSummary()
        var failed = false
        for file in files {
            let path = Self.displayed(file)
            guard let data = FileManager.default.contents(atPath: finder.resolved(file)), let text = String(validating: data, as: UTF8.self) else {
                errors.write("uikit-port: error: \(path): cannot be read as UTF-8 text\n")
                failed = true
                continue
            }
            let result = SourcePorter.port(text)
            let changed = result.text != text
            summary.add(result, path: path, changed: changed)
            guard changed else { continue }
            if options.dryRun {
                let (old, new) = path.hasPrefix("/") ? (path, path) : ("a/" + path, "b/" + path)
                output.write(UnifiedDiff.make(from: text, to: result.text, oldLabel: old, newLabel: new))
            } else {
                do {
                    // Written in place, not replaced: the file keeps its permissions, and a
                    // symbolic link named on the command line keeps pointing at it.
                    try Data(result.text.utf8).write(to: URL(fileURLWithPath: finder.resolved(file)))
                } catch {
                    errors.write("uikit-port: error: \(path): cannot be written\n")
                    failed = true
                }
            }
        }
        errors.write(summary.rendered(dryRun: options.dryRun))
        return failed ? 1 : 0
    }

    /// The path as the diff and the warnings show it: as given, without a leading `./`.
    private static func displayed(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        return String(path)
    }
}
