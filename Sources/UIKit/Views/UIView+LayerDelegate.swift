import CoreGraphics
import Foundation
import QuartzCore

/// The view is its layer's delegate: it lays out the layer through `layoutSubviews()`,
/// draws it through `draw(_:)` and (outside animation blocks) gives it no actions.
extension UIView: @preconcurrency CALayerDelegate {
    /// The view's part of the layout pass: a controller appearing with this root view
    /// hears `viewIsAppearing(_:)` (its superview has placed it), the view's own safe area
    /// is brought up to date, then `layoutSubviews()` runs, then the subviews' safe areas
    /// are checked (a subview whose safe area changed is laid out in the same pass).
    public func layoutSublayers(of layer: CALayer) {
        guard layer === self.layer else { return }
        // A superview laid out in this pass has just found this view's safe area (and
        // reported it); otherwise it is found now.
        var fromSuperview: SafeAreaFinding?
        if superviewStorage?.layer.isLayingOutSubtree == true, let found = safeAreaFromSuperviewLayout, found.holds(for: self) {
            fromSuperview = found
        }
        safeAreaFromSuperviewLayout = nil
        // UIKit lays out with the view's traits current (dynamic values resolve with them).
        UITraitCollection.withCurrent(traitCollection) {
            viewControllerStorage?.reportViewIsAppearing()
            if fromSuperview == nil { updateSafeAreaInsets(layingOut: true) }
            viewControllerStorage?.viewWillLayoutSubviews()
            layoutSubviews()
            viewControllerStorage?.viewDidLayoutSubviews()
        }
        // `layoutSubviews()` may have moved or scrolled this view: the region found before
        // it serves only while this view is where it was.
        updateSubviewSafeAreas(startingFrom: fromSuperview.flatMap { $0.holds(for: self) ? $0.region : nil })
    }

    /// Reports the subviews' safe areas, each one step down from this view's (`known`, or
    /// found from the window), and keeps each finding for the subview's own layout.
    private func updateSubviewSafeAreas(startingFrom known: SafeAreaRegion?) {
        guard !subviewStorage.isEmpty else { return }
        guard let window else {
            for subview in subviewStorage { subview.updateSafeAreaInsets(to: .zero, layingOut: false) }
            return
        }
        let region = known ?? UIViewController.safeAreaRegion(of: self, in: window)
        for subview in subviewStorage {
            let found = UIViewController.safeAreaRegion(of: subview, under: region, of: self, in: window)
            subview.safeAreaFromSuperviewLayout = SafeAreaFinding(found, for: subview, in: self)
            subview.updateSafeAreaInsets(to: found.insets, layingOut: false)
        }
    }

    public func draw(_ layer: CALayer, in ctx: CGContext) {
        guard layer === self.layer else { return }
        UIGraphicsPushContext(ctx)
        UITraitCollection.withCurrent(traitCollection) {
            drawLayerContent(ctx.boundingBoxOfClipPath.intersection(bounds))
        }
        UIGraphicsPopContext()
    }

    /// A view's own layer animates property changes only inside an animation block
    /// (Animation/UIView+AnimationActions.swift); outside, the answer is `NSNull`.
    public func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
        viewAction(for: layer, forKey: event)
    }
}

/// A view is the delegate of its own layer and of no other.
extension UIView: @preconcurrency ExclusiveLayerDelegate {
    package var delegatedLayer: CALayer { layer }
}

extension UIView: @preconcurrency LazyContentDrawing {
    /// Runs `draw(_:)` for `rect` (a backing store's dirty part, or a tile) with a current
    /// context that exists only once something asks for it (`UIGraphicsGetCurrentContext()`,
    /// a colour's `set()`, a path's `fill()`…): a view whose drawing never touches the
    /// context keeps no backing store. (The layer prepares the context: cleared, or with
    /// the previous pixels when `clearsContextBeforeDrawing` is off.)
    package func drawContent(of layer: CALayer, in rect: CGRect, makeContext: @escaping () -> CGContext?) {
        guard layer === self.layer else { return }
        GraphicsContextStack.current.pushLazy(makeContext)
        UITraitCollection.withCurrent(traitCollection) { drawLayerContent(rect) }
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
