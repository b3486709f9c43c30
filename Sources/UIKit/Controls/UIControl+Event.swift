import Foundation

extension UIControl {
    /// The events a control sends to its targets: touches (touch-down, drags, touch-up),
    /// value changes, the primary action, editing, and the menu's.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger touched the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch-down (tap count above one).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// The finger moved within the control's bounds, widened by UIKit's tracking margin.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// The finger moved outside the widened bounds.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// The finger came back inside the widened bounds.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// The finger left the widened bounds.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// The finger lifted inside the widened bounds: a tap, for a button.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// The finger lifted outside the widened bounds.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch (a gesture or a scroll took it over).
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value (never a programmatic change).
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action: a button's tap, a switch's or slider's value change.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// A menu action of the control was chosen.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// A text field began editing.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// A text field's text changed by the user.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// A text field ended editing.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// A text field ended editing by the Return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// A range reserved for applications' own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// A range reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)

        /// The single events in this set, lowest bit first.
        var singleEvents: [Event] {
            (0..<UInt.bitWidth).compactMap { bit in
                rawValue & (1 << bit) != 0 ? Event(rawValue: 1 << bit) : nil
            }
        }
    }
}
