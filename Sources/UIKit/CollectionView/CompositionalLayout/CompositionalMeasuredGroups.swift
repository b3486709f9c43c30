import Foundation

/// The groups of a section whose length along the scroll direction differs from the
/// template's because their cells self-sized (an `.estimated` dimension replaced by the
/// cell's preferred size). Only the measured groups are stored — sorted, with the extra
/// length before each — so a group's start costs a binary search over them, and a section
/// of a million estimated rows costs what has been shown of it.
struct CompositionalMeasuredGroups {
    /// The measured groups' indices, ascending.
    private(set) var indices: [Int] = []
    /// Each measured group's extra length over the template's (negative when shorter).
    private(set) var extras: [CGFloat] = []
    /// `extrasBefore[k]`: the summed extras of the first `k` measured groups.
    private(set) var extrasBefore: [CGFloat] = [0]
    /// How much a measured leaf's length differs from the template's, by group and leaf.
    private(set) var leafExtras: [Int: [Int: CGFloat]] = [:]

    /// No group measured.
    init() {}

    /// Measurements (item → preferred length along the scroll direction) of a section whose
    /// template leaves have `leafLengths`, `perGroup` to a group.
    init(measured: [Int: CGFloat], leafLengths: [CGFloat], itemCount: Int) {
        let perGroup = leafLengths.count
        guard perGroup > 0 else { return }
        for (item, length) in measured where item >= 0 && item < itemCount {
            let group = item / perGroup, leaf = item % perGroup
            leafExtras[group, default: [:]][leaf] = length - leafLengths[leaf]
        }
        indices = leafExtras.keys.sorted()
        extras = indices.map { group in
            // The group grows (or shrinks) by its leaves' largest change.
            leafExtras[group]!.values.max()!
        }
        for extra in extras { extrasBefore.append(extrasBefore[extrasBefore.count - 1] + extra) }
    }

    var isEmpty: Bool { indices.isEmpty }

    /// The summed extras of every measured group.
    var total: CGFloat { extrasBefore[extrasBefore.count - 1] }

    /// The summed extras of the groups before `group`.
    func extra(before group: Int) -> CGFloat {
        var low = 0, high = indices.count
        while low < high {
            let middle = (low + high) / 2
            if indices[middle] < group { low = middle + 1 } else { high = middle }
        }
        return extrasBefore[low]
    }

    /// `group`'s own extra length.
    func extra(of group: Int) -> CGFloat {
        guard let leaves = leafExtras[group] else { return 0 }
        return leaves.values.max()!
    }

    /// The extra length of leaf `leaf` of `group` (zero when it was not measured).
    func extra(ofLeaf leaf: Int, group: Int) -> CGFloat {
        leafExtras[group]?[leaf] ?? 0
    }
}
