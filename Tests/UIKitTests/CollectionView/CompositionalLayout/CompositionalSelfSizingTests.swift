import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A list cell as apps write one for a compositional list: a wrapping label pinned to the
/// content view's edges, no width of its own (the layout gives it).
final class ListLabelCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

/// Self-sizing in compositional layouts: a group `.estimated` along the scroll direction
/// takes its cells' preferred lengths (the cross dimension held), groups after a measured one
/// move, content above the visible area keeps what is on screen in place, and a new width
/// measures again.
@MainActor
@Suite("Compositional layout: self-sizing cells", .serialized)
struct CompositionalSelfSizingTests {
    /// A vertical list, rows `.estimated(44)` tall, `spacing` apart, of `count` label cells.
    static func list(count: Int = 40, spacing: CGFloat = 0) -> CompositionalStage {
        let size = CompositionalStage.size(.fractionalWidth(1), .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        let stage = CompositionalStage(counts: [count], layout: UICollectionViewCompositionalLayout(section: section))
        stage.collectionView.register(ListLabelCell.self, forCellWithReuseIdentifier: "Label")
        stage.dataSource.makeCell = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath) as! ListLabelCell
            cell.label.text = FlowLayoutSelfSizingTests.texts[indexPath.item % FlowLayoutSelfSizingTests.texts.count]
            return cell
        }
        stage.collectionView.reloadData()
        stage.collectionView.layoutIfNeeded()
        return stage
    }

    @Test("estimated rows take their cells' heights at the list's width: longer text, taller rows, each right after the one before")
    func rowsTakeTheirHeights() throws {
        let stage = Self.list(spacing: 4)
        let frames = try (0..<6).map { try #require(stage.frame($0)) }
        #expect(frames.allSatisfy { $0.width == 300 && $0.minX == 0 }, "the width is the layout's")
        #expect(frames[0].height == frames[2].height, "one line each")
        #expect(frames[0].height != 44, "measured, not the estimate")
        #expect(frames[5].height > frames[0].height, "two lines")
        #expect(frames[3].height > frames[5].height, "three or more lines at 284 points")
        // Heights are in thirds of a point (pixels at 3×): compared to a thousandth.
        for item in 0..<5 { #expect(abs(frames[item + 1].minY - frames[item].maxY - 4) < 0.001, "item \(item + 1) follows") }
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(abs(cell.frame.height - frames[3].height) < 0.001 && cell.frame.minY == frames[3].minY)
        let unmeasured = try #require(stage.frame(39))
        #expect(unmeasured.height == 44, "rows not shown yet keep the estimate")
        #expect(stage.layout.estimatesSizes)
    }

    @Test("the content size is the measured rows plus the estimates of the others")
    func contentSize() throws {
        let stage = Self.list()
        let measured = stage.layout.measuredLengths[0] ?? [:]
        #expect(!measured.isEmpty && measured.count < 40, "only the rows shown are measured")
        let expected = measured.values.reduce(0, +) + CGFloat(40 - measured.count) * 44
        #expect(stage.collectionView.contentSize == CGSize(width: 300, height: expected))
    }

    @Test("a row above the visible area that changes height moves the content offset by as much, so what is on screen stays put")
    func offsetStaysStable() throws {
        let stage = Self.list(count: 200)
        stage.collectionView.contentOffset = CGPoint(x: 0, y: 3000)
        stage.collectionView.layoutIfNeeded()
        let first = try #require(stage.collectionView.indexPathsForVisibleItems.min())
        let before = try #require(stage.collectionView.cellForItem(at: first)).frame.minY - stage.collectionView.contentOffset.y
        // Row 0 (far above) reports another height.
        let original = try #require(stage.layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let preferred = original.copy() as! UICollectionViewLayoutAttributes
        preferred.size.height = original.size.height + 30
        #expect(stage.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
        let context = stage.layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 30))
        #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 30))
        stage.layout.invalidateLayout(with: context)
        stage.collectionView.layoutIfNeeded()
        let after = try #require(stage.collectionView.cellForItem(at: first)).frame.minY - stage.collectionView.contentOffset.y
        #expect(after == before, "the first visible row has not moved on screen")
        #expect(stage.frame(1)?.minY == original.frame.maxY + 30)
    }

    @Test("a new width measures again: rows get the heights of the new width")
    func widthChangeMeasuresAgain() throws {
        let stage = Self.list()
        let wide = try #require(stage.frame(3)).height
        stage.collectionView.frame.size.width = 200
        stage.collectionView.layoutIfNeeded()
        let narrow = try #require(stage.frame(3))
        #expect(narrow.width == 200 && narrow.height > wide, "more lines at 184 points")
    }

    @Test("absolute and fractional rows are not self-sized: cells are not asked")
    func fixedRowsNotAsked() {
        FortyPointCell.asked = 0
        let size = CompositionalStage.size(.fractionalWidth(1), .absolute(60))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let stage = CompositionalStage(counts: [20], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        stage.collectionView.register(FortyPointCell.self, forCellWithReuseIdentifier: "Forty")
        stage.dataSource.makeCell = { $0.dequeueReusableCell(withReuseIdentifier: "Forty", for: $1) }
        stage.collectionView.reloadData()
        stage.collectionView.layoutIfNeeded()
        #expect(FortyPointCell.asked == 0)
        #expect(stage.frame(1) == CGRect(x: 0, y: 60, width: 300, height: 60))
        #expect(!stage.layout.estimatesSizes)
    }

    @Test("horizontal scrolling: estimated widths take the cells' widths, the height held")
    func horizontalWidths() throws {
        final class WideCell: UICollectionViewCell {
            override func preferredLayoutAttributesFitting(_ attributes: UICollectionViewLayoutAttributes)
                -> UICollectionViewLayoutAttributes {
                let preferred = attributes.copy() as! UICollectionViewLayoutAttributes
                preferred.size.width = CGFloat(50 + 10 * (attributes.indexPath.item % 3))
                return preferred
            }
        }
        let size = CompositionalStage.size(.estimated(80), .fractionalHeight(1))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group),
                                                         configuration: configuration)
        let stage = CompositionalStage(counts: [30], layout: layout)
        stage.collectionView.register(WideCell.self, forCellWithReuseIdentifier: "Wide")
        stage.dataSource.makeCell = { $0.dequeueReusableCell(withReuseIdentifier: "Wide", for: $1) }
        stage.collectionView.reloadData()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.frame(0) == CGRect(x: 0, y: 0, width: 50, height: 400))
        #expect(stage.frame(1) == CGRect(x: 50, y: 0, width: 60, height: 400))
        #expect(stage.frame(2) == CGRect(x: 110, y: 0, width: 70, height: 400))
    }

    @Test("a million estimated rows: only what is shown is measured, and the first layout is immediate")
    func millionRows() {
        FortyPointCell.asked = 0
        let size = CompositionalStage.size(.fractionalWidth(1), .estimated(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let stage = CompositionalStage(counts: [1_000_000], layout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        stage.collectionView.register(FortyPointCell.self, forCellWithReuseIdentifier: "Forty")
        stage.dataSource.makeCell = { $0.dequeueReusableCell(withReuseIdentifier: "Forty", for: $1) }
        stage.collectionView.reloadData()
        stage.collectionView.layoutIfNeeded()
        #expect(FortyPointCell.asked <= 20, "about a screenful asked")
        #expect(stage.frame(9) == CGRect(x: 0, y: 360, width: 300, height: 40))
        #expect(stage.collectionView.contentSize.height == CGFloat(1_000_000 - (stage.layout.measuredLengths[0]?.count ?? 0)) * 44
                + CGFloat(stage.layout.measuredLengths[0]?.count ?? 0) * 40)
    }
}
