import UIKit

/// Draws a small bar chart with a gradient and a stroked line, in `draw(_:)`.
final class ChartView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .white
        layer.cornerRadius = 12
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let values: [CGFloat] = [0.35, 0.6, 0.45, 0.8, 0.55, 0.9, 0.7]
        let width = bounds.width / CGFloat(values.count)
        let colors = [CGColor(red: 0.35, green: 0.78, blue: 0.98, alpha: 1), CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)]
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)!
        var points: [CGPoint] = []
        for (i, value) in values.enumerated() {
            let bar = CGRect(x: CGFloat(i) * width + 8, y: bounds.height * (1 - value), width: width - 16,
                             height: bounds.height * value)
            ctx.saveGState()
            ctx.addPath(CGPath(roundedRect: bar, cornerWidth: 6, cornerHeight: 6, transform: nil))
            ctx.clip()
            ctx.drawLinearGradient(gradient, start: CGPoint(x: 0, y: bar.minY), end: CGPoint(x: 0, y: bar.maxY), options: [])
            ctx.restoreGState()
            points.append(CGPoint(x: bar.midX, y: bar.minY - 12))
        }
        ctx.setStrokeColor(CGColor(red: 1, green: 0.18, blue: 0.33, alpha: 1))
        ctx.setLineWidth(3)
        ctx.setLineJoin(.round)
        ctx.addLines(between: points)
        ctx.strokePath()
    }
}
