import Foundation

extension UIListContentConfiguration {
    /// How a list content configuration draws one of its texts.
    @preconcurrency @MainActor
    public struct TextProperties {
        /// A text's horizontal alignment.
        public enum TextAlignment: Int, Sendable {
            /// Aligned to the leading edge.
            case natural
            /// Centred.
            case center
            /// Justified, with the last line natural.
            case justified
        }

        /// A change of case applied to the text when shown.
        public enum TextTransform: Int, Sendable {
            /// The text as given.
            case none
            /// All capitals.
            case uppercase
            /// All lower case.
            case lowercase
            /// Each word capitalised.
            case capitalized
        }

        /// The font of plain text (attributed text keeps its own).
        public var font: UIFont

        /// The colour of plain text, before `colorTransformer`.
        public var color: UIColor

        /// A transformer applied to `color` when drawn.
        public var colorTransformer: UIConfigurationColorTransformer?

        /// The horizontal alignment.
        public var alignment = TextAlignment.natural

        /// How a line too long for the width ends.
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail

        /// The most lines shown; 0 for no limit (the default, so rows grow with their text).
        public var numberOfLines = 0

        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false

        /// The smallest fraction of the font size shrinking may reach.
        public var minimumScaleFactor: CGFloat = 0

        /// Whether letters tighten before the text truncates.
        public var allowsDefaultTighteningForTruncation = true

        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory = true

        /// A change of case applied when shown.
        public var transform = TextTransform.none

        /// Whether a truncated text shows in full on hover (pointer platforms only).
        public var showsExpansionTextWhenTruncated = false

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `color` passed through `colorTransformer`.
        public func resolvedColor() -> UIColor {
            colorTransformer?(color) ?? color
        }

        /// `string` with `transform` applied.
        func transformed(_ string: String) -> String {
            switch transform {
            case .none: string
            case .uppercase: string.uppercased()
            case .lowercase: string.lowercased()
            case .capitalized: string.capitalized
            }
        }

        /// The label alignment for `alignment`.
        var textAlignment: NSTextAlignment {
            switch alignment {
            case .natural: .natural
            case .center: .center
            case .justified: .justified
            }
        }
    }
}
