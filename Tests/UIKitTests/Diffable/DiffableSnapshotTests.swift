import Foundation
import Testing
import UIKit

/// `NSDiffableDataSourceSnapshot`: sections and items by identifier — every mutation and
/// query as UIKit's, and UIKit's exceptions for duplicate or unknown identifiers.
@MainActor
@Suite("Diffable data source snapshots", .serialized)
struct DiffableSnapshotTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

    /// Sections "A" (1, 2, 3) and "B" (4, 5).
    func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["A", "B"])
        snapshot.appendItems([1, 2, 3], toSection: "A")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test("queries: counts, identifiers in order, an item's section and global index, a section's index; nil for identifiers not held")
    func queries() {
        let snapshot = sample()
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["A", "B"])
        #expect(snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "B") == 2)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 2, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "B")
        #expect(snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(1) == 0 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("B") == 1 && snapshot.indexOfSection("Z") == nil)
        #expect(Snapshot().numberOfItems == 0 && Snapshot().itemIdentifiers.isEmpty)
    }

    @Test("items: insert before and after an item, move before and after across sections, delete (ignoring unknown identifiers), delete all")
    func itemMutations() {
        var snapshot = sample()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [1, 10, 11, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5, 12])
        snapshot.moveItem(1, afterItem: 4)
        snapshot.moveItem(12, beforeItem: 10)
        #expect(snapshot.itemIdentifiers(inSection: "A") == [12, 10, 11, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 1, 5])
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "B" && snapshot.sectionIdentifier(containingItem: 12) == "A")
        snapshot.deleteItems([10, 5, 999])
        #expect(snapshot.itemIdentifiers == [12, 11, 2, 3, 4, 1])
        #expect(snapshot.numberOfItems == 6 && snapshot.indexOfItem(10) == nil)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0 && snapshot.numberOfSections == 0)
    }

    @Test("sections: insert before and after, move carrying the items, delete with their items")
    func sectionMutations() {
        var snapshot = sample()
        snapshot.insertSections(["C"], beforeSection: "A")
        snapshot.insertSections(["D"], afterSection: "A")
        #expect(snapshot.sectionIdentifiers == ["C", "A", "D", "B"])
        #expect(snapshot.numberOfItems(inSection: "D") == 0)
        snapshot.moveSection("A", afterSection: "B")
        #expect(snapshot.sectionIdentifiers == ["C", "D", "B", "A"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3] && snapshot.indexOfItem(1) == 2)
        snapshot.moveSection("A", beforeSection: "C")
        #expect(snapshot.sectionIdentifiers == ["A", "C", "D", "B"])
        snapshot.deleteSections(["A", "Q"])
        #expect(snapshot.sectionIdentifiers == ["C", "D", "B"])
        #expect(snapshot.itemIdentifiers == [4, 5] && snapshot.sectionIdentifier(containingItem: 1) == nil)
        snapshot.appendItems([1])
        #expect(snapshot.itemIdentifiers(inSection: "B") == [4, 5, 1], "an identifier deleted with its section can come back")
    }

    @Test("reload and reconfigure marks: kept once each in the order asked, dropped with their items and sections")
    func marks() {
        var snapshot = sample()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([4])
        snapshot.reloadSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [4])
        #expect(snapshot.reloadedSectionIdentifiers == ["B"])
        snapshot.deleteItems([1])
        snapshot.deleteSections(["B"])
        #expect(snapshot.reloadedItemIdentifiers == [3])
        #expect(snapshot.reconfiguredItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty)
    }

    @Test("bad input: duplicate item identifiers stop the program, as UIKit raises")
    func duplicateItems() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["A"])
                snapshot.appendItems([1, 2, 1])
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["A", "B"])
                snapshot.appendItems([1], toSection: "A")
                snapshot.appendItems([1], toSection: "B")
            }
        }
    }

    @Test("bad input: items with no section, an unknown section, a duplicate section, an unknown item to reload, a move relative to itself")
    func unknownIdentifiers() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendItems([1])
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["A"])
                snapshot.appendItems([1], toSection: "Z")
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["A", "A"])
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["A"])
                snapshot.reloadItems([7])
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
                snapshot.appendSections(["A"])
                snapshot.appendItems([1, 2])
                snapshot.moveItem(1, beforeItem: 1)
            }
        }
    }
}
