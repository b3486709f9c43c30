import CoreGraphics
import Foundation

/// The corners of a rectangle, for `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct UIRectCorner: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

extension UIBezierPath {
    /// A closed rectangle: from the top-left corner clockwise (y down), as in UIKit.
    public convenience init(rect: CGRect) {
        self.init()
        let path = CGMutablePath()
        path.addRect(rect)
        cgPath = path
    }

    /// An ellipse inscribed in `rect` (a circle for a square), four cubic curves starting
    /// at the right-hand end and running clockwise (y down).
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        let path = CGMutablePath()
        path.addEllipse(in: rect)
        cgPath = path
    }

    /// A rectangle with all four corners rounded by circular arcs of `cornerRadius`.
    ///
    /// The radius is limited to half the shorter side (a larger one gives a capsule or a
    /// circle, as in UIKit); a negative radius counts as 0.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        let r = max(0, cornerRadius)
        self.init(roundedRect: rect, corners: .allCorners, radii: CGSize(width: r, height: r), circular: true)
    }

    /// A rectangle with the chosen corners rounded by quarter ellipses of `cornerRadii`
    /// (width horizontally, height vertically), each limited to half the rectangle's side;
    /// negative radii count as 0.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init(roundedRect: rect, corners: corners, radii: cornerRadii, circular: false)
    }

    /// An open arc of a circle; see `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// The rounded rectangle, built in UIKit's element order: from the end of the top-left
    /// corner, clockwise on screen, each rounded corner a cubic quarter-ellipse.
    private convenience init(roundedRect rect: CGRect, corners: UIRectCorner, radii: CGSize, circular: Bool) {
        self.init()
        let r = rect.standardized
        guard [r.minX, r.minY, r.width, r.height, radii.width, radii.height].allSatisfy(\.isFinite) else { return }
        var rx = min(max(0, radii.width), r.width / 2)
        var ry = min(max(0, radii.height), r.height / 2)
        if circular {
            rx = min(rx, ry)
            ry = rx
        }
        func radius(_ corner: UIRectCorner) -> CGSize {
            corners.contains(corner) ? CGSize(width: rx, height: ry) : .zero
        }
        let tl = radius(.topLeft), tr = radius(.topRight), br = radius(.bottomRight), bl = radius(.bottomLeft)
        // The cubic control-point distance that best approximates a quarter circle.
        let k: CGFloat = 0.552_284_749_831
        move(to: CGPoint(x: r.minX + tl.width, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - tr.width, y: r.minY))
        if tr != .zero {
            addCurve(to: CGPoint(x: r.maxX, y: r.minY + tr.height),
                     controlPoint1: CGPoint(x: r.maxX - tr.width * (1 - k), y: r.minY),
                     controlPoint2: CGPoint(x: r.maxX, y: r.minY + tr.height * (1 - k)))
        }
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - br.height))
        if br != .zero {
            addCurve(to: CGPoint(x: r.maxX - br.width, y: r.maxY),
                     controlPoint1: CGPoint(x: r.maxX, y: r.maxY - br.height * (1 - k)),
                     controlPoint2: CGPoint(x: r.maxX - br.width * (1 - k), y: r.maxY))
        }
        addLine(to: CGPoint(x: r.minX + bl.width, y: r.maxY))
        if bl != .zero {
            addCurve(to: CGPoint(x: r.minX, y: r.maxY - bl.height),
                     controlPoint1: CGPoint(x: r.minX + bl.width * (1 - k), y: r.maxY),
                     controlPoint2: CGPoint(x: r.minX, y: r.maxY - bl.height * (1 - k)))
        }
        addLine(to: CGPoint(x: r.minX, y: r.minY + tl.height))
        if tl != .zero {
            addCurve(to: CGPoint(x: r.minX + tl.width, y: r.minY),
                     controlPoint1: CGPoint(x: r.minX, y: r.minY + tl.height * (1 - k)),
                     controlPoint2: CGPoint(x: r.minX + tl.width * (1 - k), y: r.minY))
        }
        close()
    }
}
