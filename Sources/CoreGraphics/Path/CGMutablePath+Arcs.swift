import Foundation

extension CGMutablePath {
    /// Adds an arc of a circle to the path, specified with a radius and angles.
    ///
    /// Angles are in radians from the positive x-axis. `clockwise` is meant in Core
    /// Graphics' y-up space: `false` sweeps towards increasing angles. In a flipped space
    /// (UIKit's y-down views) the arc therefore appears to turn the other way.
    ///
    /// As in Core Graphics, the sweep is the turn from `startAngle` to `endAngle` in the
    /// requested direction, reduced modulo 2π, except that a difference of at least 2π in
    /// that direction draws the full circle. So (0, 2π, clockwise: false) is a full circle
    /// while (0, 2π, clockwise: true) draws nothing; for a full clockwise circle pass
    /// (2π, 0, clockwise: true), as Apple's header advises.
    ///
    /// The arc is approximated by cubic Béziers of at most 90° each, equal in size. If the
    /// path has a current point, a line is added from it to the arc's start (omitted when
    /// it would have zero length); otherwise the arc starts a new subpath. The arc's end
    /// becomes the current point. A negative or non-finite radius or angle adds nothing.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        guard radius >= 0, startAngle.isFinite, endAngle.isFinite else { return }
        let sweep = Self.arcSweep(from: startAngle, to: endAngle, clockwise: clockwise)
        append(Self.arcElements(center: center.pathVector, radii: PathVector(radius, radius),
                                startAngle: startAngle, sweep: sweep, continuing: current, transform: transform))
    }

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle.
    ///
    /// The arc runs from `startAngle` to `startAngle + delta` (radians); a positive `delta`
    /// turns counter-clockwise in y-up space, a negative one clockwise. Like `addArc`, it
    /// is preceded by a line from the current point, or starts a new subpath.
    ///
    /// A negative or non-finite radius, angle or delta adds nothing. Difference from Apple:
    /// a `delta` beyond ±2π is limited to one full turn, so that an absurd value cannot
    /// allocate millions of curves.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard radius >= 0, startAngle.isFinite, delta.isFinite else { return }
        let sweep = min(max(delta, -2 * .pi), 2 * .pi)
        append(Self.arcElements(center: center.pathVector, radii: PathVector(radius, radius),
                                startAngle: startAngle, sweep: sweep, continuing: current, transform: transform))
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines.
    ///
    /// The arc is tangent to the line from the current point to `tangent1End` and to the
    /// line from `tangent1End` to `tangent2End`; a line first joins the current point to
    /// where the arc begins. The arc turns less than 180°.
    ///
    /// The construction happens in user space (before `transform`): the current point is
    /// mapped back through the inverse of `transform`, so a non-uniform scale gives an
    /// elliptical arc, as in Core Graphics. When the three points are collinear (or two of
    /// them coincide) or `radius` is 0, only a line to `tangent1End` is added, as Core
    /// Graphics does. Without a current point, or with a negative radius or a non-finite
    /// radius or point, nothing is added.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        guard let currentPoint = current, radius >= 0, radius.isFinite,
              tangent1End.pathVector.isFinite, tangent2End.pathVector.isFinite else { return }
        let determinant = transform.a * transform.d - transform.b * transform.c
        // A singular transform squashes the whole construction onto a line or a point, so
        // user space cannot be recovered; the line to `tangent1End` is the flattened result.
        guard determinant != 0, determinant.isFinite else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        let p0 = currentPoint.applying(transform.inverted()).pathVector
        let p1 = tangent1End.pathVector, p2 = tangent2End.pathVector
        let toStart = (p0 - p1).normalized, toEnd = (p2 - p1).normalized
        let turn = toStart.cross(toEnd)
        guard radius > 0, toStart.length > 0, toEnd.length > 0, abs(turn) > 1e-12 else {
            addLine(to: tangent1End, transform: transform)
            return
        }
        // φ is the angle at tangent1End between the two tangent lines; the circle's centre
        // lies on its bisector, r / sin(φ/2) away, and the arc turns π - φ.
        let phi = acos(min(max(toStart.dot(toEnd), -1), 1))
        let centre = p1 + (toStart + toEnd).normalized * (radius / sin(phi / 2))
        let tangentPoint = p1 + toStart * (radius / tan(phi / 2))
        let startAngle = atan2(tangentPoint.y - centre.y, tangentPoint.x - centre.x)
        // `turn` is positive when the path turns right at tangent1End (toStart points
        // backwards), which the arc follows clockwise.
        let sweep = (turn > 0 ? -1 : 1) * (.pi - phi)
        append(Self.arcElements(center: centre, radii: PathVector(radius, radius), startAngle: startAngle,
                                sweep: sweep, continuing: currentPoint, transform: transform))
    }

    /// The signed sweep of `addArc(center:...)`, reduced as Core Graphics reduces it.
    private static func arcSweep(from startAngle: CGFloat, to endAngle: CGFloat, clockwise: Bool) -> CGFloat {
        let fullTurn = 2 * CGFloat.pi
        let turn = clockwise ? startAngle - endAngle : endAngle - startAngle
        if turn >= fullTurn { return clockwise ? -fullTurn : fullTurn }
        var reduced = turn.truncatingRemainder(dividingBy: fullTurn)
        if reduced < 0 { reduced += fullTurn }
        return clockwise ? -reduced : reduced
    }

    /// The elements of the elliptical arc `center + (radii.x·cos a, radii.y·sin a)` for `a`
    /// from `startAngle` to `startAngle + sweep`, as equal cubic Béziers of at most 90°
    /// each, mapped by `transform`. The arc begins with a move when `previous` (the point
    /// it continues from, in path space) is nil, otherwise with a line from `previous`,
    /// omitted when it would have zero length.
    ///
    /// Each piece uses the standard control distance 4/3·tan(θ/4) along the tangents,
    /// which is exact at the ends and midpoint of the piece.
    package static func arcElements(center: PathVector, radii: PathVector, startAngle: CGFloat, sweep: CGFloat,
                                    continuing previous: CGPoint?, transform: CGAffineTransform) -> [PathElement] {
        func mapped(_ unit: PathVector) -> CGPoint {
            CGPoint(x: center.x + radii.x * unit.x, y: center.y + radii.y * unit.y).applying(transform)
        }
        guard startAngle.isFinite, sweep.isFinite else { return [] }
        let start = mapped(PathVector.unit(angle: startAngle))
        var elements: [PathElement] = []
        if let previous {
            if start != previous { elements.append(.line(start)) }
        } else {
            elements.append(.move(start))
        }
        // The tiny shrink keeps an exact quarter turn, give or take rounding, one piece.
        let quarterTurns = abs(sweep) / (.pi / 2) * (1 - 1e-12)
        guard quarterTurns > 0 else { return elements }
        let pieces = Int(quarterTurns.rounded(.up))
        let step = sweep / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var from = PathVector.unit(angle: startAngle)
        for i in 1...pieces {
            let to = PathVector.unit(angle: i == pieces ? startAngle + sweep : startAngle + step * CGFloat(i))
            elements.append(.cubic(mapped(from + from.leftNormal * k), mapped(to - to.leftNormal * k), mapped(to)))
            from = to
        }
        return elements
    }
}
