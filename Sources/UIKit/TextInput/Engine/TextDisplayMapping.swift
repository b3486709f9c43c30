import Foundation

/// How offsets in a text object's text map to offsets in the text it shows, when the two
/// differ: a secure field shows a bullet for each character (and briefly the last one
/// typed). Both sides are listed at the same character boundaries; offsets between
/// boundaries go to the boundary before.
struct TextDisplayMapping {
    /// The character boundaries of the text (UTF-16 offsets), ascending, from 0 to its
    /// length; nil when the text is shown as it is.
    private let modelBoundaries: [Int]?
    /// The same boundaries in the text shown.
    private let displayBoundaries: [Int]

    /// The text is shown as it is.
    static let identity = TextDisplayMapping(modelBoundaries: nil, displayBoundaries: [])

    init(modelBoundaries: [Int]?, displayBoundaries: [Int]) {
        self.modelBoundaries = modelBoundaries
        self.displayBoundaries = displayBoundaries
    }

    /// The offset shown for `offset` in the text.
    func displayOffset(_ offset: Int) -> Int {
        guard let modelBoundaries else { return offset }
        return displayBoundaries[Self.index(of: offset, in: modelBoundaries)]
    }

    /// The offset in the text for `offset` in what is shown.
    func modelOffset(_ offset: Int) -> Int {
        guard let modelBoundaries else { return offset }
        return modelBoundaries[Self.index(of: offset, in: displayBoundaries)]
    }

    /// The index of the last boundary at or before `offset` (binary search).
    private static func index(of offset: Int, in boundaries: [Int]) -> Int {
        var low = 0, high = boundaries.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if boundaries[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }
}
