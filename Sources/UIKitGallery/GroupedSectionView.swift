import UIKit

/// A section of a grouped form as the Gallery's screens draw one: a small uppercase header
/// above a rounded card (the grouped list's secondary background) holding the rows.
final class GroupedSectionView: UIStackView {
    /// How the rows sit in the card.
    enum RowStyle {
        /// 14 points apart, inside 14-point (top and bottom) and 16-point (sides) margins.
        case spaced
        /// Edge to edge, a hairline between two rows inset 16 points from the leading edge,
        /// as a list's separators.
        case separated
    }

    init(title: String, rows: [UIView], style: RowStyle) {
        let header = UILabel()
        header.text = title.uppercased()
        header.font = .systemFont(ofSize: 13)
        header.textColor = .secondaryLabel
        header.setContentHuggingPriority(.required, for: .vertical)
        var arranged: [UIView] = []
        for (index, row) in rows.enumerated() {
            if index > 0 && style == .separated { arranged.append(Self.separator()) }
            arranged.append(row)
        }
        let card = UIStackView(arrangedSubviews: arranged)
        card.axis = .vertical
        if style == .spaced {
            card.spacing = 14
            card.isLayoutMarginsRelativeArrangement = true
            card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 14, leading: 16, bottom: 14, trailing: 16)
        }
        let background = UIView()
        background.backgroundColor = .secondarySystemGroupedBackground
        background.layer.cornerRadius = 10
        background.translatesAutoresizingMaskIntoConstraints = false
        card.insertSubview(background, at: 0)
        NSLayoutConstraint.activate([
            background.topAnchor.constraint(equalTo: card.topAnchor),
            background.bottomAnchor.constraint(equalTo: card.bottomAnchor),
            background.leadingAnchor.constraint(equalTo: card.leadingAnchor),
            background.trailingAnchor.constraint(equalTo: card.trailingAnchor),
        ])
        super.init(frame: .zero)
        axis = .vertical
        spacing = 6
        addArrangedSubview(header)
        addArrangedSubview(card)
    }

    required init(coder: NSCoder) {
        fatalError("GroupedSectionView is made in code")
    }

    /// A hairline across the card, inset 16 points from the leading edge.
    private static func separator() -> UIView {
        let line = UIView()
        line.backgroundColor = .separator
        line.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale).isActive = true
        let inset = UIView()
        inset.addSubview(line)
        line.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            line.topAnchor.constraint(equalTo: inset.topAnchor), line.bottomAnchor.constraint(equalTo: inset.bottomAnchor),
            line.leadingAnchor.constraint(equalTo: inset.leadingAnchor, constant: 16),
            line.trailingAnchor.constraint(equalTo: inset.trailingAnchor),
        ])
        return inset
    }
}
