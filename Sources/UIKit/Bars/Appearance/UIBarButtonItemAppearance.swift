import Foundation

/// How bar button items of one style look in each state (normal, highlighted, disabled,
/// focused), as part of a bar's appearance.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject, @preconcurrency NSCopying {
    open var normal: UIBarButtonItemStateAppearance
    open var highlighted: UIBarButtonItemStateAppearance
    open var disabled: UIBarButtonItemStateAppearance
    open var focused: UIBarButtonItemStateAppearance

    /// The default appearance of `.plain` items.
    public convenience override init() {
        self.init(style: .plain)
    }

    /// The default appearance of items in `style`.
    public init(style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
        super.init()
    }

    /// Returns every state to the default for `style`: no attributes of its own, so items
    /// take the bar's font for the style and its tint.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBarButtonItemAppearance()
        copy.normal = normal.copied()
        copy.highlighted = highlighted.copied()
        copy.disabled = disabled.copied()
        copy.focused = focused.copied()
        return copy
    }

    /// The appearance for an item in `state`: disabled over highlighted over normal.
    func appearance(enabled: Bool, highlighted isHighlighted: Bool) -> UIBarButtonItemStateAppearance {
        !enabled ? disabled : isHighlighted ? highlighted : normal
    }
}
