import Foundation

// Configuration updates: requests are coalesced into one update before the next layout (or
// size query), which runs `updateConfiguration()`, then the handler, then shows the
// configuration as updated for the state.
extension UIButton {
    func setConfiguration(_ configuration: Configuration?) {
        let hadConfiguration = configurationStorage != nil
        configurationStorage = configuration
        if configuration == nil, hadConfiguration {
            leaveConfiguration()
        } else if configuration != nil, !hadConfiguration {
            enterConfiguration()
        }
        // A configuration set by the update itself is shown by that update.
        requestConfigurationUpdate()
    }

    /// Marks an update due before the next layout. While an update runs, requests (the
    /// configuration it sets) are part of it.
    func requestConfigurationUpdate() {
        guard !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Runs the pending update, if any: `updateConfiguration()`, the handler, then the
    /// configuration as updated for the state is shown.
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate, !isUpdatingConfiguration else { return }
        needsConfigurationUpdate = false
        isUpdatingConfiguration = true
        updateConfiguration()
        configurationUpdateHandlerStorage?(self)
        isUpdatingConfiguration = false
        if let configuration = configurationStorage { showConfiguration(configuration.updated(for: self)) }
    }

    /// The legacy views make way for the configuration's.
    private func enterConfiguration() {
        backgroundImageView?.isHidden = true
        glowView?.isHidden = true
        applyHighlightDimming(animated: false)
    }

    /// Back to the legacy look: the configuration's views go, the title label gets the
    /// legacy defaults back.
    private func leaveConfiguration() {
        shownConfiguration = nil
        backgroundView?.removeFromSuperview()
        backgroundView = nil
        subtitleLabelStorage?.removeFromSuperview()
        subtitleLabelStorage = nil
        activityIndicator?.removeFromSuperview()
        activityIndicator = nil
        if let label = titleLabelStorage {
            label.attributedText = nil
            label.font = defaultTitleFont
            label.numberOfLines = 1
            label.lineBreakMode = .byTruncatingMiddle
            label.textAlignment = .natural
        }
        imageViewStorage?.tintColor = nil
        updateLegacyContent()
    }
}
