import Foundation

// Adding, removing, moving and marking sections. Identifiers must be unique: a duplicate
// stops the program, as UIKit raises.
extension NSDiffableDataSourceSnapshot {
    /// Adds empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insert(identifiers, at: sections.count, api: "appendSections(_:)")
    }

    /// Adds empty sections just before `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insert(identifiers, at: requiredIndex(of: toIdentifier, api: "insertSections(_:beforeSection:)"),
               api: "insertSections(_:beforeSection:)")
    }

    /// Adds empty sections just after `toIdentifier`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insert(identifiers, at: requiredIndex(of: toIdentifier, api: "insertSections(_:afterSection:)") + 1,
               api: "insertSections(_:afterSection:)")
    }

    /// Removes the sections and their items; identifiers the snapshot does not hold are
    /// ignored.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers).filter { sectionIndexes[$0] != nil }
        guard !gone.isEmpty else { return }
        var removedItems = Set<ItemIdentifierType>()
        for section in gone {
            for item in sectionItems[sectionIndexes[section]!] {
                itemSections[item] = nil
                removedItems.insert(item)
            }
        }
        let kept = sections.indices.filter { !gone.contains(sections[$0]) }
        sectionItems = kept.map { sectionItems[$0] }
        sections = kept.map { sections[$0] }
        reindexSections()
        reloadedSections.removeAll { gone.contains($0) }
        reloadedItems.removeAll { removedItems.contains($0) }
        reconfiguredItems.removeAll { removedItems.contains($0) }
    }

    /// Moves the section (with its items) just before `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        move(identifier, relativeTo: toIdentifier, offset: 0, api: "moveSection(_:beforeSection:)")
    }

    /// Moves the section (with its items) just after `toIdentifier`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        move(identifier, relativeTo: toIdentifier, offset: 1, api: "moveSection(_:afterSection:)")
    }

    /// Marks the sections to be shown afresh at the next apply.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for identifier in identifiers {
            _ = requiredIndex(of: identifier, api: "reloadSections(_:)")
            if !reloadedSections.contains(identifier) { reloadedSections.append(identifier) }
        }
    }

    // MARK: Private

    private mutating func insert(_ identifiers: [SectionIdentifierType], at index: Int, api: String) {
        var seen = Set<SectionIdentifierType>()
        let duplicates = identifiers.filter { !seen.insert($0).inserted || sectionIndexes[$0] != nil }
        guard duplicates.isEmpty else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): supplied section identifiers are not unique. "
                                + "Duplicate identifiers: \(duplicates) (each section needs an identifier of its own)")
        }
        sections.insert(contentsOf: identifiers, at: index)
        sectionItems.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: index)
        reindexSections()
    }

    private mutating func move(_ identifier: SectionIdentifierType, relativeTo target: SectionIdentifierType, offset: Int, api: String) {
        guard identifier != target else {
            preconditionFailure("NSDiffableDataSourceSnapshot.\(api): a section cannot be moved relative to itself (\(identifier))")
        }
        let from = requiredIndex(of: identifier, api: api)
        _ = requiredIndex(of: target, api: api)
        let items = sectionItems.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let to = sectionIndexes[target]! + offset
        sections.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
        reindexSections()
    }
}
