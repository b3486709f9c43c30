/// Objects remembered without being kept alive, in the order added; entries of objects
/// that died are dropped now and then (when the list has doubled since the last sweep)
/// and whenever the live objects are asked for.
struct WeakList<Object: AnyObject> {
    private struct Entry {
        weak var object: Object?
    }

    private var entries: [Entry] = []
    private var sweepAt = 64

    /// Remembers `object` (again at the end, if it was there).
    mutating func append(_ object: Object) {
        if entries.count >= sweepAt {
            entries.removeAll { $0.object == nil }
            sweepAt = max(64, entries.count * 2)
        }
        entries.append(Entry(object: object))
    }

    /// Forgets `object`.
    mutating func remove(_ object: Object) {
        entries.removeAll { $0.object == nil || $0.object === object }
    }

    /// The objects alive, in the order added (dead entries are dropped).
    mutating func live() -> [Object] {
        entries.removeAll { $0.object == nil }
        return entries.compactMap(\.object)
    }
}
