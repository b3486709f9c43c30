import Foundation

/// What the pasteboard knows about representation types: the uniform type identifiers
/// UIKit writes, which of them conform to which (UTType conformance, for the types the
/// pasteboard cares about), and the family a type belongs to, which decides what class of
/// value it may hold and is read back as.
///
/// There is no UniformTypeIdentifiers framework on Linux, so the conformance tree is a table
/// of the system types a pasteboard meets. Any other type (a reverse-DNS custom type, a
/// `dyn.` type) conforms only to itself.
enum PasteboardType {
    static let utf8PlainText = "public.utf8-plain-text"
    static let utf16PlainText = "public.utf16-plain-text"
    static let utf16ExternalPlainText = "public.utf16-external-plain-text"
    static let plainText = "public.plain-text"
    static let text = "public.text"
    static let url = "public.url"
    static let fileURL = "public.file-url"
    static let image = "public.image"
    static let png = "public.png"
    static let jpeg = "public.jpeg"
    static let tiff = "public.tiff"
    static let gif = "com.compuserve.gif"
    static let uikitImage = "com.apple.uikit.image"
    static let uikitColor = "com.apple.uikit.color"

    /// The types `string`/`strings` read and write, UIKit's `UIPasteboardTypeListString`.
    static let stringList = [utf8PlainText, text]
    /// `UIPasteboardTypeListURL`.
    static let urlList = [url]
    /// `UIPasteboardTypeListImage`.
    static let imageList = [png, tiff, jpeg, gif, uikitImage]
    /// `UIPasteboardTypeListColor`.
    static let colorList = [uikitColor]

    /// Each known type's direct parents in the conformance tree.
    private static let parents: [String: [String]] = [
        "public.data": ["public.item"],
        "public.content": [],
        text: ["public.data", "public.content"],
        plainText: [text],
        utf8PlainText: [plainText],
        utf16PlainText: [plainText],
        utf16ExternalPlainText: [plainText],
        "public.html": [text],
        "public.xml": [text],
        "public.json": [text],
        "public.rtf": [text],
        url: ["public.data"],
        fileURL: [url],
        image: ["public.data", "public.content"],
        png: [image],
        jpeg: [image],
        tiff: [image],
        gif: [image],
        "public.heic": [image],
        uikitImage: [image],
    ]

    /// Whether a representation of `type` can serve a request for `requested`: the same
    /// type, or one that conforms to it (`public.utf8-plain-text` serves `public.text`,
    /// `public.png` serves `public.image`).
    static func conforms(_ type: String, to requested: String) -> Bool {
        if type == requested { return true }
        return parents[type, default: []].contains { conforms($0, to: requested) }
    }

    /// The kinds of value a type stands for.
    enum Family {
        /// Text: values are strings.
        case text
        /// URLs.
        case url
        /// Images.
        case image
        /// Colours (`com.apple.uikit.color`).
        case color
        /// Anything else: the value is kept as given (property-list objects, URLs, data).
        case other
    }

    static func family(of type: String) -> Family {
        if conforms(type, to: text) { return .text }
        if conforms(type, to: url) { return .url }
        if conforms(type, to: image) { return .image }
        if type == uikitColor { return .color }
        return .other
    }
}
