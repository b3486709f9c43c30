import UIKit

/// A class's cell: its name on a rounded card tinted by depth.
public final class ClassCell: UICollectionViewCell {
    private static let tints: [UIColor] = [.systemBlue, .systemIndigo, .systemPurple, .systemPink, .systemOrange]
    /// The class's name.
    public let nameLabel = UILabel()

    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 8
        contentView.layer.borderWidth = 1
        nameLabel.font = .systemFont(ofSize: 11, weight: .medium)
        nameLabel.textAlignment = .center
        nameLabel.adjustsFontSizeToFitWidth = true
        nameLabel.minimumScaleFactor = 0.5
        contentView.addSubview(nameLabel)
    }

    public required init?(coder: NSCoder) { nil }

    /// Shows the class `name`, in the tint of `depth`.
    func show(_ name: String, depth: Int) {
        let tint = Self.tints[depth % Self.tints.count]
        nameLabel.text = name
        nameLabel.textColor = tint
        contentView.backgroundColor = tint.withAlphaComponent(0.1)
        contentView.layer.borderColor = tint.withAlphaComponent(0.5).cgColor
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        nameLabel.frame = contentView.bounds.insetBy(dx: 5, dy: 0)
    }
}
