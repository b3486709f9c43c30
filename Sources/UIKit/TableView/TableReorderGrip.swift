import CoreGraphics
import Foundation

/// The reorder control: three grey lines at a row's trailing edge while its table edits.
/// A touch on it drags the row (`UITableView+Reordering.swift`).
@MainActor
final class TableReorderGrip: UIView {
    let lines = UIImageView(image: UIImage(systemName: "line.3.horizontal",
                                           withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .regular)))

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

    private var table: UITableView? { superview?.superview as? UITableView }
    private var cell: UITableViewCell? { superview as? UITableViewCell }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let table, let cell else { return }
        table.beginReordering(cell, touch: touch)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let table else { return }
        table.moveReordering(touch: touch)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        table?.endReordering(cancelled: false)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        table?.endReordering(cancelled: true)
    }
}
