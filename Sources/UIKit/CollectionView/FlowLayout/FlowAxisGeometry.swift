import CoreGraphics
import Foundation

/// A section's insets in the flow's own terms: along the scroll direction (before the first
/// line, after the last) and across it (where lines start and end).
struct FlowEdges: Equatable {
    var alongBefore: CGFloat, alongAfter: CGFloat, crossBefore: CGFloat, crossAfter: CGFloat
}

/// Conversions between points and sizes and the flow's along/cross terms. All of the engine's
/// arithmetic is written once, for "along" and "cross"; only these functions know that
/// vertical scrolling means along = y.
extension FlowScrollAxis {
    func along(_ size: CGSize) -> CGFloat { self == .vertical ? size.height : size.width }
    func cross(_ size: CGSize) -> CGFloat { self == .vertical ? size.width : size.height }

    func alongRange(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
        self == .vertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX)
    }

    func crossRange(_ rect: CGRect) -> (min: CGFloat, max: CGFloat) {
        self == .vertical ? (rect.minX, rect.maxX) : (rect.minY, rect.maxY)
    }

    func rect(along: CGFloat, cross: CGFloat, alongLength: CGFloat, crossLength: CGFloat) -> CGRect {
        self == .vertical
            ? CGRect(x: cross, y: along, width: crossLength, height: alongLength)
            : CGRect(x: along, y: cross, width: alongLength, height: crossLength)
    }

    func size(along: CGFloat, cross: CGFloat) -> CGSize {
        self == .vertical ? CGSize(width: cross, height: along) : CGSize(width: along, height: cross)
    }

    /// Section insets plus the reference's insets, in along/cross terms.
    func edges(_ inset: UIEdgeInsets, plus reference: UIEdgeInsets) -> FlowEdges {
        let top = inset.top + reference.top, left = inset.left + reference.left
        let bottom = inset.bottom + reference.bottom, right = inset.right + reference.right
        return self == .vertical
            ? FlowEdges(alongBefore: top, alongAfter: bottom, crossBefore: left, crossAfter: right)
            : FlowEdges(alongBefore: left, alongAfter: right, crossBefore: top, crossAfter: bottom)
    }
}
