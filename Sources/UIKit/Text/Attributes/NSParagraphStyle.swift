import Foundation

/// The paragraph attributes of attributed text: alignment, line breaking, indents, line
/// and paragraph spacing. Immutable; `NSMutableParagraphStyle` is the mutable subclass.
///
/// Get a mutable copy with `mutableCopy() as! NSMutableParagraphStyle`, as in UIKit. A
/// paragraph's style is the one of its first character.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    var values: ParagraphAttributes

    init(values: ParagraphAttributes) {
        self.values = values
        super.init()
    }

    /// A style with the default values: natural alignment, word wrapping, no spacing or
    /// indents.
    public override convenience init() { self.init(values: ParagraphAttributes()) }

    private static let defaultStyle = NSParagraphStyle()

    /// The default paragraph style.
    public class var `default`: NSParagraphStyle { defaultStyle }

    /// The text alignment; `.natural` by default.
    open var alignment: NSTextAlignment { values.alignment }
    /// How lines that do not fit are broken or truncated; `.byWordWrapping` by default.
    open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
    /// Points added between the lines of a paragraph.
    open var lineSpacing: CGFloat { values.lineSpacing }
    /// Points added after the paragraph (not after the last one).
    open var paragraphSpacing: CGFloat { values.paragraphSpacing }
    /// Points added before the paragraph (not before the first one).
    open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }
    /// The indent of lines other than the first, from the leading edge.
    open var headIndent: CGFloat { values.headIndent }
    /// Positive: the line width measured from the leading edge; zero or negative: the
    /// distance from the trailing edge.
    open var tailIndent: CGFloat { values.tailIndent }
    /// The indent of the paragraph's first line, from the leading edge.
    open var firstLineHeadIndent: CGFloat { values.firstLineHeadIndent }
    /// The smallest height of a line; 0 means no minimum.
    open var minimumLineHeight: CGFloat { values.minimumLineHeight }
    /// The largest height of a line; 0 means no maximum.
    open var maximumLineHeight: CGFloat { values.maximumLineHeight }
    /// A factor applied to the natural line height before the minimum and maximum; 0
    /// means none.
    open var lineHeightMultiple: CGFloat { values.lineHeightMultiple }

    public func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

    public func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSParagraphStyle else { return false }
        return values == other.values
    }

    open override var hash: Int { values.hashValue }
}
