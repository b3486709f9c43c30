import Foundation

/// The string, URL, image and colour conveniences. Each singular property reads the first
/// item and writes one item; each plural reads every item that has such a value (so the
/// array may be shorter than `numberOfItems`; nil when there is none) and writes one item
/// per value. Setting replaces every item; setting nil leaves the pasteboard without items.
extension UIPasteboard {
    // MARK: Strings

    /// The first item's string: its `public.utf8-plain-text` or other text representation
    /// (`typeListString`), else its URL's absolute string. Writes `public.utf8-plain-text`.
    public var string: String? {
        get { currentContents().items.first.flatMap(Self.string(in:)) }
        set { replaceItems(newValue.map { [Self.item(PasteboardType.utf8PlainText, .string($0))] } ?? []) }
    }

    /// The strings of all the items (see `string`).
    public var strings: [String]? {
        get { Self.nonEmpty(currentContents().items.compactMap(Self.string(in:))) }
        set { replaceItems(newValue?.map { Self.item(PasteboardType.utf8PlainText, .string($0)) } ?? []) }
    }

    /// Whether some item holds a string (or a URL, which reads as one), without converting
    /// anything.
    public var hasStrings: Bool {
        currentContents().items.contains { $0.representation(forAnyOf: Self.stringSources) != nil }
    }

    // MARK: URLs

    /// The first item's URL (`public.url`). Writes `public.url`.
    public var url: URL? {
        get { currentContents().items.first.flatMap(Self.url(in:)) }
        set { replaceItems(newValue.map { [Self.item(PasteboardType.url, .url($0))] } ?? []) }
    }

    /// The URLs of all the items.
    public var urls: [URL]? {
        get { Self.nonEmpty(currentContents().items.compactMap(Self.url(in:))) }
        set { replaceItems(newValue?.map { Self.item(PasteboardType.url, .url($0)) } ?? []) }
    }

    /// Whether some item holds a URL.
    public var hasURLs: Bool {
        currentContents().items.contains { $0.representation(for: PasteboardType.url) != nil }
    }

    // MARK: Images

    /// The first item's image (`typeListImage`, or any type conforming to `public.image`).
    /// Writes `public.png`; `data(forPasteboardType: "public.png")` gives its PNG data.
    public var image: UIImage? {
        get { currentContents().items.first.flatMap(Self.image(in:)) }
        set { replaceItems(newValue.map { [Self.item(PasteboardType.png, .image($0))] } ?? []) }
    }

    /// The images of all the items.
    public var images: [UIImage]? {
        get { Self.nonEmpty(currentContents().items.compactMap(Self.image(in:))) }
        set { replaceItems(newValue?.map { Self.item(PasteboardType.png, .image($0)) } ?? []) }
    }

    /// Whether some item holds an image.
    public var hasImages: Bool {
        currentContents().items.contains { $0.representation(forAnyOf: Self.imageSources) != nil }
    }

    // MARK: Colours

    /// The first item's colour (`com.apple.uikit.color`). Writes `com.apple.uikit.color`.
    public var color: UIColor? {
        get { currentContents().items.first.flatMap(Self.color(in:)) }
        set { replaceItems(newValue.map { [Self.item(PasteboardType.uikitColor, .color($0))] } ?? []) }
    }

    /// The colours of all the items.
    public var colors: [UIColor]? {
        get { Self.nonEmpty(currentContents().items.compactMap(Self.color(in:))) }
        set { replaceItems(newValue?.map { Self.item(PasteboardType.uikitColor, .color($0)) } ?? []) }
    }

    /// Whether some item holds a colour.
    public var hasColors: Bool {
        currentContents().items.contains { $0.representation(for: PasteboardType.uikitColor) != nil }
    }

    // MARK: Reading one item

    private static let stringSources = PasteboardType.stringList + [PasteboardType.url]
    private static let imageSources = PasteboardType.imageList + [PasteboardType.image]

    private static func nonEmpty<Value>(_ values: [Value]) -> [Value]? {
        values.isEmpty ? nil : values
    }

    private static func item(_ type: String, _ value: PasteboardValue) -> PasteboardContents.Item {
        PasteboardContents.Item([(type, value)])
    }

    private static func string(in item: PasteboardContents.Item) -> String? {
        if let text = item.representation(forAnyOf: PasteboardType.stringList),
           let string = text.value.object(for: PasteboardType.text) as? String {
            return string
        }
        return url(in: item)?.absoluteString
    }

    private static func url(in item: PasteboardContents.Item) -> URL? {
        value(in: item, forType: PasteboardType.url) as? URL
    }

    private static func image(in item: PasteboardContents.Item) -> UIImage? {
        item.representation(forAnyOf: imageSources)?.value.object(for: PasteboardType.image) as? UIImage
    }

    private static func color(in item: PasteboardContents.Item) -> UIColor? {
        value(in: item, forType: PasteboardType.uikitColor) as? UIColor
    }
}
