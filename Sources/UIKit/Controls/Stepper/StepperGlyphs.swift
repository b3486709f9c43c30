import Foundation

/// The stepper's default − and +: template images drawn as vectors (bars with round ends,
/// like the SF Symbols iOS uses), at the main screen's scale.
@MainActor
struct StepperGlyphs {
    /// The glyphs' length, in points.
    static let length: CGFloat = 14
    /// The bars' thickness, in points.
    static let thickness: CGFloat = 2

    let plus: UIImage
    let minus: UIImage

    init() {
        plus = StepperGlyphs.glyph(vertical: true)
        minus = StepperGlyphs.glyph(vertical: false)
    }

    /// A horizontal bar, with a vertical one across it when `vertical`.
    private static func glyph(vertical: Bool) -> UIImage {
        let size = CGSize(width: length, height: length)
        let image = UIGraphicsImageRenderer(size: size).image { context in
            let cg = context.cgContext
            cg.setLineWidth(thickness)
            cg.setLineCap(.round)
            cg.setStrokeColor(UIColor.black.cgColor)
            let inset = thickness / 2
            cg.move(to: CGPoint(x: inset, y: length / 2))
            cg.addLine(to: CGPoint(x: length - inset, y: length / 2))
            if vertical {
                cg.move(to: CGPoint(x: length / 2, y: inset))
                cg.addLine(to: CGPoint(x: length / 2, y: length - inset))
            }
            cg.strokePath()
        }
        return image.withRenderingMode(.alwaysTemplate)
    }
}
