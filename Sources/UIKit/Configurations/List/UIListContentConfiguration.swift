import Foundation

/// A content configuration for a list-based content view: an image, a primary text and a
/// secondary text, laid out as iOS 17's table and list rows, headers and footers.
///
/// Start from one of the styles (`cell()`, `valueCell()`, `groupedHeader()`…), set the
/// content, and assign it to a cell's `contentConfiguration`.
@preconcurrency @MainActor
public struct UIListContentConfiguration: UIContentConfiguration {
    /// The style this configuration was made with; `updated(for:)` resolves state colours
    /// from it.
    let style: Style

    /// The image shown at the leading edge.
    public var image: UIImage?

    /// How the image is tinted, sized and rounded.
    public var imageProperties = ImageProperties()

    /// The primary text. Setting it clears `attributedText`.
    public var text: String? {
        didSet { if text != nil { attributedText = nil } }
    }

    /// The primary text with attributes. Setting it clears `text`.
    public var attributedText: NSAttributedString? {
        didSet { if attributedText != nil { text = nil } }
    }

    /// The font, colour and wrapping of the primary text.
    public var textProperties: TextProperties

    /// The secondary text. Setting it clears `secondaryAttributedText`.
    public var secondaryText: String? {
        didSet { if secondaryText != nil { secondaryAttributedText = nil } }
    }

    /// The secondary text with attributes. Setting it clears `secondaryText`.
    public var secondaryAttributedText: NSAttributedString? {
        didSet { if secondaryAttributedText != nil { secondaryText = nil } }
    }

    /// The font, colour and wrapping of the secondary text.
    public var secondaryTextProperties: TextProperties

    /// The axes along which the content view takes its superview's layout margins when they
    /// are larger than `directionalLayoutMargins` (horizontal by default, so rows follow the
    /// list's 16/20-point readable margins).
    public var axesPreservingSuperviewLayoutMargins = UIAxis.horizontal

    /// The margins between the content view's edges and its content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets

    /// Whether the texts sit side by side (value cells) when both fit on one line; they stack
    /// otherwise.
    public var prefersSideBySideTextAndSecondaryText: Bool

    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat

    /// The space between the texts when they sit side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat

    /// The space between the texts when they are stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat

    init(style: Style, textProperties: TextProperties, secondaryTextProperties: TextProperties,
         directionalLayoutMargins: NSDirectionalEdgeInsets, prefersSideBySideTextAndSecondaryText: Bool = false,
         imageToTextPadding: CGFloat = 16, textToSecondaryTextVerticalPadding: CGFloat = 3) {
        self.style = style
        self.textProperties = textProperties
        self.secondaryTextProperties = secondaryTextProperties
        self.directionalLayoutMargins = directionalLayoutMargins
        self.prefersSideBySideTextAndSecondaryText = prefersSideBySideTextAndSecondaryText
        self.imageToTextPadding = imageToTextPadding
        self.textToSecondaryTextHorizontalPadding = 8
        self.textToSecondaryTextVerticalPadding = textToSecondaryTextVerticalPadding
    }

    /// A `UIListContentView` showing this configuration.
    public func makeContentView() -> any UIView & UIContentView {
        UIListContentView(configuration: self)
    }

    /// This configuration with the colours iOS gives its style in `state`: sidebar rows turn
    /// their texts and image white when selected or highlighted (the row turns tinted);
    /// accompanied sidebar rows take the tint colour instead. Other styles keep their colours.
    public func updated(for state: any UIConfigurationState) -> UIListContentConfiguration {
        guard let cellState = state as? UICellConfigurationState,
              cellState.isSelected || cellState.isHighlighted else { return self }
        var updated = self
        switch style {
        case .sidebarCell, .sidebarSubtitleCell:
            updated.textProperties.color = .white
            updated.secondaryTextProperties.color = .white
            updated.imageProperties.tintColor = .white
        case .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell:
            updated.imageProperties.tintColor = .tintColor
        default:
            break
        }
        return updated
    }
}

extension UIListContentConfiguration {
    /// The styles UIKit's factory methods make.
    enum Style {
        case cell, subtitleCell, valueCell
        case sidebarCell, sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell
        case plainHeader, plainFooter, groupedHeader, groupedFooter
        case prominentInsetGroupedHeader, extraProminentInsetGroupedHeader, sidebarHeader

        /// Whether the style is a row (44-point minimum height) rather than a header or footer.
        var isCell: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell,
                 .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: true
            default: false
            }
        }
    }
}
