import Foundation

/// An immutable graphics path: a sequence of lines and Bézier curves.
///
/// `CGMutablePath` is its mutable subclass, as in Apple's Swift overlay.
public class CGPath: Equatable, CustomStringConvertible {
    /// The elements in the order they were added; points are already transformed.
    package internal(set) var elements: [PathElement]
    /// Where the current subpath started (the target of `closeSubpath`).
    package internal(set) var subpathStart: CGPoint?
    /// The current point, or nil when the path is empty.
    package internal(set) var current: CGPoint?

    package init(elements: [PathElement] = [], subpathStart: CGPoint? = nil, current: CGPoint? = nil) {
        self.elements = elements
        self.subpathStart = subpathStart
        self.current = current
    }

    /// An immutable path with the elements `build` adds to an empty mutable path.
    package convenience init(building build: (CGMutablePath) -> Void) {
        let path = CGMutablePath()
        build(path)
        self.init(elements: path.elements, subpathStart: path.subpathStart, current: path.current)
    }

    /// Whether the path contains no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// The current point: the end of the last element, `.zero` for an empty path.
    public var currentPoint: CGPoint { current ?? .zero }

    /// An immutable copy of the path.
    public func copy() -> CGPath? {
        CGPath(elements: elements, subpathStart: subpathStart, current: current)
    }

    /// An immutable copy with every point mapped by `transform` (nil: unchanged).
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        transformed(by: transform?.pointee ?? .identity)
    }

    /// An immutable copy with every point mapped by `t`.
    package func transformed(by t: CGAffineTransform) -> CGPath {
        CGPath(elements: elements.map { $0.applying(t) },
               subpathStart: subpathStart?.applying(t), current: current?.applying(t))
    }

    /// A mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        CGMutablePath(elements: elements, subpathStart: subpathStart, current: current)
    }

    /// A mutable copy with every point mapped by `transform` (nil: unchanged).
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let t = transform?.pointee ?? .identity
        return CGMutablePath(elements: elements.map { $0.applying(t) },
                             subpathStart: subpathStart?.applying(t), current: current?.applying(t))
    }

    /// Calls `block` once for each element, in order. The element's `points` pointer is
    /// valid only during the call.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        var scratch = [CGPoint](repeating: .zero, count: 3)
        for element in elements {
            let points = element.points
            scratch.withUnsafeMutableBufferPointer { buffer in
                for (i, p) in points.enumerated() { buffer[i] = p }
                var cgElement = CGPathElement(type: element.type, points: buffer.baseAddress!)
                withUnsafePointer(to: &cgElement) { block($0) }
            }
        }
    }

    /// Two paths are equal when they have the same elements with the same points.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

    public var description: String { "<CGPath \(elements.count) elements>" }
}
