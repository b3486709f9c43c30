import Foundation

extension UIPasteboard {
    // MARK: Items

    /// The items: one dictionary per item, from representation type to value, each value
    /// as `value(forPasteboardType:)` reads it. Setting replaces every item (and clears
    /// the options `setItems(_:options:)` gave). Values the pasteboard refuses — a class
    /// that does not suit its type, or an object that is not a property-list object, data,
    /// URL, image or colour — are left out of their item.
    public var items: [[String: Any]] {
        get { currentContents().items.map(\.dictionary) }
        set { replaceItems(newValue.map(PasteboardContents.Item.init(dictionary:))) }
    }

    /// Replaces every item with `items`, applying `options` to all of them:
    /// `.expirationDate` (a `Date`) removes the items once it has passed (checked whenever
    /// the pasteboard is used), `.localOnly` (a `Bool`) is kept with them. Options of
    /// another type are ignored.
    public func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        var contents = PasteboardContents(items: items.map(PasteboardContents.Item.init(dictionary:)))
        contents.expirationDate = options[.expirationDate] as? Date
        contents.localOnly = options[.localOnly] as? Bool ?? false
        write { _ in contents }
    }

    /// Appends `items` after the current ones, which stay as they are (as do the options
    /// they were written with). Adding nothing changes nothing.
    public func addItems(_ items: [[String: Any]]) {
        guard !items.isEmpty else { return }
        let added = items.map(PasteboardContents.Item.init(dictionary:))
        write { contents in
            var contents = contents
            contents.items += added
            return contents
        }
    }

    /// How many items the pasteboard holds.
    public var numberOfItems: Int { currentContents().items.count }

    /// The representation types of the first item, in order (empty without items).
    public var types: [String] { currentContents().items.first?.types ?? [] }

    /// The representation types of each item in `itemSet` (nil: every item); nil when
    /// `itemSet` names an item the pasteboard does not have.
    public func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        Self.items(currentContents().items, in: itemSet)?.map(\.types)
    }

    /// The positions of the items holding a representation of one of `pasteboardTypes`
    /// (or of a type conforming to one: `public.png` counts for `public.image`).
    public func itemSet(withPasteboardTypes pasteboardTypes: [String]) -> IndexSet? {
        let items = currentContents().items
        return IndexSet(items.indices.filter { items[$0].representation(forAnyOf: pasteboardTypes) != nil })
    }

    /// Whether the first item holds a representation of one of `pasteboardTypes`, or of a
    /// type conforming to one.
    public func contains(pasteboardTypes: [String]) -> Bool {
        currentContents().items.first?.representation(forAnyOf: pasteboardTypes) != nil
    }

    /// Whether the items in `itemSet` (nil: every item) each hold a representation of one
    /// of `pasteboardTypes`; false when there are no such items.
    public func contains(pasteboardTypes: [String], inItemSet itemSet: IndexSet?) -> Bool {
        guard let items = Self.items(currentContents().items, in: itemSet), !items.isEmpty else { return false }
        return items.allSatisfy { $0.representation(forAnyOf: pasteboardTypes) != nil }
    }

    // MARK: Reading values

    /// The first item's representation of `pasteboardType` as bytes: data as written,
    /// text encoded (UTF-8), a URL's absolute string, an image as PNG, a property list
    /// serialized. Nil when the first item has no such representation.
    public func data(forPasteboardType pasteboardType: String) -> Data? {
        currentContents().items.first.flatMap { Self.data(in: $0, forType: pasteboardType) }
    }

    /// The representation of `pasteboardType` of each item in `itemSet` (nil: every item)
    /// that has one, as bytes. (UIKit puts `NSNull` in the place of items without one,
    /// which a Swift `[Data]` cannot hold; they are left out.)
    public func data(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Data]? {
        Self.items(currentContents().items, in: itemSet)?.compactMap { Self.data(in: $0, forType: pasteboardType) }
    }

    /// The first item's representation of `pasteboardType` as an object of the class the
    /// type stands for: a `String` for text types, a `URL` for URL types, a `UIImage` for
    /// image types, a `UIColor` for `com.apple.uikit.color`; for any other type the value
    /// as written (a property-list object, or `Data`). Nil when the first item has no such
    /// representation.
    public func value(forPasteboardType pasteboardType: String) -> Any? {
        currentContents().items.first.flatMap { Self.value(in: $0, forType: pasteboardType) }
    }

    /// `value(forPasteboardType:)` for each item in `itemSet` (nil: every item) having such
    /// a representation.
    public func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        Self.items(currentContents().items, in: itemSet)?.compactMap { Self.value(in: $0, forType: pasteboardType) }
    }

    // MARK: Writing values

    /// Replaces every item with one holding `value` as its only representation, of type
    /// `pasteboardType`. `value` is a property-list object (`String`, `Array`,
    /// `Dictionary`, `Date`, a number), a `URL`, a `UIImage`, a `UIColor` or `Data`, and
    /// its class must suit the type (a string for a text type, an image for an image type);
    /// otherwise nothing is written and `changeCount` stays as it is.
    public func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        guard let value = PasteboardValue(value, forType: pasteboardType) else { return }
        replaceItems([PasteboardContents.Item([(pasteboardType, value)])])
    }

    /// Replaces every item with one holding `data` as its only representation, of type
    /// `pasteboardType`.
    public func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems([PasteboardContents.Item([(pasteboardType, .data(data))])])
    }

    // MARK: Helpers

    /// The items at the positions in `itemSet` (nil: all), or nil when one is missing.
    static func items(_ items: [PasteboardContents.Item], in itemSet: IndexSet?) -> [PasteboardContents.Item]? {
        guard let itemSet else { return items }
        guard itemSet.allSatisfy(items.indices.contains) else { return nil }
        return itemSet.map { items[$0] }
    }

    static func value(in item: PasteboardContents.Item, forType type: String) -> Any? {
        item.representation(for: type)?.value.object(for: type)
    }

    private static func data(in item: PasteboardContents.Item, forType type: String) -> Data? {
        item.representation(for: type).flatMap { $0.value.data(storedAs: $0.type) }
    }
}
