import Foundation
import Testing
@testable import UIKit

/// The difference between two snapshots as one batch update: only what changed, the
/// fewest moves (one longest run stays), reloads in place or as a delete and insert when
/// the item also moved.
@MainActor
@Suite("Diffable data source: differences", .serialized)
struct SnapshotDifferenceTests {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>


    @Test("the longest increasing run stays: [3, 1, 2, 5, 4] keeps three, an ordered list keeps all, an empty one none")
    func longestRun() {
        let run = SnapshotDifference.longestIncreasingRun([3, 1, 2, 5, 4])
        #expect(run.filter { $0 }.count == 3 && run[1] && run[2])
        #expect(SnapshotDifference.longestIncreasingRun([0, 1, 2, 3]) == [true, true, true, true])
        #expect(SnapshotDifference.longestIncreasingRun([3, 2, 1]).filter { $0 }.count == 1)
        #expect(SnapshotDifference.longestIncreasingRun([]).isEmpty)
    }

    /// An identifier whose hash value is the same for many values (a poor but legal hash).
    struct Clashing: Hashable, Sendable {
        let value: Int
        func hash(into hasher: inout Hasher) { hasher.combine(value % 3) }
    }

    @Test("identifiers sharing hash values are told apart: the difference is found by equality, not by hash")
    func sharedHashes() {
        let old = NSDiffableDataSourceSnapshot<String, Clashing>([("A", (0..<9).map(Clashing.init))])
        let new = NSDiffableDataSourceSnapshot<String, Clashing>([("A", [8, 1, 2, 3, 4, 5, 6, 10].map(Clashing.init))])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedItems == [IndexPath(item: 0, section: 0), IndexPath(item: 7, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 7, section: 0)])
        #expect(difference.movedItems.map { [$0.from, $0.to] } == [[IndexPath(item: 8, section: 0), IndexPath(item: 0, section: 0)]])
        let positions = IdentifierPositions((0..<9).map(Clashing.init))
        #expect((0..<9).map { positions.position(of: Clashing(value: $0)) } == Array(0..<9))
        #expect(positions.position(of: Clashing(value: 12)) == nil)
    }

    @Test("equal snapshots: an empty difference")
    func equal() {
        let a = Snapshot([("A", [1, 2, 3]), ("B", [4])])
        #expect(SnapshotDifference(from: a, to: a).isEmpty)
    }

    @Test("one item moved to the end of its section is one move; deletions at old index paths, insertions at new ones")
    func itemsMovedInsertedDeleted() {
        let old = Snapshot([("A", [1, 2, 3, 4, 5])])
        let new = Snapshot([("A", [2, 3, 9, 4, 5, 1])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.movedItems.map { [$0.from, $0.to] } == [[IndexPath(item: 0, section: 0), IndexPath(item: 5, section: 0)]])
        #expect(difference.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(difference.deletedItems.isEmpty && difference.movedSections.isEmpty)
        let shrunk = SnapshotDifference(from: old, to: Snapshot([("A", [1, 3, 5])]))
        #expect(shrunk.deletedItems == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        #expect(shrunk.movedItems.isEmpty && shrunk.insertedItems.isEmpty)
    }

    @Test("sections: inserted and deleted ones carry their items; a moved section is one move and its items do not move")
    func sections() {
        let old = Snapshot([("A", [1, 2]), ("B", [3]), ("C", [4, 5])])
        let new = Snapshot([("C", [4, 5]), ("A", [1, 2]), ("D", [6])])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.deletedSections == IndexSet([1]))
        #expect(difference.insertedSections == IndexSet([2]))
        #expect(difference.movedSections.map { [$0.from, $0.to] } == [[2, 0]])
        #expect(difference.deletedItems.isEmpty && difference.insertedItems.isEmpty && difference.movedItems.isEmpty)
    }

    @Test("an item moving to another section is a move; into an inserted section, or out of a deleted one, it goes with the section")
    func crossSection() {
        let old = Snapshot([("A", [1, 2]), ("B", [3])])
        let moved = SnapshotDifference(from: old, to: Snapshot([("A", [2]), ("B", [3, 1])]))
        #expect(moved.movedItems.map { [$0.from, $0.to] } == [[IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 1)]])
        let intoNew = SnapshotDifference(from: old, to: Snapshot([("A", [2]), ("B", [3]), ("N", [1])]))
        #expect(intoNew.deletedItems == [IndexPath(item: 0, section: 0)] && intoNew.insertedSections == IndexSet([2]))
        #expect(intoNew.movedItems.isEmpty && intoNew.insertedItems.isEmpty)
        let outOfDeleted = SnapshotDifference(from: old, to: Snapshot([("A", [1, 2, 3])]))
        #expect(outOfDeleted.deletedSections == IndexSet([1]) && outOfDeleted.insertedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("reloads: an item in place is reloaded at its old index path, a moved one is deleted and inserted; a reloaded section is reloaded")
    func reloads() {
        let old = Snapshot([("A", [1, 2, 3]), ("B", [4])])
        var new = Snapshot([("A", [2, 3, 1]), ("B", [4])])
        new.reloadItems([3, 1])
        new.reloadSections(["B"])
        let difference = SnapshotDifference(from: old, to: new)
        #expect(difference.reloadedItems == [IndexPath(item: 2, section: 0)])
        #expect(difference.deletedItems == [IndexPath(item: 0, section: 0)] && difference.insertedItems == [IndexPath(item: 2, section: 0)])
        #expect(difference.movedItems.isEmpty)
        #expect(difference.reloadedSections == IndexSet([1]))
    }
}
