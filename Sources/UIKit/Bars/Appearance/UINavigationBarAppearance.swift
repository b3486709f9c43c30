import Foundation

/// How a navigation bar looks: its background (`UIBarAppearance`), its titles, its items
/// and its back indicator.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// Attributes of the title; keys not given take the defaults (17-pt semibold, label
    /// colour).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// Attributes of the large title; keys not given take the defaults (34-pt bold, label
    /// colour).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from where it would be.
    open var titlePositionAdjustment: UIOffset = .zero
    /// How `.plain` items look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` items look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// How the back button looks.
    open var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The image beside the back button's title; nil draws the system's chevron.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask the back title slides under during pushes and pops.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    public override init() {
        super.init()
    }

    /// A navigation bar appearance with `barAppearance`'s background; when it is a
    /// navigation bar appearance, its titles, items and indicator too.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let bar = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = bar.titleTextAttributes
            largeTitleTextAttributes = bar.largeTitleTextAttributes
            titlePositionAdjustment = bar.titlePositionAdjustment
            buttonAppearance = bar.buttonAppearance.copy() as! UIBarButtonItemAppearance
            doneButtonAppearance = bar.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
            backButtonAppearance = bar.backButtonAppearance.copy() as! UIBarButtonItemAppearance
            backIndicatorImage = bar.backIndicatorImage
            backIndicatorTransitionMaskImage = bar.backIndicatorTransitionMaskImage
        }
    }

    /// Sets the back indicator and its transition mask (UIKit documents them as a pair: set
    /// both, or neither to return to the chevron).
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        backIndicatorTransitionMaskImage = transitionMaskImage
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        UINavigationBarAppearance(barAppearance: self)
    }
}
