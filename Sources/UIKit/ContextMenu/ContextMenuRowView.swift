import CoreGraphics
import Foundation

/// One row of a context menu's list: the title (and subtitle under it) from the leading
/// inset, the image at the trailing side, a checkmark (or a dash, for `.mixed`) in a
/// leading column when the rows show states, a chevron for a submenu — the glyphs are the
/// system symbols. Destructive rows are red, disabled rows grey. The list handles the
/// touches; a row only shows its highlight.
final class ContextMenuRowView: UIView {
    /// What a row shows.
    enum Content {
        /// An action, a command or a submenu.
        case entry(EditMenuEntry)
        /// The head of an open submenu, which goes back to the menu it came from.
        case back(UIMenu)
    }

    static let titleFont = UIFont.systemFont(ofSize: 17)
    static let backTitleFont = UIFont.systemFont(ofSize: 17, weight: .semibold)
    static let subtitleFont = UIFont.systemFont(ofSize: 13)
    static let highlightColor = UIColor(white: 0, alpha: 0.1)
    /// The space above the title and below the subtitle of a row with both.
    static let textPadding: CGFloat = 11

    let content: Content
    private let showsStateColumn: Bool
    private let titleLabel = UILabel()
    private var subtitleLabel: UILabel?
    private var imageView: UIImageView?

    /// Shows `content` in a row `width` points wide; `showsStateColumn` keeps the leading
    /// column for checkmarks (every row of a list that shows a state has it).
    init(_ content: Content, width: CGFloat, showsStateColumn: Bool) {
        self.content = content
        self.showsStateColumn = showsStateColumn
        super.init(frame: CGRect(x: 0, y: 0, width: width, height: ContextMenuRowView.height(of: content)))
        isUserInteractionEnabled = false
        layOutContent()
    }

    /// Rows are made by the list only.
    required init?(coder: NSCoder) { nil }

    /// The height of a row showing `content`: 44 points, more with a subtitle.
    static func height(of content: Content) -> CGFloat {
        guard case .entry(let entry) = content, let subtitle = entry.subtitle, !subtitle.isEmpty else {
            return ContextMenuLayout.rowHeight
        }
        let text = textPadding * 2 + titleFont.lineHeight + subtitleFont.lineHeight
        return max(ContextMenuLayout.rowHeight, text.rounded(.up))
    }

    /// Whether choosing the row does something (a disabled element does nothing).
    var isEnabled: Bool {
        guard case .entry(let entry) = content else { return true }
        return !entry.attributes.contains(.disabled)
    }

    /// Whether a finger is on the row.
    var isHighlighted = false {
        didSet { if isHighlighted != oldValue { backgroundColor = isHighlighted ? ContextMenuRowView.highlightColor : nil } }
    }

    /// The colour of the title, image and glyphs.
    private var foregroundColor: UIColor {
        guard case .entry(let entry) = content else { return .label }
        if entry.attributes.contains(.disabled) { return .tertiaryLabel }
        return entry.attributes.contains(.destructive) ? .systemRed : .label
    }

    private var title: String {
        switch content {
        case .entry(let entry): return entry.title
        case .back(let menu): return menu.title
        }
    }

    private func layOutContent() {
        let inset = ContextMenuLayout.inset
        var leading = inset
        if case .back = content { leading = ContextMenuLayout.stateColumnInset } else if showsStateColumn {
            leading = ContextMenuLayout.stateColumnInset
        }
        var trailing = bounds.width - inset
        if case .entry(let entry) = content {
            if case .submenu = entry {
                trailing -= ContextMenuLayout.imageSide + 8
            } else if let image = entry.image {
                let box = CGRect(x: trailing - ContextMenuLayout.imageSide, y: (bounds.height - ContextMenuLayout.imageSide) / 2,
                                 width: ContextMenuLayout.imageSide, height: ContextMenuLayout.imageSide)
                let imageView = UIImageView(image: image)
                let size = image.size
                // Images larger than the box shrink to fit it; smaller ones keep their size.
                imageView.contentMode = size.width > box.width || size.height > box.height ? .scaleAspectFit : .center
                imageView.frame = box
                imageView.tintColor = foregroundColor
                addSubview(imageView)
                self.imageView = imageView
                trailing = box.minX - 8
            }
        }
        titleLabel.text = title
        titleLabel.textColor = foregroundColor
        if case .back = content { titleLabel.font = ContextMenuRowView.backTitleFont } else { titleLabel.font = ContextMenuRowView.titleFont }
        let width = max(trailing - leading, 0)
        if case .entry(let entry) = content, let subtitle = entry.subtitle, !subtitle.isEmpty {
            let titleHeight = ContextMenuRowView.titleFont.lineHeight
            let subtitleHeight = ContextMenuRowView.subtitleFont.lineHeight
            let top = (bounds.height - titleHeight - subtitleHeight) / 2
            titleLabel.frame = CGRect(x: leading, y: top, width: width, height: titleHeight)
            let label = UILabel(frame: CGRect(x: leading, y: top + titleHeight, width: width, height: subtitleHeight))
            label.text = subtitle
            label.font = ContextMenuRowView.subtitleFont
            label.textColor = entry.attributes.contains(.disabled) ? .tertiaryLabel : .secondaryLabel
            addSubview(label)
            subtitleLabel = label
        } else {
            titleLabel.frame = CGRect(x: leading, y: 0, width: width, height: bounds.height)
        }
        addSubview(titleLabel)
        addGlyphs()
    }

    /// The checkmark or dash of the state and the back row's chevron, centred in the
    /// column between the list's edge and the titles; a submenu's chevron at the trailing
    /// side.
    private func addGlyphs() {
        let column = (ContextMenuLayout.inset + ContextMenuLayout.stateColumnInset) / 2 - 4
        switch content {
        case .back:
            addGlyph("chevron.backward", pointSize: 15, centredOn: column)
        case .entry(let entry):
            switch entry.state {
            case .on: addGlyph("checkmark", pointSize: 15, centredOn: column)
            case .mixed: addGlyph("minus", pointSize: 15, centredOn: column)
            case .off: break
            }
            if case .submenu = entry {
                addGlyph("chevron.right", pointSize: 15, centredOn: bounds.width - ContextMenuLayout.inset - 6)
            }
        }
    }

    /// Adds the symbol `name` in the row's colour, centred on `x` (and the row's middle).
    private func addGlyph(_ name: String, pointSize: CGFloat, centredOn x: CGFloat) {
        let configuration = UIImage.SymbolConfiguration(pointSize: pointSize, weight: .semibold)
        guard let image = UIImage(systemName: name, withConfiguration: configuration) else { return }
        let glyph = UIImageView(image: image)
        glyph.tintColor = foregroundColor
        glyph.center = CGPoint(x: x, y: bounds.midY)
        addSubview(glyph)
    }
}
