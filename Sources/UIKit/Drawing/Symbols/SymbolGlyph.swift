import CoreGraphics
import Foundation

/// The drawing of one symbol: its marks, in design units (see `SymbolMark`).
struct SymbolGlyph {
    let marks: [SymbolMark]

    init(_ marks: [SymbolMark]) {
        self.marks = marks
    }

    /// The rectangle the ink covers, in design units, for a stroke width of `lineWidth`
    /// design units. Every stroke has round caps and joins, so its ink reaches exactly half
    /// its width beyond the path's bounding box.
    func inkBounds(lineWidth: CGFloat) -> CGRect {
        marks.reduce(CGRect.null) { bounds, mark in
            guard let outset = mark.inkOutset(lineWidth: lineWidth) else { return bounds }
            return bounds.union(mark.path.boundingBoxOfPath.insetBy(dx: -outset, dy: -outset))
        }
    }

    /// Draws the marks into `context` in black, design units mapped by `transform`, with a
    /// stroke width of `lineWidth` in the context's units.
    func draw(in context: CGContext, transform: CGAffineTransform, lineWidth: CGFloat) {
        context.saveGState()
        context.setFillColor(gray: 0, alpha: 1)
        context.setStrokeColor(gray: 0, alpha: 1)
        context.setLineCap(.round)
        context.setLineJoin(.round)
        for mark in marks {
            mark.draw(in: context, transform: transform, lineWidth: lineWidth)
        }
        context.restoreGState()
    }
}
