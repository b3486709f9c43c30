import Foundation
import Testing
import UIKitTesting

/// A data source whose cells are made without dequeuing (AT-010).
@MainActor
private final class UndequeuedDataSource: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        return MyCell(frame: .zero)
    }
}

/// Programmer misuse stops the app with UIKit's message, as UIKit raises an exception.
@MainActor
@Suite("Collection view misuse")
struct CollectionViewMisuseTests {
    @Test("AT-014: dequeuing an identifier that was never registered stops")
    func unregisteredCell() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage()
                _ = stage.collectionView.dequeueReusableCell(withReuseIdentifier: "Nope", for: IndexPath(item: 0, section: 0))
            }
        }
    }

    @Test("AT-015: a supplementary identifier registered for another kind stops")
    func wrongKind() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage()
                stage.collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                              withReuseIdentifier: "H")
                _ = stage.collectionView.dequeueReusableSupplementaryView(
                    ofKind: UICollectionView.elementKindSectionFooter, withReuseIdentifier: "H", for: IndexPath(item: 0, section: 0))
            }
        }
    }

    @Test("AT-010: a cell the data source made without dequeuing stops (no reuse identifier, or not dequeued for the request)")
    func undequeuedCell() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage()
                let dataSource = UndequeuedDataSource()
                stage.collectionView.dataSource = dataSource
                stage.collectionView.layoutIfNeeded()
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage()
                let spare = stage.collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 0, section: 0))
                stage.dataSource.makeCell = { _, _ in spare }
                stage.collectionView.layoutIfNeeded()
            }
        }
    }

    @Test("AT-011: a layout placing supplementary views for a data source without the method stops")
    func missingSupplementaryMethod() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let layout = GridLayout()
                layout.headerHeight = 30
                let stage = GridStage(layout: layout)
                let dataSource = MinimalDataSource(items: 3)
                stage.collectionView.dataSource = dataSource
                stage.collectionView.layoutIfNeeded()
            }
        }
    }

    @Test("AT-021: a decoration kind the layout did not register stops")
    func unregisteredDecoration() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let layout = GridLayout()
                layout.decorationKind = "x"
                let stage = GridStage(layout: layout)
                stage.collectionView.layoutIfNeeded()
            }
        }
    }

    @Test("registering a class that is not a cell for cells stops")
    func registerNonCell() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage()
                stage.collectionView.register(HeaderView.self, forCellWithReuseIdentifier: "Cell")
            }
        }
    }

    @Test("numberOfItems(inSection:) for a section that does not exist stops")
    func sectionOutOfRange() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage(counts: [1, 2, 3])
                _ = stage.collectionView.numberOfItems(inSection: 3)
            }
        }
    }

    @Test("scrollToItem to an item or section out of bounds stops")
    func scrollOutOfBounds() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage()
                stage.collectionView.scrollToItem(at: IndexPath(item: 1000, section: 0), at: .top, animated: false)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage()
                stage.collectionView.scrollToItem(at: IndexPath(item: 0, section: 1), at: .top, animated: false)
            }
        }
    }

    @Test("scrollToItem with two positions on one axis stops")
    func invalidScrollPosition() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage()
                stage.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [.top, .bottom], animated: false)
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage()
                stage.collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: [.left, .centeredHorizontally],
                                                  animated: false)
            }
        }
    }

    @Test("IndexPath.item and .section need exactly two indexes, as in UIKit")
    func deepIndexPathItem() async {
        await #expect(processExitsWith: .failure) {
            _ = IndexPath(indexes: [0, 1, 2]).item
        }
        await #expect(processExitsWith: .failure) {
            _ = IndexPath(index: 4).section
        }
    }
}
