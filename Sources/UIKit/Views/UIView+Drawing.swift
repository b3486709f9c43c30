import CoreGraphics
import Foundation
import QuartzCore

/// The view is its layer's delegate: it lays out the layer through `layoutSubviews()`,
/// draws it through `draw(_:)` and (outside animation blocks) gives it no actions.
extension UIView: @preconcurrency CALayerDelegate {
    /// The view's part of the layout pass: its own safe area is brought up to date, then
    /// `layoutSubviews()` runs, then the subviews' safe areas are checked (a subview whose
    /// safe area changed is laid out in the same pass).
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        updateSafeAreaInsets(layingOut: true)
        layoutSubviews()
        for subview in subviewStorage { subview.updateSafeAreaInsets(layingOut: false) }
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        draw(ctx.boundingBoxOfClipPath.intersection(bounds))
        UIGraphicsPopContext()
    }

    /// A view's own layer does not animate property changes outside an animation block.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        UIView.noAction
    }
}

/// A view is the delegate of its own layer and of no other.
extension UIView: @preconcurrency ExclusiveLayerDelegate {
    package var delegatedLayer: CALayer { layer }
}

extension UIView {
    /// The "no action" answer, made once: every property change of a view's layer asks.
    private static let noAction = NSNull()
}

extension UIView: @preconcurrency LazyContentDrawing {
    /// Runs `draw(_:)` with a current context that exists only once something asks for it
    /// (`UIGraphicsGetCurrentContext()`, a colour's `set()`, a path's `fill()`…): a view
    /// whose drawing never touches the context keeps no backing store.
    ///
    /// With `clearsContextBeforeDrawing` (the default) the redrawn area starts transparent,
    /// whether or not `draw(_:)` touches the context; without it the previous pixels stay
    /// under whatever `draw(_:)` paints.
    package func drawContent(of layer: CALayer, in dirtyRect: CGRect?) {
        guard layer === self.layer else { return }
        let clearing = clearsContextBeforeDrawing
        var made: BackingContext?
        GraphicsContextStack.current.pushLazy { [weak layer] in
            made = layer?.makeBackingContext(redrawing: dirtyRect, clearing: clearing)
            return made?.ctx
        }
        draw(dirtyRect ?? bounds)
        GraphicsContextStack.current.pop()
        if made == nil, clearing, dirtyRect != nil, layer.backingStore != nil {
            // A partial redraw that painted nothing still clears its area.
            made = layer.makeBackingContext(redrawing: dirtyRect)
        }
        if let made {
            layer.finishBackingStore(made)
        } else if dirtyRect == nil, clearing, layer.backingStore != nil {
            layer.backingStore = nil
            layer.markChanged()
        }
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
