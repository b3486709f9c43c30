import UIKit

/// The icons of the Settings screen: a white symbol on a rounded square of the row's colour,
/// 29 points across as iOS's Settings draws them.
@MainActor
enum SettingsIcon {
    static let side: CGFloat = 29

    static func image(symbol: String, color: UIColor) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in
            color.setFill()
            UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: side, height: side), cornerRadius: 7).fill()
            let glyph = UIImage(systemName: symbol, withConfiguration: UIImage.SymbolConfiguration(pointSize: 15, weight: .semibold))?
                .withTintColor(.white, renderingMode: .alwaysOriginal)
            if let glyph {
                let size = glyph.size
                glyph.draw(in: CGRect(x: (side - size.width) / 2, y: (side - size.height) / 2, width: size.width, height: size.height))
            }
        }
    }
}
