import CoreGraphics
import Foundation

/// A collection view's cell: a blank reusable view with a `contentView` for the app's
/// subviews, optional background views, and selection and highlight state.
///
/// The views stack as UIKit's do: `backgroundView`, then `selectedBackgroundView` (in the
/// hierarchy only while the cell is selected or highlighted), then `contentView`, each
/// filling the cell.
@preconcurrency @MainActor
open class UICollectionViewCell: UICollectionReusableView {
    /// The view the cell's content goes in; it fills the cell.
    public let contentView = UIView()

    public required init(frame: CGRect) {
        super.init(frame: frame)
        configureCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configureCell()
    }

    /// The view behind the content. Default nil. Setting one resets
    /// `backgroundConfiguration` to nil.
    open var backgroundView: UIView? {
        didSet {
            if backgroundView != nil { backgroundConfiguration = nil }
            replaceBackground(oldValue, with: backgroundView, below: selectedBackgroundView ?? contentView)
        }
    }

    /// The view shown behind the content, above `backgroundView`, while the cell is
    /// selected or highlighted. Default nil. Setting one resets `backgroundConfiguration` to nil.
    open var selectedBackgroundView: UIView? {
        didSet {
            if selectedBackgroundView != nil { backgroundConfiguration = nil }
            oldValue?.removeFromSuperview()
            updateSelectedBackground()
        }
    }

    /// Whether the cell is selected. The collection view sets it; setting it shows or hides
    /// `selectedBackgroundView` and asks for a configuration update.
    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// Whether the cell is highlighted (a finger is on it). Setting it shows or hides
    /// `selectedBackgroundView` and asks for a configuration update.
    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    // MARK: Configurations (UICollectionViewCell+Configuration.swift)

    /// Configures a cell for its state: the alternative to overriding
    /// `updateConfiguration(using:)`.
    public typealias ConfigurationUpdateHandler = (_ cell: UICollectionViewCell, _ state: UICellConfigurationState) -> Void

    /// The state the cell's configurations are updated for: its traits, whether it is
    /// selected and highlighted.
    open var configurationState: UICellConfigurationState {
        var state = baseConfigurationState(isSelected: isSelected, isHighlighted: isHighlighted)
        state.isEditing = showsEditing
        return state
    }

    /// Whether the cell's collection view is editing (it tells its cells; the state's
    /// `isEditing`, a list cell's editing accessories).
    var showsEditing = false {
        didSet {
            guard showsEditing != oldValue else { return }
            setNeedsUpdateConfiguration()
            setNeedsLayout()
        }
    }

    /// Asks for the cell's configuration to be updated for its state, before its next
    /// layout (several requests make one update).
    open func setNeedsUpdateConfiguration() { requestConfigurationUpdate() }

    /// Updates the cell's configurations for `state` (after the automatic updates of the
    /// content configuration). Does nothing by default; override it rather than call it
    /// (call `setNeedsUpdateConfiguration()`).
    open func updateConfiguration(using state: UICellConfigurationState) {}

    /// Runs at each configuration update, after `updateConfiguration(using:)`. Default nil.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's content as a configuration: its content view fills `contentView`. Setting
    /// one shows it at once (updated for the cell's state while
    /// `automaticallyUpdatesContentConfiguration`); nil removes the view. Default nil.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet { showContentConfiguration() }
    }

    /// Whether each configuration update replaces `contentConfiguration` with its
    /// `updated(for:)` the cell's state. Default true.
    open var automaticallyUpdatesContentConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// The cell's background as a configuration, drawn behind everything else (updated for
    /// the cell's state while `automaticallyUpdatesBackgroundConfiguration`). Setting one
    /// resets `backgroundView` and `selectedBackgroundView` to nil. Default nil.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet {
            if backgroundConfiguration != nil {
                backgroundView = nil
                selectedBackgroundView = nil
            }
            showBackgroundConfiguration()
        }
    }

    /// Whether the background configuration is shown updated for the cell's state.
    /// Default true.
    open var automaticallyUpdatesBackgroundConfiguration = true {
        didSet { setNeedsUpdateConfiguration() }
    }

    let configurationViews = CellConfigurationViews()

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
    }
}

extension UICollectionViewCell {
    private func configureCell() {
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    private func replaceBackground(_ old: UIView?, with new: UIView?, below sibling: UIView) {
        old?.removeFromSuperview()
        guard let new else { return }
        fill(with: new)
        insertSubview(new, belowSubview: sibling)
    }

    /// Puts `selectedBackgroundView` in the hierarchy (between the background and the
    /// content) while the cell is selected or highlighted, and takes it out otherwise.
    private func updateSelectedBackground() {
        guard let selected = selectedBackgroundView else { return }
        if isSelected || isHighlighted {
            guard selected.superview !== self else { return }
            fill(with: selected)
            insertSubview(selected, belowSubview: contentView)
        } else {
            selected.removeFromSuperview()
        }
    }

    private func fill(with view: UIView) {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
}
