import Foundation

/// The state of a diffable data source's content: sections and the items in them, each
/// named by a unique, hashable identifier — a value an app builds and hands to `apply(_:)`,
/// which finds the difference from what is shown and animates it.
///
/// Lookups by identifier are hashed (an item's section, a section's index); an item's
/// index is found within its section.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable> {
    /// The sections, in order.
    var sections: [SectionIdentifierType] = []
    /// The items of each section, parallel to `sections`.
    var sectionItems: [[ItemIdentifierType]] = []
    /// Each section's index in `sections`.
    var sectionIndexes: [SectionIdentifierType: Int] = [:]
    /// Each item's section.
    var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    /// What the next apply reloads or reconfigures, in the order asked.
    var reloadedItems: [ItemIdentifierType] = []
    var reconfiguredItems: [ItemIdentifierType] = []
    var reloadedSections: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Counts and identifiers

    /// The number of items in all the sections.
    public var numberOfItems: Int { itemSections.count }

    /// The number of sections.
    public var numberOfSections: Int { sections.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }

    /// Every item's identifier, section by section.
    public var itemIdentifiers: [ItemIdentifierType] { sectionItems.flatMap { $0 } }

    /// The number of items in `identifier`'s section. Stops the program for a section the
    /// snapshot does not hold, as UIKit raises.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionItems[requiredIndex(of: identifier, api: "numberOfItems(inSection:)")].count
    }

    /// The items of `identifier`'s section, in order. Stops the program for a section the
    /// snapshot does not hold, as UIKit raises.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionItems[requiredIndex(of: identifier, api: "itemIdentifiers(inSection:)")]
    }

    /// The section holding the item, or nil when the snapshot has no such item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The item's index among all the items (counting through the sections), or nil.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = location(of: identifier) else { return nil }
        return sectionItems[..<location.section].reduce(0) { $0 + $1.count } + location.item
    }

    /// The section's index, or nil when the snapshot has no such section.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionIndexes[identifier]
    }

    /// The items marked with `reloadItems(_:)` since the snapshot was made.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items marked with `reconfigureItems(_:)` since the snapshot was made.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The sections marked with `reloadSections(_:)` since the snapshot was made.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    // MARK: Locations

    /// Where the item is: its section's index and its index in the section.
    func location(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSections[identifier], let sectionIndex = sectionIndexes[section],
              let item = sectionItems[sectionIndex].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The section's index; stops the program naming `api` when there is no such section.
    func requiredIndex(of identifier: SectionIdentifierType, api: String) -> Int {
        guard let index = sectionIndexes[identifier] else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): invalid section identifier \(identifier): "
                                + "the snapshot has no such section (add it with appendSections(_:) first)")
        }
        return index
    }

    /// The item's location; stops the program naming `api` when there is no such item.
    func requiredLocation(of identifier: ItemIdentifierType, api: String) -> IndexPath {
        guard let location = location(of: identifier) else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): invalid item identifier \(identifier): "
                                + "the snapshot has no such item")
        }
        return location
    }

    /// Rebuilds the section index after sections were added, removed or moved.
    mutating func reindexSections() {
        sectionIndexes.removeAll(keepingCapacity: true)
        for (index, section) in sections.enumerated() { sectionIndexes[section] = index }
    }
}
