import Foundation

/// A piece of text a text view lets the user interact with — a link, or text tagged by the
/// app — as its delegate is told (`textView(_:primaryActionFor:defaultAction:)`).
@MainActor
open class UITextItem: NSObject {
    /// What the item is.
    public enum Content {
        /// A link to `URL` (a `.link` attribute, or data a detector found).
        case link(URL)
        /// Text tagged with `UITextItem.tagAttributeName`.
        case tag(String)
    }

    /// The kinds of item.
    public enum ContentType: Int, Sendable {
        case link = 0
        case textAttachment = 1
        case tag = 2
    }

    /// The attribute that makes a range of text an item with a tag (iOS 17).
    public static let tagAttributeName = NSAttributedString.Key("UITextItemTagAttributeName")

    /// What the item is.
    public let content: Content
    /// Where it is in the text view's text (UTF-16).
    public let range: NSRange

    init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
    }

    /// The kind of item.
    public var contentType: ContentType {
        switch content {
        case .link: .link
        case .tag: .tag
        }
    }

    /// The URL of a link; nil for other items.
    public var link: URL? {
        if case .link(let url) = content { return url }
        return nil
    }

    /// The tag of a tagged range; nil for other items.
    public var tagIdentifier: String? {
        if case .tag(let tag) = content { return tag }
        return nil
    }
}
