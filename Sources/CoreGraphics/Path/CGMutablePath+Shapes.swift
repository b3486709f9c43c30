import Foundation

extension CGMutablePath {
    /// Appends a closed rectangular subpath: origin, then counter-clockwise in
    /// Core Graphics' y-up space (min/min → max/min → max/max → min/max), then close.
    /// A null or non-finite rectangle adds nothing.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let corners = [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                       CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
            .map { $0.applying(transform) }
        append([.move(corners[0])] + corners.dropFirst().map { .line($0) } + [.close])
    }

    /// Appends one closed subpath per rectangle, as `addRect(_:transform:)` does.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for r in rects { addRect(r, transform: transform) }
    }

    /// Adds an ellipse that fits inside `rect`.
    ///
    /// As in Core Graphics the ellipse is a complete subpath of four cubic Béziers: it
    /// starts with a move to the middle of the right edge (maxX, midY), runs through
    /// (midX, maxY), (minX, midY) and (midX, minY) — counter-clockwise in y-up space, which
    /// Apple's documentation calls clockwise because it looks so in a flipped view — and
    /// ends with a close. A null or non-finite rectangle adds nothing.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        append(Self.arcElements(center: PathVector(r.midX, r.midY), radii: PathVector(r.width / 2, r.height / 2),
                                startAngle: 0, sweep: 2 * .pi, continuing: nil, transform: transform) + [.close])
    }

    /// Adds a subpath in the shape of a rectangle with rounded corners.
    ///
    /// Each corner is a quarter of an ellipse with axes `cornerWidth` and `cornerHeight`.
    /// The subpath starts with a move to the middle of the right edge and runs
    /// counter-clockwise in y-up space (the direction Apple's documentation calls
    /// clockwise): line up the right edge, top-right corner, line along the top, top-left
    /// corner, and so on, ending with a close. A zero-length edge line (a corner size of
    /// exactly half the side) is omitted. A zero corner size gives the plain rectangle of
    /// `addRect(_:transform:)`. (Core Graphics does not document its element order; this
    /// one follows SwiftUI's description of its circular rounded rectangle, which starts
    /// at the middle of the right edge.)
    ///
    /// As in Core Graphics, which asserts, the corner sizes must be ≥ 0 and twice each
    /// must fit in the rectangle's width or height; violating this is a programming error
    /// and stops the program. A null or non-finite rectangle or corner size adds nothing.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addRoundedRect(rect, cornerWidth, cornerHeight, transform,
                       api: "CGPath.addRoundedRect(in:cornerWidth:cornerHeight:)")
    }

    /// `addRoundedRect`, with the caller's API name for the precondition message.
    package func addRoundedRect(_ rect: CGRect, _ cornerWidth: CGFloat, _ cornerHeight: CGFloat,
                                _ transform: CGAffineTransform, api: String) {
        let r = rect.standardized
        guard [r.minX, r.minY, r.width, r.height, cornerWidth, cornerHeight].allSatisfy(\.isFinite) else {
            return
        }
        if cornerWidth < 0 || cornerHeight < 0 {
            preconditionFailure("\(api): corner sizes must be ≥ 0, got cornerWidth \(cornerWidth), "
                + "cornerHeight \(cornerHeight); pass 0 for square corners.")
        }
        if 2 * cornerWidth > r.width || 2 * cornerHeight > r.height {
            preconditionFailure("\(api): twice the corner size must fit in the rectangle, got "
                + "cornerWidth \(cornerWidth), cornerHeight \(cornerHeight) for a \(r.width) × \(r.height) "
                + "rectangle; clamp with min(cornerWidth, rect.width / 2) and min(cornerHeight, rect.height / 2).")
        }
        guard cornerWidth > 0, cornerHeight > 0 else {
            addRect(r, transform: transform)
            return
        }
        let radii = PathVector(cornerWidth, cornerHeight)
        let left = r.minX + cornerWidth, right = r.maxX - cornerWidth
        let bottom = r.minY + cornerHeight, top = r.maxY - cornerHeight
        // The four corner centres, counter-clockwise from top-right, each turning 90°.
        let centres = [PathVector(right, top), PathVector(left, top), PathVector(left, bottom), PathVector(right, bottom)]
        let start = CGPoint(x: r.maxX, y: r.midY).applying(transform)
        var outline: [PathElement] = [.move(start)]
        for (quadrant, centre) in centres.enumerated() {
            outline += Self.arcElements(center: centre, radii: radii, startAngle: CGFloat(quadrant) * .pi / 2,
                                        sweep: .pi / 2, continuing: outline.last?.endPoint, transform: transform)
        }
        append(outline + [.close])
    }
}
