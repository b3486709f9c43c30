/// Whether the device can measure how hard a touch presses (3D Touch).
public enum UIForceTouchCapability: Int, Sendable {
    /// Not known.
    case unknown = 0
    /// No force sensing (every simulated device: the phones listed have none).
    case unavailable = 1
    /// Force sensing available.
    case available = 2
}
