import CoreGraphics
import Foundation

// Configurations in a cell (iOS 14): the state, the update pass before layout, and the
// content configuration's view.
extension UICollectionViewCell {
    func currentConfigurationState() -> UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        return state
    }

    func requestConfigurationUpdate() {
        guard !needsConfigurationUpdate else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// The update pass (from `layoutSubviews()`, so before the cell is first shown and
    /// after each request): the content configuration updated for the state when automatic,
    /// then `updateConfiguration(using:)`, then the update handler.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let configuration = contentConfiguration {
            contentConfiguration = configuration.updated(for: state)
        }
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        // What the update did needs no further update.
        needsConfigurationUpdate = false
    }

    /// Shows `contentConfiguration`: in the content view there when it supports it, else in
    /// a new one made by the configuration, filling `contentView`.
    func showContentConfiguration() {
        guard let configuration = contentConfiguration else {
            contentConfigurationView?.removeFromSuperview()
            contentConfigurationView = nil
            return
        }
        let shown = automaticallyUpdatesContentConfiguration ? configuration.updated(for: configurationState) : configuration
        if let view = contentConfigurationView, view.supports(shown) {
            view.configuration = shown
            return
        }
        contentConfigurationView?.removeFromSuperview()
        let view = shown.makeContentView()
        view.frame = contentView.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(view)
        contentConfigurationView = view
    }
}
