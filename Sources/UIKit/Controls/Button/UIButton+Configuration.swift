import Foundation

extension UIButton {
    /// What a button shows and how: its title, subtitle and image, their placement and
    /// padding, the insets, the background and the colours — made from one of the styles
    /// (`plain()`, `tinted()`, `gray()`, `filled()`, `borderless()`, `bordered()`,
    /// `borderedTinted()`, `borderedProminent()`).
    ///
    /// A configuration holds the button's base values; `updated(for:)` resolves the
    /// values left to the style for the button's state (the colours for highlighted,
    /// selected, disabled), and the button shows that resolved copy. Values set
    /// explicitly are kept as they are.
    @preconcurrency @MainActor
    public struct Configuration {
        let style: ButtonConfigurationStyle

        /// The background: its colour (nil: the style's), corner radius, stroke, image or
        /// custom view.
        public var background: UIBackgroundConfiguration

        /// How the background's corners are rounded; `.dynamic` by default.
        public var cornerStyle = CornerStyle.dynamic

        /// The size the button asks for: fonts, default content insets, dynamic corner
        /// radius. `.medium` by default.
        public var buttonSize = Size.medium {
            didSet {
                // A corner radius still at the old size's value follows the new size.
                if background.cornerRadius == oldValue.cornerRadius { background.cornerRadius = buttonSize.cornerRadius }
            }
        }

        /// The colour the style derives the title, subtitle and image colours from; nil
        /// uses the style's (the tint colour, or white on a filled style).
        public var baseForegroundColor: UIColor?

        /// The colour the style derives the background colour from; nil uses the style's
        /// (clear, the tint colour, or gray).
        public var baseBackgroundColor: UIColor?

        /// The image; nil by default. Images of the automatic rendering mode are drawn as
        /// templates, in the foreground colour.
        public var image: UIImage?

        /// A transformer giving the image's colour from the foreground colour; nil by default.
        public var imageColorTransformer: UIConfigurationColorTransformer?

        /// The symbol configuration a symbol image is drawn with, over the size's text
        /// style; nil by default.
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?

        /// Whether a spinning activity indicator shows in the image's place (the image is
        /// hidden); false by default.
        public var showsActivityIndicator = false

        /// A transformer giving the activity indicator's colour from the foreground colour;
        /// nil by default.
        public var activityIndicatorColorTransformer: UIConfigurationColorTransformer?

        /// The title's text and attributes; nil by default. Runs without a font or colour
        /// take the size's font and the foreground colour.
        public var attributedTitle: AttributedString?

        /// A transformer applied to the title's attributes (with the defaults filled in).
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        /// The subtitle's text and attributes, shown under the title; nil by default.
        public var attributedSubtitle: AttributedString?

        /// A transformer applied to the subtitle's attributes.
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?

        private var contentInsetsStorage: NSDirectionalEdgeInsets?

        /// Where the image sits against the title and subtitle; `.leading` by default.
        public var imagePlacement = NSDirectionalRectEdge.leading

        /// The space between the image and the text; 0 by default.
        public var imagePadding: CGFloat = 0

        /// The space between the title and the subtitle; 0 by default.
        public var titlePadding: CGFloat = 0

        /// How the title and subtitle align with each other; `.automatic` by default.
        public var titleAlignment = TitleAlignment.automatic

        /// How the title wraps or is cut; `.byWordWrapping` (as many lines as it needs) by
        /// default. The modes that truncate keep it to one line.
        public var titleLineBreakMode = NSLineBreakMode.byWordWrapping

        /// How the subtitle wraps or is cut; `.byWordWrapping` by default.
        public var subtitleLineBreakMode = NSLineBreakMode.byWordWrapping

        /// Whether a selected button takes the style's selected look (filled with the
        /// foreground colour, white content); true for the plain, gray and tinted styles.
        public var automaticallyUpdateForSelection: Bool

        init(style: ButtonConfigurationStyle) {
            self.style = style
            var background = UIBackgroundConfiguration.clear()
            // Nil: resolved for the state by the style in `updated(for:)`.
            background.backgroundColor = nil
            background.cornerRadius = Size.medium.cornerRadius
            self.background = background
            automaticallyUpdateForSelection = style.updatesForSelectionByDefault
        }

        /// No background; the title and image in the tint colour.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A background of the tint colour at low opacity; content in the tint colour.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A gray background; content in the tint colour.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background of the tint colour; white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background, as `plain()`.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A gray background, as `gray()`.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted background, as `tinted()`.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A background of the tint colour with white content, as `filled()`.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// The title's text; setting it replaces `attributedTitle` with unstyled text.
        public var title: String? {
            get { attributedTitle.map { String($0.characters) } }
            set { attributedTitle = newValue.map { AttributedString($0) } }
        }

        /// The subtitle's text; setting it replaces `attributedSubtitle` with unstyled text.
        public var subtitle: String? {
            get { attributedSubtitle.map { String($0.characters) } }
            set { attributedSubtitle = newValue.map { AttributedString($0) } }
        }

        /// The space between the content and the button's edges: the size's unless set.
        public var contentInsets: NSDirectionalEdgeInsets {
            get { contentInsetsStorage ?? buttonSize.contentInsets }
            set { contentInsetsStorage = newValue }
        }

        /// Makes `contentInsets` the size's again.
        public mutating func setDefaultContentInsets() {
            contentInsetsStorage = nil
        }

        /// A copy with the values left to the style resolved for `button`'s state, tint
        /// colour and role: `baseForegroundColor` becomes the state's foreground colour and
        /// a nil `background.backgroundColor` the state's background colour. Values set
        /// explicitly are kept.
        public func updated(for button: UIButton) -> Configuration {
            var updated = self
            let accent: UIColor = button.role == .destructive ? .systemRed : button.tintColor
            let colors = style.colors(for: button.state, accent: accent, baseForeground: baseForegroundColor,
                                      baseBackground: baseBackgroundColor,
                                      updatesForSelection: automaticallyUpdateForSelection)
            updated.baseForegroundColor = colors.foreground
            if background.backgroundColor == nil { updated.background.backgroundColor = colors.background }
            return updated
        }
    }
}
