import Foundation

/// One group of a section laid out once, at the origin: every cell's frame in the group
/// (item content insets applied) and the supplementary items anchored to each. The
/// section's groups are this template moved along the scroll direction, so a section of any
/// length costs one template.
@MainActor
struct CompositionalGroupTemplate {
    /// A supplementary item on a cell of the template.
    struct Supplementary {
        let kind: String
        let frame: CGRect
        let zIndex: Int
    }

    /// A cell's place in the group and its supplementary items.
    struct Leaf {
        let frame: CGRect
        let supplementaries: [Supplementary]
    }

    /// The group's size.
    let size: CGSize
    /// The cells, in item order.
    private(set) var leaves: [Leaf] = []

    /// Lays `group` out in a frame of `size`; `traits` go to custom groups' providers.
    init(group: NSCollectionLayoutGroup, size: CGSize, traits: UITraitCollection) {
        self.size = size
        place(group, in: CGRect(origin: .zero, size: size), traits: traits)
    }

    /// Most places a repeating group makes before it stops: a guard against subitems too
    /// small to ever fill it.
    private static let placeLimit = 10_000

    private mutating func place(_ item: NSCollectionLayoutItem, in frame: CGRect, traits: UITraitCollection) {
        guard let group = item as? NSCollectionLayoutGroup else {
            let cell = frame.inset(by: Self.insets(item.contentInsets))
            let supplementaries = item.supplementaryItems.map {
                Supplementary(kind: $0.elementKind, frame: $0.frame(in: cell), zIndex: $0.zIndex)
            }
            leaves.append(Leaf(frame: cell, supplementaries: supplementaries))
            return
        }
        let content = frame.inset(by: Self.insets(group.contentInsets))
        switch group.arrangement {
        case .custom(let provider):
            let container = CompositionalLayoutContainer(contentSize: content.size, contentInsets: .zero)
            let environment = CompositionalLayoutEnvironment(container: container, traitCollection: traits)
            for custom in provider(environment) {
                leaves.append(Leaf(frame: custom.frame.offsetBy(dx: content.minX, dy: content.minY), supplementaries: []))
            }
        case .horizontal:
            for (subitem, subframe) in Self.line(group, in: content, horizontal: true) { place(subitem, in: subframe, traits: traits) }
        case .vertical:
            for (subitem, subframe) in Self.line(group, in: content, horizontal: false) { place(subitem, in: subframe, traits: traits) }
        }
    }

    /// The subitems of a row (`horizontal`) or column and their frames in `content`: in
    /// order, repeated while the next fits (or exactly `count`, sharing the length), the
    /// items' edge spacing around them, the group's spacing between them — a flexible
    /// spacing grows to share the room left.
    private static func line(_ group: NSCollectionLayoutGroup, in content: CGRect,
                             horizontal: Bool) -> [(NSCollectionLayoutItem, CGRect)] {
        let length = horizontal ? content.width : content.height
        let spacing = group.interItemSpacing?.spacing ?? 0
        var placed: [(NSCollectionLayoutItem, CGRect)] = []
        var position: CGFloat = 0
        var index = 0
        while placed.count < (group.repeatCount ?? placeLimit) {
            let subitem = group.subitems[index % group.subitems.count]
            index += 1
            var size = subitem.layoutSize.resolved(in: content.size)
            if let count = group.repeatCount {
                let share = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
                if horizontal { size.width = share } else { size.height = share }
            }
            let edges = subitem.edgeSpacing
            let before = (horizontal ? edges?.leading : edges?.top)?.spacing ?? 0
            let after = (horizontal ? edges?.trailing : edges?.bottom)?.spacing ?? 0
            let across = (horizontal ? edges?.top : edges?.leading)?.spacing ?? 0
            let extent = horizontal ? size.width : size.height
            let start = position + (placed.isEmpty ? 0 : spacing) + before
            // A repeating line stops when the next subitem would cross its end (one always fits).
            if group.repeatCount == nil, !placed.isEmpty, start + extent > length + 0.001 { break }
            let frame = horizontal
                ? CGRect(x: content.minX + start, y: content.minY + across, width: size.width, height: size.height)
                : CGRect(x: content.minX + across, y: content.minY + start, width: size.width, height: size.height)
            placed.append((subitem, frame))
            position = start + extent + after
            if extent <= 0 && group.repeatCount == nil { break }
        }
        guard let flexible = group.interItemSpacing, flexible.isFlexibleSpacing, placed.count > 1 else { return placed }
        let extra = max(0, length - position) / CGFloat(placed.count - 1)
        return placed.enumerated().map { offset, entry in
            let shift = extra * CGFloat(offset)
            return (entry.0, entry.1.offsetBy(dx: horizontal ? shift : 0, dy: horizontal ? 0 : shift))
        }
    }

    /// Directional insets as left-to-right edge insets.
    static func insets(_ directional: NSDirectionalEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: directional.top, left: directional.leading, bottom: directional.bottom, right: directional.trailing)
    }
}
