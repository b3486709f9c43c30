import CoreGraphics
import Foundation

/// The status bar's content as iOS 17 draws it for screenshots: the time "9:41", the
/// cellular signal (four bars), Wi-Fi (three arcs) and a full battery. Beside the Dynamic
/// Island the time sits centred in the left part and the three symbols in the right part;
/// on the home-button devices the time is centred with the signal and Wi-Fi at the left and
/// the battery at the right. Shapes are drawn, measured against iOS 17 screenshots, not
/// Apple's glyphs (docs/DIFFERENCES.md).
final class StatusBarView: UIView {
    /// The content's style: dark content, except for `.lightContent`.
    var style = UIStatusBarStyle.default {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = nil
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    required init?(coder: NSCoder) { nil }

    /// The colour of the content for `style`.
    private var contentColor: UIColor {
        style == .lightContent || style == .blackOpaque ? .white : .black
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        contentColor.setFill()
        contentColor.setStroke()
        let screen = window?.screen ?? UIScreen.main
        if screen.profile.hasDynamicIsland {
            drawIslandLayout(in: context, screenWidth: bounds.width)
        } else {
            drawClassicLayout(in: context)
        }
    }

    /// Beside the Dynamic Island (126 points wide, centred): the time centred in the left
    /// part, the symbols centred in the right part, on the island's centre line.
    private func drawIslandLayout(in context: CGContext, screenWidth: CGFloat) {
        let island: CGFloat = 126
        let sideWidth = (screenWidth - island) / 2
        let midY: CGFloat = 30
        drawTime("9:41", size: 17, centeredAt: CGPoint(x: sideWidth / 2 + 6, y: midY))
        let symbolsWidth = signalWidth + 6 + wifiWidth + 6 + batteryWidth
        var x = screenWidth - sideWidth / 2 - symbolsWidth / 2 - 4
        drawSignal(in: context, x: x, midY: midY)
        x += signalWidth + 6
        drawWifi(in: context, x: x, midY: midY)
        x += wifiWidth + 6
        drawBattery(in: context, x: x, midY: midY)
    }

    /// A 20-point bar: signal and Wi-Fi at the left, the time centred, battery at the right.
    private func drawClassicLayout(in context: CGContext) {
        let midY = bounds.midY
        drawSignal(in: context, x: 6, midY: midY, scale: 0.75)
        drawWifi(in: context, x: 6 + signalWidth * 0.75 + 5, midY: midY, scale: 0.75)
        drawTime("9:41 AM", size: 12, centeredAt: CGPoint(x: bounds.midX, y: midY))
        drawBattery(in: context, x: bounds.width - 6 - batteryWidth * 0.85, midY: midY, scale: 0.85)
    }

    private func drawTime(_ text: String, size: CGFloat, centeredAt center: CGPoint) {
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: size, weight: .semibold), .foregroundColor: contentColor,
        ]
        let string = NSAttributedString(string: text, attributes: attributes)
        let size = string.size()
        string.draw(at: CGPoint(x: center.x - size.width / 2, y: center.y - size.height / 2))
    }

    private let signalWidth: CGFloat = 18
    private let wifiWidth: CGFloat = 16
    private let batteryWidth: CGFloat = 27

    /// Four bars rising left to right, 3 points wide with 2-point gaps.
    private func drawSignal(in context: CGContext, x: CGFloat, midY: CGFloat, scale: CGFloat = 1) {
        let heights: [CGFloat] = [4, 6.5, 9, 11.5]
        let bottom = midY + 5.75 * scale
        for (index, height) in heights.enumerated() {
            let bar = CGRect(x: x + CGFloat(index) * 5 * scale, y: bottom - height * scale,
                             width: 3 * scale, height: height * scale)
            UIBezierPath(roundedRect: bar, cornerRadius: 1 * scale).fill()
        }
    }

    /// Three arcs and a dot fanning up from a point at the bottom centre.
    private func drawWifi(in context: CGContext, x: CGFloat, midY: CGFloat, scale: CGFloat = 1) {
        let apex = CGPoint(x: x + wifiWidth * scale / 2, y: midY + 6 * scale)
        let spread: CGFloat = .pi / 4
        for radius: CGFloat in [4, 8, 12] {
            let wedge = UIBezierPath()
            wedge.move(to: apex)
            wedge.addArc(withCenter: apex, radius: radius * scale, startAngle: -.pi / 2 - spread,
                         endAngle: -.pi / 2 + spread, clockwise: true)
            wedge.close()
            if radius > 4 {
                // Each band is the wedge less the next smaller one.
                let inner = UIBezierPath()
                inner.move(to: apex)
                inner.addArc(withCenter: apex, radius: (radius - 2.2) * scale, startAngle: -.pi / 2 - spread,
                             endAngle: -.pi / 2 + spread, clockwise: true)
                inner.close()
                context.saveGState()
                context.addRect(bounds)
                context.addPath(inner.cgPath)
                context.clip(using: .evenOdd)
                wedge.fill()
                context.restoreGState()
            } else {
                wedge.fill()
            }
        }
    }

    /// A full battery: a rounded outline at 40 % opacity, the charge inside, the cap.
    private func drawBattery(in context: CGContext, x: CGFloat, midY: CGFloat, scale: CGFloat = 1) {
        let body = CGRect(x: x, y: midY - 6.5 * scale, width: 24.5 * scale, height: 13 * scale)
        context.saveGState()
        context.setAlpha(0.4)
        let outline = UIBezierPath(roundedRect: body.insetBy(dx: 0.5 * scale, dy: 0.5 * scale), cornerRadius: 4 * scale)
        outline.lineWidth = 1 * scale
        outline.stroke()
        let cap = UIBezierPath(roundedRect: CGRect(x: body.maxX + 1 * scale, y: midY - 2 * scale,
                                                   width: 1.5 * scale, height: 4 * scale), cornerRadius: 0.75 * scale)
        cap.fill()
        context.restoreGState()
        UIBezierPath(roundedRect: body.insetBy(dx: 2 * scale, dy: 2 * scale), cornerRadius: 2.5 * scale).fill()
    }
}
