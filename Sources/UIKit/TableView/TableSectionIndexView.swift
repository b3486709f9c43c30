import CoreGraphics
import Foundation

/// The section index strip at a table's trailing edge (Contacts' A–Z): the titles in the
/// index colour, 11-point semibold, stacked in the middle of the visible height; a touch or a
/// drag over a title reports its index.
@MainActor
final class TableSectionIndexView: UIControl {
    /// The strip's width and one title's height (iOS 17's metrics).
    static let width: CGFloat = 16
    static let rowHeight: CGFloat = 14
    private var labels: [UILabel] = []
    /// Called with the index of the title under the finger, once per title reached.
    var onSelect: ((Int) -> Void)?
    private var lastIndex: Int?
    /// Whether a finger is on the strip (its tracking background shows).
    private(set) var isTouched = false {
        didSet { superview?.setNeedsLayout() }
    }

    var titles: [String] = [] {
        didSet {
            guard titles != oldValue else { return }
            labels.forEach { $0.removeFromSuperview() }
            labels = titles.map { title in
                let label = UILabel()
                label.text = title
                label.font = .systemFont(ofSize: 11, weight: .semibold)
                label.textAlignment = .center
                label.isUserInteractionEnabled = false
                addSubview(label)
                return label
            }
            setNeedsLayout()
        }
    }

    /// The titles' colour (nil: the tint colour).
    var titleColor: UIColor? {
        didSet { labels.forEach { $0.textColor = titleColor ?? tintColor } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        labels.forEach { $0.textColor = titleColor ?? tintColor }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = (bounds.height - CGFloat(labels.count) * Self.rowHeight) / 2
        for (index, label) in labels.enumerated() {
            label.textColor = titleColor ?? tintColor
            label.frame = CGRect(x: 0, y: top + CGFloat(index) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
        }
    }

    /// The index of the title at `y`, clamped to the first and last.
    private func index(atY y: CGFloat) -> Int? {
        guard !labels.isEmpty else { return nil }
        let top = (bounds.height - CGFloat(labels.count) * Self.rowHeight) / 2
        return min(labels.count - 1, max(0, Int(((y - top) / Self.rowHeight).rounded(.down))))
    }

    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let index = index(atY: touch.location(in: self).y),
              index != lastIndex else { return }
        lastIndex = index
        onSelect?(index)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastIndex = nil
        isTouched = true
        track(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastIndex = nil
        isTouched = false
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        lastIndex = nil
        isTouched = false
    }
}
