import Foundation

/// The values of an `NSParagraphStyle`, as the text engine uses and caches them.
struct ParagraphAttributes: Hashable, Sendable {
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0

    /// The values with anything non-finite or negative (where only positive values mean
    /// something) replaced by its default, so bad data lays out as plain text.
    var sanitized: ParagraphAttributes {
        func nonNegative(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? min(v, 1_000_000) : 0 }
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? max(-1_000_000, min(v, 1_000_000)) : 0 }
        var s = self
        s.lineSpacing = nonNegative(lineSpacing)
        s.paragraphSpacing = nonNegative(paragraphSpacing)
        s.paragraphSpacingBefore = nonNegative(paragraphSpacingBefore)
        s.headIndent = nonNegative(headIndent)
        s.tailIndent = finite(tailIndent)
        s.firstLineHeadIndent = nonNegative(firstLineHeadIndent)
        s.minimumLineHeight = nonNegative(minimumLineHeight)
        s.maximumLineHeight = nonNegative(maximumLineHeight)
        s.lineHeightMultiple = nonNegative(lineHeightMultiple)
        return s
    }
}
