import Foundation

// The layout of a configured button: the content (image, then the title over the subtitle)
// inside the content insets, the image against the text by `imagePlacement` with
// `imagePadding`, the whole placed by the content alignments; the background fills the
// bounds.
extension UIButton {
    /// The frames of a configured button's content in `bounds`.
    struct ConfiguredFrames {
        var image = CGRect.zero
        var title = CGRect.zero
        var subtitle = CGRect.zero
        /// The content's size (without the insets).
        var contentSize = CGSize.zero
    }

    /// Where the image sits against the text.
    private enum Placement { case leading, trailing, top, bottom }

    private func placement(of configuration: Configuration) -> Placement {
        let edge = configuration.imagePlacement
        if edge.contains(.top) { return .top }
        if edge.contains(.bottom) { return .bottom }
        if edge.contains(.trailing) { return .trailing }
        return .leading
    }

    /// The insets as left and right for the layout direction.
    private func resolvedInsets(_ configuration: Configuration) -> UIEdgeInsets {
        let insets = configuration.contentInsets
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return UIEdgeInsets(top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
                            bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing)
    }

    /// The content's frames in `bounds`, the text wrapping to the width the bounds leave
    /// (`width` nil: no limit, for the intrinsic size).
    func configuredFrames(_ configuration: Configuration, in bounds: CGRect, limitWidth: Bool) -> ConfiguredFrames {
        let insets = resolvedInsets(configuration)
        let area = bounds.inset(by: insets)
        let available = limitWidth ? max(0, area.size.width) : CGFloat.greatestFiniteMagnitude
        let place = placement(of: configuration)
        // The activity indicator takes the image's place.
        let indicator = activityIndicator.flatMap { $0.isHidden ? nil : $0 }
        let image = indicator?.intrinsicContentSize ?? imageViewStorage.flatMap { $0.isHidden ? nil : $0.image?.size } ?? .zero
        let titleLabel = titleLabelStorage.flatMap { $0.isHidden ? nil : $0 }
        let subtitleLabel = subtitleLabelStorage
        let hasText = titleLabel != nil || subtitleLabel != nil
        let imagePadding = image != .zero && hasText ? max(0, configuration.imagePadding) : 0
        let beside = place == .leading || place == .trailing
        let textWidth = beside ? max(0, available - image.width - imagePadding) : available
        func measure(_ label: UILabel?) -> CGSize {
            guard let label else { return .zero }
            let size = label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
            return CGSize(width: min(size.width, textWidth), height: size.height)
        }
        let title = measure(titleLabel)
        let subtitle = measure(subtitleLabel)
        let titlePadding = title != .zero && subtitle != .zero ? max(0, configuration.titlePadding) : 0
        let text = CGSize(width: max(title.width, subtitle.width), height: title.height + titlePadding + subtitle.height)
        var content = beside
            ? CGSize(width: image.width + imagePadding + text.width, height: max(image.height, text.height))
            : CGSize(width: max(image.width, text.width), height: image.height + imagePadding + text.height)
        var frames = ConfiguredFrames(contentSize: content)
        guard limitWidth else { return frames }

        // The content block, placed by the alignments (`.fill` stretches it).
        var origin = CGPoint.zero
        switch effectiveContentHorizontalAlignment {
        case .left, .leading: origin.x = area.minX
        case .right, .trailing: origin.x = area.maxX - content.width
        case .center: origin.x = area.midX - content.width / 2
        case .fill:
            origin.x = area.minX
            content.width = max(content.width, area.size.width)
        }
        switch contentVerticalAlignment {
        case .top: origin.y = area.minY
        case .bottom: origin.y = area.maxY - content.height
        case .center: origin.y = area.midY - content.height / 2
        case .fill:
            origin.y = area.minY
            content.height = max(content.height, area.size.height)
        }
        let block = CGRect(origin: origin, size: content)
        let textBlock: CGRect
        switch place {
        case .leading:
            frames.image = CGRect(x: block.minX, y: block.midY - image.height / 2, width: image.width, height: image.height)
            textBlock = CGRect(x: block.minX + image.width + imagePadding, y: block.midY - text.height / 2,
                               width: block.width - image.width - imagePadding, height: text.height)
        case .trailing:
            frames.image = CGRect(x: block.maxX - image.width, y: block.midY - image.height / 2, width: image.width,
                                  height: image.height)
            textBlock = CGRect(x: block.minX, y: block.midY - text.height / 2,
                               width: block.width - image.width - imagePadding, height: text.height)
        case .top:
            frames.image = CGRect(x: block.midX - image.width / 2, y: block.minY, width: image.width, height: image.height)
            textBlock = CGRect(x: block.minX, y: block.maxY - text.height, width: block.width, height: text.height)
        case .bottom:
            frames.image = CGRect(x: block.midX - image.width / 2, y: block.maxY - image.height, width: image.width,
                                  height: image.height)
            textBlock = CGRect(x: block.minX, y: block.minY, width: block.width, height: text.height)
        }
        frames.title = CGRect(x: textBlock.minX, y: textBlock.minY, width: textBlock.width, height: title.height)
        frames.subtitle = CGRect(x: textBlock.minX, y: textBlock.minY + title.height + titlePadding,
                                 width: textBlock.width, height: subtitle.height)
        frames.image = pixelAligned(frames.image)
        frames.title = pixelAligned(frames.title)
        frames.subtitle = pixelAligned(frames.subtitle)
        return frames
    }

    /// The size of a configured button whose text wraps at `width` less the insets (nil:
    /// no wrapping): the content plus the insets.
    func configuredSize(_ configuration: Configuration, wrappingAt width: CGFloat?) -> CGSize {
        let insets = resolvedInsets(configuration)
        var bounds = CGRect(x: 0, y: 0, width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)
        if let width { bounds.size.width = width }
        let content = configuredFrames(configuration, in: bounds, limitWidth: width != nil).contentSize
        return CGSize(width: ceiledToPixels(content.width + insets.left + insets.right),
                      height: ceiledToPixels(content.height + insets.top + insets.bottom))
    }

    /// Places a configured button's subviews.
    private func layoutConfiguredContent(_ configuration: Configuration) {
        let frames = configuredFrames(configuration, in: bounds, limitWidth: true)
        imageViewStorage?.frame = frames.image
        activityIndicator?.frame = frames.image
        titleLabelStorage?.frame = frames.title
        subtitleLabelStorage?.frame = frames.subtitle
        var background = configuration.background
        if let image = stateValue(\.backgroundImage, for: state) { background.image = image }
        let radius = configuration.cornerStyle.radius(backgroundRadius: background.cornerRadius, size: bounds.size)
        let view = ensureBackgroundView()
        view.frame = bounds
        view.apply(background, tintColor: tintColor ?? UIView.defaultTint, cornerRadius: radius)
    }

    // MARK: Both looks

    /// `layoutSubviews()`: the configured or the legacy content, and the glow at the centre.
    func layoutButtonContent() {
        if configurationStorage != nil, let shown = shownConfiguration {
            layoutConfiguredContent(shown)
        } else {
            layoutLegacyContent()
        }
        if let glowView {
            let side = ButtonGlowView.diameter
            glowView.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
        }
    }

    /// The title's baseline as Auto Layout reads it: the label's, moved by where the title
    /// sits — a fixed distance from the centre, top or bottom, by the vertical alignment.
    func buttonBaseline(first: Bool) -> (offset: CGFloat, heightFactor: CGFloat) {
        updateConfigurationIfNeeded()
        guard let label = titleLabelStorage, !label.isHidden, label.hasText else { return (0, 1) }
        let title: CGRect
        if configurationStorage != nil, let shown = shownConfiguration {
            title = configuredFrames(shown, in: bounds, limitWidth: true).title
        } else {
            title = titleRect(forContentRect: contentRect(forBounds: bounds))
        }
        let fromCentre = label.ownBaseline(first: first).offset
        switch contentVerticalAlignment {
        case .top: return (title.midY - bounds.minY + fromCentre, 0)
        case .bottom: return (title.midY - bounds.maxY + fromCentre, 1)
        case .center, .fill: return (title.midY - bounds.midY + fromCentre, 0.5)
        }
    }

    /// `intrinsicContentSize`.
    func buttonIntrinsicContentSize() -> CGSize {
        guard let configuration = configurationStorage else { return legacyIntrinsicContentSize() }
        return configuredSize(shownConfiguration ?? configuration, wrappingAt: nil)
    }

    /// `sizeThatFits(_:)`: a configured button's text wraps at a positive finite width.
    func buttonSizeThatFits(_ size: CGSize) -> CGSize {
        guard let configuration = configurationStorage else { return legacyIntrinsicContentSize() }
        let width = size.width > 0 && size.width.isFinite ? size.width : nil
        return configuredSize(shownConfiguration ?? configuration, wrappingAt: width)
    }
}
