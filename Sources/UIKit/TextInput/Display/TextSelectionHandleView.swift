import CoreGraphics
import Foundation

/// One end of a selection: a bar as tall as the line in the tint colour, with a dot above
/// it (the start) or below it (the end), as iOS draws its selection grabbers.
final class TextSelectionHandleView: UIView {
    /// The dot's diameter.
    static let dotDiameter: CGFloat = 10
    static let barWidth: CGFloat = 2

    let isStart: Bool
    private var color = UIColor.systemBlue

    init(isStart: Bool) {
        self.isStart = isStart
        super.init(frame: .zero)
        isOpaque = false
        backgroundColor = nil
        contentMode = .redraw
    }

    required init?(coder: NSCoder) {
        isStart = true
        super.init(coder: coder)
    }

    /// Stands at the edge `edge` (a zero-width rectangle as tall as the line), in `color`.
    func attach(to edge: CGRect, color: UIColor) {
        let d = Self.dotDiameter
        frame = CGRect(x: edge.minX - d / 2, y: isStart ? edge.minY - d : edge.minY, width: d, height: edge.height + d)
        if !color.isEqual(self.color) {
            self.color = color
            setNeedsDisplay()
        }
        isHidden = false
    }

    override func draw(_ rect: CGRect) {
        let d = Self.dotDiameter
        color.setFill()
        let barTop: CGFloat = isStart ? d : 0
        UIRectFill(CGRect(x: (bounds.width - Self.barWidth) / 2, y: barTop, width: Self.barWidth, height: bounds.height - d))
        let dot = CGRect(x: 0, y: isStart ? 0 : bounds.height - d, width: d, height: d)
        UIBezierPath(ovalIn: dot).fill()
    }
}
