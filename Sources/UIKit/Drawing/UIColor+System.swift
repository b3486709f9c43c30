import CoreGraphics
import Foundation

// The system and semantic colours. On iOS they are dynamic, resolving per trait
// collection (light or dark mode, increased contrast); here they are their light-mode,
// normal-contrast sRGB values (see docs/DIFFERENCES.md).
extension UIColor {
    /// An sRGB colour from 0…255 components, as Apple publishes the system colours.
    private static func rgb255(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ alpha: CGFloat = 1) -> UIColor {
        UIColor(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    /// System red (255, 59, 48).
    public class var systemRed: UIColor { rgb255(255, 59, 48) }
    /// System orange (255, 149, 0).
    public class var systemOrange: UIColor { rgb255(255, 149, 0) }
    /// System yellow (255, 204, 0).
    public class var systemYellow: UIColor { rgb255(255, 204, 0) }
    /// System green (52, 199, 89).
    public class var systemGreen: UIColor { rgb255(52, 199, 89) }
    /// System mint (0, 199, 190).
    public class var systemMint: UIColor { rgb255(0, 199, 190) }
    /// System teal (48, 176, 199).
    public class var systemTeal: UIColor { rgb255(48, 176, 199) }
    /// System cyan (50, 173, 230).
    public class var systemCyan: UIColor { rgb255(50, 173, 230) }
    /// System blue (0, 122, 255), the default tint.
    public class var systemBlue: UIColor { rgb255(0, 122, 255) }
    /// System indigo (88, 86, 214).
    public class var systemIndigo: UIColor { rgb255(88, 86, 214) }
    /// System purple (175, 82, 222).
    public class var systemPurple: UIColor { rgb255(175, 82, 222) }
    /// System pink (255, 45, 85).
    public class var systemPink: UIColor { rgb255(255, 45, 85) }
    /// System brown (162, 132, 94).
    public class var systemBrown: UIColor { rgb255(162, 132, 94) }

    /// The base system gray (142, 142, 147).
    public class var systemGray: UIColor { rgb255(142, 142, 147) }
    /// A second-level gray (174, 174, 178).
    public class var systemGray2: UIColor { rgb255(174, 174, 178) }
    /// A third-level gray (199, 199, 204).
    public class var systemGray3: UIColor { rgb255(199, 199, 204) }
    /// A fourth-level gray (209, 209, 214).
    public class var systemGray4: UIColor { rgb255(209, 209, 214) }
    /// A fifth-level gray (229, 229, 234).
    public class var systemGray5: UIColor { rgb255(229, 229, 234) }
    /// A sixth-level gray (242, 242, 247).
    public class var systemGray6: UIColor { rgb255(242, 242, 247) }

    /// The tint colour the app's views inherit by default: system blue.
    public class var tintColor: UIColor { systemBlue }

    /// Primary text: black.
    public class var label: UIColor { rgb255(0, 0, 0) }
    /// Secondary text: (60, 60, 67) at 60 % alpha.
    public class var secondaryLabel: UIColor { rgb255(60, 60, 67, 0.6) }
    /// Tertiary text: (60, 60, 67) at 30 % alpha.
    public class var tertiaryLabel: UIColor { rgb255(60, 60, 67, 0.3) }
    /// Quaternary text: (60, 60, 67) at 18 % alpha.
    public class var quaternaryLabel: UIColor { rgb255(60, 60, 67, 0.18) }
    /// Placeholder text in controls: (60, 60, 67) at 30 % alpha.
    public class var placeholderText: UIColor { rgb255(60, 60, 67, 0.3) }
    /// Links: system blue.
    public class var link: UIColor { rgb255(0, 122, 255) }

    /// Fill for thin and small shapes: (120, 120, 128) at 20 % alpha.
    public class var systemFill: UIColor { rgb255(120, 120, 128, 0.2) }
    /// Fill for medium shapes: (120, 120, 128) at 16 % alpha.
    public class var secondarySystemFill: UIColor { rgb255(120, 120, 128, 0.16) }
    /// Fill for large shapes: (118, 118, 128) at 12 % alpha.
    public class var tertiarySystemFill: UIColor { rgb255(118, 118, 128, 0.12) }
    /// Fill for large areas with complex content: (116, 116, 128) at 8 % alpha.
    public class var quaternarySystemFill: UIColor { rgb255(116, 116, 128, 0.08) }

    /// The main background: white.
    public class var systemBackground: UIColor { rgb255(255, 255, 255) }
    /// Content layered on the main background: (242, 242, 247).
    public class var secondarySystemBackground: UIColor { rgb255(242, 242, 247) }
    /// Content layered on secondary backgrounds: white.
    public class var tertiarySystemBackground: UIColor { rgb255(255, 255, 255) }
    /// The main background of grouped content: (242, 242, 247).
    public class var systemGroupedBackground: UIColor { rgb255(242, 242, 247) }
    /// Content layered on a grouped background: white.
    public class var secondarySystemGroupedBackground: UIColor { rgb255(255, 255, 255) }
    /// Content layered on secondary grouped backgrounds: (242, 242, 247).
    public class var tertiarySystemGroupedBackground: UIColor { rgb255(242, 242, 247) }

    /// Thin borders and dividers that let content show through: (60, 60, 67) at 29 % alpha.
    public class var separator: UIColor { rgb255(60, 60, 67, 0.29) }
    /// Borders and dividers that hide what is beneath: (198, 198, 200).
    public class var opaqueSeparator: UIColor { rgb255(198, 198, 200) }
}
