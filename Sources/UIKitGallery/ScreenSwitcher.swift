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

    /// Each title's segment, left to right, from the last layout.
    private var segments: [CGRect] = []

    override func layoutSubviews() {
        super.layoutSubviews()
        // Segments as wide as their titles plus a margin, the room left shared equally (as a
        // segmented control that apportions widths by content); one font size for every title,
        // 13 points or smaller so that all fit.
        let margin: CGFloat = 10
        let widths = labels.map { ($0.text ?? "").size(withAttributes: [.font: ScreenSwitcher.font]).width }
        let textRoom = bounds.width - margin * CGFloat(labels.count)
        let scale = min(1, textRoom / max(widths.reduce(0, +), 1))
        let spare = max(0, textRoom - widths.reduce(0, +) * scale) / CGFloat(max(labels.count, 1))
        let font = ScreenSwitcher.font.withSize(13 * scale)
        var x: CGFloat = 0
        segments = widths.map { width in
            defer { x += width * scale + margin + spare }
            return CGRect(x: x, y: 0, width: width * scale + margin + spare, height: bounds.height)
        }
        for (label, segment) in zip(labels, segments) {
            label.font = font
            label.frame = segment.insetBy(dx: 2, dy: 0)
        }
        thumb.frame = segments.indices.contains(selectedIndex) ? segments[selectedIndex].insetBy(dx: 2, dy: 2) : .zero
    }

    /// The title under `point` (in the switcher's coordinates), if any.
    private func index(at point: CGPoint) -> Int? {
        guard bounds.contains(point) else { return nil }
        return segments.firstIndex { $0.minX <= point.x && point.x < $0.maxX }
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
