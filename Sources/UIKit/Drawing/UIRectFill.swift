import CoreGraphics
import Foundation

// UIKit's rectangle functions. They draw into the current context and do nothing when
// there is none; each restores the context's blend mode afterwards.

/// Fills `rect` with the current fill colour, replacing what is there (`.copy` mode).
public func UIRectFill(_ rect: CGRect) {
    UIRectFillUsingBlendMode(rect, .copy)
}

/// Fills `rect` with the current fill colour in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(rect)
    context.restoreGState()
}

/// Draws a 1-point frame just inside `rect` (so clipping to `rect` keeps it) in `.copy`
/// mode. It is filled, not stroked, so it takes the current *fill* colour, as UIKit's does
/// (`UIColor.set()` sets both).
public func UIRectFrame(_ rect: CGRect) {
    UIRectFrameUsingBlendMode(rect, .copy)
}

/// Draws a 1-point frame just inside `rect` in the fill colour and `blendMode`.
public func UIRectFrameUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let r = rect.standardized
    let width = min(1, r.width / 2), height = min(1, r.height / 2)
    // Four non-overlapping bands, so translucent colours and blend modes apply once.
    let bands = [
        CGRect(x: r.minX, y: r.minY, width: r.width, height: height),
        CGRect(x: r.minX, y: r.maxY - height, width: r.width, height: height),
        CGRect(x: r.minX, y: r.minY + height, width: width, height: r.height - 2 * height),
        CGRect(x: r.maxX - width, y: r.minY + height, width: width, height: r.height - 2 * height),
    ].filter { $0.width > 0 && $0.height > 0 }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.fill(bands)
    context.restoreGState()
}

/// Intersects the current clipping area with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
