import Foundation

// The legacy look (no configuration): the per-state title, image and background image in
// the labels and image views, the system button's highlight dimming and disabled gray,
// the custom button's darkened and lightened images, the touch glow.
extension UIButton {
    /// The opacity of a highlighted system button's title and image (UIKit's dimming).
    static let highlightedContentAlpha: CGFloat = 0.2
    /// How long the title and image take to come back when the highlight ends; they dim at
    /// once when it begins.
    static let unhighlightFadeDuration: TimeInterval = 0.2

    /// A state change: the legacy content follows at once; the configuration is updated at
    /// the next layout.
    func buttonStateDidChange() {
        updateLegacyContent()
        if automaticallyUpdatesConfiguration { setNeedsUpdateConfiguration() }
    }

    /// Shows the title, image and background image for the current state. Nothing to do
    /// with a configuration, which draws the button instead.
    func updateLegacyContent() {
        guard configurationStorage == nil else { return }
        let state = self.state
        updateLegacyTitle(for: state)
        updateLegacyImages(for: state)
        applyHighlightDimming(animated: true)
        if showsTouchWhenHighlighted, state.contains(.highlighted) {
            ensureGlowView().isHidden = false
        } else {
            glowView?.isHidden = true
        }
        buttonContentChanged()
    }

    private func updateLegacyTitle(for state: State) {
        let shown = shownTitle(for: state)
        let text = shown.attributed?.string ?? shown.plain ?? ""
        guard !text.isEmpty || titleLabelStorage != nil else { return }
        let label = ensureTitleLabel()
        // The colour first: runs of a styled title without a colour take the label's.
        label.textColor = currentTitleColor
        label.shadowColor = currentTitleShadowColor
        let reversed = reversesTitleShadowWhenHighlighted && state.contains(.highlighted)
        if reversed != titleShadowIsReversed {
            label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
            titleShadowIsReversed = reversed
        }
        if let attributed = shown.attributed {
            label.attributedText = attributed
        } else {
            label.text = shown.plain
        }
        label.isHidden = text.isEmpty
    }

    private func updateLegacyImages(for state: State) {
        let image = image(for: state).map {
            adjusted(symbolConfigured($0, with: preferredSymbolConfigurationForImage(in: state)),
                     explicitlySet: explicitValue(\.image, for: state) != nil, state: state, template: usesSystemLook)
        }
        if image != nil || imageViewStorage != nil {
            let view = ensureImageView()
            view.image = image
            // A disabled system button's templates are gray; otherwise they take the tint.
            view.tintColor = usesSystemLook && state.contains(.disabled) ? UIButton.systemDisabledColor : nil
            view.isHidden = image == nil
        }
        let background = backgroundImage(for: state).map {
            adjusted($0, explicitlySet: explicitValue(\.backgroundImage, for: state) != nil, state: state, template: false)
        }
        if background != nil || backgroundImageView != nil {
            let view = ensureBackgroundImageView()
            view.image = background
            view.isHidden = background == nil
        }
    }

    /// `source` as shown in `state`: a system button's automatic images as templates; an
    /// image that stands in for the highlighted or disabled state (one not set for it)
    /// darkened or lightened as `adjustsImageWhenHighlighted`/`…Disabled` ask. Templates
    /// are left to their tint.
    private func adjusted(_ source: UIImage, explicitlySet: Bool, state: State, template: Bool) -> UIImage {
        if template, source.renderingMode == .automatic { return adjustedImages.image(source, .template) }
        guard source.renderingMode != .alwaysTemplate, !explicitlySet else { return source }
        if state.contains(.disabled), adjustsImageWhenDisabled { return adjustedImages.image(source, .lightened) }
        // A system button dims its highlighted content instead.
        if state.contains(.highlighted), adjustsImageWhenHighlighted, !usesSystemLook {
            return adjustedImages.image(source, .darkened)
        }
        return source
    }

    /// `image` drawn with `configuration` when it is a symbol image (and there is one).
    func symbolConfigured(_ image: UIImage, with configuration: UIImage.SymbolConfiguration?) -> UIImage {
        guard let configuration, image.isSymbolImage else { return image }
        return adjustedImages.image(image, .symbol(configuration))
    }

    /// A highlighted system button shows its title and image at 20 % opacity; they come
    /// back with a short fade when the highlight ends (at once when not `animated`, or
    /// with a configuration, whose colours show the state instead).
    func applyHighlightDimming(animated: Bool) {
        let dims = usesSystemLook && isHighlighted && configurationStorage == nil
        let target = dims ? UIButton.highlightedContentAlpha : 1
        let content: [UIView?] = [titleLabelStorage, imageViewStorage]
        // Alpha is stored as a Float (the layer's opacity): compare at that precision.
        for view in content.compactMap({ $0 }) where Float(view.alpha) != Float(target) {
            if target == 1, animated, window != nil {
                UIView.animate(withDuration: UIButton.unhighlightFadeDuration, delay: 0,
                               options: [.allowUserInteraction, .beginFromCurrentState]) { view.alpha = 1 }
            } else {
                view.alpha = target
            }
        }
    }
}
