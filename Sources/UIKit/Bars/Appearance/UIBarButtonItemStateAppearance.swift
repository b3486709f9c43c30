import Foundation

/// How bar button items look in one state: title attributes and position, and a
/// background image.
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// Attributes of the title (font, colour…); keys not given take the bar's defaults.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from where it would be.
    open var titlePositionAdjustment: UIOffset = .zero
    /// An image drawn behind the item.
    open var backgroundImage: UIImage?
    /// How far the background image is moved.
    open var backgroundImagePositionAdjustment: UIOffset = .zero

    override init() {
        super.init()
    }

    /// A copy with the same values.
    func copied() -> UIBarButtonItemStateAppearance {
        let copy = UIBarButtonItemStateAppearance()
        copy.titleTextAttributes = titleTextAttributes
        copy.titlePositionAdjustment = titlePositionAdjustment
        copy.backgroundImage = backgroundImage
        copy.backgroundImagePositionAdjustment = backgroundImagePositionAdjustment
        return copy
    }
}
