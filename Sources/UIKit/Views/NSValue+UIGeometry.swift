import CoreGraphics
import Foundation

/// UIKit's geometry values boxed in `NSValue`, as notifications' user-info dictionaries carry
/// them (the keyboard's frames). Foundation on Linux stores them as its `NSRect`, `NSPoint`
/// and `NSSize`, which are the same types.
extension NSValue {
    /// A value holding `rect`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// The rectangle the value holds.
    public var cgRectValue: CGRect { rectValue }

    /// A value holding `point`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }

    /// A value holding `size`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
