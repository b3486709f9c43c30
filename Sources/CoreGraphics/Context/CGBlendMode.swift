@_implementationOnly import CCairo

/// Compositing operations. The formulas are Apple's: R is the premultiplied result,
/// S the source and D the destination, each including alpha.
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply
    case screen
    case overlay
    case darken
    case lighten
    case colorDodge
    case colorBurn
    case softLight
    case hardLight
    case difference
    case exclusion
    case hue
    case saturation
    case color
    case luminosity
    /// R = 0
    case clear
    /// R = S
    case copy
    /// R = S·Da
    case sourceIn
    /// R = S·(1 − Da)
    case sourceOut
    /// R = S·Da + D·(1 − Sa)
    case sourceAtop
    /// R = S·(1 − Da) + D
    case destinationOver
    /// R = D·Sa
    case destinationIn
    /// R = D·(1 − Sa)
    case destinationOut
    /// R = S·(1 − Da) + D·Sa
    case destinationAtop
    /// R = S·(1 − Da) + D·(1 − Sa)
    case xor
    /// R = MAX(0, 1 − ((1 − D) + (1 − S)))
    case plusDarker
    /// R = MIN(1, S + D)
    case plusLighter
}

extension CGBlendMode {
    /// The Cairo operator with the same arithmetic, or nil where this implementation
    /// composites by hand: `plusDarker` (Cairo has none) and the four Porter-Duff modes
    /// Cairo treats as unbounded (they would clear pixels outside the shape, while
    /// Core Graphics only changes the pixels a shape covers).
    var cairoOperator: cairo_operator_t? {
        switch self {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: return CAIRO_OPERATOR_CLEAR
        case .copy: return CAIRO_OPERATOR_SOURCE
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .xor: return CAIRO_OPERATOR_XOR
        case .plusLighter: return CAIRO_OPERATOR_ADD
        case .sourceIn, .sourceOut, .destinationIn, .destinationAtop, .plusDarker: return nil
        }
    }

    /// The nearest Cairo operator, for targets that cannot be composited by hand (PDF).
    var approximateCairoOperator: cairo_operator_t {
        switch self {
        case .sourceIn: return CAIRO_OPERATOR_IN
        case .sourceOut: return CAIRO_OPERATOR_OUT
        case .destinationIn: return CAIRO_OPERATOR_DEST_IN
        case .destinationAtop: return CAIRO_OPERATOR_DEST_ATOP
        case .plusDarker: return CAIRO_OPERATOR_DARKEN
        default: return cairoOperator!
        }
    }
}

/// Levels of interpolation quality for rendering an image.
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case high = 3
    case medium = 4
}
