/// A range of frame rates, with the rate preferred within it, for display links and
/// animations.
public struct CAFrameRateRange: Equatable, Sendable {
    /// The lowest acceptable rate, in frames per second.
    public var minimum: Float
    /// The highest acceptable rate, in frames per second.
    public var maximum: Float
    /// The rate wanted, or nil to leave the choice to the system.
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The system's choice: the display's rate.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)

    /// Whether both ranges are the same.
    public func isEqual(to range: CAFrameRateRange) -> Bool {
        self == range
    }
}
