import CoreGraphics
import Foundation

/// One mark of a symbol's drawing. Paths are in design units — 1/100 of the point size,
/// x to the right and y down from the middle of the cap height, where SF Symbols centre
/// their glyphs — and widths are multiples of the weight's stroke width, so one drawing
/// serves every point size, weight and scale.
///
/// Marks are drawn in order; the cuts erase what the marks before them drew, as the
/// knocked-out glyphs of SF's `.fill` symbols are (the check in `checkmark.circle.fill`).
enum SymbolMark {
    /// The path stroked `width` times the stroke width, with round caps and joins.
    case stroke(CGPath, width: CGFloat = 1)
    /// The inside of the path with an outline of the stroke width (round joins): as large
    /// as the stroked outline of the same path, and growing with the weight as SF's filled
    /// symbols do.
    case fill(CGPath)
    /// The inside of the path only: a detail that keeps its size at every weight (the
    /// day squares of `calendar`).
    case solid(CGPath)
    /// Erases the path stroked `width` times the stroke width.
    case cut(CGPath, width: CGFloat = 1)
    /// Erases the inside of the path and a margin of `width` times the stroke width around
    /// it (0: the inside only).
    case cutFill(CGPath, width: CGFloat = 0)

    /// How far the mark's ink reaches beyond its path, for a stroke width of `lineWidth`;
    /// nil for cuts, which add no ink.
    func inkOutset(lineWidth: CGFloat) -> CGFloat? {
        switch self {
        case .stroke(_, let width): lineWidth * width / 2
        case .fill: lineWidth / 2
        case .solid: 0
        case .cut, .cutFill: nil
        }
    }

    var path: CGPath {
        switch self {
        case .stroke(let path, _), .fill(let path), .solid(let path), .cut(let path, _), .cutFill(let path, _): path
        }
    }

    /// Draws the mark into `context` (whose fill and stroke colours are set, and whose
    /// caps and joins are round), its path mapped by `transform`, the stroke width being
    /// `lineWidth` in the context's units.
    func draw(in context: CGContext, transform: CGAffineTransform, lineWidth: CGFloat) {
        context.setBlendMode(.normal)
        context.addPath(path.transformed(by: transform))
        switch self {
        case .stroke(_, let width):
            context.setLineWidth(lineWidth * width)
            context.strokePath()
        case .fill:
            context.setLineWidth(lineWidth)
            context.drawPath(using: .fillStroke)
        case .solid:
            context.fillPath()
        case .cut(_, let width):
            context.setBlendMode(.destinationOut)
            context.setLineWidth(lineWidth * width)
            context.strokePath()
        case .cutFill(_, let width):
            context.setBlendMode(.destinationOut)
            if width > 0 {
                context.setLineWidth(lineWidth * width)
                context.drawPath(using: .fillStroke)
            } else {
                context.fillPath()
            }
        }
    }
}
