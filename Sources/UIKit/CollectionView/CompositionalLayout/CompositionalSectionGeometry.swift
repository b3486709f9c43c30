import Foundation

/// One section of a compositional layout, placed: where it starts and ends along the scroll
/// direction, its group template and how the groups repeat, its headers and footers and its
/// decorations. Everything about the items is arithmetic on the template, so placing a
/// section does not depend on its number of items.
@MainActor
struct CompositionalSectionGeometry {
    /// A header or footer of the section.
    struct Boundary {
        let item: NSCollectionLayoutBoundarySupplementaryItem
        /// Its frame where the section puts it (unpinned).
        let frame: CGRect
        /// Whether it comes before the content (a header).
        let leads: Bool
    }

    /// An orthogonal section's row: how it scrolls, the frame its scroll view covers in the
    /// collection view's content (the groups and the content insets along the scroll
    /// direction, the whole width across it) and the length it scrolls over.
    struct Row {
        let behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior
        let decelerationRate: UICollectionLayoutSectionOrthogonalScrollingProperties.DecelerationRate
        let bounce: UICollectionLayoutSectionOrthogonalScrollingProperties.Bounce
        let frame: CGRect
        let contentLength: CGFloat
    }

    let itemCount: Int
    let template: CompositionalGroupTemplate
    /// Along the scroll direction: the section's start and end, where its first group starts
    /// and where the last one ends, and the content insets before and after them.
    let start: CGFloat, end: CGFloat, groupsStart: CGFloat, groupsEnd: CGFloat
    let insetBefore: CGFloat, insetAfter: CGFloat
    /// Across the scroll direction: where the groups start.
    let crossStart: CGFloat
    /// How far one group is from the next (across the scroll direction in an orthogonal
    /// row), and how many groups the items fill.
    let groupStride: CGFloat, groupCount: Int
    let boundaries: [Boundary]
    let decorations: [(item: NSCollectionLayoutDecorationItem, frame: CGRect)]
    /// Whether the section's groups take their cells' preferred lengths (the group's
    /// dimension along the scroll direction is `.estimated`), and the groups that did.
    let selfSizes: Bool
    let measured: CompositionalMeasuredGroups
    /// The list configuration of a list section.
    let list: UICollectionLayoutListConfiguration?
    /// The row, when the section scrolls orthogonally.
    let row: Row?
    /// The section's `visibleItemsInvalidationHandler`.
    let visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The number of items one group holds.
    var itemsPerGroup: Int { template.leaves.count }

    /// The frame of `item`, if the section has it.
    func itemFrame(_ item: Int, axis: FlowScrollAxis) -> CGRect? {
        guard item >= 0, item < itemCount, itemsPerGroup > 0 else { return nil }
        return leafFrame(group: item / itemsPerGroup, leaf: item % itemsPerGroup, axis: axis)
    }

    /// The frame of leaf `leaf` of group `group`: the template's, moved to the group and
    /// lengthened by what its cell measured.
    func leafFrame(group: Int, leaf: Int, axis: FlowScrollAxis) -> CGRect {
        var frame = translate(template.leaves[leaf].frame, group: group, axis: axis)
        let extra = measured.extra(ofLeaf: leaf, group: group)
        if extra != 0 {
            if axis == .vertical { frame.size.height += extra } else { frame.size.width += extra }
        }
        return frame
    }

    /// Where group `group` starts along the scroll direction.
    func groupStart(_ group: Int) -> CGFloat {
        groupsStart + CGFloat(group) * groupStride + measured.extra(before: group)
    }

    /// `frame` (in the template's coordinates) moved to group `group`.
    func translate(_ frame: CGRect, group: Int, axis: FlowScrollAxis) -> CGRect {
        let along = row == nil ? groupStart(group) : groupsStart
        let cross = row == nil ? crossStart : crossStart + CGFloat(group) * groupStride
        return axis == .vertical ? frame.offsetBy(dx: cross, dy: along) : frame.offsetBy(dx: along, dy: cross)
    }

    /// An orthogonal row's groups that may show in `range` across the scroll direction (one
    /// more each side, for badges reaching out of their group).
    func groups(across range: (min: CGFloat, max: CGFloat)) -> ClosedRange<Int>? {
        guard groupCount > 0 else { return nil }
        guard groupStride > 0 else { return 0...(groupCount - 1) }
        // Clamped before converting: a query rect may be unbounded.
        func index(_ position: CGFloat) -> Int {
            Int(min(max(((position - crossStart) / groupStride).rounded(.down), -1), CGFloat(groupCount)))
        }
        guard !range.min.isNaN, !range.max.isNaN else { return nil }
        let first = max(0, index(range.min) - 1), last = min(groupCount - 1, index(range.max) + 1)
        return first <= last ? first...last : nil
    }

    /// The last group starting at or before `along` (0 before the first).
    private func group(startingAtOrBefore along: CGFloat) -> Int {
        guard !measured.isEmpty else {
            return min(groupCount - 1, max(0, Int(((along - groupsStart) / groupStride).rounded(.down))))
        }
        var low = 0, high = groupCount - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if groupStart(middle) <= along { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The groups that may show in `range` along the scroll direction (one more each side,
    /// for cells or badges reaching out of their group).
    func groups(along range: (min: CGFloat, max: CGFloat)) -> ClosedRange<Int>? {
        guard groupCount > 0, groupStride > 0 else { return groupCount > 0 ? 0...(groupCount - 1) : nil }
        guard range.max >= groupsStart - groupStride, range.min <= groupsEnd + groupStride else { return nil }
        let first = max(0, group(startingAtOrBefore: range.min) - 1)
        let last = min(groupCount - 1, group(startingAtOrBefore: range.max) + 1)
        return first <= last ? first...last : nil
    }

    /// Where `boundary` is drawn: pinned ones stay inside `visible` (the bounds less the
    /// content inset) while their section's content is in view, never outside the section.
    func frame(of boundary: Boundary, visible: CGRect, axis: FlowScrollAxis) -> CGRect {
        guard boundary.item.pinToVisibleBounds else { return boundary.frame }
        let length = axis.along(boundary.frame.size)
        let natural = axis.alongRange(boundary.frame).min
        let view = axis.alongRange(visible)
        let along: CGFloat
        if boundary.leads {
            along = max(natural, min(view.min, groupsEnd + insetAfter - length))
        } else {
            along = min(natural, max(view.max - length, groupsStart - insetBefore))
        }
        let shift = along - natural
        return axis == .vertical ? boundary.frame.offsetBy(dx: 0, dy: shift) : boundary.frame.offsetBy(dx: shift, dy: 0)
    }
}
