import CoreGraphics
import Foundation

/// The edit menu on screen: a dark rounded bar of items separated by hairlines, with an
/// arrow pointing at the target. The bubble (bar and arrow, one shape) is drawn by this
/// view; the items are subviews of `bar`, which clips them to its rounded corners.
final class EditMenuView: UIView {
    static let fillColor = UIColor(white: 0.11, alpha: 1)
    static let separatorColor = UIColor(white: 1, alpha: 0.25)

    /// One item of the bar as shown: what it says and what choosing it does.
    struct Item {
        var title: String
        var image: UIImage?
        var isEnabled = true
        var isDestructive = false
        var choose: () -> Void
    }

    /// Holds the items; rounded like the bubble so a pressed item's highlight follows it.
    let bar = UIView()
    private(set) var placement: EditMenuLayout.Placement?
    private(set) var itemViews: [EditMenuItemView] = []

    init() {
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        bar.layer.cornerRadius = EditMenuLayout.cornerRadius
        bar.clipsToBounds = true
        addSubview(bar)
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 3)
    }

    /// The menu's views are made by the presentation only.
    required init?(coder: NSCoder) { nil }

    /// The width `item` takes in the bar.
    static func width(of item: Item) -> CGFloat {
        EditMenuItemView.width(title: item.title, image: item.image)
    }

    /// Shows `items` in a bar placed by `placement` (in the superview's coordinates), each
    /// `widths[i]` wide, with a hairline between neighbours.
    func show(_ items: [Item], widths: [CGFloat], placement: EditMenuLayout.Placement, scale: CGFloat) {
        self.placement = placement
        frame = placement.frame
        bar.frame = CGRect(origin: CGPoint(x: placement.bar.minX - frame.minX, y: placement.bar.minY - frame.minY),
                           size: placement.bar.size)
        bar.subviews.forEach { $0.removeFromSuperview() }
        itemViews = []
        var x: CGFloat = 0
        let hairline = 1 / max(scale, 1)
        for (index, item) in items.enumerated() {
            if index > 0 {
                let separator = UIView(frame: CGRect(x: x - hairline / 2, y: 0, width: hairline, height: bar.bounds.height))
                separator.backgroundColor = EditMenuView.separatorColor
                bar.addSubview(separator)
            }
            // The last item takes what is left, so rounding never leaves a gap at the end.
            let width = index == items.count - 1 ? bar.bounds.width - x : widths[index]
            let view = EditMenuItemView(item, frame: CGRect(x: x, y: 0, width: width, height: bar.bounds.height))
            bar.insertSubview(view, at: 0)
            itemViews.append(view)
            x += width
        }
        setNeedsDisplay()
    }

    /// The bubble: the bar's rounded rectangle and the arrow, filled as one shape.
    override func draw(_ rect: CGRect) {
        guard let placement else { return }
        let bar = self.bar.frame
        let path = UIBezierPath(roundedRect: bar, cornerRadius: EditMenuLayout.cornerRadius)
        let tip = EditMenuLayout.arrowLength, half = EditMenuLayout.arrowBase / 2
        let along = placement.arrow == .up || placement.arrow == .down
            ? placement.arrowPosition - frame.minX : placement.arrowPosition - frame.minY
        let arrow = UIBezierPath()
        // The base sits a point inside the bar so the two shapes join without a seam.
        switch placement.arrow {
        case .down:
            arrow.move(to: CGPoint(x: along - half, y: bar.maxY - 1))
            arrow.addLine(to: CGPoint(x: along, y: bar.maxY + tip))
            arrow.addLine(to: CGPoint(x: along + half, y: bar.maxY - 1))
        case .up:
            arrow.move(to: CGPoint(x: along - half, y: bar.minY + 1))
            arrow.addLine(to: CGPoint(x: along, y: bar.minY - tip))
            arrow.addLine(to: CGPoint(x: along + half, y: bar.minY + 1))
        case .left:
            arrow.move(to: CGPoint(x: bar.minX + 1, y: along - half))
            arrow.addLine(to: CGPoint(x: bar.minX - tip, y: along))
            arrow.addLine(to: CGPoint(x: bar.minX + 1, y: along + half))
        case .right:
            arrow.move(to: CGPoint(x: bar.maxX - 1, y: along - half))
            arrow.addLine(to: CGPoint(x: bar.maxX + tip, y: along))
            arrow.addLine(to: CGPoint(x: bar.maxX - 1, y: along + half))
        }
        arrow.close()
        EditMenuView.fillColor.setFill()
        path.fill()
        arrow.fill()
    }
}

/// An item of the edit menu's bar: its title (or image), highlighted while a finger is on
/// it; lifting the finger inside chooses it.
final class EditMenuItemView: UIView {
    static let font = UIFont.systemFont(ofSize: 14)
    static let highlightColor = UIColor(white: 1, alpha: 0.2)

    let item: EditMenuView.Item
    let label = UILabel()

    init(_ item: EditMenuView.Item, frame: CGRect) {
        self.item = item
        super.init(frame: frame)
        if item.title.isEmpty, let image = item.image {
            let imageView = UIImageView(image: image)
            imageView.contentMode = .center
            imageView.frame = bounds
            addSubview(imageView)
        } else {
            label.text = item.title
            label.font = EditMenuItemView.font
            label.textAlignment = .center
            label.lineBreakMode = .byTruncatingTail
            label.textColor = !item.isEnabled ? UIColor(white: 1, alpha: 0.35) : item.isDestructive ? .systemRed : .white
            label.frame = bounds.insetBy(dx: min(EditMenuLayout.itemPadding, bounds.width / 4), dy: 0)
            addSubview(label)
        }
    }

    /// The menu's views are made by the presentation only.
    required init?(coder: NSCoder) { nil }

    /// The width an item with `title` (or, untitled, `image`) takes: the text and padding.
    static func width(title: String, image: UIImage?) -> CGFloat {
        let content: CGFloat
        if title.isEmpty, let image {
            content = image.size.width
        } else {
            content = (title as NSString).size(withAttributes: [.font: font]).width
        }
        return (content + 2 * EditMenuLayout.itemPadding).rounded(.up)
    }

    private var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? EditMenuItemView.highlightColor : nil }
    }

    // The item handles its touches itself: nothing goes on up the responder chain.

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = item.isEnabled
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = item.isEnabled && touches.contains { bounds.contains($0.location(in: self)) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = touches.contains { bounds.contains($0.location(in: self)) }
        isHighlighted = false
        if inside, item.isEnabled { item.choose() }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isHighlighted = false
    }
}
