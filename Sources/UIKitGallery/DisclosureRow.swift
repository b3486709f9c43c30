import UIKit

/// A list row that leads somewhere, as a navigation list draws one until the Gallery's
/// screens are tables: its title on the leading side, a chevron on the trailing side, 44
/// points tall, grey while the finger is on it. Its action runs on `.touchUpInside`.
final class DisclosureRow: UIControl {
    let titleLabel = UILabel()
    private let chevron = UIImageView()

    init(title: String, action: UIAction) {
        super.init(frame: .zero)
        titleLabel.text = title
        titleLabel.font = .systemFont(ofSize: 17)
        titleLabel.textColor = .label
        chevron.image = UIImage(systemName: "chevron.right",
                                withConfiguration: UIImage.SymbolConfiguration(pointSize: 13, weight: .semibold))
        chevron.tintColor = .tertiaryLabel
        for part in [titleLabel, chevron] as [UIView] {
            part.translatesAutoresizingMaskIntoConstraints = false
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        NSLayoutConstraint.activate([
            heightAnchor.constraint(equalToConstant: 44),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            chevron.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
            chevron.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.trailingAnchor.constraint(lessThanOrEqualTo: chevron.leadingAnchor, constant: -8),
        ])
        addAction(action, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : nil }
    }
}
