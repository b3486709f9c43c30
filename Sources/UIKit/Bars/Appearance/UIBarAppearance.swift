import Foundation

/// How a bar's background looks: a blur, a colour and an image over it, and a shadow
/// line along its edge. Bars keep copies of the appearances they are given, so changing
/// an appearance after setting it changes nothing until it is set again.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The blur behind the bar's content; nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// The colour over the blur; nil for none.
    open var backgroundColor: UIColor?
    /// An image over the colour.
    open var backgroundImage: UIImage?
    /// How the background image fills the bar. Default `.scaleToFill`.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The colour of the hairline along the bar's edge; nil or clear for none.
    open var shadowColor: UIColor?
    /// An image drawn along the edge instead of the hairline, tinted by `shadowColor` when
    /// it is a template.
    open var shadowImage: UIImage?

    /// An appearance with the system's default background: the translucent chrome blur and
    /// a hairline.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// A copy of `barAppearance`'s background values.
    public init(barAppearance: UIBarAppearance) {
        super.init()
        copyBackground(from: barAppearance)
    }

    /// The system's translucent background: the chrome material's blur, no colour, a
    /// hairline of black at 30 % opacity.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// An opaque background in the system background colour, with the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = Self.defaultShadowColor
        shadowImage = nil
    }

    /// No background and no hairline: content behind the bar shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        UIBarAppearance(barAppearance: self)
    }

    /// Sets the background values to `other`'s.
    func copyBackground(from other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// The hairline's colour in the default and opaque backgrounds.
    static var defaultShadowColor: UIColor { UIColor(white: 0, alpha: 0.3) }
}
