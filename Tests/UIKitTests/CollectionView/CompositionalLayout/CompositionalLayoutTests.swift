import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UICollectionViewCompositionalLayout (issue 18, "Modern collection views"): items sized
/// against their groups, groups repeating their subitems, sections stacking their groups.
@MainActor
@Suite("Compositional layout: items, groups and sections", .serialized)
struct CompositionalLayoutTests {
    private typealias Stage = CompositionalStage

    /// A row of thirds, 100 points tall.
    private func thirds() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Stage.size(.fractionalWidth(1), .absolute(100)),
                                                       subitems: [item])
        return Stage.section(group)
    }

    @Test("a horizontal group repeats its subitem while the next fits: thirds make rows of three; the last row holds what is left; the content is as tall as the rows")
    func gridOfThirds() {
        let stage = Stage(counts: [10], layout: UICollectionViewCompositionalLayout(section: thirds()))
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(stage.frame(2) == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(stage.frame(3) == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(stage.frame(9) == CGRect(x: 0, y: 300, width: 100, height: 100))
        #expect(stage.frame(10) == nil)
        #expect(stage.layout.collectionViewContentSize == CGSize(width: 300, height: 400))
        #expect(stage.collectionView.indexPathsForVisibleItems.count == 10)
    }

    @Test("item contentInsets shrink the cell inside its place; section contentInsets and interGroupSpacing place the groups, fractions measured inside the insets")
    func insetsAndSpacing() {
        let section = thirds()
        let item = section.group.subitems[0]
        item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 15, bottom: 20, trailing: 15)
        section.interGroupSpacing = 8
        let stage = Stage(counts: [6], layout: UICollectionViewCompositionalLayout(section: section))
        // Thirds of 270 points, each 90 wide, the cell inset 5 on each side.
        #expect(stage.frame(0) == CGRect(x: 20, y: 15, width: 80, height: 90))
        #expect(stage.frame(4) == CGRect(x: 110, y: 10 + 100 + 8 + 5, width: 80, height: 90))
        #expect(stage.layout.collectionViewContentSize.height == 238, "10 + 100 + 8 + 100 + 20")
    }

    @Test("a group with a count holds exactly that many, sharing its width less the fixed interItemSpacing")
    func countedGroup() {
        let item = NSCollectionLayoutItem(layoutSize: Stage.size(.absolute(10), .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Stage.size(.fractionalWidth(1), .absolute(50)),
                                                       repeatingSubitem: item, count: 4)
        group.interItemSpacing = .fixed(12)
        let stage = Stage(counts: [5], layout: UICollectionViewCompositionalLayout(section: Stage.section(group)))
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 66, height: 50))
        #expect(stage.frame(3) == CGRect(x: 234, y: 0, width: 66, height: 50))
        #expect(stage.frame(4) == CGRect(x: 0, y: 50, width: 66, height: 50))
    }

    @Test("a flexible interItemSpacing shares the room left in the group between the gaps")
    func flexibleSpacing() {
        let item = NSCollectionLayoutItem(layoutSize: Stage.size(.absolute(80), .absolute(80)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Stage.size(.fractionalWidth(1), .absolute(80)),
                                                       subitems: [item])
        group.interItemSpacing = .flexible(0)
        let stage = Stage(counts: [4], layout: UICollectionViewCompositionalLayout(section: Stage.section(group)))
        // Three of 80 fit in 300; the 60 left makes two gaps of 30.
        #expect(stage.frame(0)?.minX == 0 && stage.frame(1)?.minX == 110 && stage.frame(2)?.minX == 220)
        #expect(stage.frame(3) == CGRect(x: 0, y: 80, width: 80, height: 80))
    }

    @Test("nested groups: a large item beside a column of two makes groups of three items, each fraction measured in its own group")
    func nestedGroups() {
        let large = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(2.0 / 3), .fractionalHeight(1)))
        let small = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: Stage.size(.fractionalWidth(1.0 / 3), .fractionalHeight(1)),
                                                      subitems: [small])
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: Stage.size(.fractionalWidth(1), .absolute(200)),
                                                       subitems: [large, column])
        let stage = Stage(counts: [5], layout: UICollectionViewCompositionalLayout(section: Stage.section(group)))
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(stage.frame(1) == CGRect(x: 200, y: 0, width: 100, height: 100))
        #expect(stage.frame(2) == CGRect(x: 200, y: 100, width: 100, height: 100))
        #expect(stage.frame(3) == CGRect(x: 0, y: 200, width: 200, height: 200))
        #expect(stage.frame(4) == CGRect(x: 200, y: 200, width: 100, height: 100))
    }

    @Test("a custom group places its items where its provider says, in the group's coordinates, told the group's size")
    func customGroup() {
        var seen: CGSize?
        let group = NSCollectionLayoutGroup.custom(layoutSize: Stage.size(.fractionalWidth(1), .absolute(120))) { environment in
            seen = environment.container.contentSize
            return [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 10, y: 10, width: 50, height: 50)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 200, y: 60, width: 90, height: 50))]
        }
        let stage = Stage(counts: [3], layout: UICollectionViewCompositionalLayout(section: Stage.section(group)))
        #expect(seen == CGSize(width: 300, height: 120))
        #expect(stage.frame(1) == CGRect(x: 200, y: 60, width: 90, height: 50))
        #expect(stage.frame(2) == CGRect(x: 10, y: 130, width: 50, height: 50))
    }

    @Test("a section provider is asked once per section with the collection view's size, and may answer a different section for each")
    func sectionProvider() {
        var asked: [Int] = []
        var container: CGSize?
        let layout = UICollectionViewCompositionalLayout { index, environment in
            asked.append(index)
            container = environment.container.contentSize
            if index == 0 {
                let row = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(1), .absolute(44)))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: Stage.size(.fractionalWidth(1), .absolute(44)),
                                                                  subitems: [row]))
            }
            return thirds()
        }
        let stage = Stage(counts: [2, 3], layout: layout)
        #expect(asked == [0, 1] && container == CGSize(width: 300, height: 400))
        #expect(stage.frame(1, section: 0) == CGRect(x: 0, y: 44, width: 300, height: 44))
        #expect(stage.frame(2, section: 1) == CGRect(x: 200, y: 88, width: 100, height: 100))
    }

    @Test("configuration: interSectionSpacing separates sections; a horizontal scroll direction stacks groups left to right")
    func configuration() {
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 30
        let spaced = Stage(counts: [3, 3], layout: UICollectionViewCompositionalLayout(section: thirds(),
                                                                                     configuration: configuration))
        #expect(spaced.frame(0, section: 1)?.minY == 130)
        let item = NSCollectionLayoutItem(layoutSize: Stage.size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = NSCollectionLayoutGroup.vertical(layoutSize: Stage.size(.absolute(120), .fractionalHeight(1)),
                                                      subitems: [item])
        let sideways = UICollectionViewCompositionalLayoutConfiguration()
        sideways.scrollDirection = .horizontal
        let stage = Stage(counts: [5], layout: UICollectionViewCompositionalLayout(section: Stage.section(column),
                                                                                 configuration: sideways))
        #expect(stage.frame(1) == CGRect(x: 0, y: 200, width: 120, height: 200))
        #expect(stage.frame(4) == CGRect(x: 240, y: 0, width: 120, height: 200))
        #expect(stage.layout.collectionViewContentSize == CGSize(width: 360, height: 400))
    }

    @Test("elements in a rect: only the groups the rect meets, at a hundred sections of a thousand items")
    func queriesMeetOnlyVisibleGroups() {
        var provided = 0
        let layout = UICollectionViewCompositionalLayout { _, _ in
            provided += 1
            let item = NSCollectionLayoutItem(layoutSize: Stage.size(.absolute(100), .absolute(100)))
            return Stage.section(.horizontal(layoutSize: Stage.size(.fractionalWidth(1), .absolute(100)), subitems: [item]))
        }
        let stage = Stage(counts: Array(repeating: 1_000, count: 100), layout: layout)
        #expect(provided == 100)
        // Each section: 334 rows of 100 points.
        #expect(stage.layout.collectionViewContentSize.height == 3_340_000)
        let rect = CGRect(x: 0, y: 1_670_000 + 1_000, width: 300, height: 400)
        let found = stage.layout.layoutAttributesForElements(in: rect) ?? []
        // Overlapping the rect (Foundation on Linux counts rects that only touch as
        // intersecting, so `intersects` would count the rows just outside too).
        let hits = found.filter { $0.frame.intersection(rect).height > 0 }
        // Four rows of three meet the rect; the answer may hold a row more on each side.
        #expect(hits.count == 12 && found.count <= 18, "\(hits.count) in the rect, \(found.count) answered")
        #expect(hits.allSatisfy { $0.indexPath.section == 50 })
    }
}
