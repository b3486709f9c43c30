import Foundation
import QuartzCore

/// The iOS 13+ look: the track, the thumb, the separators, and each segment's content styled
/// for its state from the title text attributes.
extension UISegmentedControl {
    static let trackCornerRadius: CGFloat = 8.91
    static let thumbCornerRadius: CGFloat = 6.93
    static let titleFontSize: CGFloat = 13
    /// The opacity of a pressed segment's content (not the thumb's).
    static let pressedContentAlpha: CGFloat = 0.3
    /// How much the thumb shrinks while the finger holds it.
    static let pressedThumbScale: CGFloat = 0.95
    static var defaultThumbColor: UIColor { .white }
    static var separatorColor: UIColor { UIColor.systemGray.withAlphaComponent(0.3) }

    /// Builds the track and the thumb (every initializer calls it).
    func configureSegmentedControl() {
        trackView.isUserInteractionEnabled = false
        trackView.backgroundColor = .tertiarySystemFill
        addSubview(trackView)
        thumbView.isUserInteractionEnabled = false
        thumbView.backgroundColor = UISegmentedControl.defaultThumbColor
        thumbView.isHidden = true
        // iOS's thumb: a soft shadow below it and a faint edge.
        thumbView.layer.shadowColor = UIColor.black.cgColor
        thumbView.layer.shadowOpacity = 0.12
        thumbView.layer.shadowRadius = 4
        thumbView.layer.shadowOffset = CGSize(width: 0, height: 3)
        thumbView.layer.borderWidth = 0.5
        thumbView.layer.borderColor = UIColor.black.withAlphaComponent(0.04).cgColor
        addSubview(thumbView)
    }

    func storeTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesStorage[state] = attributes
        restyleSegments()
        appearancePropertyDidChange("titleTextAttributes.\(state.rawValue)") { view in
            (view as? UISegmentedControl)?.setTitleTextAttributes(attributes, for: state)
        }
    }

    /// Every segment is styled again at the next layout (and may change size).
    func restyleSegments() {
        for segment in segments { segment.appliedState = nil }
        segmentSizesDidChange()
    }

    /// The state segment `index` is drawn in: selected where the thumb is, highlighted
    /// while pressed (or holding the shrunk thumb), disabled when it or the control is.
    func displayState(ofSegment index: Int) -> UIControl.State {
        var state: UIControl.State = []
        let thumb = thumbSegment
        if index == thumb { state.insert(.selected) }
        if index == pressedSegment || (index == thumb && isThumbPressed) { state.insert(.highlighted) }
        if !isEnabled || !segments[index].isEnabled { state.insert(.disabled) }
        return state
    }

    /// What a title in `state` is drawn with: iOS's defaults (13-point system font,
    /// semibold when selected; the label colour, tertiary when disabled), then the
    /// `.normal` attributes, then the most specific ones set for the state.
    func titleAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: UISegmentedControl.titleFontSize,
                                     weight: state.contains(.selected) ? .semibold : .regular),
            .foregroundColor: state.contains(.disabled) ? UIColor.tertiaryLabel : UIColor.label,
        ]
        if let normal = titleAttributesStorage[.normal] {
            attributes.merge(normal) { _, given in given }
        }
        let fallbacks: [UIControl.State] = [state, state.subtracting(.highlighted), state.intersection(.disabled),
                                            state.intersection(.selected)]
        if let own = fallbacks.lazy.filter({ $0 != .normal }).compactMap({ self.titleAttributesStorage[$0] }).first {
            attributes.merge(own) { _, given in given }
        }
        return attributes
    }

    /// Shows segment `segment`'s content styled for `state`: its title with the state's
    /// attributes, or its image (a template, unless `.alwaysOriginal`) in their colour.
    func style(_ segment: SegmentedControlSegment, for state: UIControl.State) {
        let attributes = titleAttributes(for: state)
        switch segment.content {
        case .title(let title):
            segment.label.attributedText = NSAttributedString(string: title ?? "", attributes: attributes)
        case .image(let image):
            segment.imageView.image = image.map { $0.renderingMode == .alwaysOriginal ? $0 : $0.withRenderingMode(.alwaysTemplate) }
            segment.imageView.tintColor = attributes[.foregroundColor] as? UIColor ?? .label
        }
        let shown = segment.visibleContentView
        for view in segment.contentViews { view.isHidden = view !== shown }
        segment.appliedState = state
    }
}
