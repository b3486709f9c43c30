import CoreGraphics
import Foundation

// The fixed colours, with the component values and colour spaces UIKit gives them: the
// grays are gray-space colours (so `getWhite` succeeds on them), the rest sRGB.
extension UIColor {
    /// A gray colour, white 1/3.
    public class var darkGray: UIColor { UIColor(white: 1.0 / 3.0, alpha: 1) }
    /// A gray colour, white 2/3.
    public class var lightGray: UIColor { UIColor(white: 2.0 / 3.0, alpha: 1) }
    /// A gray colour, white 0.5.
    public class var gray: UIColor { UIColor(white: 0.5, alpha: 1) }
    /// Red (1, 0, 0).
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Green (0, 1, 0).
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Blue (0, 0, 1).
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Cyan (0, 1, 1).
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Yellow (1, 1, 0).
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Magenta (1, 0, 1).
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
    /// Text on dark backgrounds: white at 60 % alpha.
    public class var lightText: UIColor { UIColor(white: 1, alpha: 0.6) }
    /// Text on light backgrounds: black.
    public class var darkText: UIColor { UIColor(white: 0, alpha: 1) }
}
