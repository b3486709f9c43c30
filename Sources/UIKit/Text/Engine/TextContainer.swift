import Foundation

/// Where and how text is laid out: the container's size, line limits and truncation.
package struct TextContainer: Hashable, Sendable {
    /// The container width; nil lays lines out without wrapping.
    package var width: CGFloat?
    /// The container height; lines whose bottom falls below it are not shown. Nil: no limit.
    package var height: CGFloat?
    /// The most lines shown; 0 means no limit.
    package var maximumNumberOfLines = 0
    /// UILabel's rule: every paragraph wraps (by characters for `.byCharWrapping`, by words
    /// otherwise) and this mode applies only to the last visible line when text is cut.
    /// Nil: each paragraph's own mode applies (string drawing's rule: truncating and
    /// clipping paragraphs are one line each).
    package var lineBreakMode: NSLineBreakMode?
    /// String drawing's `.truncatesLastVisibleLine`: an ellipsis ends the last visible line
    /// when the height cuts the text.
    package var truncatesLastVisibleLine = false
    /// Adds the fonts' leading to line heights.
    package var usesFontLeading = false
    /// Lays the text out as one line, line breaks included (string drawing without
    /// `.usesLineFragmentOrigin`).
    package var isSingleLine = false
    /// Shows the first line even when it is taller than `height` (labels do).
    package var keepsFirstLine = false

    package init(width: CGFloat? = nil, height: CGFloat? = nil) {
        self.width = width
        self.height = height
    }

    /// The container with non-finite or huge sizes treated as unlimited and negative ones
    /// as zero.
    var sanitized: TextContainer {
        var c = self
        func limit(_ v: CGFloat?) -> CGFloat? {
            guard let v, !v.isNaN, v < 1_000_000 else { return nil }
            return max(0, v)
        }
        c.width = limit(width)
        c.height = limit(height)
        c.maximumNumberOfLines = max(0, maximumNumberOfLines)
        return c
    }
}
