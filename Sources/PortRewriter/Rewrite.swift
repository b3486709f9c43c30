/// One change the port made, and where (in the original text).
public struct Rewrite: Hashable, Sendable {
    /// What was changed.
    public var kind: RewriteKind
    /// Where the changed spelling started.
    public var position: SourcePosition

    /// A change of the given kind at the given place.
    public init(kind: RewriteKind, position: SourcePosition) {
        self.kind = kind
        self.position = position
    }
}
