import CoreGraphics
import Foundation

/// Draws a text field's border style, or its background image, in its border rectangle.
///
/// iOS 17's looks: `.roundedRect` is a white rounded rectangle (5-point corners) with a
/// hairline `.systemGray4` border, and ignores the background image; `.line` a 1-point
/// black rectangle; `.bezel` a 1-point gray rectangle whose top edge is darker; `.none`
/// nothing. With a `background` image (and not `.roundedRect`) the image fills the
/// rectangle instead — `disabledBackground` while disabled.
final class TextFieldBackgroundView: TextFieldPartView {
    static let roundedRectCornerRadius: CGFloat = 5
    static let roundedRectBorderColor = UIColor.systemGray4
    static let lineColor = UIColor.black
    static let bezelColor = UIColor(white: 0.6, alpha: 1)
    static let bezelTopColor = UIColor(white: 0.35, alpha: 1)

    override func draw(_ rect: CGRect) {
        guard let field else { return }
        let style = field.borderStyle
        if style != .roundedRect, let image = field.isEnabled ? field.background : (field.disabledBackground ?? field.background) {
            image.draw(in: bounds)
            return
        }
        switch style {
        case .none:
            break
        case .line:
            Self.lineColor.setFill()
            frame(bounds, width: 1)
        case .bezel:
            Self.bezelColor.setFill()
            frame(bounds, width: 1)
            Self.bezelTopColor.setFill()
            UIRectFill(CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: 1))
        case .roundedRect:
            let hairline = 1 / max(1, contentScaleFactor)
            let shape = UIBezierPath(roundedRect: bounds.insetBy(dx: hairline / 2, dy: hairline / 2),
                                     cornerRadius: Self.roundedRectCornerRadius)
            UIColor.white.setFill()
            shape.fill()
            Self.roundedRectBorderColor.setStroke()
            shape.lineWidth = hairline
            shape.stroke()
        }
    }

    /// Fills a frame `width` thick just inside `rect`.
    private func frame(_ rect: CGRect, width: CGFloat) {
        UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: width))
        UIRectFill(CGRect(x: rect.minX, y: rect.maxY - width, width: rect.width, height: width))
        UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height))
        UIRectFill(CGRect(x: rect.maxX - width, y: rect.minY, width: width, height: rect.height))
    }
}
