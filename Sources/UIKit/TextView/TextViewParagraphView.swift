import CoreGraphics
import Foundation

/// Draws one laid-out paragraph of a text view (or, for a paragraph taller than the area
/// around the viewport, the slice of it there). Each paragraph has its own view and
/// backing store, so an edit redraws the paragraph it changed and nothing else, and
/// scrolling only draws the paragraphs coming into view.
final class TextViewParagraphView: UIView {
    /// The layout drawn.
    private(set) var layout: TextLayout?
    /// Where the view's top is in the paragraph (0 unless only a slice shows).
    private var sliceTop: CGFloat = 0
    /// The x the lines start at in the view (the line fragment padding).
    private var lineOriginX: CGFloat = 0

    init() {
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        isOpaque = false
        backgroundColor = nil
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `layout` in `frame`, its top `sliceTop` into the paragraph, its lines starting
    /// `lineOriginX` from the view's left; redrawn only when any of these but the frame's
    /// origin changed.
    func show(_ layout: TextLayout, frame: CGRect, sliceTop: CGFloat, lineOriginX: CGFloat) {
        let redraw = layout !== self.layout || sliceTop != self.sliceTop || lineOriginX != self.lineOriginX
            || frame.size != self.frame.size
        self.layout = layout
        self.sliceTop = sliceTop
        self.lineOriginX = lineOriginX
        if self.frame != frame { self.frame = frame }
        if redraw { setNeedsDisplay() }
    }

    /// Stops showing a layout (the view goes back to the spares).
    func clear() {
        layout = nil
        isHidden = true
    }

    override func draw(_ rect: CGRect) {
        guard let layout, let context = UIGraphicsGetCurrentContext() else { return }
        layout.draw(at: CGPoint(x: lineOriginX, y: -sliceTop), in: context)
    }
}
