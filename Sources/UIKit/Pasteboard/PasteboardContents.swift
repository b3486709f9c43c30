import Foundation

/// What a pasteboard holds: its items, each with its representations in order, and the
/// options they were written with. A value: writers build a new one, readers keep a copy.
struct PasteboardContents: Sendable {
    /// One item: the same thing in several representation types.
    struct Item: Sendable {
        typealias Representation = (type: String, value: PasteboardValue)

        var representations: [Representation]

        init(_ representations: [Representation]) {
            self.representations = representations
        }

        /// An item from one of UIKit's item dictionaries: representations the pasteboard
        /// refuses (see `PasteboardValue`) are left out. Dictionaries have no order, so the
        /// types are sorted, which keeps `types` the same from run to run.
        init(dictionary: [String: Any]) {
            representations = dictionary.keys.sorted().compactMap { type in
                PasteboardValue(dictionary[type]!, forType: type).map { (type, $0) }
            }
        }

        var types: [String] { representations.map(\.type) }

        /// The representation that serves a request for `requested`: one of that very
        /// type, else the first whose type conforms to it.
        func representation(for requested: String) -> Representation? {
            representations.first { $0.type == requested }
                ?? representations.first { PasteboardType.conforms($0.type, to: requested) }
        }

        /// The first representation serving any of `requested`, tried in that order.
        func representation(forAnyOf requested: [String]) -> Representation? {
            requested.lazy.compactMap(representation(for:)).first
        }

        /// The item as UIKit's dictionary, each value as `value(forPasteboardType:)` reads it.
        var dictionary: [String: Any] {
            Dictionary(representations.map { ($0.type, $0.value.object(for: $0.type)) }) { first, _ in first }
        }
    }

    var items: [Item] = []
    /// `UIPasteboard.OptionsKey.expirationDate`: the items go when it passes.
    var expirationDate: Date?
    /// `UIPasteboard.OptionsKey.localOnly`.
    var localOnly = false

    static let empty = PasteboardContents()

    /// Every type of every item, each once, in order of first appearance.
    var allTypes: [String] {
        var seen = Set<String>()
        return items.flatMap(\.types).filter { seen.insert($0).inserted }
    }

    /// Whether the items have expired at `now`.
    func hasExpired(at now: Date) -> Bool {
        guard let expirationDate, !items.isEmpty else { return false }
        return expirationDate <= now
    }
}

/// The types a change added and removed: what `changedNotification` reports.
struct PasteboardChange: Sendable, Equatable {
    var added: [String]
    var removed: [String]

    init(from old: PasteboardContents, to new: PasteboardContents) {
        let before = old.allTypes, after = new.allTypes
        added = after.filter { !before.contains($0) }
        removed = before.filter { !after.contains($0) }
    }

    /// The notification's `userInfo`: nil when items changed but no type came or went, as
    /// in UIKit; otherwise the non-empty lists under their keys.
    var userInfo: [AnyHashable: Any]? {
        var info: [AnyHashable: Any] = [:]
        if !added.isEmpty { info[UIPasteboard.changedTypesAddedUserInfoKey] = added }
        if !removed.isEmpty { info[UIPasteboard.changedTypesRemovedUserInfoKey] = removed }
        return info.isEmpty ? nil : info
    }
}
