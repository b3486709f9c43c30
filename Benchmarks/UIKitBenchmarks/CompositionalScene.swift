import CoreGraphics
import Foundation
import UIKit
import UIKitTesting

/// A compositional layout of many sections (a large item beside a column of two, rows of
/// thirds below it, each section with a header) in a full-screen collection view on a
/// simulated iPhone 15: the layout invalidated, prepared, and asked for the first screen's
/// elements — what a reload of the screen costs the layout. Built with `itemsPerSection`
/// items per section, so two scenes compare the cost per item.
@MainActor
final class CompositionalScene {
    let simulator = Simulator(device: .iPhone15)
    let window: UIWindow
    let collectionView: UICollectionView
    let layout: UICollectionViewCompositionalLayout
    private let dataSource: Counts

    /// The data source: `sections` sections of `items` items; the cells are plain.
    private final class Counts: NSObject, UICollectionViewDataSource {
        let sections: Int, items: Int
        init(sections: Int, items: Int) {
            self.sections = sections
            self.items = items
        }
        func numberOfSections(in collectionView: UICollectionView) -> Int { sections }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
        }
    }

    init(sections: Int, itemsPerSection: Int) {
        window = UIWindow(frame: simulator.screen.bounds)
        layout = UICollectionViewCompositionalLayout { _, _ in Self.section() }
        collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.register(UICollectionReusableView.self, forSupplementaryViewOfKind: "header",
                                withReuseIdentifier: "Header")
        dataSource = Counts(sections: sections, items: itemsPerSection)
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
    }

    private static func section() -> NSCollectionLayoutSection {
        func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
            NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
        }
        let large = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
                                                      subitems: [small])
        let top = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(2.0 / 3)),
                                                     subitems: [large, column])
        let third = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        third.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = NSCollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(1.0 / 3)),
                                                     subitems: [third])
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .fractionalWidth(2.0 / 3 + 2.0 / 3)),
                                                     subitems: [top, row, row])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: "header", alignment: .top)]
        return section
    }

    /// Invalidates, prepares and asks for the first screen's elements; returns how many.
    @discardableResult
    func reloadLayout() -> Int {
        layout.invalidateLayout()
        layout.prepare()
        return layout.layoutAttributesForElements(in: collectionView.bounds)?.count ?? 0
    }

    /// Whether the last section's last item is where the groups put it (the layout holds
    /// every item, not only the first screen's).
    var holdsEveryItem: Bool {
        let last = IndexPath(item: dataSource.items - 1, section: dataSource.sections - 1)
        guard let frame = layout.layoutAttributesForItem(at: last)?.frame else { return false }
        return frame.maxY <= layout.collectionViewContentSize.height && frame.minY > 0
    }
}
