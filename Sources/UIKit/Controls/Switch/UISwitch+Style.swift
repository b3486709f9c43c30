import Foundation

extension UISwitch {
    /// How a switch looks: chosen by the system, a Mac checkbox, or an on/off slider.
    public enum Style: Int, Sendable {
        /// The system chooses: a checkbox for the Mac idiom, a sliding switch otherwise.
        case automatic = 0
        /// A Mac-style checkbox (only Mac apps of the Mac idiom draw it).
        case checkbox = 1
        /// An on/off slider.
        case sliding = 2
    }
}
