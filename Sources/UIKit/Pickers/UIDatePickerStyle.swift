import Foundation

/// How a date picker presents itself. Here every style is drawn as wheels (see
/// docs/DIFFERENCES.md): the compact and inline styles are not built yet.
public enum UIDatePickerStyle: Int, Sendable {
    /// The system's choice for the mode and context: wheels here (compact on iOS 14 and
    /// later).
    case automatic = 0
    /// Spinning wheels, one per unit.
    case wheels = 1
    /// A compact button that opens a calendar or wheels (drawn as wheels here).
    case compact = 2
    /// An inline calendar (drawn as wheels here).
    case inline = 3
}
