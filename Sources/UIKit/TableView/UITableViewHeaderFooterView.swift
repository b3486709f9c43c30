import CoreGraphics
import Foundation

/// A reusable view for a table section's header or footer: a `contentView` for the app's
/// subviews, the legacy `textLabel`, or a content configuration (the list header and footer
/// styles), over a background view or background configuration.
///
/// The table makes one for each section title (`titleForHeaderInSection`), styled by its
/// table: a plain table's bar, or a grouped table's secondary text. `init(reuseIdentifier:)`
/// is `required` so registered subclasses can be made (see docs/DIFFERENCES.md).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// Configures a header or footer for its state: the alternative to overriding
    /// `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = (_ view: UITableViewHeaderFooterView,
                                                   _ state: UIViewConfigurationState) -> Void

    private let reuseIdentifierStorage: String?

    /// The view the header's content goes in; it fills the view.
    public let contentView = UIView()

    /// The primary label, styled as the table's headers or footers; nil while a content
    /// configuration is set.
    open var textLabel: UILabel? {
        guard contentConfiguration == nil else { return nil }
        if systemTextLabel.superview !== contentView { contentView.addSubview(systemTextLabel) }
        return systemTextLabel
    }

    /// A secondary label (deprecated in UIKit, kept for old code); nil while a content
    /// configuration is set.
    open var detailTextLabel: UILabel? {
        guard contentConfiguration == nil else { return nil }
        if systemDetailTextLabel.superview !== contentView { contentView.addSubview(systemDetailTextLabel) }
        return systemDetailTextLabel
    }

    private lazy var systemTextLabel = UILabel()
    private lazy var systemDetailTextLabel = UILabel()

    /// The view behind the content. Default nil. Setting one resets
    /// `backgroundConfiguration` to nil.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            guard let backgroundView else { return }
            backgroundConfiguration = nil
            backgroundView.frame = bounds
            backgroundView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(backgroundView, belowSubview: contentView)
        }
    }

    /// The content as a configuration, filling `contentView`; the legacy labels become nil.
    /// Default nil.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            if contentConfiguration != nil {
                systemTextLabel.removeFromSuperview()
                systemDetailTextLabel.removeFromSuperview()
            }
            showContentConfiguration()
        }
    }

    /// Whether updates replace `contentConfiguration` with its `updated(for:)` the view's
    /// state. Default true.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The background as a configuration, behind everything else. Default: the list header
    /// and footer background of the table's style once shown in a table. Setting one resets
    /// `backgroundView` to nil.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            usesDefaultBackgroundConfiguration = false
            if backgroundConfiguration != nil { backgroundView = nil }
            showBackgroundConfiguration()
        }
    }

    /// Whether the background configuration is shown updated for the view's state.
    /// Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Runs at each configuration update, after `updateConfiguration(using:)`. Default nil.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The state the configurations are updated for: the view's traits.
    open var configurationState: UIViewConfigurationState {
        UIViewConfigurationState(traitCollection: traitCollection)
    }

    /// Asks for the configurations to be updated before the next layout.
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// Updates the configurations for `state`. Does nothing by default; override it.
    open func updateConfiguration(using state: UIViewConfigurationState) {}

    let configurationViews = CellConfigurationViews()
    var usesDefaultBackgroundConfiguration = true
    /// The kind of header or footer the table shows the view as, for its default
    /// configurations and the legacy label's look.
    var role = TableSupplementaryRole(isHeader: true, style: .plain)

    /// Creates a header or footer view for `reuseIdentifier`; the table view uses it for
    /// registered classes.
    public required init(reuseIdentifier: String?) {
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 28))
        addSubview(contentView)
    }

    /// Creates a header or footer view with no identifier (there are no nib files).
    public required init?(coder: NSCoder) {
        reuseIdentifierStorage = nil
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The identifier the view was created with (for dequeuing).
    open var reuseIdentifier: String? { reuseIdentifierStorage }

    /// Called before a recycled view is handed out again. Overrides call super.
    open func prepareForReuse() {}

    /// A list content configuration styled for the table showing the view: `plainHeader()`
    /// / `plainFooter()` in a plain table, `groupedHeader()` / `groupedFooter()` in a grouped
    /// or inset grouped one.
    public func defaultContentConfiguration() -> UIListContentConfiguration {
        role.contentConfiguration
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        contentView.frame = bounds
        layoutLegacyLabels()
    }

    /// Styles and places the legacy labels as the default configuration's text.
    private func layoutLegacyLabels() {
        guard contentConfiguration == nil, systemTextLabel.superview === contentView else { return }
        let style = role.contentConfiguration
        systemTextLabel.font = style.textProperties.font
        systemTextLabel.textColor = style.textProperties.color
        systemTextLabel.numberOfLines = 0
        let margins = style.directionalLayoutMargins
        let leading = max(margins.leading, contentView.layoutMargins.left)
        let width = max(0, bounds.width - leading - max(margins.trailing, contentView.layoutMargins.right))
        let height = systemTextLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        systemTextLabel.frame = CGRect(x: leading, y: bounds.height - margins.bottom - height, width: width, height: height)
    }
}

/// Where a header or footer view is shown: header or footer, in which table style.
struct TableSupplementaryRole: Equatable {
    var isHeader: Bool
    var style: UITableView.Style

    /// The list configuration of this kind of header or footer.
    @MainActor var contentConfiguration: UIListContentConfiguration {
        switch (isHeader, style) {
        case (true, .plain): .plainHeader()
        case (false, .plain): .plainFooter()
        case (true, _): .groupedHeader()
        case (false, _): .groupedFooter()
        }
    }

    /// The list background of this kind of header or footer.
    @MainActor var backgroundConfiguration: UIBackgroundConfiguration {
        style == .plain ? .listPlainHeaderFooter() : .listGroupedHeaderFooter()
    }
}

// The configuration pass is the cells' (ConfigurationHostingView), with the view state.
extension UITableViewHeaderFooterView: ConfigurationHostingView {
    func runConfigurationUpdateHandler(_ state: UIViewConfigurationState) {
        configurationUpdateHandler?(self, state)
    }

    func backgroundState(for state: UIViewConfigurationState) -> UIViewConfigurationState { state }

    /// The table shows the view as `role`: a view still on its first background takes the
    /// list background of that role.
    func adopt(_ role: TableSupplementaryRole) {
        self.role = role
        guard usesDefaultBackgroundConfiguration else { return }
        backgroundConfiguration = role.backgroundConfiguration
        usesDefaultBackgroundConfiguration = true
        setNeedsLayout()
    }
}
