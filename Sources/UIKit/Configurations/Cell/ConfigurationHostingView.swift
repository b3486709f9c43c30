import CoreGraphics
import Foundation

/// A view that shows content and background configurations (iOS 14): collection view and
/// table view cells, and table headers and footers, share the update pass before layout
/// and the configurations' views through this protocol, each keeping its own state type
/// and typed update handler.
@MainActor
protocol ConfigurationHostingView: UIView {
    associatedtype ConfigurationState: UIConfigurationState
    var contentView: UIView { get }
    var configurationState: ConfigurationState { get }
    var contentConfiguration: (any UIContentConfiguration)? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var backgroundConfiguration: UIBackgroundConfiguration? { get set }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    /// The views and the pending-update flag behind the configurations.
    var configurationViews: CellConfigurationViews { get }
    func updateConfiguration(using state: ConfigurationState)
    /// Calls the view's `configurationUpdateHandler` (typed with the view's class).
    func runConfigurationUpdateHandler(_ state: ConfigurationState)
    /// The state the background is updated for (a table cell with no selection style shows
    /// no selection in its background).
    func backgroundState(for state: ConfigurationState) -> ConfigurationState
}

/// What a configuration-hosting view keeps for its configurations.
@MainActor
final class CellConfigurationViews {
    /// Whether a configuration update is due before the next layout.
    var needsUpdate = true
    /// The view showing the content configuration, in the view's `contentView`.
    var contentView: (any UIView & UIContentView)?
    /// The view drawing the background configuration, the view's first subview.
    var backgroundView: BackgroundConfigurationView?
    /// The corners the background is rounded at instead of the configuration's (a list
    /// cell's place in an inset grouped section).
    var roundedCorners: (radius: CGFloat, corners: CACornerMask)?
}

extension ConfigurationHostingView where ConfigurationState == UICellConfigurationState {
    /// The state with the view's traits, selection and highlight.
    func baseConfigurationState(isSelected: Bool, isHighlighted: Bool) -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }
}

extension ConfigurationHostingView {
    /// The height the content of `contentView` needs at `width`: a list content view's, or
    /// the Auto Layout fitting height of the app's constraints in it (after a layout at that
    /// width, so wrapping labels know the width they wrap at); nil when it is neither.
    func contentFittingHeight(width: CGFloat, verticalFittingPriority: UILayoutPriority) -> CGFloat? {
        if let list = configurationViews.contentView as? UIListContentView {
            return list.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        }
        let usesConstraints = !contentView.constraints.isEmpty
            || contentView.subviews.contains { !$0.translatesAutoresizingMaskIntoConstraints }
        guard usesConstraints else { return nil }
        contentView.setNeedsLayout()
        contentView.layoutIfNeeded()
        return contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                   verticalFittingPriority: verticalFittingPriority).height
    }

    func requestConfigurationUpdate() {
        guard !configurationViews.needsUpdate else { return }
        configurationViews.needsUpdate = true
        setNeedsLayout()
    }

    /// The update pass (from `layoutSubviews()`, so before the view is first shown and
    /// after each request): the content and background configurations updated for the state
    /// when automatic, then `updateConfiguration(using:)`, then the update handler.
    func updateConfigurationIfNeeded() {
        guard configurationViews.needsUpdate else { return }
        configurationViews.needsUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        // The background property keeps what was set (a list background updated for a
        // selection would keep its grey after it); its view shows it updated for the state.
        showBackgroundConfiguration()
        updateConfiguration(using: state)
        runConfigurationUpdateHandler(state)
        // What the update did needs no further update.
        configurationViews.needsUpdate = false
    }

    /// Shows `contentConfiguration`: in the content view there when it supports it, else in
    /// a new one made by the configuration, filling `contentView`.
    func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            configurationViews.contentView?.removeFromSuperview()
            configurationViews.contentView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let view = configurationViews.contentView, view.supports(shown) {
            view.configuration = shown
            return
        }
        configurationViews.contentView?.removeFromSuperview()
        let view = shown.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        configurationViews.contentView = view
    }

    /// Shows `backgroundConfiguration` in a view behind everything else, filling the view
    /// (updated for the view's state while automatic); nil removes the view.
    func showBackgroundConfiguration() {
        guard let configuration = backgroundConfiguration else {
            configurationViews.backgroundView?.removeFromSuperview()
            configurationViews.backgroundView = nil
            return
        }
        let shown = automaticallyUpdatesBackgroundConfiguration
            ? configuration.updated(for: backgroundState(for: configurationState)) : configuration
        let view = configurationViews.backgroundView ?? BackgroundConfigurationView()
        if configurationViews.backgroundView == nil {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: 0)
            configurationViews.backgroundView = view
        }
        if let rounded = configurationViews.roundedCorners {
            view.apply(shown, tintColor: tintColor, cornerRadius: rounded.radius, maskedCorners: rounded.corners)
        } else {
            view.apply(shown, tintColor: tintColor, cornerRadius: shown.cornerRadius)
        }
    }
}
