import Foundation

/// The items of one section as an outline: items with children, each parent expanded or
/// collapsed. `items` lists them all depth first; `visibleItems` only those whose ancestors
/// are all expanded — what a diffable data source shows when the section snapshot is applied
/// to a section.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable> {
    /// The top-level items, in order.
    private(set) var roots: [ItemIdentifierType] = []
    /// Each parent's children, in order (only parents with children have an entry).
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// Each child's parent.
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    /// Every item held (for uniqueness and `contains`).
    private var members = Set<ItemIdentifierType>()
    /// The expanded items.
    private var expanded = Set<ItemIdentifierType>()

    /// An empty section snapshot.
    public init() {}

    // MARK: Queries

    /// Every item, depth first: each parent followed by its children.
    public var items: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        result.reserveCapacity(members.count)
        appendDepthFirst(roots, to: &result, onlyVisible: false)
        return result
    }

    /// The top-level items.
    public var rootItems: [ItemIdentifierType] { roots }

    /// The items shown: depth first, without the descendants of collapsed parents.
    public var visibleItems: [ItemIdentifierType] {
        var result: [ItemIdentifierType] = []
        appendDepthFirst(roots, to: &result, onlyVisible: true)
        return result
    }

    /// Whether the snapshot holds the item.
    public func contains(_ item: ItemIdentifierType) -> Bool { members.contains(item) }

    /// The item's index in `items`, or nil.
    public func index(of item: ItemIdentifierType) -> Int? {
        guard members.contains(item) else { return nil }
        return items.firstIndex(of: item)
    }

    /// How deep the item is: 0 for a top-level item. Stops the program for an item the
    /// snapshot does not hold, as UIKit raises.
    public func level(of item: ItemIdentifierType) -> Int {
        require(item, api: "level(of:)")
        var level = 0, current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The item's parent; nil for a top-level item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? {
        require(child, api: "parent(of:)")
        return parents[child]
    }

    /// Whether the item is expanded (its children shown when it is visible).
    public func isExpanded(_ item: ItemIdentifierType) -> Bool {
        require(item, api: "isExpanded(_:)")
        return expanded.contains(item)
    }

    /// Whether the item shows: every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        require(item, api: "isVisible(_:)")
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// The part of the outline under `parent` (and `parent` itself, as the root, when
    /// `includingParent`), with its expansion states.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot {
        require(parent, api: "snapshot(of:includingParent:)")
        var result = NSDiffableDataSourceSectionSnapshot()
        if includingParent {
            result.append([parent])
            result.copyDescendants(of: parent, from: self, under: parent)
            if expanded.contains(parent) { result.expanded.insert(parent) }
        } else {
            result.append(children[parent] ?? [])
            for child in children[parent] ?? [] {
                result.copyDescendants(of: child, from: self, under: child)
                if expanded.contains(child) { result.expanded.insert(child) }
            }
        }
        return result
    }

    /// The outline drawn as indented text, one item per line (for debugging).
    public func visualDescription() -> String {
        items.map { String(repeating: "  ", count: level(of: $0)) + (expanded.contains($0) ? "- " : "+ ") + "\($0)" }
            .joined(separator: "\n")
    }

    // MARK: Changing

    /// Adds the items at the end of `parent`'s children (the top level when nil).
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        requireNew(items, api: "append(_:to:)")
        if let parent {
            require(parent, api: "append(_:to:)")
            children[parent, default: []].append(contentsOf: items)
            for item in items { parents[item] = parent }
        } else {
            roots.append(contentsOf: items)
        }
        members.formUnion(items)
    }

    /// Adds the items just before `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, nextTo: item, offset: 0, api: "insert(_:before:)")
    }

    /// Adds the items just after `item`, as its siblings.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, nextTo: item, offset: 1, api: "insert(_:after:)")
    }

    /// Adds another outline's items (with their children and expansion) at the end of
    /// `parent`'s children (the top level when nil).
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot, to parent: ItemIdentifierType? = nil) {
        append(snapshot.roots, to: parent)
        merge(snapshot)
    }

    /// Adds another outline just before `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, before item: ItemIdentifierType) {
        insert(snapshot.roots, before: item)
        merge(snapshot)
    }

    /// Adds another outline just after `item`, as its siblings.
    public mutating func insert(_ snapshot: NSDiffableDataSourceSectionSnapshot, after item: ItemIdentifierType) {
        insert(snapshot.roots, after: item)
        merge(snapshot)
    }

    /// Replaces `parent`'s descendants with another outline's items.
    public mutating func replace(childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot) {
        require(parent, api: "replace(childrenOf:using:)")
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    /// Removes the items with all their descendants; items not held are ignored.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var removing = Set<ItemIdentifierType>()
        for item in items where members.contains(item) { collectSubtree(of: item, into: &removing) }
        guard !removing.isEmpty else { return }
        roots.removeAll { removing.contains($0) }
        for item in removing {
            if let parent = parents.removeValue(forKey: item), !removing.contains(parent) {
                children[parent]?.removeAll { $0 == item }
                if children[parent]?.isEmpty == true { children[parent] = nil }
            }
            children[item] = nil
            expanded.remove(item)
        }
        members.subtract(removing)
    }

    /// Removes every item.
    public mutating func deleteAll() {
        self = NSDiffableDataSourceSectionSnapshot()
    }

    /// Expands the items: their children show when they are visible.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items {
            require(item, api: "expand(_:)")
            expanded.insert(item)
        }
    }

    /// Collapses the items: their descendants are hidden.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items {
            require(item, api: "collapse(_:)")
            expanded.remove(item)
        }
    }

    // MARK: Private

    private func appendDepthFirst(_ level: [ItemIdentifierType], to result: inout [ItemIdentifierType], onlyVisible: Bool) {
        for item in level {
            result.append(item)
            if let kids = children[item], !onlyVisible || expanded.contains(item) {
                appendDepthFirst(kids, to: &result, onlyVisible: onlyVisible)
            }
        }
    }

    private func collectSubtree(of item: ItemIdentifierType, into set: inout Set<ItemIdentifierType>) {
        set.insert(item)
        for child in children[item] ?? [] { collectSubtree(of: child, into: &set) }
    }

    /// Copies `item`'s descendants (and their expansion) from `source`, under `parent` here.
    private mutating func copyDescendants(of item: ItemIdentifierType, from source: NSDiffableDataSourceSectionSnapshot,
                                          under parent: ItemIdentifierType) {
        guard let kids = source.children[item] else { return }
        append(kids, to: parent)
        for kid in kids {
            if source.expanded.contains(kid) { expanded.insert(kid) }
            copyDescendants(of: kid, from: source, under: kid)
        }
    }

    /// Takes in the hierarchy below `snapshot`'s roots (already added here) and its
    /// expansion states.
    private mutating func merge(_ snapshot: NSDiffableDataSourceSectionSnapshot) {
        for root in snapshot.roots { copyDescendants(of: root, from: snapshot, under: root) }
        expanded.formUnion(snapshot.expanded)
    }

    private mutating func insert(_ items: [ItemIdentifierType], nextTo item: ItemIdentifierType, offset: Int, api: String) {
        require(item, api: api)
        requireNew(items, api: api)
        if let parent = parents[item] {
            let index = children[parent]!.firstIndex(of: item)! + offset
            children[parent]!.insert(contentsOf: items, at: index)
            for new in items { parents[new] = parent }
        } else {
            roots.insert(contentsOf: items, at: roots.firstIndex(of: item)! + offset)
        }
        members.formUnion(items)
    }

    private func require(_ item: ItemIdentifierType, api: String) {
        guard members.contains(item) else {
            preconditionFailure("NSDiffableDataSourceSectionSnapshot.\(api): invalid item identifier \(item): "
                                + "the section snapshot has no such item")
        }
    }

    private func requireNew(_ items: [ItemIdentifierType], api: String) {
        var seen = Set<ItemIdentifierType>()
        let duplicates = items.filter { !seen.insert($0).inserted || members.contains($0) }
        guard duplicates.isEmpty else {
            preconditionFailure("NSDiffableDataSourceSectionSnapshot.\(api): supplied item identifiers are not unique. "
                                + "Duplicate identifiers: \(duplicates) (each item needs an identifier of its own)")
        }
    }
}
