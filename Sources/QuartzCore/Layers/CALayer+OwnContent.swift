import CoreGraphics
import Foundation

extension CALayer {
    /// `display()` for layer classes that render content of their own (`CAShapeLayer`,
    /// `CAGradientLayer`): Core Animation renders that content whatever the delegate does,
    /// so the whole backing store is redrawn through `draw(in:)` — which draws the
    /// delegate's content first, then the layer's own — and the delegate's `display(_:)`
    /// is not consulted. The store covers `coverage` (nil: the bounds); an empty
    /// coverage leaves the layer without a store.
    func displayOwnContent(covering coverage: CGRect?) {
        needsDisplayFlag = false
        dirtyRect = nil
        guard let context = makeBackingContext(redrawing: nil, covering: coverage) else { return }
        delegate?.layerWillDraw(self)
        draw(in: context.ctx)
        finishBackingStore(context)
    }
}
