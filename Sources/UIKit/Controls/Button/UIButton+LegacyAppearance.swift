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
        // Only a new title or image moves the content or changes the button's size: a
        // highlight that dims the same ones lays nothing out.
        let titleChanged = updateLegacyTitle(for: state)
        let imagesChanged = updateLegacyImages(for: state)
        applyHighlightDimming(animated: true)
        if showsTouchWhenHighlighted, state.contains(.highlighted) {
            ensureGlowView().isHidden = false
        } else {
            glowView?.isHidden = true
        }
        if titleChanged || imagesChanged { buttonContentChanged() }
    }

    /// Shows the title for `state`; answers whether the label's text, font or visibility
    /// changed (what can move or resize it).
    private func updateLegacyTitle(for state: State) -> Bool {
        let shown = shownTitle(for: state)
        let text = shown.attributed?.string ?? shown.plain ?? ""
        guard !text.isEmpty || titleLabelStorage != nil else { return false }
        let label = ensureTitleLabel()
        // A highlight usually changes none of these: each label setter lays the text out
        // again, so only what differs is set (what the label shows, not what was last
        // set, so a value changed on the label directly is put back, as in UIKit).
        // The colour first: runs of a styled title without a colour take the label's.
        let color = currentTitleColor, shadowColor = currentTitleShadowColor
        var contentChanged = false
        if label.textColor != color { label.textColor = color; contentChanged = true }
        if label.shadowColor != shadowColor { label.shadowColor = shadowColor; contentChanged = true }
        let reversed = reversesTitleShadowWhenHighlighted && state.contains(.highlighted)
        if reversed != titleShadowIsReversed {
            label.shadowOffset = CGSize(width: -label.shadowOffset.width, height: -label.shadowOffset.height)
            titleShadowIsReversed = reversed
            contentChanged = true
        }
        let applied = appliedTitle
        let sameTitle = applied?.plain == shown.plain && applied?.attributed === shown.attributed
            && label.text == text
        if !sameTitle || contentChanged && shown.attributed != nil {
            if let attributed = shown.attributed {
                label.attributedText = attributed
            } else {
                label.text = shown.plain
            }
            appliedTitle = shown
            contentChanged = true
        }
        if label.isHidden != text.isEmpty {
            label.isHidden = text.isEmpty
            contentChanged = true
        }
        return contentChanged
    }

    /// Shows the image and background image for `state`; answers whether either changed.
    private func updateLegacyImages(for state: State) -> Bool {
        var changed = false
        let image = image(for: state).map {
            adjusted(symbolConfigured($0, with: preferredSymbolConfigurationForImage(in: state)),
                     explicitlySet: explicitValue(\.image, for: state) != nil, state: state, template: usesSystemLook)
        }
        if image != nil || imageViewStorage != nil {
            let view = ensureImageView()
            if view.image !== image || view.isHidden != (image == nil) {
                view.image = image
                view.isHidden = image == nil
                changed = true
            }
            // A disabled system button's templates are gray; otherwise they take the tint.
            let tint = usesSystemLook && state.contains(.disabled) ? UIButton.systemDisabledColor : nil
            if view.tintColorStorage != tint { view.tintColor = tint }
        }
        let background = backgroundImage(for: state).map {
            adjusted($0, explicitlySet: explicitValue(\.backgroundImage, for: state) != nil, state: state, template: false)
        }
        if background != nil || backgroundImageView != nil {
            let view = ensureBackgroundImageView()
            if view.image !== background || view.isHidden != (background == nil) {
                view.image = background
                view.isHidden = background == nil
                changed = true
            }
        }
        return changed
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
