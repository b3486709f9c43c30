import CoreGraphics
import Foundation

extension SamplerPage {
    /// Rectangles, rounded rects, ellipses, arcs, tangent arcs and both fill rules.
    static let paths = SamplerPage(name: "paths") { c in
        c.setFillColor(Palette.blue)
        c.fill(CGRect(x: 20, y: 200, width: 100, height: 90))
        c.setFillColor(Palette.orange)
        c.addPath(CGPath(roundedRect: CGRect(x: 140, y: 200, width: 100, height: 90), cornerWidth: 18,
                         cornerHeight: 18, transform: nil))
        c.fillPath()
        c.setFillColor(Palette.green)
        c.fillEllipse(in: CGRect(x: 260, y: 200, width: 100, height: 90))
        // A pie slice: arc from 30° to 300°, counter-clockwise in y-up space.
        c.setFillColor(Palette.pink)
        c.move(to: CGPoint(x: 425, y: 245))
        c.addArc(center: CGPoint(x: 425, y: 245), radius: 45, startAngle: .pi / 6, endAngle: 5 * .pi / 3,
                 clockwise: false)
        c.closePath()
        c.fillPath()
        // Tangent arcs round the corners of a zig-zag.
        c.setStrokeColor(Palette.ink)
        c.setLineWidth(4)
        c.move(to: CGPoint(x: 20, y: 40))
        c.addArc(tangent1End: CGPoint(x: 70, y: 160), tangent2End: CGPoint(x: 120, y: 40), radius: 20)
        c.addArc(tangent1End: CGPoint(x: 120, y: 40), tangent2End: CGPoint(x: 170, y: 160), radius: 20)
        c.addLine(to: CGPoint(x: 170, y: 160))
        c.strokePath()
        // A five-point star, winding (left) and even-odd (right).
        for (index, rule) in [CGPathFillRule.winding, .evenOdd].enumerated() {
            let center = CGPoint(x: 260 + CGFloat(index) * 140, y: 100)
            let star = CGMutablePath()
            for i in 0..<5 {
                let angle = CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
                let p = CGPoint(x: center.x + 70 * cos(angle), y: center.y + 70 * sin(angle))
                if i == 0 { star.move(to: p) } else { star.addLine(to: p) }
            }
            star.closeSubpath()
            c.setFillColor(Palette.purple)
            c.addPath(star)
            c.fillPath(using: rule)
        }
    }

    /// Line caps, joins, miter limit, dashes and stroke-to-path.
    static let strokes = SamplerPage(name: "strokes") { c in
        c.setStrokeColor(Palette.ink)
        c.setLineWidth(16)
        for (i, cap) in [CGLineCap.butt, .round, .square].enumerated() {
            let y = 280 - CGFloat(i) * 40
            c.setLineCap(cap)
            c.strokeLineSegments(between: [CGPoint(x: 40, y: y), CGPoint(x: 200, y: y)])
        }
        c.setLineCap(.butt)
        for (i, join) in [CGLineJoin.miter, .round, .bevel].enumerated() {
            let x = 250 + CGFloat(i) * 75
            c.setLineJoin(join)
            c.addLines(between: [CGPoint(x: x, y: 200), CGPoint(x: x + 25, y: 290), CGPoint(x: x + 50, y: 200)])
            c.strokePath()
        }
        c.setLineJoin(.miter)
        c.setLineWidth(3)
        c.setStrokeColor(Palette.blue)
        for (i, pattern) in [[12.0, 6.0], [2.0, 6.0], [20.0, 4.0, 4.0, 4.0]].enumerated() {
            c.setLineDash(phase: 0, lengths: pattern.map { CGFloat($0) })
            let y = 140 - CGFloat(i) * 22
            c.strokeLineSegments(between: [CGPoint(x: 40, y: y), CGPoint(x: 200, y: y)])
        }
        c.setLineDash(phase: 0, lengths: [])
        // A curve stroked, then the same curve turned into a filled outline.
        let wave = CGMutablePath()
        wave.move(to: CGPoint(x: 250, y: 120))
        wave.addCurve(to: CGPoint(x: 450, y: 120), control1: CGPoint(x: 300, y: 190), control2: CGPoint(x: 400, y: 50))
        c.addPath(wave)
        c.setLineWidth(12)
        c.setStrokeColor(Palette.orange)
        c.strokePath()
        let outline = wave.copy(strokingWithWidth: 12, lineCap: .round, lineJoin: .round, miterLimit: 10,
                                transform: CGAffineTransform(translationX: 0, y: -70))
        c.addPath(outline)
        c.setFillColor(Palette.green)
        c.fillPath()
    }
}
