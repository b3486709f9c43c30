import CoreGraphics
import Foundation

extension UIView {
    /// Whether hit testing skips subviews through `SubviewHitIndex` (the answers are the
    /// same either way; tests and benchmarks compare the two).
    @_spi(Testing) public static var hitTestUsesSubviewIndex = true

    func performHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // The opacity is a Float: compared as one, an alpha of 0.01 is still hit (scenario 129).
        guard isUserInteractionEnabled, !isHidden, layer.opacity >= 0.01, !isAnimatingWithoutUserInteraction,
              self.point(inside: point, with: event) else {
            return nil
        }
        // A copy: an override adding or removing subviews meanwhile does not change who is asked.
        let subviews = subviewStorage
        guard UIView.hitTestUsesSubviewIndex, subviews.count >= SubviewHitIndex.minimumSubviews else {
            return ask(subviews[...], point, event) ?? self
        }
        let index = subviewHitIndex(of: subviews)
        for i in index.candidates(at: point) {
            if let hit = ask(subviews[i...i], point, event) { return hit }
            // An override moved subviews meanwhile: ask the rest one by one, as before.
            if layer.sublayerGeometryCache !== index { return ask(subviews[..<i], point, event) ?? self }
        }
        return self
    }

    /// Asks `subviews`, front to back, for the view taking `point` (in this view's
    /// coordinates).
    private func ask(_ subviews: ArraySlice<UIView>, _ point: CGPoint, _ event: UIEvent?) -> UIView? {
        for subview in subviews.reversed() {
            guard let local = subview.layer.toSuperlayer.inverted?.apply(point) else { continue }
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return nil
    }

    /// The index of `subviews` (this view's), built when first needed after a change.
    private func subviewHitIndex(of subviews: [UIView]) -> SubviewHitIndex {
        if let index = layer.sublayerGeometryCache as? SubviewHitIndex, index.subviewCount == subviews.count {
            return index
        }
        let index = SubviewHitIndex(subviews: subviews)
        layer.sublayerGeometryCache = index
        return index
    }
}
