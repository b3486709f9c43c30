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
        get { first(Self.stringKind) }
        set { write(newValue.map { [$0] }, Self.stringKind) }
    }

    /// The strings of all the items (see `string`).
    public var strings: [String]? {
        get { all(Self.stringKind) }
        set { write(newValue, Self.stringKind) }
    }

    /// Whether some item holds a string (or a URL, which reads as one), without converting
    /// anything.
    public var hasStrings: Bool { has(Self.stringKind) }

    // MARK: URLs

    /// The first item's URL (`public.url`). Writes `public.url`.
    public var url: URL? {
        get { first(Self.urlKind) }
        set { write(newValue.map { [$0] }, Self.urlKind) }
    }

    /// The URLs of all the items.
    public var urls: [URL]? {
        get { all(Self.urlKind) }
        set { write(newValue, Self.urlKind) }
    }

    /// Whether some item holds a URL.
    public var hasURLs: Bool { has(Self.urlKind) }

    // MARK: Images

    /// The first item's image (`typeListImage`, or any type conforming to `public.image`).
    /// Writes `public.png`; `data(forPasteboardType: "public.png")` gives its PNG data.
    public var image: UIImage? {
        get { first(Self.imageKind) }
        set { write(newValue.map { [$0] }, Self.imageKind) }
    }

    /// The images of all the items.
    public var images: [UIImage]? {
        get { all(Self.imageKind) }
        set { write(newValue, Self.imageKind) }
    }

    /// Whether some item holds an image.
    public var hasImages: Bool { has(Self.imageKind) }

    // MARK: Colours

    /// The first item's colour (`com.apple.uikit.color`). Writes `com.apple.uikit.color`.
    public var color: UIColor? {
        get { first(Self.colorKind) }
        set { write(newValue.map { [$0] }, Self.colorKind) }
    }

    /// The colours of all the items.
    public var colors: [UIColor]? {
        get { all(Self.colorKind) }
        set { write(newValue, Self.colorKind) }
    }

    /// Whether some item holds a colour.
    public var hasColors: Bool { has(Self.colorKind) }

    // MARK: The four kinds

    /// One kind of convenience value: the type it is written as, the types `has…` looks
    /// for, and how a value is made into a representation and read from an item.
    private struct Convenience<Value>: Sendable {
        var type: String
        var sources: [String]
        var represent: @Sendable (Value) -> PasteboardValue
        var read: @Sendable (PasteboardContents.Item) -> Value?
    }

    private static let stringKind = Convenience<String>(
        type: PasteboardType.utf8PlainText, sources: PasteboardType.stringList + [PasteboardType.url],
        represent: PasteboardValue.string,
        read: { item in
            if let text = item.representation(forAnyOf: PasteboardType.stringList),
               let string = text.value.object(for: PasteboardType.text) as? String {
                return string
            }
            return urlKind.read(item)?.absoluteString
        })

    private static let urlKind = Convenience<URL>(
        type: PasteboardType.url, sources: [PasteboardType.url], represent: PasteboardValue.url,
        read: { value(in: $0, forType: PasteboardType.url) as? URL })

    private static let imageTypes = PasteboardType.imageList + [PasteboardType.image]

    private static let imageKind = Convenience<UIImage>(
        type: PasteboardType.png, sources: imageTypes, represent: PasteboardValue.image,
        read: { $0.representation(forAnyOf: imageTypes)?.value.object(for: PasteboardType.image) as? UIImage })

    private static let colorKind = Convenience<UIColor>(
        type: PasteboardType.uikitColor, sources: [PasteboardType.uikitColor], represent: PasteboardValue.color,
        read: { value(in: $0, forType: PasteboardType.uikitColor) as? UIColor })

    private func first<Value>(_ kind: Convenience<Value>) -> Value? {
        currentContents().items.first.flatMap(kind.read)
    }

    private func all<Value>(_ kind: Convenience<Value>) -> [Value]? {
        let values = currentContents().items.compactMap(kind.read)
        return values.isEmpty ? nil : values
    }

    private func has<Value>(_ kind: Convenience<Value>) -> Bool {
        currentContents().items.contains { $0.representation(forAnyOf: kind.sources) != nil }
    }

    private func write<Value>(_ values: [Value]?, _ kind: Convenience<Value>) {
        replaceItems(values?.map { PasteboardContents.Item([(kind.type, kind.represent($0))]) } ?? [])
    }
}
