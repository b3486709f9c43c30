import Foundation

// The images the glyph types show (iOS 13 and later draw them from SF Symbols): the info
// and add buttons a 22-point template glyph in the tint colour, the close button an
// `xmark` in a 30-point gray circle.
extension UIButton {
    /// The side of the info and contact-add buttons' glyph.
    static let glyphSide: CGFloat = 22
    /// The diameter of the close button's circle.
    static let closeSide: CGFloat = 30

    /// The image a button of `type` shows for the normal state; nil for the types without
    /// one.
    static func builtInImage(for type: ButtonType) -> UIImage? {
        switch type {
        case .detailDisclosure, .infoLight, .infoDark: glyph("info.circle")
        case .contactAdd: glyph("plus.circle")
        case .close: closeImage()
        case .custom, .system, .plain: nil
        }
    }

    /// The symbol `name` fitted into a 22-point square, as a template.
    private static func glyph(_ name: String) -> UIImage? {
        guard let symbol = UIImage(systemName: name) else { return nil }
        let side = glyphSide
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            symbol.draw(in: fitted(symbol.size, in: CGRect(x: 0, y: 0, width: side, height: side)))
        }
        return image.withRenderingMode(.alwaysTemplate)
    }

    /// The close button's image: a `tertiarySystemFill` circle with a bold `xmark` in
    /// `secondaryLabel` gray, in its own colours.
    private static func closeImage() -> UIImage? {
        let side = closeSide
        let mark = UIImage(systemName: "xmark", withConfiguration: UIImage.SymbolConfiguration(pointSize: 12, weight: .bold))?
            .withTintColor(.secondaryLabel)
        let image = UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            UIColor.tertiarySystemFill.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
            if let mark {
                mark.draw(at: CGPoint(x: (side - mark.size.width) / 2, y: (side - mark.size.height) / 2))
            }
        }
        return image.withRenderingMode(.alwaysOriginal)
    }

    /// A rectangle of `size`'s proportions, as large as fits in `bounds` and centred in it.
    private static func fitted(_ size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return bounds }
        let scale = min(bounds.width / size.width, bounds.height / size.height)
        let fit = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(x: bounds.midX - fit.width / 2, y: bounds.midY - fit.height / 2, width: fit.width, height: fit.height)
    }
}
