import CoreGraphics
import Foundation

extension UIWindow {
    /// Converts `point` from this window's coordinates to `window`'s, or to the screen's
    /// (in points) when `window` is nil.
    public func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        guard let window else { return layer.ownTransform.apply(point) ?? point }
        return convert(point, to: window as UIView)
    }

    /// Converts `point` from `window`'s coordinates, or from the screen's when `window` is
    /// nil, to this window's.
    public func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        guard let window else { return layer.ownTransform.inverted?.apply(point) ?? point }
        return convert(point, from: window as UIView)
    }

    /// Converts `rect` from this window's coordinates to `window`'s (the screen's when nil):
    /// the bounding box of the converted corners.
    public func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        guard let window else { return layer.ownTransform.boundingBox(of: rect) }
        return convert(rect, to: window as UIView)
    }

    /// Converts `rect` from `window`'s coordinates (the screen's when nil) to this window's.
    public func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        guard let window else { return layer.ownTransform.inverted?.boundingBox(of: rect) ?? rect }
        return convert(rect, from: window as UIView)
    }
}
