import CoreGraphics
import Foundation

/// The sizes a symbol is drawn at for a configuration, after SF Symbols' published design:
/// a glyph is centred on the middle of the cap height of the system font at the point
/// size; small and large scales make it 0.783 and 1.29 times the medium size around that
/// centre; the stroke weight follows the font weights. The cap height is SF Pro's (0.705
/// of the point size), not DejaVu Sans', so images have iOS's sizes and baselines.
struct SymbolMetrics {
    /// Points per design unit (1/100 of the point size at medium scale).
    let unit: CGFloat
    /// The stroke width in points.
    let lineWidth: CGFloat
    /// The empty space around the ink on each side, in points: SF images are padded too,
    /// by an eighth of the point size across and about a tenth up and down (as measured on
    /// iOS: a 64-point `chevron.compact.down` is 70.33 × 25.67 points around 54.33 × 14.33
    /// points of ink).
    let margin: CGSize
    /// The cap height of the font at the point size, in points.
    let capHeight: CGFloat

    init(_ configuration: UIImage.SymbolConfiguration) {
        let pointSize = configuration.resolvedPointSize
        let factor = Self.sizeFactor(configuration.resolvedScale)
        unit = pointSize / 100 * factor
        // Small and large glyphs keep nearly the stroke of the medium one (SF draws their
        // strokes to match text of the same weight): the width grows as the root of the size.
        lineWidth = Self.strokeWidth(configuration.resolvedWeight) * pointSize / 100 * factor.squareRoot()
        margin = CGSize(width: 12.5 * unit, height: 8.9 * unit)
        capHeight = 0.705 * pointSize
    }

    /// The stroke width in design units.
    var designLineWidth: CGFloat { lineWidth / unit }

    /// A scale's size relative to the medium glyph.
    static func sizeFactor(_ scale: UIImage.SymbolScale) -> CGFloat {
        switch scale {
        case .small: 0.783
        case .large: 1.29
        case .default, .unspecified, .medium: 1
        }
    }

    /// A weight's stroke width in design units: about the stem width of the system font's
    /// face of that weight.
    static func strokeWidth(_ weight: UIImage.SymbolWeight) -> CGFloat {
        switch weight {
        case .ultraLight: 2.6
        case .thin: 4
        case .light: 6
        case .unspecified, .regular: 8.2
        case .medium: 9.3
        case .semibold: 10.4
        case .bold: 11.8
        case .heavy: 13.6
        case .black: 15.2
        }
    }
}
