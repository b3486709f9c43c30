import Foundation

extension UIButton.Configuration {
    /// The size a configuration asks for its button: its title and subtitle fonts, content
    /// insets and dynamic corner radius. Values set explicitly (`contentInsets`, a corner
    /// style, fonts through the text-attribute transformers) override the size's.
    public enum Size: Int, Sendable {
        /// The standard size: the body font (17 points), insets of 7 and 12 points.
        case medium = 0
        /// The subheadline font (15 points), insets of 5 and 10 points.
        case small
        /// The caption font (12 points), insets of 4 and 8 points.
        case mini
        /// The body font, insets of 14 and 20 points.
        case large

        /// The text style of the title (and of symbol images).
        var titleTextStyle: UIFont.TextStyle {
            switch self {
            case .mini: .caption1
            case .small: .subheadline
            case .medium, .large: .body
            }
        }

        /// The title's font.
        var titleFont: UIFont { .preferredFont(forTextStyle: titleTextStyle) }

        /// The subtitle's font.
        var subtitleFont: UIFont {
            switch self {
            case .mini: .preferredFont(forTextStyle: .caption2)
            case .small: .preferredFont(forTextStyle: .caption1)
            case .medium, .large: .preferredFont(forTextStyle: .subheadline)
            }
        }

        /// The default `contentInsets`.
        var contentInsets: NSDirectionalEdgeInsets {
            switch self {
            case .mini: NSDirectionalEdgeInsets(top: 4, leading: 8, bottom: 4, trailing: 8)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The background's corner radius the styles give this size (`.dynamic` corners).
        var cornerRadius: CGFloat {
            switch self {
            case .mini: 4
            case .small, .medium: 6
            case .large: 10
            }
        }
    }
}
