/// What a port run did, for the person who ran it: files scanned and changed, changes by
/// kind, and every warning at its file, line and column (the form compilers and editors read).
public struct PortSummary: Sendable {
    /// Files read and parsed.
    public private(set) var filesScanned = 0
    /// Files whose text the port changed (written, or shown in a dry run).
    public private(set) var filesChanged = 0
    /// How many changes of each kind were made.
    public private(set) var counts: [RewriteKind: Int] = [:]
    /// Warnings as `path:line:column: warning: message`, in the order of the files.
    public private(set) var warnings: [String] = []

    /// An empty summary.
    public init() {}

    /// Counts one file's result.
    public mutating func add(_ result: PortedSource, path: String, changed: Bool) {
        filesScanned += 1
        if changed { filesChanged += 1 }
        for rewrite in result.rewrites { counts[rewrite.kind, default: 0] += 1 }
        warnings += result.warnings.map { "\(path):\($0.position): warning: \($0.message)" }
    }

    /// The summary as printed, ending with a line break; `dryRun` says whether files were written.
    public func rendered(dryRun: Bool) -> String {
        let files = filesScanned == 1 ? "file" : "files"
        var text = "uikit-port: \(filesScanned) Swift \(files) scanned, \(filesChanged) "
            + (dryRun ? "would change (dry run: nothing written)\n" : "changed\n")
        for kind in RewriteKind.allCases {
            if let count = counts[kind] { text += "  \(kind.summaryLabel): \(count)\n" }
        }
        if !warnings.isEmpty {
            text += "\(warnings.count) \(warnings.count == 1 ? "warning" : "warnings") (manual work):\n"
            text += warnings.map { $0 + "\n" }.joined()
        }
        return text
    }
}
