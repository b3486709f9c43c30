import Foundation

/// Where a supplementary item attaches to its item (or group): the edges it lines up with
/// (none on an axis centres it there), moved by an offset in points or in fractions of the
/// supplementary item's own size.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject, @preconcurrency NSCopying {
    public let edges: NSDirectionalRectEdge
    public let offset: CGPoint
    public let isAbsoluteOffset: Bool
    public var isFractionalOffset: Bool { !isAbsoluteOffset }

    init(edges: NSDirectionalRectEdge, offset: CGPoint, absolute: Bool) {
        self.edges = edges
        self.offset = offset
        isAbsoluteOffset = absolute
        super.init()
    }

    public convenience init(edges: NSDirectionalRectEdge) {
        self.init(edges: edges, offset: .zero, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, absolute: true)
    }

    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, absolute: false)
    }

    /// The frame of an element of `size` anchored to `container` (left-to-right): its edges
    /// on the container's, then moved by the offset.
    func frame(ofSize size: CGSize, in container: CGRect) -> CGRect {
        var x = container.midX - size.width / 2, y = container.midY - size.height / 2
        if edges.contains(.leading) { x = container.minX } else if edges.contains(.trailing) { x = container.maxX - size.width }
        if edges.contains(.top) { y = container.minY } else if edges.contains(.bottom) { y = container.maxY - size.height }
        let shift = shift(forSize: size)
        return CGRect(x: x + shift.x, y: y + shift.y, width: size.width, height: size.height)
    }

    /// The point of `rect` the edges name (its middle on an axis without one), moved by the
    /// offset (fractions of `size` when fractional).
    func point(in rect: CGRect, size: CGSize) -> CGPoint {
        var x = rect.midX, y = rect.midY
        if edges.contains(.leading) { x = rect.minX } else if edges.contains(.trailing) { x = rect.maxX }
        if edges.contains(.top) { y = rect.minY } else if edges.contains(.bottom) { y = rect.maxY }
        let shift = shift(forSize: size)
        return CGPoint(x: x + shift.x, y: y + shift.y)
    }

    private func shift(forSize size: CGSize) -> CGPoint {
        isAbsoluteOffset ? offset : CGPoint(x: offset.x * size.width, y: offset.y * size.height)
    }

    public func copy(with zone: NSZone? = nil) -> Any { self }
}
