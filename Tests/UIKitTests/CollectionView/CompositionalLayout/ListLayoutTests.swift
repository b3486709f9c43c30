import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// List layouts (`UICollectionLayoutListConfiguration`, `NSCollectionLayoutSection.list`,
/// `UICollectionViewCompositionalLayout.list(using:)`): rows across the section taking their
/// cells' heights, each appearance's insets and background, supplementary headers and
/// footers (pinned in plain lists).
@MainActor
@Suite("List layouts", .serialized)
struct ListLayoutTests {
    /// A 393-point-wide list (an iPhone 15's width) of label cells in `counts` sections.
    private static func list(_ configuration: UICollectionLayoutListConfiguration,
                             counts: [Int] = [3, 2]) -> (stage: CompositionalStage, view: UICollectionView) {
        let stage = CompositionalStage(counts: counts, layout: .list(using: configuration),
                                       kinds: [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
        let view = stage.collectionView
        view.frame = CGRect(x: 0, y: 0, width: 393, height: 700)
        view.register(ListLabelCell.self, forCellWithReuseIdentifier: "Label")
        stage.dataSource.makeCell = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath) as! ListLabelCell
            cell.label.text = indexPath.item == 1 ? "A row long enough to wrap onto a second line in a list this wide, surely" : "Row"
            return cell
        }
        view.reloadData()
        view.layoutIfNeeded()
        return (stage, view)
    }

    @Test("plain: rows across the whole width, one after another, taking their cells' heights; the system background")
    func plain() throws {
        let (stage, view) = Self.list(UICollectionLayoutListConfiguration(appearance: .plain))
        let rows = try (0..<3).map { try #require(stage.frame($0)) }
        #expect(rows.allSatisfy { $0.minX == 0 && $0.width == 393 })
        #expect(rows[0].minY == 0 && abs(rows[1].minY - rows[0].maxY) < 0.001)
        #expect(rows[1].height > rows[0].height, "the wrapping row is taller")
        let next = try #require(stage.frame(0, section: 1))
        #expect(abs(next.minY - rows[2].maxY) < 0.001, "the next section follows at once: \(next) after \(rows[2])")
        #expect(view.backgroundColor == .systemBackground)
    }

    @Test("inset grouped: sections 35 points apart, rows 16 points in from each side (20 on a 430-point screen); the grouped background")
    func insetGrouped() throws {
        let (stage, view) = Self.list(UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        let first = try #require(stage.frame(0))
        #expect(first.minX == 16 && first.width == 361 && first.minY == 35)
        let last = try #require(stage.frame(2))
        let next = try #require(stage.frame(0, section: 1))
        #expect(abs(next.minY - last.maxY - 35) < 0.001, "\(next) after \(last)")
        #expect(view.backgroundColor == .systemGroupedBackground)
        // A list 430 points wide, inside an iPad's window (clear of its safe area).
        let sim = Simulator(device: .iPad)
        let window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        let wide = UICollectionView(frame: CGRect(x: 100, y: 100, width: 430, height: 400),
                                    collectionViewLayout: UICollectionViewCompositionalLayout.list(
                                        using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
        let source = RecordingDataSource(counts: [2])
        wide.register(MyCell.self, forCellWithReuseIdentifier: "Cell")
        wide.dataSource = source
        window.addSubview(wide)
        wide.layoutIfNeeded()
        let wideRow = try #require(wide.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame)
        #expect(wideRow.minX == 20 && wideRow.width == 390, "\(wideRow)")
    }

    @Test("grouped: rows across the whole width, sections 35 points apart; a background colour set on the configuration or on the collection view wins")
    func groupedAndBackground() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .grouped)
        configuration.backgroundColor = .systemPink
        let (stage, view) = Self.list(configuration)
        #expect(stage.frame(0)?.minX == 0 && stage.frame(0)?.minY == 35)
        #expect(view.backgroundColor == .systemPink)

        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .grouped))
        let own = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout)
        own.backgroundColor = .yellow
        own.layoutIfNeeded()
        #expect(own.backgroundColor == .yellow)
    }

    @Test("supplementary headers and footers: before and after each section's rows, across it; a plain list's header stays at the top while its section scrolls under it")
    func headersAndFooters() throws {
        var configuration = UICollectionLayoutListConfiguration(appearance: .plain)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        let (stage, view) = Self.list(configuration, counts: [30, 2])
        let header = try #require(stage.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        let firstRow = try #require(stage.frame(0))
        #expect(header.frame.minY == 0 && header.frame.width == 393 && firstRow.minY == header.frame.maxY)
        let footer = try #require(stage.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 0)))
        #expect(footer.frame.minY == stage.frame(29)!.maxY)
        view.contentOffset = CGPoint(x: 0, y: 200)
        view.layoutIfNeeded()
        let pinned = try #require(stage.layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0)))
        #expect(pinned.frame.minY == 200 + view.adjustedContentInset.top, "pinned to the top of the visible area")
    }

    @Test("a section provider can mix list sections with others, each list section taking the environment's width")
    func sectionProvider() throws {
        let layout = UICollectionViewCompositionalLayout { index, environment in
            if index == 0 {
                return .list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped), layoutEnvironment: environment)
            }
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(50))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [NSCollectionLayoutItem(layoutSize: size)])
            return NSCollectionLayoutSection(group: group)
        }
        let stage = CompositionalStage(counts: [2, 4], layout: layout)
        #expect(stage.frame(0)?.minX == 16 && stage.frame(0)?.width == 268)
        #expect(stage.frame(1, section: 1)?.width == 150)
        #expect(stage.collectionView.backgroundColor == nil, "only list(using:) colours the collection view")
    }
}
