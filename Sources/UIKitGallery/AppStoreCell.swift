import UIKit

/// A cell of the App Store screen: a feature card (artwork with a caption and a title), an
/// app row (icon, name, category and a GET button) or a category tile.
final class AppStoreCell: UICollectionViewCell {
    private let artwork = UIView()
    private let caption = UILabel()
    private let title = UILabel()
    private let subtitle = UILabel()
    private let get = UIButton(configuration: .gray())
    private var item: AppStoreItem?

    required init(frame: CGRect) {
        super.init(frame: frame)
        artwork.layer.cornerCurve = .continuous
        artwork.clipsToBounds = true
        caption.font = .systemFont(ofSize: 13, weight: .semibold)
        title.font = .systemFont(ofSize: 17, weight: .semibold)
        subtitle.font = .systemFont(ofSize: 13)
        subtitle.textColor = .secondaryLabel
        var button = UIButton.Configuration.gray()
        button.title = "GET"
        button.cornerStyle = .capsule
        button.baseForegroundColor = .systemBlue
        get.configuration = button
        for view in [artwork, caption, title, subtitle, get] { contentView.addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    /// Shows `item`.
    func show(_ item: AppStoreItem) {
        self.item = item
        artwork.backgroundColor = item.color
        switch item {
        case .story(let index):
            caption.text = "NOW TRENDING"
            caption.textColor = .systemBlue
            title.text = AppStoreItem.stories[index % AppStoreItem.stories.count]
            title.font = .systemFont(ofSize: 22, weight: .bold)
            subtitle.text = "Our pick for the week"
        case .app(let index):
            caption.text = "\(index + 1)"
            caption.textColor = .label
            title.text = AppStoreItem.apps[index % AppStoreItem.apps.count]
            title.font = .systemFont(ofSize: 17, weight: .semibold)
            subtitle.text = "Productivity"
        case .category(let name):
            caption.text = nil
            title.text = name
            title.font = .systemFont(ofSize: 15, weight: .semibold)
            subtitle.text = nil
        }
        get.isHidden = !{ if case .app = item { true } else { false } }()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        switch item {
        case .story:
            caption.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 16)
            title.frame = CGRect(x: 0, y: 16, width: bounds.width, height: 26)
            subtitle.frame = CGRect(x: 0, y: 42, width: bounds.width, height: 18)
            artwork.frame = CGRect(x: 0, y: 66, width: bounds.width, height: max(0, bounds.height - 66))
            artwork.layer.cornerRadius = 10
        case .app:
            let icon = min(bounds.height - 8, 60)
            artwork.frame = CGRect(x: 0, y: (bounds.height - icon) / 2, width: icon, height: icon)
            artwork.layer.cornerRadius = icon * 0.225
            caption.frame = CGRect(x: icon + 12, y: bounds.midY - 10, width: 22, height: 20)
            let textX = icon + 36, buttonWidth: CGFloat = 72
            title.frame = CGRect(x: textX, y: bounds.midY - 20, width: bounds.width - textX - buttonWidth - 8, height: 22)
            subtitle.frame = CGRect(x: textX, y: bounds.midY + 2, width: title.frame.width, height: 18)
            get.frame = CGRect(x: bounds.width - buttonWidth, y: bounds.midY - 15, width: buttonWidth, height: 30)
        case .category, nil:
            artwork.frame = bounds
            artwork.layer.cornerRadius = 12
            title.frame = CGRect(x: 10, y: bounds.height - 30, width: bounds.width - 20, height: 22)
            title.textColor = .white
            caption.frame = .zero
            subtitle.frame = .zero
        }
        if case .category = item {} else { title.textColor = .label }
    }
}
