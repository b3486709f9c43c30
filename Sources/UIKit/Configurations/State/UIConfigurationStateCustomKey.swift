import Foundation

/// The name of a state of the app's own in a configuration state (reverse-DNS names avoid
/// clashes: `"com.example.isArchived"`).
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public init(_ rawValue: String) { self.rawValue = rawValue }
}
