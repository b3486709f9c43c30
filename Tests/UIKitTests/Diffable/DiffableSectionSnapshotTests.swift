import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// `NSDiffableDataSourceSectionSnapshot`: a section's items as an outline — parents and
/// children, expansion, the visible items a diffable data source shows, and applying an
/// outline to one section of a collection view.
@MainActor
@Suite("Diffable data source section snapshots", .serialized)
struct DiffableSectionSnapshotTests {
    typealias Outline = NSDiffableDataSourceSectionSnapshot<String>

    /// Fruit (Apple, Pear (Conference)) and Vegetables (Leek), nothing expanded.
    func pantry() -> Outline {
        var outline = Outline()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Conference"], to: "Pear")
        outline.append(["Leek"], to: "Vegetables")
        return outline
    }

    @Test("structure: items depth first, root items, levels, parents, indexes, contains")
    func structure() {
        let outline = pantry()
        #expect(outline.items == ["Fruit", "Apple", "Pear", "Conference", "Vegetables", "Leek"])
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        #expect(outline.level(of: "Fruit") == 0 && outline.level(of: "Pear") == 1 && outline.level(of: "Conference") == 2)
        #expect(outline.parent(of: "Conference") == "Pear" && outline.parent(of: "Fruit") == nil)
        #expect(outline.index(of: "Vegetables") == 4 && outline.index(of: "Kiwi") == nil)
        #expect(outline.contains("Leek") && !outline.contains("Kiwi"))
    }

    @Test("expansion: only the children of expanded parents whose ancestors are expanded are visible")
    func expansion() {
        var outline = pantry()
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(!outline.isVisible("Apple") && outline.isVisible("Fruit"))
        outline.expand(["Pear"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"], "a child of a collapsed parent stays hidden")
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Conference", "Vegetables"])
        #expect(outline.isExpanded("Fruit") && !outline.isExpanded("Vegetables"))
        outline.collapse(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"] && outline.isExpanded("Pear"))
    }

    @Test("changes: insert before and after as siblings, delete takes the descendants, replace children, sub-outlines keep expansion")
    func changes() {
        var outline = pantry()
        outline.insert(["Banana"], before: "Pear")
        outline.insert(["Herbs"], after: "Fruit")
        #expect(outline.items == ["Fruit", "Apple", "Banana", "Pear", "Conference", "Herbs", "Vegetables", "Leek"])
        #expect(outline.parent(of: "Banana") == "Fruit" && outline.parent(of: "Herbs") == nil)
        outline.expand(["Pear"])
        let pears = outline.snapshot(of: "Pear", includingParent: true)
        #expect(pears.items == ["Pear", "Conference"] && pears.isExpanded("Pear"))
        #expect(outline.snapshot(of: "Fruit").rootItems == ["Apple", "Banana", "Pear"])
        outline.delete(["Pear"])
        #expect(!outline.contains("Conference") && outline.items == ["Fruit", "Apple", "Banana", "Herbs", "Vegetables", "Leek"])
        var roots = Outline()
        roots.append(["Carrot", "Beet"])
        outline.replace(childrenOf: "Vegetables", using: roots)
        #expect(outline.items.suffix(3) == ["Vegetables", "Carrot", "Beet"] && !outline.contains("Leek"))
        outline.append(pears, to: "Herbs")
        #expect(outline.parent(of: "Pear") == "Herbs" && outline.parent(of: "Conference") == "Pear" && outline.isExpanded("Pear"))
        outline.deleteAll()
        #expect(outline.items.isEmpty)
    }

    @Test("applied to a section: the collection view shows the visible items; expanding and applying again shows the children")
    func appliedToSection() {
        let grid = GridStage(counts: [])
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid.collectionView) { view, path, item in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: path) as! MyCell
            cell.label.text = item
            return cell
        }
        var outline = pantry()
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        grid.sim.runUntilIdle()
        #expect(dataSource.snapshot().itemIdentifiers == ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        dataSource.apply(outline, to: 0)
        grid.sim.runUntilIdle()
        #expect(dataSource.snapshot().itemIdentifiers(inSection: 0) == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect((grid.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) as? MyCell)?.label.text == "Pear")
        #expect(dataSource.snapshot(for: 0).isExpanded("Fruit"), "the outline is kept for the section")
        // A plain snapshot that changes the section's items forgets the outline.
        var plain = dataSource.snapshot()
        plain.deleteItems(["Apple"])
        dataSource.apply(plain, animatingDifferences: false)
        #expect(dataSource.snapshot(for: 0).items == ["Fruit", "Pear", "Vegetables"])
        #expect(dataSource.snapshot(for: 9).items.isEmpty)
    }

    @Test("bad input: a duplicate item, or a parent the outline does not hold, stops the program")
    func badInput() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var outline = NSDiffableDataSourceSectionSnapshot<String>()
                outline.append(["A"])
                outline.append(["A"], to: "A")
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                var outline = NSDiffableDataSourceSectionSnapshot<String>()
                outline.append(["B"], to: "nowhere")
            }
        }
    }
}
