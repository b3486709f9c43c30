import Foundation
import Testing
import UIKitTesting

/// A flow layout that logs the calls of an animated bounds change.
@MainActor
private final class BoundsLoggingFlowLayout: UICollectionViewFlowLayout {
    var log: [String] = []
    var oldBounds: [CGRect] = []

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let answer = super.shouldInvalidateLayout(forBoundsChange: newBounds)
        log.append("shouldInvalidateLayout(forBoundsChange:) \(answer)")
        return answer
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        log.append("invalidateLayout(with:)")
        super.invalidateLayout(with: context)
    }
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        log.append("prepare(forAnimatedBoundsChange:)")
        self.oldBounds.append(oldBounds)
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }
    override func prepare() {
        log.append("prepare")
        super.prepare()
    }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        log.append("layoutAttributesForElements")
        return super.layoutAttributesForElements(in: rect)
    }
    override func finalizeAnimatedBoundsChange() {
        log.append("finalizeAnimatedBoundsChange")
        super.finalizeAnimatedBoundsChange()
    }
}

/// A 320 × 480 collection view at (0, 40) in an iPhone SE window over a flow layout of
/// 100 × 100 items, spacing 10 (three columns), twelve items, laid out. Keeps the window alive.
@MainActor
private struct BoundsChangeStage {
    let sim = Simulator(device: .iPhoneSE)
    let window: UIWindow
    let layout = BoundsLoggingFlowLayout()
    let collectionView: UICollectionView
    let dataSource = MinimalDataSource(items: 12)

    init() {
        window = UIWindow(frame: sim.screen.bounds)
        window.makeKeyAndVisible()
        layout.itemSize = CGSize(width: 100, height: 100)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 40, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Cell")
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
        sim.runUntilIdle()
        layout.log = []
    }

    func cell(_ item: Int) -> UICollectionViewCell? { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) }
}

/// Animated bounds changes (issue 7): a frame or bounds change inside an animation block that
/// the layout invalidates for is laid out inside the block, between
/// `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`.
@Suite("Collection view: animated bounds changes")
@MainActor
struct CollectionViewAnimatedBoundsChangeTests {
    @Test("issue 7: a width change in an animation block: invalidation, prepare(forAnimatedBoundsChange:), the pass, finalize, inside the block")
    func callOrder() {
        let stage = BoundsChangeStage()
        UIView.animate(withDuration: 0.4) {
            stage.collectionView.frame = CGRect(x: 0, y: 40, width: 210, height: 480)
            stage.layout.log.append("end of the block")
        }
        #expect(stage.layout.log == [
            "shouldInvalidateLayout(forBoundsChange:) true", "invalidateLayout(with:)",
            "prepare(forAnimatedBoundsChange:)", "prepare", "layoutAttributesForElements",
            "finalizeAnimatedBoundsChange", "end of the block",
        ])
        #expect(stage.layout.oldBounds == [CGRect(x: 0, y: 0, width: 320, height: 480)])
        stage.sim.runUntilIdle()
        #expect(stage.layout.log.filter { $0 == "prepare" }.count == 1, "nothing left for the next pass")
    }

    @Test("issue 7: cells animate to their new frames with the block's animation")
    func cellsAnimate() throws {
        let stage = BoundsChangeStage()
        let cell = try #require(stage.cell(2))
        #expect(cell.frame == CGRect(x: 220, y: 0, width: 100, height: 100))
        UIView.animate(withDuration: 0.4) {
            stage.collectionView.bounds.size.width = 210
        }
        #expect(stage.cell(2) === cell, "the cell stays with its item")
        #expect(cell.frame == CGRect(x: 0, y: 110, width: 100, height: 100), "the model is the new layout's at once")
        #expect(cell.layer.animation(forKey: "position") != nil)
        #expect(cell.presentedCenter == CGPoint(x: 270, y: 50), "shown where it was")
        stage.sim.advance(by: 0.2)
        let halfway = cell.presentedCenter
        #expect(halfway.x > 50 && halfway.x < 270 && halfway.y > 50 && halfway.y < 160)
        stage.sim.advance(by: 0.4)
        #expect(cell.presentedCenter == CGPoint(x: 50, y: 160))
        #expect(stage.cell(0)?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(stage.cell(3)?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
    }

    @Test("issue 7: outside an animation block a new size waits for the next pass, without animation or the animated-change calls")
    func unanimatedChange() throws {
        let stage = BoundsChangeStage()
        let cell = try #require(stage.cell(2))
        stage.collectionView.frame = CGRect(x: 0, y: 40, width: 210, height: 480)
        #expect(stage.layout.log.isEmpty)
        stage.collectionView.layoutIfNeeded()
        #expect(!stage.layout.log.contains("prepare(forAnimatedBoundsChange:)"))
        #expect(stage.cell(2)?.frame == CGRect(x: 0, y: 110, width: 100, height: 100))
        #expect(cell.layer.animation(forKey: "position") == nil)
    }

    @Test("issue 7: a change the layout does not invalidate for (a scroll), or one under performWithoutAnimation, is not an animated bounds change")
    func notInvalidatingOrNotAnimated() {
        let stage = BoundsChangeStage()
        UIView.animate(withDuration: 0.4) {
            stage.collectionView.contentOffset = CGPoint(x: 0, y: 30)
        }
        #expect(stage.layout.log == ["shouldInvalidateLayout(forBoundsChange:) false"])
        stage.layout.log = []
        UIView.animate(withDuration: 0.4) {
            UIView.performWithoutAnimation {
                stage.collectionView.frame = CGRect(x: 0, y: 40, width: 210, height: 480)
            }
        }
        #expect(!stage.layout.log.contains("prepare(forAnimatedBoundsChange:)"))
    }
}
