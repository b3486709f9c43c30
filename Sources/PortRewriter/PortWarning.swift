/// Something the port saw and could not fully handle: the code needs a person's look.
public struct PortWarning: Hashable, Sendable {
    /// Where it is in the original text.
    public var position: SourcePosition
    /// What is wrong and what to do about it.
    public var message: String

    /// A warning at the given place.
    public init(position: SourcePosition, message: String) {
        self.position = position
        self.message = message
    }
}
