import Foundation

/// The archive an appearance proxy is decoded from: an empty keyed archive, so a subclass's
/// `init(coder:)` that decodes its own keys finds nothing and keeps its defaults.
enum AppearanceProxyArchive {
    static func decoder() -> NSCoder {
        let archiver = NSKeyedArchiver(requiringSecureCoding: false)
        archiver.finishEncoding()
        guard let unarchiver = try? NSKeyedUnarchiver(forReadingFrom: archiver.encodedData) else {
            preconditionFailure("UIView.appearance(): Foundation could not read an empty keyed archive")
        }
        unarchiver.requiresSecureCoding = false
        return unarchiver
    }
}
