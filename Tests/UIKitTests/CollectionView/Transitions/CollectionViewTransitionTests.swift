import Foundation
import Testing
import UIKitTesting

/// A layout of fixed attributes (no preparation needed), for interpolation checks.
@MainActor
final class FixedLayout: UICollectionViewLayout {
    var items: [IndexPath: UICollectionViewLayoutAttributes] = [:]
    var contentSize = CGSize(width: 320, height: 480)

    init(_ items: [(IndexPath, CGRect, CGFloat)]) {
        super.init()
        for (indexPath, frame, alpha) in items {
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = frame
            attributes.alpha = alpha
            self.items[indexPath] = attributes
        }
    }

    required init?(coder: NSCoder) { nil }

    override var collectionViewContentSize: CGSize { contentSize }
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        items.values.filter { $0.frame.intersects(rect) }
    }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { items[indexPath] }
}

/// A grid layout that logs its preparation and transition calls, named, into a shared log.
@MainActor
final class TransitionLoggingLayout: GridLayout {
    let name: String
    let calls: TransitionCallLog
    init(_ name: String, calls: TransitionCallLog) {
        self.name = name
        self.calls = calls
        super.init()
    }
    required init?(coder: NSCoder) { nil }

    override func prepare() {
        calls.entries.append("\(name).prepare")
        super.prepare()
    }
    override func prepareForTransition(to newLayout: UICollectionViewLayout) {
        calls.entries.append("\(name).prepareForTransition(to: \((newLayout as? TransitionLoggingLayout)?.name ?? "?"))")
    }
    override func prepareForTransition(from oldLayout: UICollectionViewLayout) {
        calls.entries.append("\(name).prepareForTransition(from: \((oldLayout as? TransitionLoggingLayout)?.name ?? "?"))")
    }
    override func finalizeLayoutTransition() {
        calls.entries.append("\(name).finalizeLayoutTransition")
    }
}

/// A grid layout that moves the content to `target` when it is installed.
@MainActor
final class TargetOffsetLayout: GridLayout {
    let target: CGPoint
    var proposals: [CGPoint] = []
    init(target: CGPoint) {
        self.target = target
        super.init()
    }
    required init?(coder: NSCoder) { nil }

    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposals.append(proposedContentOffset)
        return target
    }
}

@MainActor
final class TransitionCallLog {
    var entries: [String] = []
}

/// A delegate that answers the transition layout and logs the question.
@MainActor
final class TransitionDelegate: NSObject, UICollectionViewDelegate {
    var asked: [(UICollectionViewLayout, UICollectionViewLayout)] = []
    var answer: UICollectionViewTransitionLayout?
    func collectionView(_ collectionView: UICollectionView, transitionLayoutForOldLayout fromLayout: UICollectionViewLayout,
                        newLayout toLayout: UICollectionViewLayout) -> UICollectionViewTransitionLayout {
        asked.append((fromLayout, toLayout))
        let layout = UICollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
        answer = layout
        return layout
    }
}

/// Layout transitions: `setCollectionViewLayout(_:animated:completion:)`,
/// `UICollectionViewTransitionLayout` and interactive transitions (scenarios I).
@MainActor
@Suite("Collection view layout transitions")
struct CollectionViewTransitionTests {
    /// The grid (A) shown with 6 items, and B: the same grid 50 points lower and half as
    /// opaque, with item 5 absent.
    static func stage(calls: TransitionCallLog = TransitionCallLog()) -> (GridStage, TransitionLoggingLayout, TransitionLoggingLayout) {
        let a = TransitionLoggingLayout("A", calls: calls)
        let b = TransitionLoggingLayout("B", calls: calls)
        for item in 0..<6 {
            b.itemOverrides[[0, item]] = { attributes in
                attributes.frame.origin.y += 50
                attributes.alpha = 0.5
            }
        }
        let stage = GridStage(counts: [6], layout: a)
        stage.collectionView.layoutIfNeeded()
        calls.entries = []
        return (stage, a, b)
    }

    /// The frame `layout` gives item `item` (with its overrides).
    static func frame(_ item: Int, in layout: GridLayout) -> CGRect {
        layout.layoutAttributesForItem(at: [0, item])?.frame ?? .null
    }

    @Test("AT-111: setCollectionViewLayout(B, animated: false) installs B, detaches A, prepares B, and the cells take B's frames")
    func nonAnimated() throws {
        let calls = TransitionCallLog()
        let (stage, a, b) = Self.stage(calls: calls)
        var completions: [Bool] = []
        stage.collectionView.setCollectionViewLayout(b, animated: false) { completions.append($0) }
        #expect(stage.collectionView.collectionViewLayout === b)
        #expect(b.collectionView === stage.collectionView)
        #expect(a.collectionView == nil)
        #expect(calls.entries == ["A.prepareForTransition(to: B)", "B.prepareForTransition(from: A)", "B.prepare",
                                  "A.finalizeLayoutTransition", "B.finalizeLayoutTransition"])
        #expect(completions == [true])
        for item in 0..<6 {
            let cell = try #require(stage.collectionView.cellForItem(at: [0, item]))
            #expect(cell.frame == Self.frame(item, in: b) && cell.alpha == 0.5)
            #expect(cell.layer.animation(forKey: "position") == nil)
        }
    }

    @Test("AT-111: the new layout's targetContentOffset(forProposedContentOffset:) places the content, clamped to it")
    func targetOffset() throws {
        for (target, expected) in [(CGFloat(1_100), CGFloat(1_100)), (1e9, 110 * 334 - 10 - 480)] {
            let stage = GridStage(counts: [1_000])
            stage.collectionView.layoutIfNeeded()
            let b = TargetOffsetLayout(target: CGPoint(x: 0, y: target))
            stage.collectionView.setCollectionViewLayout(b, animated: true)
            #expect(b.proposals == [.zero], "asked once, with the offset the content had")
            #expect(stage.collectionView.contentOffset == CGPoint(x: 0, y: expected))
            let firstRow = Int((expected / GridLayout.pitch).rounded(.down)) * 3
            #expect(stage.visibleItems.contains(firstRow + 1), "the cells at the new offset are shown: \(stage.visibleItems)")
        }
    }

    @Test("AT-111: before the collection view has shown a layout, setting one only installs it for the next pass")
    func beforeDisplay() {
        let calls = TransitionCallLog()
        let a = TransitionLoggingLayout("A", calls: calls), b = TransitionLoggingLayout("B", calls: calls)
        let stage = GridStage(counts: [6], layout: a)
        var completions: [Bool] = []
        stage.collectionView.setCollectionViewLayout(b, animated: true) { completions.append($0) }
        #expect(calls.entries.isEmpty && completions == [true])
        stage.collectionView.layoutIfNeeded()
        #expect(calls.entries == ["B.prepare"])
        #expect(stage.collectionView.cellForItem(at: [0, 0])?.frame == Self.frame(0, in: b))
    }

    @Test("AT-112: setCollectionViewLayout(B, animated: true) animates each visible cell from A's attributes to B's; completion once, at the end")
    func animated() throws {
        let (stage, a, b) = Self.stage()
        var completions: [Bool] = []
        stage.collectionView.setCollectionViewLayout(b, animated: true) { completions.append($0) }
        #expect(completions.isEmpty)
        for item in 0..<6 {
            let cell = try #require(stage.collectionView.cellForItem(at: [0, item]))
            #expect(cell.frame == Self.frame(item, in: b), "the model is B's at once")
            #expect(cell.layer.animation(forKey: "position") != nil)
            #expect(cell.layer.animation(forKey: "opacity") != nil)
            let fromA = Self.frame(item, in: a)
            #expect(cell.presentedCenter == CGPoint(x: fromA.midX, y: fromA.midY), "shown where A put it")
        }
        stage.sim.advance(by: 0.15)
        let halfway = try #require(stage.collectionView.cellForItem(at: [0, 0])?.presentedCenter.y)
        #expect(halfway > 50 && halfway < 100)
        stage.sim.advance(by: 0.3)
        #expect(completions == [true])
        let cell = try #require(stage.collectionView.cellForItem(at: [0, 0]))
        #expect(cell.presentedCenter == CGPoint(x: 50, y: 100))
    }

    @Test("AT-113 and TR-9: the transition layout interpolates frame and alpha linearly by progress, clamped to 0…1")
    func interpolation() throws {
        let a = FixedLayout([([0, 0], CGRect(x: 0, y: 0, width: 100, height: 100), 1)])
        let b = FixedLayout([([0, 0], CGRect(x: 200, y: 100, width: 50, height: 50), 0.5)])
        let transition = UICollectionViewTransitionLayout(currentLayout: a, nextLayout: b)
        #expect(transition.currentLayout === a && transition.nextLayout === b && transition.transitionProgress == 0)
        let cases: [(CGFloat, CGRect, CGFloat)] = [
            (0, CGRect(x: 0, y: 0, width: 100, height: 100), 1),
            (1, CGRect(x: 200, y: 100, width: 50, height: 50), 0.5),
            (0.5, CGRect(x: 100, y: 50, width: 75, height: 75), 0.75),
            (1.5, CGRect(x: 200, y: 100, width: 50, height: 50), 0.5),
            (-1, CGRect(x: 0, y: 0, width: 100, height: 100), 1),
            (.nan, CGRect(x: 0, y: 0, width: 100, height: 100), 1),
        ]
        for (progress, frame, alpha) in cases {
            transition.transitionProgress = progress
            let attributes = try #require(transition.layoutAttributesForItem(at: [0, 0]))
            #expect(attributes.frame == frame && attributes.alpha == alpha, "progress \(progress)")
        }
        #expect(a.items[[0, 0]]?.frame == CGRect(x: 0, y: 0, width: 100, height: 100), "the layouts' own attributes are not changed")
    }

    @Test("TR-9: an element only the next layout has fades in where it will be; one only the current layout has fades out")
    func fades() throws {
        let a = FixedLayout([([0, 0], CGRect(x: 0, y: 0, width: 10, height: 10), 1)])
        let b = FixedLayout([([0, 1], CGRect(x: 50, y: 0, width: 10, height: 10), 1)])
        let transition = UICollectionViewTransitionLayout(currentLayout: a, nextLayout: b)
        transition.transitionProgress = 0.25
        #expect(transition.layoutAttributesForItem(at: [0, 0])?.alpha == 0.75)
        #expect(transition.layoutAttributesForItem(at: [0, 1])?.alpha == 0.25)
        #expect(transition.layoutAttributesForItem(at: [0, 1])?.frame == CGRect(x: 50, y: 0, width: 10, height: 10))
        #expect(transition.layoutAttributesForItem(at: [0, 2]) == nil)
        let inRect = transition.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 100, height: 100)) ?? []
        #expect(Set(inRect.map(\.indexPath)) == [[0, 0], [0, 1]])
        a.contentSize = CGSize(width: 100, height: 100)
        b.contentSize = CGSize(width: 300, height: 500)
        #expect(transition.collectionViewContentSize == CGSize(width: 150, height: 200))
    }

    @Test("AT-115: animated-key values: what was set, 0 for a key never set")
    func animatedKeys() {
        let transition = UICollectionViewTransitionLayout(currentLayout: FixedLayout([]), nextLayout: FixedLayout([]))
        transition.updateValue(3.5, forAnimatedKey: "pinch")
        #expect(transition.value(forAnimatedKey: "pinch") == 3.5)
        #expect(transition.value(forAnimatedKey: "never") == 0)
        transition.updateValue(0, forAnimatedKey: "pinch")
        #expect(transition.value(forAnimatedKey: "pinch") == 0)
    }

    @Test("AT-116: startInteractiveTransition asks the delegate once, installs its layout; finish installs B and completes once")
    func interactiveFinish() throws {
        let calls = TransitionCallLog()
        let (stage, a, b) = Self.stage(calls: calls)
        let delegate = TransitionDelegate()
        stage.collectionView.delegate = delegate
        var completions: [(Bool, Bool)] = []
        let transition = stage.collectionView.startInteractiveTransition(to: b) { completions.append(($0, $1)) }
        #expect(delegate.asked.count == 1 && delegate.asked[0].0 === a && delegate.asked[0].1 === b)
        #expect(transition === delegate.answer)
        #expect(stage.collectionView.collectionViewLayout === transition)
        #expect(calls.entries == ["A.prepareForTransition(to: B)", "B.prepareForTransition(from: A)"])
        stage.collectionView.layoutIfNeeded()
        #expect(calls.entries.suffix(2) == ["A.prepare", "B.prepare"])
        calls.entries = []

        // AT-114: progress 0.25 moves the cells a quarter of the way (B is 50 points lower).
        transition.transitionProgress = 0.25
        stage.collectionView.layoutIfNeeded()
        #expect(calls.entries.isEmpty, "a progress change interpolates; it prepares neither layout again")
        let cell = try #require(stage.collectionView.cellForItem(at: [0, 0]))
        #expect(cell.frame == CGRect(x: 0, y: 12.5, width: 100, height: 100))
        #expect(cell.alpha == 0.875)

        stage.collectionView.finishInteractiveTransition()
        #expect(stage.collectionView.collectionViewLayout === b)
        #expect(a.collectionView == nil && b.collectionView === stage.collectionView && transition.collectionView == nil)
        #expect(calls.entries == ["B.prepare", "B.finalizeLayoutTransition", "A.finalizeLayoutTransition"])
        #expect(cell.frame == CGRect(x: 0, y: 50, width: 100, height: 100))
        #expect(cell.presentedCenter.y == 62.5, "the cell moves on from where the transition left it")
        #expect(completions.isEmpty)
        stage.sim.advance(by: 1)
        #expect(completions.count == 1 && completions.first! == (true, true))
        _ = delegate
    }

    @Test("AT-114: the default transition layout (no delegate) at progress 0.25 gives frame (50, 25, 87.5, 87.5)")
    func interactiveFrames() throws {
        let a = FixedLayout([([0, 0], CGRect(x: 0, y: 0, width: 100, height: 100), 1)])
        let b = FixedLayout([([0, 0], CGRect(x: 200, y: 100, width: 50, height: 50), 0.5)])
        let stage = GridStage(counts: [1], layout: GridLayout())
        stage.collectionView.collectionViewLayout = a
        stage.collectionView.layoutIfNeeded()
        let transition = stage.collectionView.startInteractiveTransition(to: b)
        #expect(type(of: transition) == UICollectionViewTransitionLayout.self)
        transition.transitionProgress = 0.25
        transition.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.cellForItem(at: [0, 0])?.frame == CGRect(x: 50, y: 25, width: 87.5, height: 87.5))
        stage.collectionView.cancelInteractiveTransition()
    }

    @Test("TR-8: cancelling puts the old layout back; completion once with completed false")
    func interactiveCancel() throws {
        let calls = TransitionCallLog()
        let (stage, a, b) = Self.stage(calls: calls)
        var completions: [(Bool, Bool)] = []
        let transition = stage.collectionView.startInteractiveTransition(to: b) { completions.append(($0, $1)) }
        transition.transitionProgress = 0.5
        stage.collectionView.layoutIfNeeded()
        calls.entries = []
        stage.collectionView.cancelInteractiveTransition()
        #expect(stage.collectionView.collectionViewLayout === a)
        #expect(a.collectionView === stage.collectionView && b.collectionView == nil)
        #expect(calls.entries == ["A.prepare", "A.finalizeLayoutTransition", "B.finalizeLayoutTransition"])
        stage.sim.advance(by: 1)
        #expect(completions.count == 1 && completions.first! == (false, true))
        #expect(stage.collectionView.cellForItem(at: [0, 0])?.frame == Self.frame(0, in: a))
    }

    @Test("TR-8 misuse: finishing with no transition, or starting a second one, stops")
    func misuse() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { GridStage(counts: [1]).collectionView.finishInteractiveTransition() }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = GridStage(counts: [1])
                stage.collectionView.layoutIfNeeded()
                stage.collectionView.startInteractiveTransition(to: GridLayout())
                stage.collectionView.setCollectionViewLayout(GridLayout(), animated: false)
            }
        }
    }
}
