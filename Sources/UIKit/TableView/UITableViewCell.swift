import CoreGraphics
import Foundation

/// A table view's row: a `contentView` for the app's subviews and, by `style`, the
/// system's `textLabel`, `detailTextLabel` and `imageView`.
///
/// `init(style:reuseIdentifier:)` is `required` here: without the Objective-C runtime,
/// Swift can only make an instance of a registered class through a required initializer,
/// so subclasses that override it write `required override init(style:reuseIdentifier:)`
/// (as collection view cells do with `init(frame:)`; see docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// The arrangement of the system labels.
    public enum CellStyle: Int, Sendable {
        /// One leading label and an optional image.
        case `default` = 0
        /// A leading label and a trailing, secondary detail label (Settings).
        case value1 = 1
        /// A trailing-aligned blue label before a leading-aligned detail label (Contacts).
        case value2 = 2
        /// A label above a smaller, secondary detail label.
        case subtitle = 3
    }

    /// How a selected cell shows its selection.
    public enum SelectionStyle: Int, Sendable {
        case none = 0
        case blue = 1
        case gray = 2
        case `default` = 3
    }

    /// The standard view at the cell's trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none = 0
        case disclosureIndicator = 1
        case detailDisclosureButton = 2
        case checkmark = 3
        case detailButton = 4
    }

    /// The style given at creation.
    let cellStyle: CellStyle
    private let reuseIdentifierStorage: String?

    /// The view the cell's content goes in.
    public let contentView = UIView()

    /// The main label (all styles).
    open private(set) lazy var textLabel: UILabel? = makeLabel(
        font: .preferredFont(forTextStyle: cellStyle == .value2 ? .subheadline : .body),
        color: cellStyle == .value2 ? .tintColor : .label)

    /// The secondary label: nil in `.default`.
    open private(set) lazy var detailTextLabel: UILabel? = cellStyle == .default ? nil : makeLabel(
        font: .preferredFont(forTextStyle: cellStyle == .subtitle ? .subheadline : .body),
        color: cellStyle == .value2 ? .label : .secondaryLabel)

    /// The leading image view (not in `.value2`).
    open private(set) lazy var imageView: UIImageView? = {
        guard cellStyle != .value2 else { return nil }
        let view = UIImageView()
        contentView.addSubview(view)
        return view
    }()

    /// How selection shows. Default `.default`.
    open var selectionStyle: SelectionStyle = .default
    /// The standard trailing accessory. Default `.none`.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom trailing accessory, shown instead of `accessoryType`'s. Default nil.
    open var accessoryView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let accessoryView { addSubview(accessoryView) }
            setNeedsLayout()
        }
    }
    /// The inset of the separator under the cell. Default 16 points on the leading side.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The indentation of the content, in `indentationWidth` steps. Default 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step. Default 10 points.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    /// Creates a cell of `style`; the table view uses `.default` for registered classes.
    public required init(style: CellStyle, reuseIdentifier: String?) {
        cellStyle = style
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        configureCell()
    }

    /// Creates a `.default` cell (there are no nib files).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifierStorage = nil
        super.init(coder: coder)
        configureCell()
    }

    private func configureCell() {
        backgroundColor = .systemBackground
        layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        contentView.layoutMargins = layoutMargins
        addSubview(contentView)
    }

    private func makeLabel(font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = font
        label.textColor = color
        contentView.addSubview(label)
        return label
    }

    /// The identifier the cell was created with (for dequeuing).
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before a recycled cell is handed out again: reset state that does not depend
    /// on the data. Overrides call super.
    open func prepareForReuse() {}

    open override func layoutSubviews() {
        super.layoutSubviews()
        let accessoryWidth = accessoryView.map { $0.bounds.width + 16 } ?? 0
        if let accessoryView {
            accessoryView.center = CGPoint(x: bounds.width - 16 - accessoryView.bounds.width / 2, y: bounds.midY)
        }
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, bounds.width - accessoryWidth), height: bounds.height)
        layoutSystemViews()
    }
}
