import CoreGraphics
import Foundation
import QuartzCore

/// The view is its layer's delegate: it lays out the layer through `layoutSubviews()`,
/// draws it through `draw(_:)` and (outside animation blocks) gives it no actions.
extension UIView: @preconcurrency CALayerDelegate {
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        layoutSubviews()
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        drawLayerContent(ctx.boundingBoxOfClipPath.intersection(bounds))
        UIGraphicsPopContext()
    }

    /// A view's own layer does not animate property changes outside an animation block.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIView.noAction
    }
}

extension UIView {
    /// The "no action" answer, made once: every property change of a view's layer asks.
    private static let noAction = NSNull()
}

extension UIView: @preconcurrency LazyContentDrawing {
    /// Runs `draw(_:)` for `rect` (a backing store's dirty part, or a tile) with a current
    /// context that exists only once something asks for it (`UIGraphicsGetCurrentContext()`,
    /// a colour's `set()`, a path's `fill()`…): a view whose drawing never touches the
    /// context keeps no backing store.
    package func drawContent(of layer: CALayer, in rect: CGRect, makeContext: @escaping () -> CGContext?) {
        guard layer === self.layer else { return }
        GraphicsContextStack.current.pushLazy(makeContext)
        drawLayerContent(rect)
        GraphicsContextStack.current.pop()
    }

    /// Draws a snapshot of the view and its subviews into `rect` of the current context.
    /// Returns false when there is no current context.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
        guard let ctx = UIGraphicsGetCurrentContext(), bounds.width > 0, bounds.height > 0 else { return false }
        ctx.saveGState()
        ctx.translateBy(x: rect.minX, y: rect.minY)
        ctx.scaleBy(x: rect.width / bounds.width, y: rect.height / bounds.height)
        ctx.translateBy(x: -bounds.minX, y: -bounds.minY)
        layer.render(in: ctx)
        ctx.restoreGState()
        return true
    }
}
