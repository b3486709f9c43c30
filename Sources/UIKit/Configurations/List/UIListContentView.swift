import Foundation

/// The content view of a `UIListContentConfiguration`: an image and two labels laid out as
/// iOS 17's list rows, headers and footers. It sizes itself for a given width
/// (`sizeThatFits(_:)`, `systemLayoutSizeFitting(_:)`), so self-sizing rows take its height.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private var listConfiguration: UIListContentConfiguration
    private let imageView = UIImageView(image: nil)
    private let textLabel = UILabel(frame: .zero)
    private let secondaryTextLabel = UILabel(frame: .zero)
    /// The last layout found and the width it was for: a row asks for it to size itself,
    /// to place its separator and to lay out, each at the same width.
    private var lastLayout: (width: CGFloat, layout: Layout)?

    /// A content view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] as [UIView] {
            addSubview(view)
        }
        apply()
    }

    public required init?(coder: NSCoder) {
        preconditionFailure("UIListContentView: init(coder:) is not supported; use init(configuration:)")
    }

    /// The configuration shown; must be a `UIListContentConfiguration`.
    public var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let configuration = newValue as? UIListContentConfiguration else {
                preconditionFailure("UIListContentView: the configuration must be a UIListContentConfiguration, "
                    + "not \(type(of: newValue))")
            }
            listConfiguration = configuration
            apply()
        }
    }

    /// Where the primary text begins at the view's width (where a table's separator lines
    /// up), without waiting for the view's layout.
    var textLeading: CGFloat { layout(forWidth: bounds.width).textFrame.minX }

    /// Whether `configuration` is a `UIListContentConfiguration`.
    public func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    /// Copies the configuration into the subviews.
    private func apply() {
        let configuration = listConfiguration
        imageView.image = configuration.image
        imageView.tintColor = configuration.image == nil ? nil
            : configuration.imageProperties.tintColor.map { configuration.imageProperties.resolvedTintColor(for: $0) }
        imageView.isHidden = configuration.image == nil
        Self.apply(text: configuration.text, attributedText: configuration.attributedText,
                   properties: configuration.textProperties, to: textLabel)
        Self.apply(text: configuration.secondaryText, attributedText: configuration.secondaryAttributedText,
                   properties: configuration.secondaryTextProperties, to: secondaryTextLabel)
        lastLayout = nil
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private static func apply(text: String?, attributedText: NSAttributedString?,
                              properties: UIListContentConfiguration.TextProperties, to label: UILabel) {
        // A label restyles its whole text at each style change; a reused row's style rarely
        // changes, so only what differs is set, before the new text replaces the old.
        if label.font != properties.font { label.font = properties.font }
        let color = properties.resolvedColor()
        if label.textColor != color { label.textColor = color }
        if label.textAlignment != properties.textAlignment { label.textAlignment = properties.textAlignment }
        if label.lineBreakMode != properties.lineBreakMode { label.lineBreakMode = properties.lineBreakMode }
        label.numberOfLines = properties.numberOfLines
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.minimumScaleFactor = properties.minimumScaleFactor
        label.allowsDefaultTighteningForTruncation = properties.allowsDefaultTighteningForTruncation
        if let attributedText {
            label.attributedText = attributedText
        } else {
            label.text = text.map(properties.transformed)
        }
        label.isHidden = text == nil && attributedText == nil
    }

    // MARK: Layout

    /// Where each part goes in a view `width` wide, and the height that needs.
    private struct Layout {
        var imageFrame = CGRect.zero
        var textFrame = CGRect.zero
        var secondaryTextFrame = CGRect.zero
        var height: CGFloat = 0
    }

    private func layout(forWidth width: CGFloat) -> Layout {
        if let lastLayout, lastLayout.width == width { return lastLayout.layout }
        let layout = measuredLayout(forWidth: width)
        lastLayout = (width, layout)
        return layout
    }

    /// Text is measured at the screen's scale: a new window may measure it anew.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        lastLayout = nil
    }

    private func measuredLayout(forWidth width: CGFloat) -> Layout {
        let configuration = listConfiguration
        let margins = configuration.directionalLayoutMargins
        var result = Layout()
        var textLeading = margins.leading
        var imageSlot = CGSize.zero
        if let image = configuration.image {
            imageSlot = configuration.imageProperties.slotSize(of: image)
            textLeading += imageSlot.width + configuration.imageToTextPadding
        }
        let textWidth = max(0, width - textLeading - margins.trailing)
        let unbounded = CGSize(width: textWidth, height: .greatestFiniteMagnitude)
        let hasText = !textLabel.isHidden, hasSecondary = !secondaryTextLabel.isHidden
        var textSize = hasText ? textLabel.sizeThatFits(unbounded) : .zero
        var secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(unbounded) : .zero
        textSize.width = min(textSize.width, textWidth)
        secondarySize.width = min(secondarySize.width, textWidth)
        let single = CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)
        let sideBySide = configuration.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
            && textLabel.sizeThatFits(single).width + configuration.textToSecondaryTextHorizontalPadding
                + secondaryTextLabel.sizeThatFits(single).width <= textWidth
        let textBlockHeight: CGFloat
        if sideBySide {
            textBlockHeight = max(textSize.height, secondarySize.height)
        } else {
            let gap = hasText && hasSecondary ? configuration.textToSecondaryTextVerticalPadding : 0
            textBlockHeight = textSize.height + gap + secondarySize.height
        }
        let contentHeight = max(textBlockHeight, imageSlot.height)
        var height = margins.top + contentHeight + margins.bottom
        if configuration.style.isCell { height = max(height, Self.minimumRowHeight) }
        result.height = height.rounded(.up)

        // Everything centres vertically in the row, as iOS's rows do when the minimum height
        // is taller than the content.
        let top = (result.height - margins.top - margins.bottom - contentHeight) / 2 + margins.top
        if let image = configuration.image {
            let size = configuration.imageProperties.displayedSize(of: image)
            result.imageFrame = CGRect(x: margins.leading + (imageSlot.width - size.width) / 2,
                                       y: top + (contentHeight - size.height) / 2,
                                       width: size.width, height: size.height)
        }
        let blockTop = top + (contentHeight - textBlockHeight) / 2
        if sideBySide {
            result.textFrame = CGRect(x: textLeading, y: blockTop + (textBlockHeight - textSize.height) / 2,
                                      width: textSize.width, height: textSize.height)
            result.secondaryTextFrame = CGRect(x: width - margins.trailing - secondarySize.width,
                                               y: blockTop + (textBlockHeight - secondarySize.height) / 2,
                                               width: secondarySize.width, height: secondarySize.height)
        } else {
            result.textFrame = CGRect(x: textLeading, y: blockTop, width: textSize.width, height: textSize.height)
            let secondaryTop = hasText ? result.textFrame.maxY + configuration.textToSecondaryTextVerticalPadding : blockTop
            result.secondaryTextFrame = CGRect(x: textLeading, y: secondaryTop,
                                               width: secondarySize.width, height: secondarySize.height)
        }
        return result
    }

    /// iOS's minimum row height.
    static let minimumRowHeight: CGFloat = 44

    open override func layoutSubviews() {
        super.layoutSubviews()
        let layout = layout(forWidth: bounds.width)
        imageView.frame = layout.imageFrame
        textLabel.frame = layout.textFrame
        secondaryTextLabel.frame = layout.secondaryTextFrame
    }

    /// The width given and the height the content needs at that width.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: layout(forWidth: size.width).height)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        sizeThatFits(targetSize)
    }

    open override func systemLayoutSizeFitting(_ targetSize: CGSize,
                                               withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                               verticalFittingPriority: UILayoutPriority) -> CGSize {
        sizeThatFits(targetSize)
    }
}
