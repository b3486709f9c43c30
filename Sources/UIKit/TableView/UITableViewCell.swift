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

    /// The control a row shows at its leading edge while its table edits.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// A red minus: tapping it reveals the delete confirmation.
        case delete = 1
        /// A green plus: tapping it asks the data source to insert.
        case insert = 2
    }

    /// What a cell shows beyond its content: passed to `willTransition(to:)` and
    /// `didTransition(to:)`.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The editing control (the table is editing).
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The delete confirmation (the revealed trailing actions).
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// The style given at creation.
    let cellStyle: CellStyle
    private let reuseIdentifierStorage: String?

    /// The view the cell's content goes in.
    public let contentView = UIView()

    /// The main label (all styles); nil while a content configuration is set.
    open var textLabel: UILabel? { placeSystemViews() ? systemTextLabel : nil }

    /// The secondary label: nil in `.default`, and while a content configuration is set.
    open var detailTextLabel: UILabel? { placeSystemViews() ? systemDetailTextLabel : nil }

    /// The leading image view (not in `.value2`); nil while a content configuration is set.
    open var imageView: UIImageView? { placeSystemViews() ? systemImageView : nil }

    /// Whether the legacy views are in use (no content configuration replaces them); they
    /// go back into `contentView` when asked for again.
    private var showingSystemViews: Bool { contentConfiguration == nil }

    private lazy var systemTextLabel: UILabel? = makeLabel(
        font: .preferredFont(forTextStyle: cellStyle == .value2 ? .subheadline : .body),
        color: cellStyle == .value2 ? .tintColor : .label)

    private lazy var systemDetailTextLabel: UILabel? = cellStyle == .default ? nil : makeLabel(
        font: .preferredFont(forTextStyle: cellStyle == .subtitle ? .subheadline : .body),
        color: cellStyle == .value2 ? .label : .secondaryLabel)

    private lazy var systemImageView: UIImageView? = cellStyle == .value2 ? nil : UIImageView()

    /// The legacy views made so far, to take out of or put back into `contentView`.
    var madeSystemViews: [UIView] {
        guard didMakeSystemViews else { return [] }
        return [systemTextLabel, systemDetailTextLabel, systemImageView].compactMap { $0 }
    }
    private var didMakeSystemViews = false

    /// How selection shows (`.none`: not at all). Default `.default`.
    open var selectionStyle: SelectionStyle = .default { didSet { selectionStateDidChange() } }
    /// The standard trailing accessory. Default `.none`.
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom trailing accessory (a switch…), shown instead of `accessoryType`'s.
    /// Default nil.
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// The standard accessory while editing. Default `.none`.
    open var editingAccessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    /// A custom accessory while editing, shown instead of `editingAccessoryType`'s.
    /// Default nil.
    open var editingAccessoryView: UIView? {
        didSet {
            if oldValue !== editingAccessoryView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// The inset of the separator under the cell. Default: the table's, else lined up with
    /// the cell's text (16 points from the leading edge without an image).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? separatorSpec.tableInset ?? UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) }
        set {
            explicitSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var explicitSeparatorInset: UIEdgeInsets?
    /// What the table says about the separator, and its view.
    var separatorSpec = SeparatorSpec()
    var separatorView: UIView?
    /// The view of the standard accessory shown, made for its type.
    var standardAccessory: (type: AccessoryType, view: UIView)?
    /// The indentation of the content, in `indentationWidth` steps. Default 0.
    open var indentationLevel = 0 { didSet { setNeedsLayout() } }
    /// The width of one indentation step. Default 10 points.
    open var indentationWidth: CGFloat = 10 { didSet { setNeedsLayout() } }

    // MARK: Editing controls (UITableViewCell+Editing.swift)

    /// The editing control the table gives the cell's row (its delegate's
    /// `editingStyleForRowAt`, `.none` for rows that cannot be edited).
    open var editingStyle: EditingStyle { editingStyleStorage }
    /// Whether the cell shows the reorder grip while its table edits (when the data source
    /// also allows the row to move). Default false.
    open var showsReorderControl = false { didSet { setNeedsLayout() } }
    /// Whether the content moves aside for the editing control while editing. Default true
    /// (the table sets it from its delegate's `shouldIndentWhileEditingRowAt`).
    open var shouldIndentWhileEditing = true { didSet { setNeedsLayout() } }
    /// Whether the delete confirmation (the revealed trailing actions) shows.
    open var showingDeleteConfirmation: Bool { editingControls.revealed != nil }

    /// The cell is about to show or hide its editing control or delete confirmation:
    /// `state` is what it will show. Overrides call super.
    open func willTransition(to state: StateMask) {}

    /// The cell shows or hides its editing control or delete confirmation: `state` is what
    /// it shows now. Overrides call super.
    open func didTransition(to state: StateMask) {}

    var editingStyleStorage: EditingStyle = .none
    /// The views of the editing controls and the revealed actions.
    let editingControls = CellEditingControls()

    // MARK: Selection, highlight and editing

    /// Whether the cell is selected; setting it calls `setSelected(_:animated:)` unanimated.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted (a finger is on it); setting it calls
    /// `setHighlighted(_:animated:)` unanimated.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Whether the cell is in editing mode; setting it calls `setEditing(_:animated:)`
    /// unanimated.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }

    private var selectedStorage = false
    private var highlightedStorage = false
    var editingStorage = false

    /// Selects or deselects the cell: its selection background shows or hides (per
    /// `selectionStyle`) and its configurations update. The table view calls it.
    open func setSelected(_ selected: Bool, animated: Bool) {
        guard selected != selectedStorage else { return }
        selectedStorage = selected
        selectionStateDidChange()
    }

    /// Highlights the cell or takes the highlight away, as `setSelected(_:animated:)`.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        guard highlighted != highlightedStorage else { return }
        highlightedStorage = highlighted
        selectionStateDidChange()
    }

    /// Puts the cell in or out of editing mode: the editing control of its `editingStyle`
    /// at the leading edge (the content moved aside for it), the reorder grip if it shows
    /// one, the editing accessories instead of the others. Leaving it hides a delete
    /// confirmation.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingStorage else { return }
        transitionEditingState(editing: editing, animated: animated)
    }

    // MARK: Background views

    /// The view behind the cell's other views. Default nil. Setting one resets
    /// `backgroundConfiguration` to nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if backgroundView != nil { backgroundConfiguration = nil }
            placeBackgroundViews()
        }
    }

    /// The view above `backgroundView` while the cell is selected or highlighted (and its
    /// `selectionStyle` is not `.none`). Default nil. Setting one resets
    /// `backgroundConfiguration` to nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            placeBackgroundViews()
        }
    }

    /// The selected background for a table that allows multiple selection. Default nil.
    /// Setting one resets `backgroundConfiguration` to nil.
    open var multipleSelectionBackgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if multipleSelectionBackgroundView != nil { backgroundConfiguration = nil }
            placeBackgroundViews()
        }
    }

    /// The cell's background colour. Setting it resets `backgroundConfiguration` to nil (the
    /// colour would be hidden under the configuration's fill).
    open override var backgroundColor: UIColor? {
        get { super.backgroundColor }
        set {
            super.backgroundColor = newValue
            backgroundConfiguration = nil
        }
    }

    // MARK: Configurations (UITableViewCell+Configuration.swift)

    /// Configures a cell for its state: the alternative to overriding
    /// `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = (_ cell: UITableViewCell, _ state: UICellConfigurationState) -> Void

    /// The cell's content as a configuration: its content view fills `contentView` and the
    /// legacy `textLabel`, `detailTextLabel` and `imageView` become nil. Setting one shows
    /// it at once (updated for the cell's state while
    /// `automaticallyUpdatesContentConfiguration`). Default nil.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            placeSystemViews()
            showContentConfiguration()
            setNeedsLayout()
        }
    }

    /// Whether each configuration update replaces `contentConfiguration` with its
    /// `updated(for:)` the cell's state. Default true.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's background as a configuration, drawn behind everything else. A cell starts
    /// with the list background of its table's style (`listPlainCell()`, or
    /// `listGroupedCell()` in a grouped table), which turns grey when selected. Setting one
    /// resets `backgroundView`, `selectedBackgroundView` and
    /// `multipleSelectionBackgroundView` to nil.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            usesDefaultBackgroundConfiguration = false
            if backgroundConfiguration != nil {
                backgroundView = nil
                selectedBackgroundView = nil
                multipleSelectionBackgroundView = nil
            }
            showBackgroundConfiguration()
        }
    }

    /// Whether the background configuration is shown updated for the cell's state.
    /// Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Runs at each configuration update, after `updateConfiguration(using:)`. Default nil.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The state the cell's configurations are updated for: its traits, selection,
    /// highlight and editing.
    open var configurationState: UICellConfigurationState {
        var state = baseConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
        state.isEditing = isEditing
        return state
    }

    /// Asks for the cell's configurations to be updated for its state before its next
    /// layout (several requests make one update).
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// Updates the cell's configurations for `state` (after the automatic updates). Does
    /// nothing by default; override it rather than call it.
    open func updateConfiguration(using state: UICellConfigurationState) {}

    let configurationViews = CellConfigurationViews()
    /// Whether the background is still the one the cell started with, which follows the
    /// style of the table showing the cell.
    var usesDefaultBackgroundConfiguration = true

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
        layoutMargins = UIEdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
        contentView.layoutMargins = layoutMargins
        addSubview(contentView)
        backgroundConfiguration = .listPlainCell()
        usesDefaultBackgroundConfiguration = true
    }

    private func makeLabel(font: UIFont, color: UIColor) -> UILabel {
        let label = UILabel()
        label.font = font
        label.textColor = color
        return label
    }

    /// Puts the legacy views in `contentView` (making them on first use) while no content
    /// configuration is set, and takes them out while one is; returns whether they show.
    @discardableResult
    func placeSystemViews() -> Bool {
        guard showingSystemViews else {
            madeSystemViews.forEach { $0.removeFromSuperview() }
            return false
        }
        didMakeSystemViews = true
        for view in madeSystemViews where view.superview !== contentView {
            contentView.addSubview(view)
        }
        return true
    }

    /// The identifier the cell was created with (for dequeuing).
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before a recycled cell is handed out again: resets what does not depend on
    /// the data (alpha, revealed actions, editing, selection and highlight). Overrides call super.
    open func prepareForReuse() {
        alpha = 1
        removeRevealedActions()
        setEditing(false, animated: false)
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    /// The cell's size for a self-sizing row at `targetSize`'s width: its content measured
    /// at the width left by the accessory (`UITableViewCell+Sizing.swift`).
    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        rowFittingSize(targetSize, verticalFittingPriority: verticalFittingPriority)
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        layoutAccessoryAndContent()
        layoutEditingControls()
        if placeSystemViews() { layoutSystemViews() }
        layoutSeparator()
    }
}
