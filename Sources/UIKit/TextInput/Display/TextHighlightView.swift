import CoreGraphics
import Foundation

/// Fills the rectangles of a selection with the highlight colour, behind the text.
final class TextHighlightView: UIView {
    private var rects: [CGRect] = []
    private var color = UIColor.clear

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        clipsToBounds = true
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `rects` (in this view's coordinates) in `color`.
    func show(_ rects: [CGRect], color: UIColor) {
        guard rects != self.rects || !color.isEqual(self.color) else { return }
        self.rects = rects
        self.color = color
        setNeedsDisplay()
    }

    override func draw(_ rect: CGRect) {
        color.setFill()
        for selected in rects { UIRectFill(selected) }
    }
}
