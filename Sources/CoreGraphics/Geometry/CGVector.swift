import Foundation

/// A two-dimensional vector.
public struct CGVector: Equatable, Hashable, Codable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    @inlinable public init() { self.init(dx: 0, dy: 0) }
    @inlinable public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    @inlinable public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
    @inlinable public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }

    /// The vector whose components are both zero.
    public static let zero = CGVector()
}

extension CGVector: CustomStringConvertible {
    public var description: String { "(\(dx), \(dy))" }
}
