/// A map from identifiers (``Variable``'s and ``Constraint``'s process-wide serial numbers)
/// to small integers, read by direct indexing in pages of 1024 entries, with no hashing.
///
/// The solver looks these up on every add, remove and suggestion. Objects made together have
/// neighbouring numbers, so a solver's entries share few pages; a page is freed when its
/// last entry goes, so a long-lived solver only holds pages for what it holds now.
struct IdentifierMap {
    private var pages: [[Int32]] = []
    private var pageCounts: [Int32] = []
    private(set) var count = 0

    private static let pageBits = 10, pageSize = 1 << pageBits

    subscript(identifier: Int) -> Int? {
        get {
            let page = identifier >> Self.pageBits
            guard page < pages.count, !pages[page].isEmpty else { return nil }
            let value = pages[page][identifier & (Self.pageSize - 1)]
            return value < 0 ? nil : Int(value)
        }
        set {
            let page = identifier >> Self.pageBits, slot = identifier & (Self.pageSize - 1)
            if page >= pages.count {
                guard newValue != nil else { return }
                pages.append(contentsOf: repeatElement([], count: page + 1 - pages.count))
                pageCounts.append(contentsOf: repeatElement(0, count: page + 1 - pageCounts.count))
            }
            if pages[page].isEmpty {
                guard newValue != nil else { return }
                pages[page] = Array(repeating: -1, count: Self.pageSize)
            }
            let wasPresent = pages[page][slot] >= 0
            pages[page][slot] = Int32(newValue ?? -1)
            switch (wasPresent, newValue != nil) {
            case (false, true):
                count += 1
                pageCounts[page] += 1
            case (true, false):
                count -= 1
                pageCounts[page] -= 1
                if pageCounts[page] == 0 { pages[page] = [] }
            default:
                break
            }
        }
    }
}
