import Foundation

extension UIButton.Configuration {
    /// How the title and subtitle align with each other.
    public enum TitleAlignment: Int, Sendable {
        /// By the other content: leading beside a leading or trailing image, centred
        /// otherwise.
        case automatic = 0
        case leading
        case center
        case trailing
    }
}
