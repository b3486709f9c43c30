import Foundation

/// A row of the More list: the tab's image tinted with the tint colour, its title, and a
/// disclosure chevron, 44 points tall with a separator from the title's leading edge to the
/// trailing edge, grey while the finger is on it (iOS 17's plain table look; the list becomes a
/// `UITableView` when the framework has one).
@MainActor
final class MoreListRow: UIControl {
    /// The controller the row opens.
    let tab: UIViewController
    private let icon = UIImageView()
    private let titleLabel = UILabel()
    private let chevron = UIImageView()
    private let separator = UIView()
    /// Row height, the icon's box, and the title's leading inset.
    static let height: CGFloat = 44
    private static let iconBox: CGFloat = 30
    private static let titleInset: CGFloat = 60

    init(tab: UIViewController, opens: @escaping @MainActor (UIViewController) -> Void) {
        self.tab = tab
        super.init(frame: .zero)
        icon.contentMode = .center
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        chevron.image = UIImage(systemName: "chevron.right",
                                withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold))
        chevron.tintColor = .tertiaryLabel
        separator.backgroundColor = .separator
        for part in [icon, titleLabel, chevron, separator] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        update()
        addAction(UIAction { [weak self] _ in
            guard let self else { return }
            opens(self.tab)
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the tab's current item.
    func update() {
        let item = tab.tabBarItem
        icon.image = item?.image?.withRenderingMode(.alwaysTemplate)
        titleLabel.text = item?.title ?? tab.title
        setNeedsLayout()
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : nil }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = self.bounds, margin: CGFloat = 16
        let box = Self.iconBox
        icon.frame = CGRect(x: margin, y: (bounds.height - box) / 2, width: box, height: box)
        let chevronSize = chevron.intrinsicContentSize
        chevron.frame = CGRect(x: bounds.width - margin - chevronSize.width, y: (bounds.height - chevronSize.height) / 2,
                               width: chevronSize.width, height: chevronSize.height)
        let titleRight = chevron.frame.minX - 8
        let titleHeight = titleLabel.intrinsicContentSize.height
        titleLabel.frame = CGRect(x: Self.titleInset, y: (bounds.height - titleHeight) / 2,
                                  width: max(0, titleRight - Self.titleInset), height: titleHeight)
        let hairline = 1 / max(1, window?.screen.scale ?? UIScreen.main.scale)
        separator.frame = CGRect(x: Self.titleInset, y: bounds.height - hairline, width: bounds.width - Self.titleInset,
                                 height: hairline)
    }
}
