@_exported import Foundation
extension URL {
    public static var documentsDirectory: URL { URL(fileURLWithPath: "/SHIM/Documents") }
    public static var libraryDirectory: URL { URL(fileURLWithPath: "/SHIM/Library") }
    public init(for directory: FileManager.SearchPathDirectory, in domain: FileManager.SearchPathDomainMask, appropriateFor url: URL? = nil, create shouldCreate: Bool = false) throws { self.init(fileURLWithPath: "/SHIM/for") }
}
extension String {
    public init(localized key: String, defaultValue: String? = nil, table: String? = nil, bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil) { self = "SHIM-LOCALIZED(\(key))" }
}
extension FileManager {
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? { URL(fileURLWithPath: "/SHIM/group/" + groupIdentifier) }
}
