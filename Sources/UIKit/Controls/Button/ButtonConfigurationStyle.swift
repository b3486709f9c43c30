import Foundation

/// The look a `UIButton.Configuration` style gives each state: its foreground (title,
/// subtitle, image) and background colours from the base colours and the accent (the tint
/// colour, or red for a destructive button). `Configuration.updated(for:)` applies it.
///
/// Apple publishes no figures for these; the values follow iOS 17's light appearance as it
/// is seen: tinted fills are the accent at 15 % opacity, gray fills `tertiarySystemFill`;
/// a highlighted button without a fill dims its content to 20 % (as a system button does),
/// one with a fill darkens it; a disabled one is `tertiaryLabel` on `tertiarySystemFill`.
@MainActor
enum ButtonConfigurationStyle: Sendable {
    case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent

    /// The fill the style draws. The bordered styles fill as their counterparts do (they
    /// are the styles SwiftUI's bordered buttons use).
    enum Fill { case empty, tinted, gray, accent }

    var fill: Fill {
        switch self {
        case .plain, .borderless: .empty
        case .tinted, .borderedTinted: .tinted
        case .gray, .bordered: .gray
        case .filled, .borderedProminent: .accent
        }
    }

    /// Whether a selected button takes the selected look unless told otherwise (Apple: the
    /// plain, gray and tinted styles).
    var updatesForSelectionByDefault: Bool {
        self == .plain || self == .gray || self == .tinted
    }

    /// The opacity of a tinted fill.
    static let tintedFillAlpha: CGFloat = 0.15
    /// How much a pressed opaque fill darkens: its components are multiplied by this.
    static let pressedBrightness: CGFloat = 0.85

    /// The foreground and background colours for `state`.
    func colors(for state: UIControl.State, accent: UIColor, baseForeground: UIColor?, baseBackground: UIColor?,
                updatesForSelection: Bool) -> (foreground: UIColor, background: UIColor) {
        var foreground: UIColor
        var background: UIColor
        switch fill {
        case .empty:
            foreground = baseForeground ?? accent
            background = baseBackground ?? .clear
        case .tinted:
            foreground = baseForeground ?? accent
            let base = baseBackground ?? accent
            background = base.withAlphaComponent(ButtonConfigurationStyle.alpha(of: base) * ButtonConfigurationStyle.tintedFillAlpha)
        case .gray:
            foreground = baseForeground ?? accent
            background = baseBackground ?? .tertiarySystemFill
        case .accent:
            foreground = baseForeground ?? .white
            background = baseBackground ?? accent
        }
        if state.contains(.disabled) {
            return (UIButton.systemDisabledColor, fill == .empty ? background : .tertiarySystemFill)
        }
        // Selected, the plain, gray and tinted styles fill with their foreground colour.
        if updatesForSelection, state.contains(.selected), fill != .accent {
            background = foreground
            foreground = .white
        }
        if state.contains(.highlighted) {
            if ButtonConfigurationStyle.alpha(of: background) == 0 {
                foreground = foreground.withAlphaComponent(ButtonConfigurationStyle.alpha(of: foreground)
                                                           * UIButton.highlightedContentAlpha)
            } else {
                background = ButtonConfigurationStyle.pressed(background)
            }
        }
        return (foreground, background)
    }

    static func alpha(of color: UIColor) -> CGFloat {
        color.cgColor.rgbaComponents?.a ?? 1
    }

    /// A fill as pressed: a translucent one twice as opaque, an opaque one darker.
    static func pressed(_ color: UIColor) -> UIColor {
        guard let (r, g, b, a) = color.cgColor.rgbaComponents else { return color }
        if a < 1 { return UIColor(red: r, green: g, blue: b, alpha: min(1, a * 2)) }
        return UIColor(red: r * pressedBrightness, green: g * pressedBrightness, blue: b * pressedBrightness, alpha: a)
    }
}
