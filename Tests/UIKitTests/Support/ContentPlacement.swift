import Foundation
import UIKitTesting

extension RenderedPixels {
    /// The smallest rectangle, in points of a screen at `scale`, holding every pixel inside
    /// `area` (points) for which `isContent` holds; nil when none does.
    func boundingBox(in area: CGRect, scale: CGFloat, where isContent: (RGBA) -> Bool) -> CGRect? {
        let x0 = max(0, Int((area.minX * scale).rounded(.down))), y0 = max(0, Int((area.minY * scale).rounded(.down)))
        let x1 = min(width, Int((area.maxX * scale).rounded(.up))), y1 = min(height, Int((area.maxY * scale).rounded(.up)))
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        for y in y0..<max(y0, y1) {
            for x in x0..<max(x0, x1) where isContent(self[x, y]) {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    /// The pixel under the point `p` of a screen at `scale`.
    func pixel(at p: CGPoint, scale: CGFloat) -> RGBA {
        self[Int((p.x * scale).rounded(.down)), Int((p.y * scale).rounded(.down))]
    }

    /// The pixels of the `rect` (points) of a screen at `scale`, row by row.
    func pixels(in rect: CGRect, scale: CGFloat) -> [RGBA] {
        let x0 = Int((rect.minX * scale).rounded()), y0 = Int((rect.minY * scale).rounded())
        let w = Int((rect.width * scale).rounded()), h = Int((rect.height * scale).rounded())
        return (y0..<y0 + h).flatMap { y in (x0..<x0 + w).map { x in self[x, y] } }
    }
}

extension CGRect {
    /// The centres of the four quarters: top left, top right, bottom left, bottom right.
    var quarterCentres: [CGPoint] {
        [CGPoint(x: minX + width / 4, y: minY + height / 4), CGPoint(x: maxX - width / 4, y: minY + height / 4),
         CGPoint(x: minX + width / 4, y: maxY - height / 4), CGPoint(x: maxX - width / 4, y: maxY - height / 4)]
    }
}

/// The colours of a quartered test picture: top left, top right, bottom left, bottom right.
let quarterColours: [RenderedPixels.RGBA] = [.red, .green, .blue, .white]

/// Fills `rect` of the current context with `quarterColours`, one per quarter.
func fillQuarters(_ rect: CGRect) {
    let colours: [UIColor] = [.red, .green, .blue, .white]
    let halfW = rect.width / 2, halfH = rect.height / 2
    for (i, colour) in colours.enumerated() {
        colour.setFill()
        UIRectFill(CGRect(x: rect.minX + CGFloat(i % 2) * halfW, y: rect.minY + CGFloat(i / 2) * halfH,
                          width: halfW, height: halfH))
    }
}
