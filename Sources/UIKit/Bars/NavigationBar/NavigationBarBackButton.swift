import Foundation

/// A navigation bar's back button: the back chevron (or the appearance's indicator image)
/// and, unless there is no room or the item asks for none, a title, in the bar's tint.
@MainActor
final class NavigationBarBackButton: UIControl {
    private let indicatorView = UIImageView()
    private let titleLabel = UILabel()
    /// The title shown beside the chevron; nil shows the chevron alone.
    private(set) var shownTitle: String?
    /// Space between the chevron and the title.
    private static let gap: CGFloat = 5

    init(action: @escaping @MainActor () -> Void) {
        super.init(frame: .zero)
        addSubview(indicatorView)
        addSubview(titleLabel)
        addAction(UIAction { _ in action() }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) {
        preconditionFailure("NavigationBarBackButton is made by navigation bars, never decoded")
    }

    /// Shows `title` (nil: the chevron alone) with `indicator` (nil: the chevron) in
    /// `attributes`.
    func configure(title: String?, indicator: UIImage?, attributes: [NSAttributedString.Key: Any]) {
        shownTitle = title
        indicatorImage = indicator
        titleAttributes = attributes
        refresh()
    }

    private var indicatorImage: UIImage?
    private var titleAttributes: [NSAttributedString.Key: Any] = [:]

    /// Draws the configured title and indicator in the current tint.
    private func refresh() {
        indicatorView.image = indicatorImage ?? Self.chevron
        indicatorView.tintColor = tintColor
        var attributes = titleAttributes
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 17) }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = tintColor }
        titleLabel.attributedText = shownTitle.map { NSAttributedString(string: $0, attributes: attributes) }
        titleLabel.isHidden = shownTitle == nil
        updateFade()
        setNeedsLayout()
    }

    /// The width of the button showing `title` in `attributes`.
    static func width(title: String?, attributes: [NSAttributedString.Key: Any]) -> CGFloat {
        let chevronWidth = chevron?.size.width ?? 12
        guard let title else { return chevronWidth }
        var attributes = attributes
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: 17) }
        return chevronWidth + gap + ceil(NSAttributedString(string: title, attributes: attributes).size().width)
    }

    /// The back chevron: `chevron.backward`, 17 points semibold in the large scale.
    private static var chevron: UIImage? {
        UIImage(systemName: "chevron.backward",
                withConfiguration: UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large))
    }

    override var isHighlighted: Bool {
        didSet { updateFade() }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        refresh()
    }

    /// A pressed back button fades, as bar buttons do.
    private func updateFade() {
        let alpha: CGFloat = isHighlighted ? 0.2 : 1
        indicatorView.alpha = alpha
        titleLabel.alpha = alpha
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let indicator = indicatorView.image?.size ?? .zero
        indicatorView.frame = CGRect(x: 0, y: (bounds.height - indicator.height) / 2,
                                     width: indicator.width, height: indicator.height)
        let label = titleLabel.intrinsicContentSize
        let x = indicator.width + Self.gap
        titleLabel.frame = CGRect(x: x, y: (bounds.height - label.height) / 2,
                                  width: max(0, min(label.width, bounds.width - x)), height: label.height)
    }

    /// The touch area runs 8 points before the chevron (to the bar's edge).
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -8, dy: 0).contains(point)
    }
}
