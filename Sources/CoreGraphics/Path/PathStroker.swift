import Foundation

/// Turns flattened subpaths into the outline of their stroke.
///
/// The outline is a union of pieces, each a counter-clockwise (in y-up space) convex
/// polygon or circular sector: one rectangle per segment, one piece per join, one per cap.
/// Because every piece winds the same way, filling the result with the nonzero winding
/// rule paints exactly the stroked area (overlaps only raise the winding number), which
/// also holds where tight curves or sharp turns make a single offset outline fold over
/// itself. Filling with even-odd does not give the stroke.
///
/// Semantics follow Core Graphics: open subpaths get caps at both ends; closed subpaths
/// are joined at their start and get no caps; a miter join is used while
/// 1 / sin(θ/2) ≤ `miterLimit` (θ being the angle between the segments) and a bevel
/// beyond; a subpath of zero length draws a dot for round caps, an axis-aligned square for
/// square caps and nothing for butt caps; a subpath that is only a move draws nothing.
package struct PathStroker: Sendable {
    package var lineWidth: CGFloat
    package var lineCap: CGLineCap
    package var lineJoin: CGLineJoin
    package var miterLimit: CGFloat

    package init(lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
    }

    /// Appends the outline pieces of `subpaths`' stroke to `output`, every point mapped by
    /// `transform`. A line width that is not a positive finite number strokes nothing.
    package func stroke(_ subpaths: [FlattenedSubpath], into output: CGMutablePath, transform: CGAffineTransform) {
        guard lineWidth > 0, lineWidth.isFinite else { return }
        let pieces = Pieces(output: output, transform: transform, halfWidth: lineWidth / 2)
        for subpath in subpaths { stroke(subpath, into: pieces) }
    }

    private func stroke(_ subpath: FlattenedSubpath, into pieces: Pieces) {
        let points = Self.distinctVertices(of: subpath)
        guard points.count > 1 else {
            // A lone move is not drawn; any other subpath of zero length is a dot.
            if let point = points.first, subpath.points.count > 1 || subpath.isClosed { pieces.dot(at: point, cap: lineCap) }
            return
        }
        let count = points.count
        let segmentCount = subpath.isClosed ? count : count - 1
        let directions = (0..<segmentCount).map { (points[($0 + 1) % count] - points[$0]).normalized }
        for i in 0..<segmentCount {
            pieces.segment(from: points[i], to: points[(i + 1) % count], direction: directions[i])
        }
        if subpath.isClosed {
            for i in 0..<count {
                join(at: points[i], incoming: directions[(i + count - 1) % count], outgoing: directions[i], into: pieces)
            }
        } else {
            for i in 1..<(count - 1) {
                join(at: points[i], incoming: directions[i - 1], outgoing: directions[i], into: pieces)
            }
            pieces.cap(at: points[0], outward: -directions[0], style: lineCap)
            pieces.cap(at: points[count - 1], outward: directions[count - 2], style: lineCap)
        }
    }

    /// Fills the outer corner between two segments meeting at `vertex`.
    private func join(at vertex: PathVector, incoming: PathVector, outgoing: PathVector, into pieces: Pieces) {
        let turn = incoming.cross(outgoing)
        let cosine = min(max(incoming.dot(outgoing), -1), 1)
        // Straight on: the two segment rectangles already meet edge to edge.
        if abs(turn) <= 1e-12, cosine > 0 { return }
        // The outer side is the right for a left turn and the left for a right turn; a
        // full reversal counts as a left turn, so a round join there bulges forwards.
        let outerSide: CGFloat = turn >= 0 ? -1 : 1
        let n1 = incoming.leftNormal * outerSide, n2 = outgoing.leftNormal * outerSide
        switch lineJoin {
        case .round:
            pieces.sector(at: vertex, from: n1, sweep: -outerSide * acos(cosine))
        // For a turn of α the angle between the segments is θ = π - α, so sin(θ/2) =
        // cos(α/2) = √((1 + cos α) / 2), and 1 / sin(θ/2) ≤ miterLimit reads as below.
        case .miter where ((1 + cosine) / 2).squareRoot() * miterLimit >= 1:
            // The tip sits where the two outer edges meet: along n1 + n2, at the distance
            // h / cos(α/2) for a turn of α, which is h·(n1 + n2) / (1 + n1·n2).
            let tip = (n1 + n2) * (1 / (1 + cosine))
            pieces.polygon(around: vertex, offsets: [n1, tip, n2])
        case .miter, .bevel:
            pieces.polygon(around: vertex, offsets: [n1, n2])
        }
    }

    /// The subpath's points without consecutive repeats (or, for a closed subpath, a last
    /// point repeating the first), since a zero-length segment has no direction.
    private static func distinctVertices(of subpath: FlattenedSubpath) -> [PathVector] {
        var result: [PathVector] = []
        for point in subpath.points.map(\.pathVector) {
            if let last = result.last, Self.coincide(last, point) { continue }
            result.append(point)
        }
        if subpath.isClosed, result.count > 1, let first = result.first, let last = result.last,
           Self.coincide(first, last) {
            result.removeLast()
        }
        return result
    }

    /// Whether two points are the same up to rounding error in their coordinates.
    private static func coincide(_ a: PathVector, _ b: PathVector) -> Bool {
        (a - b).length <= 1e-12 * (1 + max(abs(a.x), abs(a.y)))
    }
}

/// The outline pieces, written to the output path as they are made.
private struct Pieces {
    let output: CGMutablePath
    let transform: CGAffineTransform
    let halfWidth: CGFloat

    /// The rectangle covering one segment.
    func segment(from a: PathVector, to b: PathVector, direction: PathVector) {
        let n = direction.leftNormal * halfWidth
        polygon([a - n, b - n, b + n, a + n])
    }

    /// A convex polygon around `centre`, with corners at `centre` and at `centre` plus
    /// each offset times the half width.
    func polygon(around centre: PathVector, offsets: [PathVector]) {
        polygon([centre] + offsets.map { centre + $0 * halfWidth })
    }

    /// The circular sector at `centre` of radius half the width, from direction `from`
    /// turning by `sweep` radians; written counter-clockwise whatever the sweep's sign.
    func sector(at centre: PathVector, from: PathVector, sweep: CGFloat) {
        let fromAngle = atan2(from.y, from.x)
        let startAngle = sweep >= 0 ? fromAngle : fromAngle + sweep
        let apex = centre.point.applying(transform)
        output.append([.move(apex)]
            + CGMutablePath.arcElements(center: centre, radii: PathVector(halfWidth, halfWidth), startAngle: startAngle,
                                        sweep: abs(sweep), continuing: apex, transform: transform)
            + [.close])
    }

    /// The cap at an open end `point`, where the stroke leaves in direction `outward`.
    func cap(at point: PathVector, outward: PathVector, style: CGLineCap) {
        let side = outward.leftNormal
        switch style {
        case .butt:
            break
        case .square:
            // The segment's rectangle, continued half the width past the end.
            let h = halfWidth
            polygon([point - side * h, point + (outward - side) * h, point + (outward + side) * h, point + side * h])
        case .round:
            // Half a disc, from the right-hand side through `outward` to the left-hand side.
            sector(at: point, from: -side, sweep: .pi)
        }
    }

    /// The mark a zero-length subpath leaves: a disc for round caps, a square aligned with
    /// the axes (of the space before `transform`) for square caps, nothing for butt caps.
    func dot(at point: PathVector, cap: CGLineCap) {
        switch cap {
        case .butt:
            break
        case .square:
            let h = halfWidth
            polygon([point + PathVector(-h, -h), point + PathVector(h, -h), point + PathVector(h, h), point + PathVector(-h, h)])
        case .round:
            output.append(CGMutablePath.arcElements(center: point, radii: PathVector(halfWidth, halfWidth), startAngle: 0,
                                                    sweep: 2 * .pi, continuing: nil, transform: transform) + [.close])
        }
    }

    /// Writes a polygon counter-clockwise, reversing it if needed; one of zero area adds
    /// nothing to a fill and is left out.
    func polygon(_ corners: [PathVector]) {
        var signedArea: CGFloat = 0
        for (i, p) in corners.enumerated() {
            signedArea += p.cross(corners[(i + 1) % corners.count])
        }
        guard signedArea != 0, let first = corners.first else { return }
        let ordered = signedArea > 0 ? corners : [first] + corners.dropFirst().reversed()
        output.append(FlattenedSubpath(points: ordered.map(\.point), isClosed: true).elements(transform: transform))
    }
}
