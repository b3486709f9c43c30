/// Styles for rendering the endpoint of a stroked line.
public enum CGLineCap: Int32, Sendable {
    case butt = 0
    case round = 1
    case square = 2
}

/// Junction types for stroked lines.
public enum CGLineJoin: Int32, Sendable {
    case miter = 0
    case round = 1
    case bevel = 2
}

/// Rules for deciding which parts of a path are inside it.
public enum CGPathFillRule: Int, Sendable {
    /// Nonzero winding number.
    case winding = 0
    /// Even-odd crossing count.
    case evenOdd = 1
}

/// Options for rendering a path with `CGContext.drawPath(using:)`.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}
