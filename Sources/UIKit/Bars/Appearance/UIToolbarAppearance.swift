import Foundation

/// How a toolbar looks: its background (`UIBarAppearance`) and its items.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// How `.plain` items look.
    open var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// How `.done` items look.
    open var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)

    public override init() {
        super.init()
    }

    /// A toolbar appearance with `barAppearance`'s background; when it is a toolbar
    /// appearance, its item appearances too.
    public override init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let toolbar = barAppearance as? UIToolbarAppearance {
            buttonAppearance = toolbar.buttonAppearance.copy() as! UIBarButtonItemAppearance
            doneButtonAppearance = toolbar.doneButtonAppearance.copy() as! UIBarButtonItemAppearance
        }
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        UIToolbarAppearance(barAppearance: self)
    }
}
