import CoreGraphics
import Foundation

/// A colour, with its Core Graphics form in `cgColor`.
///
/// Colours are immutable and thread-safe, as in UIKit. Dynamic (trait-dependent) colours
/// resolve to their light appearance.
open class UIColor: NSObject, @unchecked Sendable {
    /// The Core Graphics colour.
    public let cgColor: CGColor

    /// A colour from Core Graphics.
    public init(cgColor: CGColor) {
        self.cgColor = cgColor
        super.init()
    }

    /// A colour from sRGB components, each 0…1 (extended values are kept as given).
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }

    /// A gray colour: `white` 0 is black, 1 is white.
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(cgColor: CGColor(gray: white, alpha: alpha))
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIColor else { return false }
        return cgColor == other.cgColor
    }

    open override var hash: Int { cgColor.hashValue }

    open override var description: String {
        let c = cgColor.components ?? []
        let name = cgColor.numberOfComponents == 2 ? "UIExtendedGrayColorSpace" : "UIExtendedSRGBColorSpace"
        return "\(name) " + c.map { String(format: "%g", Double($0)) }.joined(separator: " ")
    }
}

extension UIColor {
    public static var black: UIColor { UIColor(white: 0, alpha: 1) }
    public static var white: UIColor { UIColor(white: 1, alpha: 1) }
    public static var clear: UIColor { UIColor(white: 0, alpha: 0) }
}
