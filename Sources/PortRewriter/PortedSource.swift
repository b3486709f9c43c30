/// The result of porting one file's text.
public struct PortedSource: Sendable {
    /// The rewritten text; the original when nothing changed or the file was skipped.
    public var text: String
    /// The changes made, in source order.
    public var rewrites: [Rewrite]
    /// What needs manual work, in source order.
    public var warnings: [PortWarning]
    /// False when the file did not parse and was left as it was (a warning says where).
    public var wasRewritten: Bool

    /// A result with the given parts.
    public init(text: String, rewrites: [Rewrite], warnings: [PortWarning], wasRewritten: Bool) {
        self.text = text
        self.rewrites = rewrites
        self.warnings = warnings
        self.wasRewritten = wasRewritten
    }
}
