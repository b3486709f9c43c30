import UIKit

/// An album's header: "Album n" and its photo count, on a translucent bar that stays pinned
/// at the top while the album scrolls under it.
public final class AlbumHeaderView: UICollectionReusableView {
    static let identifier = "Album"
    /// "Album n".
    public let titleLabel = UILabel()
    /// The album's photo count.
    public let countLabel = UILabel()

    public required init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor.systemGroupedBackground.withAlphaComponent(0.96)
        titleLabel.font = .systemFont(ofSize: 17, weight: .bold)
        countLabel.font = .systemFont(ofSize: 13)
        countLabel.textColor = .secondaryLabel
        countLabel.textAlignment = .right
        addSubview(titleLabel)
        addSubview(countLabel)
    }

    public required init?(coder: NSCoder) { nil }

    /// Shows album `album` (counted from 0) holding `count` photos.
    func show(album: Int, count: Int) {
        titleLabel.text = "Album \(album + 1)"
        countLabel.text = count == 1 ? "1 photo" : "\(PhotoLibrary.grouped(count)) photos"
    }

    public override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = CGRect(x: 8, y: 0, width: bounds.width * 0.6, height: bounds.height)
        countLabel.frame = CGRect(x: bounds.width * 0.6, y: 0, width: bounds.width * 0.4 - 8, height: bounds.height)
    }
}
