import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A cell that always wants to be 40 points tall, whatever its estimate.
final class FortyPointCell: UICollectionViewCell {
    @MainActor static var asked = 0

    override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
        -> UICollectionViewLayoutAttributes {
        Self.asked += 1
        let preferred = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        preferred.size.height = 40
        return preferred
    }
}

/// Self-sizing cells (`estimatedItemSize`): preferred attributes asked on display, the
/// layout's invalidation for them, and a content offset that stays put when items above
/// the visible area change size.
@MainActor
@Suite("Flow layout: self-sizing cells")
struct FlowLayoutSelfSizingTests {
    static let texts = ["One", "A slightly longer line of text", "Short",
                        "A label long enough to wrap over several lines in a cell three hundred points wide, at least three",
                        "Two words", "Medium length text here, two lines maybe in the cell"]

    /// A vertical list of `LabelCell`s with texts of different lengths, `automaticSize`.
    static func list(count: Int = 40) -> FlowStage {
        let stage = FlowStage(counts: [count])
        stage.collectionView.register(LabelCell.self, forCellWithReuseIdentifier: "Label")
        stage.layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        stage.layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        stage.dataSource.makeCell = { collectionView, indexPath in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Label", for: indexPath)
            (cell as! LabelCell).label.text = texts[indexPath.item % texts.count]
            cell.contentView.backgroundColor = indexPath.item % 2 == 0 ? UIColor(white: 0.85, alpha: 1) : .yellow
            return cell
        }
        return stage
    }

    /// A list of 1000 `FortyPointCell`s estimated 320 × 100 (one per line, 110 apart).
    static func fortyPointList() -> FlowStage {
        let stage = FlowStage(counts: [1000])
        stage.collectionView.register(FortyPointCell.self, forCellWithReuseIdentifier: "Cell")
        stage.layout.estimatedItemSize = CGSize(width: 320, height: 100)
        return stage
    }

    @Test("automaticSize: labels of different lengths give cells of different heights, stacked 10 apart")
    func labelsOfDifferentLengths() throws {
        let stage = Self.list()
        stage.sim.runUntilIdle()
        let frames = try (0..<6).map { try #require(stage.frame($0)) }
        #expect(frames.allSatisfy { $0.width == 300 && $0.minX == 10 }, "the width constraint sets the width")
        #expect(frames[0].height == frames[2].height, "one line each")
        #expect(frames[5].height > frames[0].height, "two lines")
        #expect(frames[3].height > frames[5].height, "three or more lines")
        for item in 0..<5 { #expect(frames[item + 1].minY == frames[item].maxY + 10, "item \(item + 1) follows") }
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 3, section: 0)))
        #expect(cell.frame == frames[3], "the cell has its measured frame")
        #expect(stage.collectionView.contentSize.height > 40 * 40, "the content grew with the measured rows")
        let image = stage.sim.screenshot()
        try? UIImage(cgImage: image).pngData()?.write(to: URL(fileURLWithPath: "/tmp/flow-self-sizing.png"))
        // Row 3 is yellow down to its measured bottom (content y = screen y - 40).
        let pixels = RenderedPixels(image)
        #expect(pixels[300 * 2, Int(frames[3].maxY + 40 - 2) * 2] == .init(255, 255, 0, 255))
        #expect(pixels[300 * 2, Int(frames[3].maxY + 40 + 5) * 2] == .white, "the line spacing")
    }

    @Test("the estimate lays out unseen items; displayed ones are asked once and keep their size")
    func estimatesAndMeasurements() {
        FortyPointCell.asked = 0
        let stage = Self.fortyPointList()
        stage.sim.runUntilIdle()
        #expect(stage.frame(0)?.height == 40 && stage.frame(1)?.minY == 50, "measured")
        #expect(stage.frame(900)?.height == 100, "estimated")
        let asked = FortyPointCell.asked
        #expect(asked == stage.visibleItems.count, "each displayed cell asked once: \(asked)")
        // 1000 items: 40 measured at most, the rest at the estimate.
        let measured = stage.visibleItems.count
        #expect(stage.collectionView.contentSize.height == CGFloat(measured) * 50 + CGFloat(1000 - measured) * 110 - 10)
        stage.scroll(toY: 100)
        stage.scroll(toY: 0)
        #expect(stage.frame(0)?.height == 40, "a measurement is kept when the cell comes back")
    }

    @Test("an item above the visible area that resizes moves the content offset by the change")
    func offsetStaysStable() throws {
        let stage = Self.fortyPointList()
        stage.sim.runUntilIdle()
        // Item 500, not measured yet, starts 30 points above the top of the visible area.
        let top = try #require(stage.frame(500)).minY
        #expect(stage.frame(500)?.height == 100)
        stage.scroll(toY: top + 30)
        let offset = stage.collectionView.contentOffset.y
        // Item 500 lost 60 points; the adjusted offset then showed item 499's bottom, which
        // lost 60 more: each change above the visible area is taken off the offset.
        #expect(offset == top + 30 - 120)
        #expect(stage.frame(499)?.height == 40 && stage.frame(500)?.height == 40)
        // What was on screen stays there: item 500's bottom 70 points down, item 501 at 80.
        #expect(try #require(stage.frame(500)).maxY - offset == 70)
        #expect(try #require(stage.frame(501)).minY - offset == 80)
    }

    @Test("a new width drops the measurements; cells measure again")
    func widthChangeMeasuresAgain() {
        FortyPointCell.asked = 0
        let stage = Self.fortyPointList()
        stage.sim.runUntilIdle()
        let first = FortyPointCell.asked
        stage.collectionView.frame = CGRect(x: 0, y: 40, width: 300, height: 480)
        stage.sim.runUntilIdle()
        #expect(FortyPointCell.asked > first)
        #expect(stage.frame(0)?.height == 40)
    }

    @Test("without an estimated size cells are not asked for preferred attributes")
    func noEstimateNoQuestions() {
        FortyPointCell.asked = 0
        let stage = FlowStage(counts: [20])
        stage.collectionView.register(FortyPointCell.self, forCellWithReuseIdentifier: "Cell")
        stage.sim.runUntilIdle()
        #expect(FortyPointCell.asked == 0)
        #expect(stage.frame(0)?.height == 100)
        let original = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let preferred = original.copy() as! UICollectionViewLayoutAttributes
        preferred.size = CGSize(width: 1, height: 1)
        #expect(!stage.layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
    }
}
