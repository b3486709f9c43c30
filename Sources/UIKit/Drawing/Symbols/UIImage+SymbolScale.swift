import Foundation

extension UIImage {
    /// The size variant of a symbol image relative to its point size: as in SF Symbols,
    /// small and large glyphs are about 0.78 and 1.29 times the medium one, around the same
    /// centre, so they still line up with text of that point size.
    public enum SymbolScale: Int, Sendable {
        /// The scale the system uses where nothing else is said: medium.
        case `default` = -1
        /// Not specified: another configuration, or the default (medium), decides.
        case unspecified = 0
        case small = 1
        case medium = 2
        case large = 3
    }
}
