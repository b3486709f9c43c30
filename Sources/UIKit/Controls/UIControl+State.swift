import Foundation

extension UIControl {
    /// A control's state: normal, or a combination of highlighted, disabled, selected and
    /// focused. Per-state values (a button's titles, images, colours) are kept by these.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Enabled, not selected, not highlighted.
        public static let normal = State([])
        /// A finger is down on the control (inside its tracking bounds).
        public static let highlighted = State(rawValue: 1 << 0)
        /// The control does not respond to touches.
        public static let disabled = State(rawValue: 1 << 1)
        /// The control is selected (a toggled button, the chosen segment).
        public static let selected = State(rawValue: 1 << 2)
        /// The control has the focus (focus-driven interfaces; never set here).
        public static let focused = State(rawValue: 1 << 3)
        /// A range reserved for applications' own states.
        public static let application = State(rawValue: 0x00FF_0000)
        /// A range reserved for the framework.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}
