import Foundation

// Showing a configuration (already updated for the state) in the labels, the image view and
// the background view. Per-state values set with the legacy setters win over the
// configuration's, as UIKit bridges them.
extension UIButton {
    func showConfiguration(_ configuration: Configuration) {
        shownConfiguration = configuration
        let state = self.state
        let foreground = configuration.baseForegroundColor ?? tintColor ?? UIView.defaultTint
        // The image first: the titles' automatic alignment depends on it.
        showConfiguredImage(configuration, foreground: foreground, state: state)
        showConfiguredTitle(configuration, foreground: foreground, state: state)
        showConfiguredSubtitle(configuration, foreground: foreground)
        _ = ensureBackgroundView()
        buttonContentChanged()
    }

    private func showConfiguredTitle(_ configuration: Configuration, foreground: UIColor, state: State) {
        let legacy = shownTitle(for: state)
        let string = legacy.plain.map { AttributedString($0) } ?? (legacy.attributed == nil ? configuration.attributedTitle : nil)
        guard legacy.attributed != nil || string != nil || titleLabelStorage != nil else { return }
        let label = ensureTitleLabel()
        let color = stateValue(\.titleColor, for: state) ?? foreground
        let font = configuration.buttonSize.titleFont
        label.numberOfLines = UIButton.wraps(configuration.titleLineBreakMode) ? 0 : 1
        // The label's own font and colour fill the runs of a legacy styled title that lack them.
        label.font = font
        label.textColor = color
        if let attributed = legacy.attributed {
            label.attributedText = attributed
        } else if let string {
            let style = paragraphStyle(alignment: resolvedTitleAlignment(configuration),
                                       lineBreakMode: configuration.titleLineBreakMode)
            label.attributedText = UIButton.attributedText(string, font: font, color: color, paragraphStyle: style,
                                                           transformer: configuration.titleTextAttributesTransformer)
        } else {
            label.attributedText = nil
        }
        label.isHidden = !label.hasText
    }

    private func showConfiguredSubtitle(_ configuration: Configuration, foreground: UIColor) {
        guard let subtitle = configuration.attributedSubtitle, !subtitle.characters.isEmpty else {
            subtitleLabelStorage?.removeFromSuperview()
            subtitleLabelStorage = nil
            return
        }
        let label = ensureSubtitleLabel()
        let font = configuration.buttonSize.subtitleFont
        let style = paragraphStyle(alignment: resolvedTitleAlignment(configuration),
                                   lineBreakMode: configuration.subtitleLineBreakMode)
        label.numberOfLines = UIButton.wraps(configuration.subtitleLineBreakMode) ? 0 : 1
        label.font = font
        label.textColor = foreground
        label.attributedText = UIButton.attributedText(subtitle, font: font, color: foreground, paragraphStyle: style,
                                                       transformer: configuration.subtitleTextAttributesTransformer)
    }

    /// The image (a symbol drawn in the size's text style and the preferred symbol
    /// configuration), or the activity indicator in its place.
    private func showConfiguredImage(_ configuration: Configuration, foreground: UIColor, state: State) {
        let indicates = configuration.showsActivityIndicator
        if indicates {
            let indicator = ensureActivityIndicator()
            indicator.color = configuration.activityIndicatorColorTransformer?(foreground) ?? foreground
            indicator.isHidden = false
            indicator.startAnimating()
        } else if let activityIndicator {
            activityIndicator.stopAnimating()
            activityIndicator.isHidden = true
        }
        let source = stateValue(\.image, for: state) ?? configuration.image
        guard source != nil || imageViewStorage != nil else { return }
        let view = ensureImageView()
        view.image = source.map { image in
            var symbolConfiguration = UIImage.SymbolConfiguration(textStyle: configuration.buttonSize.titleTextStyle)
            if let preferred = stateValue(\.preferredSymbolConfiguration, for: state)
                ?? configuration.preferredSymbolConfigurationForImage {
                symbolConfiguration = symbolConfiguration.applying(preferred)
            }
            let drawn = symbolConfigured(image, with: symbolConfiguration)
            return drawn.renderingMode == .automatic ? adjustedImages.image(drawn, .template) : drawn
        }
        view.tintColor = configuration.imageColorTransformer?(foreground) ?? foreground
        view.isHidden = source == nil || indicates
    }

    /// The alignment `titleAlignment` asks for: `.automatic` is leading beside a leading
    /// or trailing image, centred otherwise.
    func resolvedTitleAlignment(_ configuration: Configuration) -> NSTextAlignment {
        switch configuration.titleAlignment {
        case .leading: return .natural
        case .center: return .center
        case .trailing: return effectiveUserInterfaceLayoutDirection == .rightToLeft ? .left : .right
        case .automatic:
            let hasImage = imageViewStorage.map { !$0.isHidden } ?? false
            let beside = !configuration.imagePlacement.contains(.top) && !configuration.imagePlacement.contains(.bottom)
            return hasImage && beside ? .natural : .center
        }
    }

    private func paragraphStyle(alignment: NSTextAlignment, lineBreakMode: NSLineBreakMode) -> NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        style.alignment = alignment
        style.lineBreakMode = lineBreakMode
        return style
    }

    /// Whether `mode` wraps (as many lines as needed) rather than truncating one line.
    static func wraps(_ mode: NSLineBreakMode) -> Bool {
        mode == .byWordWrapping || mode == .byCharWrapping
    }

    /// `string` with the defaults filled in and the transformer applied, as the engine
    /// draws it.
    static func attributedText(_ string: AttributedString, font: UIFont, color: UIColor, paragraphStyle: NSParagraphStyle,
                               transformer: UIConfigurationTextAttributesTransformer?) -> NSAttributedString {
        var defaults = AttributeContainer()
        defaults.font = font
        defaults.foregroundColor = color
        defaults.paragraphStyle = paragraphStyle
        return UIKitAttributeBridge.attributedString(string, defaults: defaults) { transformer?($0) ?? $0 }
    }
}
