import Foundation

/// Where a boundary supplementary item sits on its section (or the layout).
public enum NSRectAlignment: Int, Sendable {
    case none = 0
    case top
    case topLeading
    case leading
    case bottomLeading
    case bottom
    case bottomTrailing
    case trailing
    case topTrailing
}
