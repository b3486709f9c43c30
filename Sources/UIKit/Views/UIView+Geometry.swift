import CoreGraphics
import Foundation
import QuartzCore

extension UIView {
    /// Options for how a view resizes when its superview's bounds change.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Converts `point` from this view's coordinates to `view`'s (the window's when nil),
    /// through any transforms on the way, also across windows.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        guard let map = map(to: view) else { return point }
        return map.apply(point) ?? point
    }

    /// Converts `point` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        guard let map = (view ?? window)?.map(to: self) ?? map(to: nil)?.inverted else { return point }
        return map.apply(point) ?? point
    }

    /// Converts `rect` from this view's coordinates to `view`'s: the bounding box of the
    /// converted corners.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        guard let map = map(to: view) else { return rect }
        return map.boundingBox(of: rect)
    }

    /// Converts `rect` from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        guard let map = (view ?? window)?.map(to: self) ?? map(to: nil)?.inverted else { return rect }
        return map.boundingBox(of: rect)
    }

    /// The translation from this view's coordinates to `ancestor`'s when every layer between
    /// only translates (nil when one does more, or `ancestor` does not hold this view):
    /// `convert` without matrices, for layout passes that ask it of every row.
    func translation(to ancestor: UIView) -> CGPoint? {
        var sum = CGPoint.zero
        var view = self
        while view !== ancestor {
            guard let superview = view.superviewStorage,
                  let step = view.layer.translation(toSuperlayer: superview.layer) else { return nil }
            sum.x += step.x
            sum.y += step.y
            view = superview
        }
        return sum
    }

    /// The map from this view's coordinates to `view`'s (nil: this view's window), going
    /// through screen coordinates so that views in different windows convert too.
    private func map(to view: UIView?) -> Homography? {
        guard let target = view ?? window else { return nil }
        let fromSelf = layer.toRoot.concatenating(layer.rootLayer.ownTransform)
        let toTarget = target.layer.toRoot.concatenating(target.layer.rootLayer.ownTransform)
        guard let back = toTarget.inverted else { return nil }
        return fromSelf.concatenating(back)
    }

    /// Resizes the view to the size `sizeThatFits(_:)` returns for its current size,
    /// keeping its frame's origin, as UIKit does (a label laid out at a point grows right
    /// and down from it). Under a transform, where the frame is only a bounding box, the
    /// bounds change about the centre instead.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        guard size.width.isFinite, size.height.isFinite else { return }
        let fitted = CGSize(width: max(0, size.width), height: max(0, size.height))
        if transform.isIdentity {
            frame.size = fitted
        } else {
            bounds.size = fitted
        }
    }

    /// Runs a geometry change, then autoresizes the subviews if the bounds size changed,
    /// synchronously as UIKit does (scenario 74); layout follows at the next cycle (the
    /// layer marked itself).
    func autoresizingSubviews(_ change: () -> Void) {
        let oldSize = bounds.size
        change()
        let newSize = bounds.size
        guard newSize != oldSize, autoresizesSubviews else { return }
        for subview in subviewStorage where !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: newSize)
        }
    }

    /// Applies the autoresizing mask for a superview size change: the change is shared
    /// among the flexible parts of each axis in proportion to their current sizes, as
    /// UIKit does (evenly when they are all zero).
    private func autoresize(from old: CGSize, to new: CGSize) {
        let mask = autoresizingMask
        var frame = self.frame
        let (x, width) = UIView.distribute(
            delta: new.width - old.width, leading: frame.minX, size: frame.width, trailing: old.width - frame.maxX,
            flexible: (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let (y, height) = UIView.distribute(
            delta: new.height - old.height, leading: frame.minY, size: frame.height, trailing: old.height - frame.maxY,
            flexible: (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        frame = CGRect(x: x, y: y, width: max(0, width), height: max(0, height))
        if transform.isIdentity {
            self.frame = frame
        } else {
            // Under a transform the frame is undefined (R-AR-9): keep the centre's share.
            center = CGPoint(x: frame.midX, y: frame.midY)
        }
    }

    /// One axis of autoresizing: the new origin and size.
    private static func distribute(delta: CGFloat, leading: CGFloat, size: CGFloat, trailing: CGFloat,
                                   flexible: (Bool, Bool, Bool)) -> (CGFloat, CGFloat) {
        let parts = [(flexible.0, leading), (flexible.1, size), (flexible.2, trailing)]
        let flexibleCount = parts.filter(\.0).count
        guard flexibleCount > 0, delta != 0 else { return (leading, size) }
        let total = parts.filter(\.0).reduce(0) { $0 + max(0, $1.1) }
        func share(_ i: Int) -> CGFloat {
            guard parts[i].0 else { return 0 }
            return total > 0 ? delta * max(0, parts[i].1) / total : delta / CGFloat(flexibleCount)
        }
        return (leading + share(0), size + share(1))
    }

    func isFiniteRect(_ rect: CGRect, api: String) -> Bool {
        guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else {
            warnNonFinite(api: api)
            return false
        }
        return true
    }

    /// UIKit raises for NaN geometry; here the value is ignored and a warning printed once.
    func warnNonFinite(api: String) {
        let environment = HostEnvironment.current.uiKit
        guard !environment.warnedNonFiniteGeometry else { return }
        environment.warnedNonFiniteGeometry = true
        print("UIKit: ignoring a non-finite value (NaN or infinity) given to UIView.\(api) of \(type(of: self))")
    }
}
