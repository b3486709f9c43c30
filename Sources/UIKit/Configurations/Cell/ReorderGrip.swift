import CoreGraphics
import Foundation

/// The reorder control: three grey lines at a row's trailing edge (a table view cell while
/// its table edits, a list cell's `.reorder()` accessory). A touch on it drags the row; the
/// owner says what a drag does (`UITableView+Reordering.swift`,
/// `UICollectionViewListCell+Accessories.swift`). Scroll views let it keep its touches
/// (`touchesShouldCancel(in:)` answers false for it).
@MainActor
final class ReorderGrip: UIView {
    let lines = UIImageView(image: UIImage(systemName: "line.3.horizontal",
                                           withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular)))
    /// A finger came down on the grip.
    var began: ((UITouch) -> Void)?
    /// The finger moved.
    var moved: ((UITouch) -> Void)?
    /// The finger lifted (false) or the touch was cancelled (true).
    var ended: ((_ cancelled: Bool) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        lines.tintColor = .tertiaryLabel
        lines.sizeToFit()
        addSubview(lines)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The width the lines take.
    var linesWidth: CGFloat { lines.bounds.width }

    override func layoutSubviews() {
        super.layoutSubviews()
        lines.center = CGPoint(x: bounds.width - lines.bounds.width / 2, y: bounds.midY)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        began?(touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        moved?(touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended?(false)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        ended?(true)
    }
}
