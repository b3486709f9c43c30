@_exported import Foundation
public func NSHomeDirectory() -> String { "SHIM-HOME" }
public func NSTemporaryDirectory() -> String { "SHIM-TMP/" }
public func NSSearchPathForDirectoriesInDomains(_ d: FileManager.SearchPathDirectory, _ m: FileManager.SearchPathDomainMask, _ e: Bool) -> [String] { ["SHIM-SEARCH"] }
public func NSLocalizedString(_ key: String, tableName: String? = nil, bundle: Bundle = Bundle.main, value: String = "", comment: String) -> String { "SHIM-LOC(\(key))" }
extension FileManager {
    public func urls(for directory: FileManager.SearchPathDirectory, in domainMask: FileManager.SearchPathDomainMask) -> [URL] { [URL(fileURLWithPath: "/SHIM-URLS")] }
    public func url(for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask, appropriateFor url: URL?, create shouldCreate: Bool) throws -> URL { URL(fileURLWithPath: "/SHIM-URL") }
    public var temporaryDirectory: URL { URL(fileURLWithPath: "/SHIM-FMTMP") }
}
extension UserDefaults {
    public class var standard: UserDefaults { shimDefaults }
}
nonisolated(unsafe) let shimDefaults = UserDefaults(suiteName: "/tmp/issue19-lab/shadow/shim-prefs")!
extension Bundle {
    public class var main: Bundle { Bundle(path: "/tmp/issue19-lab")! }
}
