import CoreGraphics
import Foundation

// The shapes the catalog's symbols are drawn from, in design units (see `SymbolMark`).
// Angles are in degrees, measured as seen on screen: 0 points right, 90 down, increasing
// clockwise.
extension SymbolCatalog {
    /// A point, shorter to write in the catalog's tables.
    static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
        CGPoint(x: x, y: y)
    }

    /// Straight lines through `points` in turn (closed back to the first when `closed`),
    /// their corners rounded to `radius`.
    static func lines(_ points: [CGPoint], closed: Bool = false, radius: CGFloat = 0) -> CGMutablePath {
        let path = CGMutablePath()
        guard let first = points.first, points.count > 1 else { return path }
        guard radius > 0 else {
            path.addLines(between: points)
            if closed { path.closeSubpath() }
            return path
        }
        if closed {
            // Start halfway along the last side, so that every corner is rounded.
            let last = points[points.count - 1]
            path.move(to: CGPoint(x: (last.x + first.x) / 2, y: (last.y + first.y) / 2))
            for (index, corner) in points.enumerated() {
                path.addArc(tangent1End: corner, tangent2End: points[(index + 1) % points.count], radius: radius)
            }
            path.closeSubpath()
        } else {
            path.move(to: first)
            for index in 1..<points.count - 1 {
                path.addArc(tangent1End: points[index], tangent2End: points[index + 1], radius: radius)
            }
            path.addLine(to: points[points.count - 1])
        }
        return path
    }

    /// The segment from `a` to `b`.
    static func line(_ a: CGPoint, _ b: CGPoint) -> CGMutablePath {
        lines([a, b])
    }

    /// A circle around `center`.
    static func circle(_ center: CGPoint, _ radius: CGFloat) -> CGMutablePath {
        let path = CGMutablePath()
        path.addEllipse(in: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        return path
    }

    /// A circle of `radius` around the glyph's centre: the ring of the `.circle` symbols.
    static func ring(_ radius: CGFloat = 40) -> CGMutablePath {
        circle(.zero, radius)
    }

    /// An ellipse filling `rect`.
    static func ellipse(_ rect: CGRect) -> CGMutablePath {
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        return path
    }

    /// A rectangle with corners rounded to `radius`.
    static func roundedRect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat,
                            radius: CGFloat) -> CGMutablePath {
        let path = CGMutablePath()
        let r = min(radius, width / 2, height / 2)
        path.addRoundedRect(in: CGRect(x: x, y: y, width: width, height: height), cornerWidth: r, cornerHeight: r)
        return path
    }

    /// An arc of the circle around `center`, clockwise from angle `from` to angle `to`
    /// (degrees; `to` may exceed 360 to go round past 0).
    static func arc(_ center: CGPoint, _ radius: CGFloat, from: CGFloat, to: CGFloat) -> CGMutablePath {
        let path = CGMutablePath()
        // Design space is y down, so increasing angles turn clockwise on screen.
        path.addArc(center: center, radius: radius, startAngle: from * .pi / 180, endAngle: to * .pi / 180,
                    clockwise: false)
        return path
    }

    /// A smooth outline: from `start`, cubic curves each given as (control 1, control 2, end).
    static func curves(from start: CGPoint, _ segments: [(CGPoint, CGPoint, CGPoint)],
                       closed: Bool = true) -> CGMutablePath {
        let path = CGMutablePath()
        path.move(to: start)
        for (control1, control2, end) in segments {
            path.addCurve(to: end, control1: control1, control2: control2)
        }
        if closed { path.closeSubpath() }
        return path
    }

    /// The paths together, as one path of several subpaths.
    static func combined(_ paths: [CGPath]) -> CGMutablePath {
        let path = CGMutablePath()
        for part in paths { path.addPath(part) }
        return path
    }

    /// `path` turned by `degrees` clockwise about the glyph's centre, scaled by `scale`,
    /// then moved by `offset`.
    static func placed(_ path: CGPath, turned degrees: CGFloat = 0, scale: CGFloat = 1,
                       offset: CGPoint = .zero) -> CGPath {
        let transform = CGAffineTransform(rotationAngle: degrees * .pi / 180)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
            .concatenating(CGAffineTransform(translationX: offset.x, y: offset.y))
        return path.transformed(by: transform)
    }

    /// A regular star of `points` points, tips on radius `outer` and inner corners on
    /// `inner`, the first tip straight up, its corners rounded to `radius`.
    static func star(points: Int, outer: CGFloat, inner: CGFloat, center: CGPoint, radius: CGFloat) -> CGMutablePath {
        let corners = (0..<2 * points).map { index -> CGPoint in
            let angle = (-90 + CGFloat(index) * 180 / CGFloat(points)) * .pi / 180
            let r = index.isMultiple(of: 2) ? outer : inner
            return CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle))
        }
        return lines(corners, closed: true, radius: radius)
    }

    /// A toothed wheel: `teeth` flat-topped teeth reaching from radius `inner` to `outer`,
    /// the first pointing up, its corners rounded to `radius`.
    static func gear(teeth: Int, outer: CGFloat, inner: CGFloat, radius: CGFloat) -> CGMutablePath {
        let pitch = 360 / CGFloat(teeth)
        var corners: [CGPoint] = []
        for tooth in 0..<teeth {
            let middle = -90 + CGFloat(tooth) * pitch
            // Each tooth narrows from its root to its top, as a gear's flanks do.
            for (offset, r) in [(-0.36, inner), (-0.2, outer), (0.2, outer), (0.36, inner)] {
                let angle = (middle + offset * pitch) * .pi / 180
                corners.append(CGPoint(x: r * cos(angle), y: r * sin(angle)))
            }
        }
        return lines(corners, closed: true, radius: radius)
    }
}
