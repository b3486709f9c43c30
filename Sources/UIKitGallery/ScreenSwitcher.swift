import UIKit

/// A row of titles with one selected, in the look of a segmented control, built from plain
/// views (UIKit's controls are not there yet): lifting a finger on a title selects it.
final class ScreenSwitcher: UIView {
    private static let font = UIFont.systemFont(ofSize: 13, weight: .semibold)

    /// Called with the index of a title the user selected.
    var onSelect: ((Int) -> Void)?
    private(set) var selectedIndex = 0
    private let labels: [UILabel]
    private let thumb = UIView()

    init(titles: [String]) {
        labels = titles.map { title in
            let label = UILabel()
            label.text = title
            label.textAlignment = .center
            return label
        }
        super.init(frame: .zero)
        backgroundColor = .systemGray5
        layer.cornerRadius = 9
        thumb.backgroundColor = .white
        thumb.layer.cornerRadius = 7
        thumb.layer.shadowOpacity = 0.12
        thumb.layer.shadowRadius = 4
        thumb.layer.shadowOffset = CGSize(width: 0, height: 2)
        addSubview(thumb)
        for label in labels { addSubview(label) }
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width / CGFloat(max(labels.count, 1))
        // One size for every title, 13 points or smaller so that the longest fits.
        let widest = labels.map { ($0.text ?? "").size(withAttributes: [.font: ScreenSwitcher.font]).width }.max() ?? 0
        let font = ScreenSwitcher.font.withSize(13 * min(1, (width - 8) / max(widest, 1)))
        for (index, label) in labels.enumerated() {
            label.font = font
            label.frame = CGRect(x: CGFloat(index) * width + 4, y: 0, width: width - 8, height: bounds.height)
        }
        thumb.frame = CGRect(x: CGFloat(selectedIndex) * width, y: 0, width: width, height: bounds.height).insetBy(dx: 2, dy: 2)
    }

    /// The title under `point` (in the switcher's coordinates), if any.
    private func index(at point: CGPoint) -> Int? {
        guard bounds.contains(point), !labels.isEmpty else { return nil }
        return min(labels.count - 1, Int(point.x / (bounds.width / CGFloat(labels.count))))
    }

    // The switcher handles its touches itself: none go up the responder chain.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let index = index(at: touch.location(in: self)), index != selectedIndex else {
            return
        }
        selectedIndex = index
        setNeedsLayout()
        onSelect?(index)
    }
}
