import Foundation

// Adding, removing, moving and marking items. Identifiers must be unique across the whole
// snapshot: a duplicate stops the program, as UIKit raises.
extension NSDiffableDataSourceSnapshot {
    /// Adds the items at the end of `sectionIdentifier`'s section (the last section when
    /// nil).
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let api = "appendItems(_:toSection:)"
        let index: Int
        if let sectionIdentifier {
            index = requiredIndex(of: sectionIdentifier, api: api)
        } else {
            guard !sections.isEmpty else {
                preconditionFailure("NSDiffableDataSourceSnapshot.\(api): there are currently no sections in the snapshot; "
                                    + "add a section with appendSections(_:) first")
            }
            index = sections.count - 1
        }
        requireNew(identifiers, api: api)
        sectionItems[index].append(contentsOf: identifiers)
        for identifier in identifiers { itemSections[identifier] = sections[index] }
    }

    /// Adds the items just before `beforeIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, at: requiredLocation(of: beforeIdentifier, api: "insertItems(_:beforeItem:)"), offset: 0,
               api: "insertItems(_:beforeItem:)")
    }

    /// Adds the items just after `afterIdentifier`, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, at: requiredLocation(of: afterIdentifier, api: "insertItems(_:afterItem:)"), offset: 1,
               api: "insertItems(_:afterItem:)")
    }

    /// Removes the items; identifiers the snapshot does not hold are ignored.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var removing: [Int: Set<ItemIdentifierType>] = [:]
        for identifier in identifiers {
            guard let section = itemSections.removeValue(forKey: identifier), let index = sectionIndexes[section] else { continue }
            removing[index, default: []].insert(identifier)
        }
        for (index, gone) in removing { sectionItems[index].removeAll { gone.contains($0) } }
        guard !removing.isEmpty else { return }
        let gone = Set(identifiers)
        reloadedItems.removeAll { gone.contains($0) }
        reconfiguredItems.removeAll { gone.contains($0) }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves the item just before `toIdentifier` (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, offset: 0, api: "moveItem(_:beforeItem:)")
    }

    /// Moves the item just after `toIdentifier` (into its section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, relativeTo: toIdentifier, offset: 1, api: "moveItem(_:afterItem:)")
    }

    /// Marks the items to be shown afresh at the next apply: their cells are made again.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            _ = requiredLocation(of: identifier, api: "reloadItems(_:)")
            if !reloadedItems.contains(identifier) { reloadedItems.append(identifier) }
        }
    }

    /// Marks the items to be configured again at the next apply: the cell provider runs for
    /// each one shown, and gets its existing cell back when it dequeues.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for identifier in identifiers {
            _ = requiredLocation(of: identifier, api: "reconfigureItems(_:)")
            if !reconfiguredItems.contains(identifier) { reconfiguredItems.append(identifier) }
        }
    }

    // MARK: Private

    private mutating func insert(_ identifiers: [ItemIdentifierType], at location: IndexPath, offset: Int, api: String) {
        requireNew(identifiers, api: api)
        sectionItems[location.section].insert(contentsOf: identifiers, at: location.item + offset)
        for identifier in identifiers { itemSections[identifier] = sections[location.section] }
    }

    private mutating func move(_ identifier: ItemIdentifierType, relativeTo target: ItemIdentifierType, offset: Int, api: String) {
        guard identifier != target else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): an item cannot be moved relative to itself (\(identifier))")
        }
        let from = requiredLocation(of: identifier, api: api)
        _ = requiredLocation(of: target, api: api)
        sectionItems[from.section].remove(at: from.item)
        let to = location(of: target)!
        sectionItems[to.section].insert(identifier, at: to.item + offset)
        itemSections[identifier] = sections[to.section]
    }

    /// Stops the program when an identifier repeats in `identifiers` or is in the snapshot.
    private func requireNew(_ identifiers: [ItemIdentifierType], api: String) {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates: [ItemIdentifierType] = []
        for identifier in identifiers where !seen.insert(identifier).inserted || itemSections[identifier] != nil {
            duplicates.append(identifier)
        }
        guard duplicates.isEmpty else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): supplied item identifiers are not unique. "
                                + "Duplicate identifiers: \(duplicates) (each item needs an identifier of its own)")
        }
    }
}
