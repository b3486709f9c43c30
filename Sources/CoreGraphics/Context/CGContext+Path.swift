import Foundation

// Path construction. The context's path is a `CGMutablePath` in device space: each call
// maps its points through the current CTM, exactly as Quartz does, so the same
// builders serve `CGMutablePath` and the context.
extension CGContext {
    /// Discards the current path and starts a new, empty one.
    public func beginPath() {
        currentPath = CGMutablePath()
    }

    public func move(to point: CGPoint) {
        currentPath.move(to: point, transform: state.ctm)
    }

    public func addLine(to point: CGPoint) {
        currentPath.addLine(to: point, transform: state.ctm)
    }

    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(between: points, transform: state.ctm)
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: state.ctm)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }

    public func closePath() {
        currentPath.closeSubpath()
    }

    public func addRect(_ rect: CGRect) {
        currentPath.addRect(rect, transform: state.ctm)
    }

    public func addRects(_ rects: [CGRect]) {
        currentPath.addRects(rects, transform: state.ctm)
    }

    public func addEllipse(in rect: CGRect) {
        currentPath.addEllipse(in: rect, transform: state.ctm)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise, transform: state.ctm)
    }

    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }

    /// Adds `path` (in user space) to the current path.
    public func addPath(_ path: CGPath) {
        currentPath.addPath(path, transform: state.ctm)
    }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current point in user space (`.zero` when the path is empty).
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(state.ctm.inverted()) }

    /// The bounding box of the current path in user space, control points included;
    /// `CGRect.null` when empty.
    public var boundingBoxOfPath: CGRect {
        let box = currentPath.boundingBox
        return box.isNull ? box : box.applying(state.ctm.inverted())
    }

    /// A copy of the current path in user space, or nil when it is empty.
    public var path: CGPath? {
        guard !currentPath.isEmpty else { return nil }
        var inverse = state.ctm.inverted()
        return currentPath.copy(using: &inverse)
    }

    /// Whether `point` (user space) lies inside the current path, using the fill rule
    /// or the stroke area that `mode` names.
    public func pathContains(_ point: CGPoint, mode: CGPathDrawingMode) -> Bool {
        let devicePoint = point.applying(state.ctm)
        switch mode {
        case .fill, .eoFill:
            return currentPath.contains(devicePoint, using: mode == .fill ? .winding : .evenOdd)
        case .stroke:
            return strokedDevicePath().contains(devicePoint)
        case .fillStroke, .eoFillStroke:
            return currentPath.contains(devicePoint, using: mode == .fillStroke ? .winding : .evenOdd)
                || strokedDevicePath().contains(devicePoint)
        }
    }

    /// Replaces the current path with the outline of its stroke under the current line
    /// settings, so filling it paints what stroking would have.
    public func replacePathWithStrokedPath() {
        currentPath = strokedDevicePath().mutableCopy() ?? CGMutablePath()
    }

    /// The stroke outline of the current path, in device space. The stroke is computed
    /// in user space (where the line width is measured) and mapped back.
    func strokedDevicePath() -> CGPath {
        var inverse = state.ctm.inverted()
        guard let userPath = currentPath.copy(using: &inverse) else { return CGMutablePath() }
        var source: CGPath = userPath
        if !state.dashLengths.isEmpty {
            source = userPath.copy(dashingWithPhase: state.dashPhase, lengths: state.dashLengths)
        }
        return source.copy(strokingWithWidth: state.lineWidth, lineCap: state.lineCap, lineJoin: state.lineJoin,
                           miterLimit: state.miterLimit, transform: state.ctm)
    }
}
