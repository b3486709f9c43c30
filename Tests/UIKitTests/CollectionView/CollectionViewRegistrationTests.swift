import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Cell and supplementary registrations (iOS 14): a registration registers its class the
/// first time it dequeues, under an identifier of its own, and configures each view with
/// its handler; views are reused as with identifiers.
@MainActor
@Suite("UICollectionView registrations", .serialized)
struct CollectionViewRegistrationTests {
    @Test("CellRegistration: dequeueConfiguredReusableCell gives a cell of the registered class configured by the handler with its index path and item")
    func cellRegistration() {
        let grid = GridStage(counts: [])
        var handled: [(IndexPath, String)] = []
        let registration = UICollectionView.CellRegistration<MyCell, String> { cell, indexPath, item in
            handled.append((indexPath, item))
            cell.label.text = item
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: grid.collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b", "c"])
        dataSource.apply(snapshot, animatingDifferences: false)
        grid.sim.runUntilIdle()
        #expect(handled.map(\.1) == ["a", "b", "c"])
        #expect(handled.map(\.0) == (0..<3).map { IndexPath(item: $0, section: 0) })
        let cell = grid.collectionView.cellForItem(at: IndexPath(item: 1, section: 0))
        #expect((cell as? MyCell)?.label.text == "b")
        #expect(cell?.reuseIdentifier?.hasPrefix("UICollectionView.CellRegistration-") == true)
    }

    @Test("CellRegistration: two registrations of one class keep separate reuse queues; a cell that scrolls away is reused by its own registration")
    func reuse() {
        let grid = GridStage(counts: [])
        let even = UICollectionView.CellRegistration<MyCell, Int> { cell, _, item in cell.label.text = "even \(item)" }
        let odd = UICollectionView.CellRegistration<MyCell, Int> { cell, _, item in cell.label.text = "odd \(item)" }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid.collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: item % 2 == 0 ? even : odd, for: path, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<300))
        dataSource.apply(snapshot, animatingDifferences: false)
        grid.sim.runUntilIdle()
        let created = Lifecycle.inits
        grid.scroll(toY: 3_000)
        grid.scroll(toY: 6_000)
        #expect(Lifecycle.inits - created < 10, "cells are reused: \(Lifecycle.inits - created) made while scrolling")
        for path in grid.collectionView.indexPathsForVisibleItems {
            let item = path.item
            #expect((grid.collectionView.cellForItem(at: path) as? MyCell)?.label.text == (item % 2 == 0 ? "even \(item)" : "odd \(item)"))
        }
    }

    @Test("SupplementaryRegistration: the layout's header is dequeued with the registration's kind and configured by its handler")
    func supplementaryRegistration() {
        let layout = GridLayout()
        layout.headerHeight = 30
        let grid = GridStage(counts: [], layout: layout)
        let cells = UICollectionView.CellRegistration<MyCell, Int> { cell, _, item in cell.label.text = "\(item)" }
        var kinds: [String] = []
        let headers = UICollectionView.SupplementaryRegistration<HeaderView>(elementKind: "Header") { view, kind, path in
            kinds.append(kind)
            view.tag = 100 + path.section
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: grid.collectionView) { view, path, item in
            view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        dataSource.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2], toSection: 0)
        snapshot.appendItems([3], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        grid.sim.runUntilIdle()
        #expect(kinds == ["Header", "Header"])
        #expect(grid.collectionView.supplementaryView(forElementKind: "Header", at: IndexPath(item: 0, section: 1))?.tag == 101)
        #expect(headers.elementKind == "Header")
    }

    @Test("bad input: dequeuing a configured cell for a nil item stops the program")
    func nilItem() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let grid = GridStage(counts: [1])
                let registration = UICollectionView.CellRegistration<MyCell, String> { _, _, _ in }
                _ = grid.collectionView.dequeueConfiguredReusableCell(using: registration, for: IndexPath(item: 0, section: 0),
                                                                      item: nil)
            }
        }
    }
}
