import Foundation

/// A compositional layout's geometry: its sections placed one after another along the
/// scroll direction, `interSectionSpacing` apart. Building it costs one group template per
/// section; a query costs the sections and groups it meets.
@MainActor
final class CompositionalLayoutEngine {
    /// What one build needs from the collection view.
    struct Input {
        var axis: FlowScrollAxis
        /// The collection view's bounds size and adjusted content inset.
        var size: CGSize
        var adjustedInset: UIEdgeInsets
        /// What each content insets reference adds inside the adjusted content inset.
        var referenceInsets: (UIContentInsetsReference) -> UIEdgeInsets
        var traits: UITraitCollection
        var interSectionSpacing: CGFloat
        /// The lengths along the scroll direction that self-sizing cells of a section
        /// preferred, by item.
        var measuredLengths: (Int) -> [Int: CGFloat] = { _ in [:] }
    }

    let axis: FlowScrollAxis
    let sections: [CompositionalSectionGeometry]
    let contentSize: CGSize

    init(input: Input, sections: [(section: NSCollectionLayoutSection, items: Int)]) {
        axis = input.axis
        let axis = input.axis
        let inset = input.adjustedInset
        let crossExtent = max(0, axis == .vertical ? input.size.width - inset.left - inset.right
                                                   : input.size.height - inset.top - inset.bottom)
        let alongExtent = max(0, axis == .vertical ? input.size.height - inset.top - inset.bottom
                                                   : input.size.width - inset.left - inset.right)
        var position: CGFloat = 0
        var placed: [CompositionalSectionGeometry] = []
        placed.reserveCapacity(sections.count)
        for (index, entry) in sections.enumerated() {
            if index > 0 { position += input.interSectionSpacing }
            let geometry = Self.place(entry.section, items: entry.items, at: position, input: input,
                                      measured: input.measuredLengths(index),
                                      crossExtent: crossExtent, alongExtent: alongExtent)
            placed.append(geometry)
            position = geometry.end
        }
        self.sections = placed
        contentSize = axis.size(along: position, cross: crossExtent)
    }

    /// Places `section` (of `items` items) from `start` along the scroll direction.
    private static func place(_ section: NSCollectionLayoutSection, items: Int, at start: CGFloat, input: Input,
                              measured lengths: [Int: CGFloat], crossExtent: CGFloat,
                              alongExtent: CGFloat) -> CompositionalSectionGeometry {
        let axis = input.axis
        let reference = axis.edges(.zero, plus: input.referenceInsets(section.contentInsetsReference))
        let supplementaryReference = axis.edges(.zero, plus: input.referenceInsets(section.supplementaryContentInsetsReference))
        let insets = axis.edges(CompositionalGroupTemplate.insets(section.contentInsets), plus: .zero)
        let leadingCross = reference.crossBefore + insets.crossBefore
        let containerCross = max(0, crossExtent - reference.crossBefore - reference.crossAfter
                                    - insets.crossBefore - insets.crossAfter)
        let containerAlong = max(0, alongExtent - insets.alongBefore - insets.alongAfter)
        let container = axis.size(along: containerAlong, cross: containerCross)
        let groupSize = section.group.layoutSize.resolved(in: container)
        let template = CompositionalGroupTemplate(group: section.group, size: groupSize, traits: input.traits)
        let perGroup = template.leaves.count
        let groupCount = perGroup == 0 ? 0 : (items + perGroup - 1) / perGroup
        let groupAlong = axis.along(groupSize)
        // An orthogonal section's groups go side by side across the scroll direction.
        let behavior = section.orthogonalScrollingBehavior
        let orthogonal = behavior != .none
        let stride = (orthogonal ? axis.cross(groupSize) : groupAlong) + section.interGroupSpacing
        // A centred-paging row starts (and ends) with a group centred in the collection view.
        let crossStart = behavior == .groupPagingCentered ? (crossExtent - axis.cross(groupSize)) / 2 : leadingCross
        // Groups estimated along the scroll direction take their cells' preferred lengths
        // (not in an orthogonal row, whose groups keep their estimate).
        let groupDimension = axis == .vertical ? section.group.layoutSize.heightDimension
                                               : section.group.layoutSize.widthDimension
        let selfSizes = groupDimension.isEstimated && !orthogonal
        let measured = selfSizes && !lengths.isEmpty
            ? CompositionalMeasuredGroups(measured: lengths, leafLengths: template.leaves.map { axis.along($0.frame.size) },
                                          itemCount: items)
            : CompositionalMeasuredGroups()

        // Headers and footers: across the content (or the whole width less the reference),
        // one after another before and after it.
        let band: (start: CGFloat, length: CGFloat) = section.supplementariesFollowContentInsets
            ? (leadingCross, containerCross)
            : (supplementaryReference.crossBefore,
               max(0, crossExtent - supplementaryReference.crossBefore - supplementaryReference.crossAfter))
        let bandContainer = axis.size(along: containerAlong, cross: band.length)
        var position = start + section.headerTopPadding
        var boundaries: [CompositionalSectionGeometry.Boundary] = []
        func placeBoundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, leads: Bool, overlay: CGFloat) {
            let size = item.layoutSize.resolved(in: bandContainer)
            let length = axis.along(size)
            let along = item.extendsBoundary ? position : overlay - (leads ? 0 : length)
            let slot = axis.rect(along: along, cross: band.start, alongLength: length, crossLength: band.length)
            let frame = item.containerAnchor.frame(ofSize: size, in: slot).offsetBy(dx: item.offset.x, dy: item.offset.y)
            boundaries.append(.init(item: item, frame: frame, leads: leads))
            if item.extendsBoundary { position += length }
        }
        for item in section.boundarySupplementaryItems where item.leadsSection(along: axis) {
            placeBoundary(item, leads: true, overlay: start)
        }
        let groupsStart = position + insets.alongBefore
        let groupsLength = groupCount > 0 ? CGFloat(groupCount) * stride - section.interGroupSpacing : 0
        let groupsEnd = groupsStart + (orthogonal ? (groupCount > 0 ? groupAlong : 0) : groupsLength + measured.total)
        position = groupsEnd + insets.alongAfter
        let contentEnd = position
        for item in section.boundarySupplementaryItems where !item.leadsSection(along: axis) {
            placeBoundary(item, leads: false, overlay: contentEnd)
        }
        let end = position

        // Decorations cover the whole section across the reference, inset by their own insets.
        let sectionFrame = axis.rect(along: start, cross: reference.crossBefore, alongLength: end - start,
                                     crossLength: max(0, crossExtent - reference.crossBefore - reference.crossAfter))
        let decorations = section.decorationItems.map {
            (item: $0, frame: sectionFrame.inset(by: CompositionalGroupTemplate.insets($0.contentInsets)))
        }
        let row = orthogonal ? CompositionalSectionGeometry.Row(
            behavior: behavior, decelerationRate: section.orthogonalScrollingProperties.decelerationRate,
            bounce: section.orthogonalScrollingProperties.bounce,
            frame: axis.rect(along: groupsStart - insets.alongBefore, cross: 0,
                             alongLength: groupsEnd - groupsStart + insets.alongBefore + insets.alongAfter,
                             crossLength: crossExtent),
            contentLength: crossStart + groupsLength
                + (behavior == .groupPagingCentered ? crossStart : insets.crossAfter + reference.crossAfter)) : nil
        return CompositionalSectionGeometry(
            itemCount: items, template: template, start: start, end: end, groupsStart: groupsStart,
            groupsEnd: groupsEnd, insetBefore: insets.alongBefore, insetAfter: insets.alongAfter,
            crossStart: crossStart, groupStride: stride, groupCount: groupCount, boundaries: boundaries,
            decorations: decorations, selfSizes: selfSizes, measured: measured, list: section.listConfiguration, row: row,
            visibleItemsInvalidationHandler: section.visibleItemsInvalidationHandler)
    }

    /// The index of the first section that ends at or after `along`.
    private func firstSection(endingAfter along: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let middle = (low + high) / 2
            if sections[middle].end < along { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether any section's cells self-size.
    var selfSizes: Bool { sections.contains { $0.selfSizes } }

    /// Whether any section has a header or footer that pins.
    var pins: Bool { sections.contains { $0.boundaries.contains { $0.item.pinToVisibleBounds } } }

    /// Calls `body` with every section that may show in `rect` (pinned headers and footers
    /// stay within their sections, so these hold them too).
    func forEachSection(in rect: CGRect, _ body: (Int, CompositionalSectionGeometry) -> Void) {
        let range = axis.alongRange(rect)
        var index = firstSection(endingAfter: range.min)
        while index < sections.count, sections[index].start <= range.max {
            body(index, sections[index])
            index += 1
        }
    }
}
