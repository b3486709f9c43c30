import CoreGraphics
import Foundation
import UIKitTesting

/// A feed of cells — an image and three labels each — laid out two ways: by Auto Layout
/// constraints, and by hand in `layoutSubviews()` with the same frames. The figure is what
/// constraints cost on top of manual layout, for building and laying out the feed and for
/// laying it out again at another width (a rotation).
@MainActor
enum FeedScene {
    static let cellCount = 100
    static let image = UIGraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { context in
        UIColor.systemTeal.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
    }

    /// One cell's content, the same in both versions.
    private static func content(_ index: Int) -> (UIImageView, UILabel, UILabel, UILabel) {
        let imageView = UIImageView(image: image)
        let title = UILabel(), subtitle = UILabel(), body = UILabel()
        title.text = "Item \(index)"
        title.font = .boldSystemFont(ofSize: 17)
        subtitle.text = "Subtitle of item \(index)"
        subtitle.font = .systemFont(ofSize: 13)
        body.text = "The body text of item \(index), one line long."
        body.font = .systemFont(ofSize: 15)
        return (imageView, title, subtitle, body)
    }

    /// The feed laid out by constraints, laid out at `width`.
    static func constrained(width: CGFloat) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 20_000))
        var previous: UIView?
        for index in 0..<cellCount {
            let cell = UIView()
            cell.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(cell)
            let (imageView, title, subtitle, body) = content(index)
            for view in [imageView, title, subtitle, body] as [UIView] {
                view.translatesAutoresizingMaskIntoConstraints = false
                cell.addSubview(view)
            }
            NSLayoutConstraint.activate([
                cell.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                cell.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                cell.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
                imageView.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 12),
                imageView.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
                imageView.widthAnchor.constraint(equalToConstant: 60),
                imageView.heightAnchor.constraint(equalToConstant: 60),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: imageView.bottomAnchor, constant: 12),
                title.leadingAnchor.constraint(equalTo: imageView.trailingAnchor, constant: 12),
                title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -12),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                body.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                body.trailingAnchor.constraint(equalTo: title.trailingAnchor),
                body.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 4),
                cell.bottomAnchor.constraint(greaterThanOrEqualTo: body.bottomAnchor, constant: 12),
            ])
            let tight = cell.heightAnchor.constraint(equalToConstant: 0)
            tight.priority = .defaultLow
            tight.isActive = true
            previous = cell
        }
        root.layoutIfNeeded()
        return root
    }

    /// The same feed laid out by hand.
    static func manual(width: CGFloat) -> UIView {
        let root = ManualFeed(frame: CGRect(x: 0, y: 0, width: width, height: 20_000))
        for index in 0..<cellCount {
            let cell = ManualCell()
            let (imageView, title, subtitle, body) = content(index)
            for view in [imageView, title, subtitle, body] as [UIView] { cell.addSubview(view) }
            root.addSubview(cell)
        }
        root.layoutIfNeeded()
        return root
    }

    /// Lays the feed out again at another width.
    static func relayout(_ root: UIView, width: CGFloat) {
        root.frame.size.width = width
        root.setNeedsLayout()
        root.layoutIfNeeded()
    }

    /// The frames of every view of the feed, to check the two versions agree.
    static func frames(_ root: UIView) -> [CGRect] {
        root.subviews.flatMap { cell in [cell.frame] + cell.subviews.map(\.frame) }
    }
}

/// Stacks its cells, each as tall as its content.
private final class ManualFeed: UIView {
    override func layoutSubviews() {
        var y: CGFloat = 0
        for case let cell as ManualCell in subviews {
            let height = cell.height(forWidth: bounds.width)
            cell.frame = CGRect(x: 0, y: y, width: bounds.width, height: height)
            y += height
        }
    }
}

/// An image on the left, three labels stacked beside it.
private final class ManualCell: UIView {
    func height(forWidth width: CGFloat) -> CGFloat {
        let labels: CGFloat = subviews.dropFirst().reduce(0) { $0 + $1.intrinsicContentSize.height }
        let imageHeight: CGFloat = 12 + 60 + 12
        let textHeight: CGFloat = 12 + labels + 2 * 4 + 12
        return max(imageHeight, textHeight)
    }

    override func layoutSubviews() {
        let imageView = subviews[0]
        imageView.frame = CGRect(x: 12, y: 12, width: 60, height: 60)
        var y: CGFloat = 12
        for label in subviews.dropFirst() {
            let height = label.intrinsicContentSize.height
            label.frame = CGRect(x: 84, y: y, width: bounds.width - 84 - 12, height: height)
            y += height + 4
        }
    }
}
