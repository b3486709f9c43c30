import UIKit

/// A generated photo: a coloured tile with its number in a corner. Selected, it dims and shows
/// a blue ring and a check badge.
public final class PhotoTileCell: UICollectionViewCell {
    static let identifier = "Photo"
    /// The photo's number, in the tile's corner.
    public let numberLabel = UILabel()
    /// The round blue badge with a white tick, shown while the cell is selected.
    public let checkBadge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

    public required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 4
        contentView.layer.masksToBounds = true
        numberLabel.font = .systemFont(ofSize: 9, weight: .medium)
        numberLabel.textColor = UIColor(white: 1, alpha: 0.9)
        contentView.addSubview(numberLabel)

        // The selected look sits behind the content: a blue ring around the inset tile.
        let ring = UIView()
        ring.backgroundColor = .systemBlue
        ring.layer.cornerRadius = 6
        selectedBackgroundView = ring

        checkBadge.backgroundColor = .systemBlue
        checkBadge.layer.cornerRadius = 10
        checkBadge.layer.borderWidth = 1.5
        checkBadge.layer.borderColor = UIColor.white.cgColor
        let tick = CAShapeLayer()
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 5.5, y: 10.5))
        path.addLine(to: CGPoint(x: 8.5, y: 13.5))
        path.addLine(to: CGPoint(x: 14.5, y: 7))
        tick.path = path
        tick.strokeColor = UIColor.white.cgColor
        tick.fillColor = nil
        tick.lineWidth = 2
        tick.lineCap = .round
        tick.lineJoin = .round
        checkBadge.layer.addSublayer(tick)
        checkBadge.isHidden = true
        addSubview(checkBadge)
    }

    public required init?(coder: NSCoder) { nil }

    /// Shows `photo`: its colour and number.
    func show(photo: Int) {
        contentView.backgroundColor = PhotoLibrary.colour(of: photo)
        numberLabel.text = String(photo)
    }

    /// A selected tile shows its badge and ring.
    public override var isSelected: Bool {
        didSet { showSelection() }
    }

    /// A highlighted (or selected) tile dims.
    public override var isHighlighted: Bool {
        didSet { contentView.alpha = isHighlighted || isSelected ? 0.75 : 1 }
    }

    private func showSelection() {
        checkBadge.isHidden = !isSelected
        contentView.alpha = isHighlighted || isSelected ? 0.75 : 1
        setNeedsLayout()
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        // A selected tile shrinks inside its ring.
        contentView.frame = isSelected ? bounds.insetBy(dx: 3, dy: 3) : bounds
        numberLabel.frame = CGRect(x: 4, y: contentView.bounds.height - 14, width: contentView.bounds.width - 8, height: 12)
        checkBadge.center = CGPoint(x: bounds.maxX - 13, y: bounds.maxY - 13)
    }
}
