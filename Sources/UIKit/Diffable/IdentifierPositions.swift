/// The position of each identifier in a list of unique identifiers, found by hash value.
///
/// The diffable data sources are generic classes that Swift does not specialize for an app's
/// identifier types, so a `[Item: Int]` there pays for generic metadata at every insertion and
/// lookup (most of a 10,000-item difference's time, measured). This keys a concrete
/// `[Int: Int]` by each identifier's hash value instead, confirming a match with `==`; the
/// rare identifiers whose hash value an earlier one already has go to a generic dictionary.
struct IdentifierPositions<Item: Hashable> {
    private let items: [Item]
    private var byHash: [Int: Int]
    private var sharingHash: [Item: Int] = [:]

    /// Indexes `items` (unique, as a snapshot's are).
    init(_ items: [Item]) {
        self.items = items
        byHash = [Int: Int](minimumCapacity: items.count)
        for position in items.indices {
            let hash = items[position].hashValue
            if byHash[hash] == nil {
                byHash[hash] = position
            } else {
                sharingHash[items[position]] = position
            }
        }
    }

    /// Where `item` is, or nil when it is not in the list.
    func position(of item: Item) -> Int? {
        if let position = byHash[item.hashValue], items[position] == item { return position }
        return sharingHash.isEmpty ? nil : sharingHash[item]
    }
}
