import Foundation

/// A blur of what lies behind a view, in one of the system's materials.
///
/// Approximation (docs/DIFFERENCES.md): nothing here blurs the backdrop yet; a blur is
/// drawn as its material's light-mode tint, the colour it shows over a white background on
/// iOS, so bars look as they do over light content.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The materials and legacy styles of blurs.
    public enum Style: Int, Sendable {
        case extraLight = 0, light = 1, dark = 2
        case regular = 4, prominent = 5
        case systemUltraThinMaterial = 6, systemThinMaterial = 7, systemMaterial = 8, systemThickMaterial = 9,
             systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11, systemThinMaterialLight = 12, systemMaterialLight = 13,
             systemThickMaterialLight = 14, systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16, systemThinMaterialDark = 17, systemMaterialDark = 18,
             systemThickMaterialDark = 19, systemChromeMaterialDark = 20
    }

    /// The blur's style.
    public let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// The colour drawn in place of the blur: an estimate of how the material looks over
    /// white content on iOS 17 (a near-white grey, more opaque for thicker materials).
    var approximateTint: UIColor {
        switch style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
             .systemThickMaterialDark, .systemChromeMaterialDark:
            UIColor(white: 0.11, alpha: 0.85)
        case .systemUltraThinMaterial, .systemUltraThinMaterialLight:
            UIColor(white: 0.97, alpha: 0.5)
        case .systemThinMaterial, .systemThinMaterialLight, .extraLight:
            UIColor(white: 0.97, alpha: 0.7)
        case .systemChromeMaterial, .systemChromeMaterialLight:
            UIColor(white: 0.976, alpha: 0.94)
        case .light, .regular, .prominent, .systemMaterial, .systemMaterialLight, .systemThickMaterial,
             .systemThickMaterialLight:
            UIColor(white: 0.97, alpha: 0.82)
        }
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? UIBlurEffect)?.style == style
    }

    open override var hash: Int { style.hashValue }
}
