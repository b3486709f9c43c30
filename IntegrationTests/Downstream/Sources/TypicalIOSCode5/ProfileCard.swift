import UIKit

/// A card as apps build them: a rounded background, a label and an image laid out by
/// Auto Layout in code.
open class ProfileCard: UIView {
    public let nameLabel = UILabel()
    public let badge = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        layer.cornerRadius = 12
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 6
        badge.backgroundColor = .systemYellow
        badge.layer.cornerRadius = 10
        nameLabel.text = "Ada Lovelace"
        nameLabel.textColor = .white
        nameLabel.font = .boldSystemFont(ofSize: 17)
        for view in [badge, nameLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            badge.centerYAnchor.constraint(equalTo: centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            nameLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: badge.trailingAnchor, multiplier: 1),
            nameLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            nameLabel.trailingAnchor.constraint(lessThanOrEqualTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    public required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
}
