import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// The planner behind batch updates (UP-4, UI-2): index paths before and after, the update
/// items the layout receives, and the translation of index paths across an update.
@MainActor
@Suite("Collection view update plan")
struct CollectionUpdatePlanTests {
    private func plan(_ build: (inout CollectionUpdatePlan) -> Void) -> CollectionUpdatePlan {
        var plan = CollectionUpdatePlan()
        build(&plan)
        plan.seal()
        return plan
    }

    /// The old items of a section of `count`, in their new places (nil: gone).
    private func mapped(_ plan: CollectionUpdatePlan, section: Int = 0, count: Int) -> [Int?] {
        (0..<count).map { plan.newIndexPath(forOld: .at(section, $0))?.item }
    }

    @Test("UP-4: deletes use old index paths, inserts new ones, whatever the order of the calls")
    func deleteThenInsert() {
        // [a b c d e] → delete b, d; insert x at 0 and y at 3: [x a c y e]
        let p = plan {
            $0.insertedItems = [.at(0, 0), .at(0, 3)]
            $0.deletedItems = [.at(0, 1), .at(0, 3)]
        }
        #expect(mapped(p, count: 5) == [1, nil, 2, nil, 4])
    }

    @Test("UP-4: a move goes from its old index path to its new one; the rest keep their order")
    func moves() {
        // [a b c d] move a → 2: [b c a d]
        let p = plan { $0.movedItems = [.at(0, 0): .at(0, 2)] }
        #expect(mapped(p, count: 4) == [2, 0, 1, 3])
        // Move between sections: [a b] [c] move b → [1, 0]: [a] [b c]
        let q = plan { $0.movedItems = [.at(0, 1): .at(1, 0)] }
        #expect(q.newIndexPath(forOld: .at(0, 0)) == .at(0, 0))
        #expect(q.newIndexPath(forOld: .at(0, 1)) == .at(1, 0))
        #expect(q.newIndexPath(forOld: .at(1, 0)) == .at(1, 1))
    }

    @Test("UP-4: the example of the riptutorial page: [1 2 3 4 5] → [1 3 6 4 5]")
    func mixed() {
        let p = plan {
            $0.insertedItems = [.at(0, 2)]
            $0.deletedItems = [.at(0, 1)]
            $0.movedItems = [.at(0, 2): .at(0, 1)]
        }
        #expect(mapped(p, count: 5) == [0, nil, 1, 3, 4])
    }

    @Test("sections: deleted, inserted and moved sections carry their items")
    func sections() {
        // Sections [A B C D]: delete B, insert X at 0, move D → 1: [X D A C]
        let p = plan {
            $0.deletedSections = [1]
            $0.insertedSections = [0]
            $0.movedSections = [3: 1]
        }
        #expect((0..<4).map { p.newSection(forOld: $0) } == [2, nil, 3, 1])
        #expect(p.newIndexPath(forOld: .at(3, 5)) == .at(1, 5))
        #expect(p.newIndexPath(forOld: .at(1, 0)) == nil)
    }

    @Test("reloads keep their place (new cells); items of reloaded sections have no counterpart")
    func reloads() {
        let p = plan {
            $0.reloadedItems = [.at(0, 1)]
            $0.reloadedSections = [1]
            $0.deletedItems = [.at(0, 0)]
        }
        #expect(p.newIndexPath(forOld: .at(0, 1)) == .at(0, 0))
        #expect(p.isNewItem(at: .at(0, 0)) && p.isNewItem(at: .at(1, 3)) && !p.isNewItem(at: .at(0, 1)))
        #expect(p.newIndexPath(forOld: .at(1, 0)) == nil)
    }

    @Test("UI-2, AT-084: update items — sections first, deletes, reloads, moves, inserts; section paths use NSNotFound")
    func updateItems() {
        var p = CollectionUpdatePlan()
        p.record(.insert, before: nil, after: .at(0, 3))
        p.record(.delete, before: .at(0, 0), after: nil)
        p.record(.insert, before: nil, after: .at(0, 1))
        p.record(.delete, before: .at(0, 2), after: nil)
        p.record(.insert, before: nil, after: CollectionUpdatePlan.sectionPath(1))
        p.record(.reload, before: .at(0, 4), after: nil)
        p.insertedItems = [.at(0, 3), .at(0, 1)]
        p.deletedItems = [.at(0, 0), .at(0, 2)]
        p.insertedSections = [1]
        p.reloadedItems = [.at(0, 4)]
        p.seal()
        let items = p.updateItems()
        #expect(items.map(\.updateAction) == [.insert, .delete, .delete, .reload, .insert, .insert])
        #expect(items[0].indexPathAfterUpdate == IndexPath(item: NSNotFound, section: 1))
        #expect(items[1].indexPathBeforeUpdate == .at(0, 2) && items[2].indexPathBeforeUpdate == .at(0, 0))
        // The reloaded item 4 after two deletes and two inserts below it: still 4.
        #expect(items[3].indexPathBeforeUpdate == .at(0, 4) && items[3].indexPathAfterUpdate == .at(0, 4))
        #expect(items[4].indexPathAfterUpdate == .at(0, 1) && items[4].indexPathBeforeUpdate == nil)
    }

    @Test("a batch of 10,000 items with mixed changes maps every index path in linear-ish time")
    func largeBatch() {
        let p = plan { plan in
            for index in stride(from: 0, to: 10_000, by: 10) { plan.deletedItems.insert(.at(0, index)) }
            for index in stride(from: 5, to: 9_000, by: 10) { plan.insertedItems.insert(.at(0, index)) }
        }
        var seen = Set<Int>()
        for old in 0..<10_000 {
            guard let new = p.newIndexPath(forOld: .at(0, old)) else { continue }
            #expect(!p.insertedItems.contains(new))
            seen.insert(new.item)
        }
        #expect(seen.count == 9_000 && seen.max() == 9_899)
    }
}
