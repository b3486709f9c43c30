import Foundation

/// The control a tab bar makes for each item: the icon and title, stacked (icon above a
/// 10-point title) or inline (icon beside a 13-point title), in the selected or unselected
/// colour, with the badge at the icon's top right. A touch lifted inside selects the item.
@MainActor
final class TabBarButton: UIControl {
    let item: UITabBarItem
    private let imageView = UIImageView()
    private let titleLabel = UILabel()
    private let badgeView = UIView()
    private let badgeLabel = UILabel()
    /// The layout and colours the bar gives the button.
    var style: UITabBarItemAppearance.Style = .stacked { didSet { setNeedsLayout() } }
    var itemAppearance = UITabBarItemAppearance() { didSet { setNeedsLayout() } }
    var unselectedColor: UIColor = .systemGray { didSet { setNeedsLayout() } }

    /// Tab symbols are drawn larger than bar button symbols, as iOS's tab icons are.
    static var symbolConfiguration: UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(pointSize: 18, weight: .regular, scale: .large)
    }

    init(item: UITabBarItem) {
        self.item = item
        super.init(frame: .zero)
        for view in [imageView, titleLabel, badgeView] { view.isUserInteractionEnabled = false; addSubview(view) }
        badgeView.addSubview(badgeLabel)
        badgeLabel.textAlignment = .center
        imageView.contentMode = .center
    }

    required init?(coder: NSCoder) {
        preconditionFailure("TabBarButton is made by tab bars, never decoded")
    }

    override var isSelected: Bool {
        didSet { if isSelected != oldValue { setNeedsLayout() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsLayout()
    }

    /// The colour of the title and template icon for the current state.
    private func contentColor(_ state: UITabBarItemStateAppearance) -> UIColor {
        if let icon = state.iconColor { return icon }
        if !item.isEnabled { return .tertiaryLabel }
        return isSelected ? tintColor : unselectedColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        isEnabled = item.isEnabled
        let state = itemAppearance.appearance(enabled: item.isEnabled, selected: isSelected)
        let color = contentColor(state)
        imageView.image = isSelected ? (item.selectedImage ?? item.image) : item.image
        imageView.tintColor = color
        let stacked = style == .stacked
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: stacked ? 10 : 13, weight: .medium), .foregroundColor: color,
        ]
        if let own = item.titleTextAttributes(for: isSelected ? .selected : .normal) { attributes.merge(own) { $1 } }
        attributes.merge(state.titleTextAttributes) { $1 }
        titleLabel.attributedText = item.title.map { NSAttributedString(string: $0, attributes: attributes) }
        let icon = imageView.image?.size ?? .zero
        let title = titleLabel.intrinsicContentSize
        let titleShift = UIOffset(horizontal: item.titlePositionAdjustment.horizontal + state.titlePositionAdjustment.horizontal,
                                  vertical: item.titlePositionAdjustment.vertical + state.titlePositionAdjustment.vertical)
        if stacked {
            // The icon centred in the top 30 points, the title's baseline near the bottom of
            // the 49-point row.
            imageView.frame = CGRect(x: (bounds.width - icon.width) / 2, y: max(2, 18 - icon.height / 2),
                                     width: icon.width, height: icon.height)
            titleLabel.frame = CGRect(x: (bounds.width - title.width) / 2 + titleShift.horizontal,
                                      y: 33 + titleShift.vertical, width: min(title.width, bounds.width),
                                      height: title.height)
        } else {
            let gap: CGFloat = icon.width > 0 && title.width > 0 ? 6 : 0
            let total = icon.width + gap + title.width
            let x = (bounds.width - total) / 2
            let rowHeight = min(bounds.height, style == .compactInline ? 32 : 50)
            imageView.frame = CGRect(x: x, y: (rowHeight - icon.height) / 2, width: icon.width, height: icon.height)
            titleLabel.frame = CGRect(x: x + icon.width + gap + titleShift.horizontal,
                                      y: (rowHeight - title.height) / 2 + titleShift.vertical,
                                      width: title.width, height: title.height)
        }
        layoutBadge(state)
    }

    /// The badge: a red pill (at least 18 points, a circle for one character) with its text
    /// in white 13-point type, its left edge at the icon's middle plus 6, its top a little
    /// above the icon; "" shows a small dot.
    private func layoutBadge(_ state: UITabBarItemStateAppearance) {
        guard let value = item.badgeValue else { badgeView.isHidden = true; return }
        badgeView.isHidden = false
        badgeView.backgroundColor = state.badgeBackgroundColor ?? item.badgeColor ?? .systemRed
        var attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.white]
        if let own = item.badgeTextAttributes(for: .normal) { attributes.merge(own) { $1 } }
        attributes.merge(state.badgeTextAttributes) { $1 }
        badgeLabel.attributedText = NSAttributedString(string: value, attributes: attributes)
        let text = badgeLabel.intrinsicContentSize
        let height: CGFloat = value.isEmpty ? 10 : 18
        let width = value.isEmpty ? 10 : max(height, ceil(text.width) + 10)
        let icon = imageView.frame
        badgeView.frame = CGRect(x: icon.midX + 6 + state.badgePositionAdjustment.horizontal,
                                 y: icon.minY - 3 + state.badgePositionAdjustment.vertical, width: width, height: height)
        badgeView.layer.cornerRadius = height / 2
        badgeLabel.frame = CGRect(x: state.badgeTitlePositionAdjustment.horizontal,
                                  y: (height - text.height) / 2 + state.badgeTitlePositionAdjustment.vertical,
                                  width: width, height: text.height)
    }

    /// The natural width of the item's content in the inline layouts.
    var inlineContentWidth: CGFloat {
        let icon = item.image?.size.width ?? 0
        let title = item.title.map {
            NSAttributedString(string: $0, attributes: [.font: UIFont.systemFont(ofSize: 13, weight: .medium)]).size().width
        } ?? 0
        return icon + (icon > 0 && title > 0 ? 6 : 0) + ceil(title)
    }
}
