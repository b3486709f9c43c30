import Foundation
@testable import UIKit
import UIKitTesting

/// A 300×400 collection view with a compositional layout in an iPhone 15 window, clear of
/// the safe area (its adjusted content inset is zero), with `counts` items per section;
/// cells are `MyCell`, supplementary views of any kind `HeaderView`.
@MainActor
struct CompositionalStage {
    let sim: Simulator
    let window: UIWindow
    let layout: UICollectionViewCompositionalLayout
    let collectionView: UICollectionView
    let dataSource: RecordingDataSource

    init(counts: [Int], layout: UICollectionViewCompositionalLayout, kinds: [String] = []) {
        sim = Simulator(device: .iPhone15)
        window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        self.layout = layout
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 400), collectionViewLayout: layout)
        collectionView.register(MyCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in kinds {
            collectionView.register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "H")
        }
        dataSource = RecordingDataSource(counts: counts)
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        collectionView.layoutIfNeeded()
    }

    /// The frame of item `item` in section `section`, as the layout answers it.
    func frame(_ item: Int, section: Int = 0) -> CGRect? {
        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    /// A section of one group `group`, repeated.
    static func section(_ group: NSCollectionLayoutGroup) -> NSCollectionLayoutSection {
        NSCollectionLayoutSection(group: group)
    }

    static func size(_ width: NSCollectionLayoutDimension, _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }
}
