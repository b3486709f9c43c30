import Foundation

/// The view a bar makes for a bar button item: its title, image or custom view, in the
/// bar's tint (or the item's), dimmed while pressed and greyed when disabled. A tap
/// performs the item's primary action or sends its action; an item with only a menu shows
/// it on touch-down.
@MainActor
final class BarButtonItemView: UIControl {
    let item: UIBarButtonItem
    private let titleLabel = UILabel()
    private let imageView = UIImageView()
    /// How the bar wants the item drawn (its appearance for the item's style).
    var buttonAppearance: UIBarButtonItemAppearance? { didSet { setNeedsItemUpdate() } }
    /// Whether the item is shown in a compact (landscape iPhone) bar.
    var isCompact = false { didSet { if isCompact != oldValue { setNeedsItemUpdate() } } }
    private var needsItemUpdate = true

    init(item: UIBarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        addSubview(imageView)
        addSubview(titleLabel)
        addTarget(self, action: #Selector(BarButtonItemView.tapped(_:forEvent:)), for: .touchUpInside)
        item.itemView = self
        updateItem()
    }

    required init?(coder: NSCoder) {
        preconditionFailure("BarButtonItemView is made by bars, never decoded")
    }

    // MARK: Content

    /// Notes that the item changed; the view updates before it is next laid out.
    func setNeedsItemUpdate() {
        needsItemUpdate = true
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The title's attributes: the bar appearance's for the state over the item's own
    /// over the defaults (17 pt; semibold for `.done`).
    private var titleAttributes: [NSAttributedString.Key: Any] {
        let weight: UIFont.Weight = item.style == .done ? .semibold : .regular
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17, weight: weight)]
        let state: UIControl.State = !item.isEnabled ? .disabled : isHighlighted ? .highlighted : .normal
        if let own = item.titleTextAttributes(for: state) ?? item.titleTextAttributes(for: .normal) {
            attributes.merge(own) { $1 }
        }
        if let appearance = buttonAppearance?.appearance(enabled: item.isEnabled, highlighted: isHighlighted) {
            attributes.merge(appearance.titleTextAttributes) { $1 }
        }
        return attributes
    }

    /// The colour of the title and image: the tint, grey when disabled; a set foreground
    /// colour wins for the title.
    private var contentColor: UIColor {
        item.isEnabled ? (item.tintColor ?? tintColor) : .tertiaryLabel
    }

    private func updateItem() {
        needsItemUpdate = false
        isEnabled = item.isEnabled
        isSelected = item.isSelected
        let custom = item.customView
        if let custom, custom.superview !== self {
            subviews.filter { $0 !== titleLabel && $0 !== imageView }.forEach { $0.removeFromSuperview() }
            addSubview(custom)
        }
        titleLabel.isHidden = custom != nil
        imageView.isHidden = custom != nil
        let image = isCompact ? (item.landscapeImagePhone ?? item.image) : item.image
        imageView.image = image
        imageView.tintColor = item.systemItem == .close ? .secondaryLabel : contentColor
        let showsTitle = image == nil
        if showsTitle, let title = item.title {
            var attributes = titleAttributes
            if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = contentColor }
            titleLabel.attributedText = NSAttributedString(string: title, attributes: attributes)
        } else {
            titleLabel.attributedText = nil
        }
        // Pressed items fade, as UIKit's bar buttons do.
        let alpha: CGFloat = isHighlighted ? 0.2 : 1
        titleLabel.alpha = alpha
        imageView.alpha = alpha
        isContextMenuInteractionEnabled = item.menu != nil
        showsMenuAsPrimaryAction = item.menu != nil && item.primaryAction == nil && item.action == nil
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsItemUpdate() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsItemUpdate()
    }

    // MARK: Size and layout

    /// The content's size: the custom view's, the image's (with its insets), or the title's.
    override var intrinsicContentSize: CGSize {
        if needsItemUpdate { updateItem() }
        if let custom = item.customView {
            let size = custom.bounds.size == .zero ? custom.intrinsicContentSize : custom.bounds.size
            return CGSize(width: max(0, size.width), height: max(0, size.height))
        }
        if let image = imageView.image {
            let insets = isCompact && item.landscapeImagePhone != nil ? item.landscapeImagePhoneInsets : item.imageInsets
            return CGSize(width: image.size.width + insets.left + insets.right,
                          height: image.size.height + insets.top + insets.bottom)
        }
        return titleLabel.attributedText == nil ? .zero : titleLabel.intrinsicContentSize
    }

    override func layoutSubviews() {
        if needsItemUpdate { updateItem() }
        super.layoutSubviews()
        let content = intrinsicContentSize
        let box = CGRect(x: (bounds.width - content.width) / 2, y: (bounds.height - content.height) / 2,
                         width: content.width, height: content.height)
        if let custom = item.customView {
            custom.frame = box
        } else if imageView.image != nil {
            let insets = isCompact && item.landscapeImagePhone != nil ? item.landscapeImagePhoneInsets : item.imageInsets
            imageView.frame = box.inset(by: insets)
        } else {
            titleLabel.frame = box
        }
    }

    /// Taps count a little beyond the content, as on iOS, where a bar button's touch area
    /// is at least 44 points wide (bars make item views as tall as themselves).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -max(8, (44 - bounds.width) / 2), dy: 0).contains(point)
    }

    // MARK: Actions

    func tapped(_ sender: UIControl, forEvent event: UIEvent?) {
        item.performPrimaryAction(for: event)
    }

    override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                         configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        guard let menu = item.menu else { return nil }
        return UIContextMenuConfiguration(actionProvider: { _ in menu })
    }
}
