import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Compositional layout's headers and footers (pinned or not), item badges and section
/// backgrounds.
@MainActor
@Suite("Compositional layout: supplementary and decoration items", .serialized)
struct CompositionalSupplementaryTests {
    private typealias Stage = CompositionalStage

    private func rows(height: CGFloat = 50) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(1), .fractionalHeight(1)))
        return Stage.section(.horizontal(layoutSize: Stage.size(.fractionalWidth(1), .absolute(height)), subitems: [item]))
    }

    private func header(pinned: Bool = false) -> NSCollectionLayoutBoundarySupplementaryItem {
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Stage.size(.fractionalWidth(1), .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = pinned
        return header
    }

    @Test("boundary items: a header above the content insets, a footer below them, the section grown to hold both; the collection view shows their views")
    func headerAndFooter() throws {
        let section = rows()
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        let footer = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: Stage.size(.fractionalWidth(0.5), .absolute(30)),
            elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottomTrailing)
        section.boundarySupplementaryItems = [header(), footer]
        let stage = Stage(counts: [2, 2], layout: UICollectionViewCompositionalLayout(section: section),
                          kinds: [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
        let layout = stage.layout
        let headerFrame = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))?.frame
        #expect(headerFrame == CGRect(x: 20, y: 0, width: 260, height: 40))
        #expect(stage.frame(0) == CGRect(x: 20, y: 50, width: 260, height: 50))
        let footerFrame = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0))?.frame
        // After the rows (50…150) and the bottom inset, at the trailing side, half as wide.
        #expect(footerFrame == CGRect(x: 150, y: 160, width: 130, height: 30))
        // Section 1 starts at 190: its header (40) and top inset (10) come first.
        #expect(stage.frame(0, section: 1)?.minY == 240)
        let shown = stage.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(shown.count == 2 && shown.allSatisfy { $0 is HeaderView })
        let attributes = try #require(layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1)))
        #expect(attributes.zIndex == 1, "above the cells")
    }

    @Test("pinToVisibleBounds: a header stays at the top of the visible area while its section is in view, then the section's end pushes it up")
    func pinnedHeader() {
        let section = rows()
        section.boundarySupplementaryItems = [header(pinned: true)]
        let stage = Stage(counts: [10, 10], layout: UICollectionViewCompositionalLayout(section: section),
                          kinds: [UICollectionView.elementKindSectionHeader])
        // Each section: a 40-point header and 500 points of rows.
        func headerY(_ section: Int) -> CGFloat? {
            stage.layout.layoutAttributesForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader,
                                                              at: IndexPath(item: 0, section: section))?.frame.minY
        }
        #expect(stage.layout.shouldInvalidateLayout(forBoundsChange: stage.collectionView.bounds.offsetBy(dx: 0, dy: 10)))
        stage.collectionView.contentOffset = CGPoint(x: 0, y: 200)
        stage.collectionView.layoutIfNeeded()
        #expect(headerY(0) == 200)
        stage.collectionView.contentOffset = CGPoint(x: 0, y: 520)
        stage.collectionView.layoutIfNeeded()
        #expect(headerY(0) == 500, "pushed up by the end of its section at 540")
        #expect(headerY(1) == 540)
        let found = stage.layout.layoutAttributesForElements(in: stage.collectionView.bounds) ?? []
        #expect(found.contains { $0.representedElementKind == UICollectionView.elementKindSectionHeader
            && $0.indexPath.section == 0 && $0.frame.minY == 500 })
    }

    @Test("an item's supplementary item (a badge) sits on the anchor's corner, moved by a fraction of its own size, with the item's index path")
    func badge() throws {
        let badge = NSCollectionLayoutSupplementaryItem(
            layoutSize: Stage.size(.absolute(20), .absolute(20)), elementKind: "badge",
            containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
        let item = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(0.5), .fractionalHeight(1)),
                                          supplementaryItems: [badge])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Stage.size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item])
        let stage = Stage(counts: [3], layout: UICollectionViewCompositionalLayout(section: Stage.section(group)),
                          kinds: ["badge"])
        let frame = try #require(stage.layout.layoutAttributesForSupplementaryView(
            ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame)
        #expect(frame == CGRect(x: 290, y: -10, width: 20, height: 20))
        let third = stage.layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 2, section: 0))
        #expect(third?.frame == CGRect(x: 140, y: 90, width: 20, height: 20))
        #expect(stage.collectionView.visibleSupplementaryViews(ofKind: "badge").count == 3)
    }

    @Test("a background decoration covers its section (headers included) inset by its contentInsets, below the cells, its view registered on the layout")
    func background() throws {
        let section = rows()
        section.boundarySupplementaryItems = [header()]
        let background = NSCollectionLayoutDecorationItem.background(elementKind: "background")
        background.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 8, bottom: 0, trailing: 8)
        section.decorationItems = [background]
        let layout = UICollectionViewCompositionalLayout(section: section)
        layout.register(BackgroundDecoration.self, forDecorationViewOfKind: "background")
        let stage = Stage(counts: [2, 2], layout: layout, kinds: [UICollectionView.elementKindSectionHeader])
        let attributes = try #require(layout.layoutAttributesForDecorationView(ofKind: "background",
                                                                                at: IndexPath(item: 0, section: 1)))
        #expect(attributes.frame == CGRect(x: 8, y: 140, width: 284, height: 140))
        #expect(attributes.zIndex == 0)
        let decorations = stage.collectionView.subviews.filter { $0 is BackgroundDecoration }
        #expect(decorations.count == 2)
    }

    @Test("bad input: a group without subitems stops with a message naming the API")
    func emptyGroup() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                _ = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)),
                    subitems: [])
            }
        }
    }
}
