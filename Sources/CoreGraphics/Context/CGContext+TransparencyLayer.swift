@_implementationOnly import CCairo
import Foundation

/// A transparency layer in progress: its offscreen target and the state to return to.
struct TransparencyLayer {
    let target: DrawTarget
    let savedState: GraphicsState
    /// `savedStates.count` at the start, so `restoreGState` cannot pop past the layer.
    let savedStateDepth: Int
}

extension CGContext {
    /// Starts a transparency layer: until `endTransparencyLayer()`, drawing goes to a
    /// fully transparent offscreen buffer with alpha 1, no shadow and normal blending;
    /// at the end the buffer is composited as one object with the alpha, blend mode,
    /// shadow and clip that were current at the start.
    public func beginTransparencyLayer(auxiliaryInfo: [String: Any]?) {
        beginLayer(in: nil)
    }

    /// Starts a transparency layer whose buffer only needs to cover `rect` (user space).
    public func beginTransparencyLayer(in rect: CGRect, auxiliaryInfo: [String: Any]?) {
        beginLayer(in: rect)
    }

    /// Ends the innermost transparency layer (ignored when none is open).
    public func endTransparencyLayer() {
        guard let layer = layers.popLast() else { return }
        savedStates.removeLast(savedStates.count - layer.savedStateDepth)
        state = layer.savedState
        target = layers.last?.target ?? main
        applyCTM()
        let layerTarget = layer.target
        defer { layerTarget.destroy() }
        let bounds = CGRect(x: layerTarget.originX, y: layerTarget.originY,
                            width: layerTarget.width, height: layerTarget.height)
        composite(bounds: bounds) { target, alpha, coverageOnly in
            let cr = target.cr
            cairo_identity_matrix(cr)
            let x = Double(layerTarget.originX - target.originX), y = Double(layerTarget.originY - target.originY)
            if coverageOnly {
                cairo_set_source_rgba(cr, 1, 1, 1, 1)
                cairo_mask_surface(cr, layerTarget.surface.raw, x, y)
            } else {
                cairo_set_source_surface(cr, layerTarget.surface.raw, x, y)
                CGContext.paintSource(cr, alpha: alpha)
            }
        }
    }

    private func beginLayer(in rect: CGRect?) {
        var region = target.clipExtents()
        if let rect {
            region = region.intersection(PixelRect(enclosing: cairoDeviceRect(rect.applying(state.ctm))))
        }
        // An empty layer still needs a target to swallow the drawing; one pixel will do.
        if region.isEmpty { region = PixelRect(x: region.x, y: region.y, width: 1, height: 1) }
        guard let layerTarget = DrawTarget.offscreen(region) else { return }
        layers.append(TransparencyLayer(target: layerTarget, savedState: state, savedStateDepth: savedStates.count))
        target = layerTarget
        state.alpha = 1
        state.shadow = nil
        state.blendMode = .normal
        state.softMask = nil
        applyCTM()
    }
}
