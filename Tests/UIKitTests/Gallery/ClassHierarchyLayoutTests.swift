import Foundation
import Testing
import UIKitGallery
import UIKitTesting

/// The collection-view guide's worked example (a class-hierarchy tree; scenarios K) as the
/// Gallery's "Tree" screen builds it, from the Gallery's library.
@MainActor
@Suite("Collection view guide K: the class-hierarchy tree layout")
struct ClassHierarchyLayoutTests {
    /// Fixture F1 "classes" (4 sections, 11 items).
    static let f1 = [ClassNode("NSObject", [
        ClassNode("UIResponder", [ClassNode("UIView", [ClassNode("UIControl"), ClassNode("UIScrollView")]),
                                  ClassNode("UIViewController"), ClassNode("UIApplication")]),
        ClassNode("NSString", [ClassNode("NSMutableString")]),
        ClassNode("NSArray", [ClassNode("NSMutableArray")]),
    ])]
    /// Fixture F2 "shift": Root → [A, B], B → [b1].
    static let f2 = [ClassNode("Root", [ClassNode("A"), ClassNode("B", [ClassNode("b1")])])]
    /// Fixture F3 "no compaction": P → [c0, c1, c2], Q and R leaves.
    static let f3 = [ClassNode("P", [ClassNode("c0"), ClassNode("c1"), ClassNode("c2")]), ClassNode("Q"), ClassNode("R")]

    /// The worked example's table of cell origins for forest F1: index path → (x, y).
    nonisolated static let f1Origins: [IndexPath: CGPoint] = [
        [0, 0]: CGPoint(x: 10, y: 10), [1, 0]: CGPoint(x: 130, y: 10), [1, 1]: CGPoint(x: 130, y: 250),
        [1, 2]: CGPoint(x: 130, y: 310), [2, 0]: CGPoint(x: 250, y: 10), [2, 1]: CGPoint(x: 250, y: 130),
        [2, 2]: CGPoint(x: 250, y: 190), [2, 3]: CGPoint(x: 250, y: 250), [2, 4]: CGPoint(x: 250, y: 310),
        [3, 0]: CGPoint(x: 370, y: 10), [3, 1]: CGPoint(x: 370, y: 70),
    ]

    /// A window holding a collection view of `frame` over the tree of `roots`, laid out once.
    @MainActor
    struct Stage {
        let sim: Simulator
        let window: UIWindow
        let hierarchy: ClassHierarchy
        let layout: ClassHierarchyLayout
        let collectionView: UICollectionView

        init(_ roots: [ClassNode], layout: ClassHierarchyLayout = ClassHierarchyLayout(), connectors: Bool = true,
             frame: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480)) {
            sim = Simulator(device: .iPhoneSE)
            window = UIWindow(frame: sim.screen.bounds)
            window.makeKeyAndVisible()
            hierarchy = ClassHierarchy(roots: roots)
            self.layout = layout
            layout.customDataSource = hierarchy
            layout.includesConnectors = connectors
            collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
            collectionView.register(ClassCell.self, forCellWithReuseIdentifier: ClassHierarchy.cellIdentifier)
            collectionView.register(ConnectorView.self, forSupplementaryViewOfKind: ClassHierarchyLayout.connectorKind,
                                    withReuseIdentifier: ClassHierarchy.connectorIdentifier)
            collectionView.dataSource = hierarchy
            window.addSubview(collectionView)
            collectionView.layoutIfNeeded()
        }

        func frame(_ indexPath: IndexPath) -> CGRect? { layout.layoutAttributesForItem(at: indexPath)?.frame }

        /// The elements in `rect`, as "cell [s, i]" / "ConnectionViewKind [s, i]" strings.
        func elements(in rect: CGRect) -> Set<String> {
            Set((layout.layoutAttributesForElements(in: rect) ?? []).map { ($0.representedElementKind ?? "cell") + " \($0.indexPath)" })
        }
    }

    static func cells(_ paths: [IndexPath]) -> Set<String> { Set(paths.map { "cell \($0)" }) }
    static func connectors(_ paths: [IndexPath]) -> Set<String> { Set(paths.map { "ConnectionViewKind \($0)" }) }

    @Test("AT-122: F1 has maxNumRows 6 and content size (480, 360)")
    func f1ContentSize() {
        let stage = Stage(Self.f1)
        #expect(stage.layout.maxNumRows == 6)
        #expect(stage.layout.collectionViewContentSize == CGSize(width: 480, height: 360))
        #expect(stage.collectionView.contentSize == CGSize(width: 480, height: 360))
    }

    @Test("AT-123: every F1 cell frame is the worked example's", arguments: Array(ClassHierarchyLayoutTests.f1Origins.keys.sorted()))
    func f1Frames(indexPath: IndexPath) throws {
        let stage = Stage(Self.f1)
        let origin = try #require(Self.f1Origins[indexPath])
        #expect(stage.frame(indexPath) == CGRect(origin: origin, size: CGSize(width: 100, height: 40)))
    }

    @Test("AT-124 to AT-127: F1 cells only (Fig 6-4): rect queries, compared as sets; touching edges do not count")
    func f1CellRects() {
        let stage = Stage(Self.f1, connectors: false)
        #expect(stage.elements(in: CGRect(x: 0, y: 0, width: 240, height: 60)) == Self.cells([[0, 0], [1, 0]]))
        #expect(stage.elements(in: CGRect(x: 240, y: 0, width: 240, height: 120)) == Self.cells([[2, 0], [3, 0], [3, 1]]))
        #expect(stage.elements(in: CGRect(x: 120, y: 240, width: 120, height: 60)) == Self.cells([[1, 1]]))
        #expect(stage.elements(in: CGRect(x: 0, y: 50, width: 480, height: 20)).isEmpty)
        #expect(stage.elements(in: CGRect(x: 0, y: 0, width: 480, height: 360)) == Self.cells(Array(Self.f1Origins.keys)))
        #expect(stage.layout.layoutAttributesForSupplementaryView(ofKind: ClassHierarchyLayout.connectorKind, at: [0, 0]) == nil)
    }

    @Test("AT-128: F1 with connectors: the parents' connectors join the rect answers, a leaf's never does")
    func f1ConnectorRects() {
        let stage = Stage(Self.f1)
        #expect(stage.elements(in: CGRect(x: 0, y: 0, width: 240, height: 60))
            == Self.cells([[0, 0], [1, 0]]).union(Self.connectors([[0, 0], [1, 0]])))
        let all = stage.elements(in: CGRect(x: -1000, y: -1000, width: 3000, height: 3000))
        #expect(all == Self.cells(Array(Self.f1Origins.keys)).union(Self.connectors([[0, 0], [1, 0], [1, 1], [1, 2], [2, 0]])))
        // A rect around the origin, where a leaf's empty connector sits, finds none.
        #expect(stage.elements(in: CGRect(x: 0, y: 0, width: 5, height: 5)).isEmpty)
    }

    @Test("AT-129: F1 on-demand item attributes carry their children and equal the rect query's")
    func f1OnDemand() throws {
        let stage = Stage(Self.f1)
        let leaf = try #require(stage.layout.layoutAttributesForItem(at: [2, 3]) as? ClassHierarchyAttributes)
        #expect(leaf.frame == CGRect(x: 250, y: 250, width: 100, height: 40))
        #expect(leaf.children == [])
        let responder = try #require(stage.layout.layoutAttributesForItem(at: [1, 0]) as? ClassHierarchyAttributes)
        #expect(responder.children == [[2, 0], [2, 1], [2, 2]])
        let fromRect = try #require(stage.layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 480, height: 360))?
            .first { $0.representedElementCategory == .cell && $0.indexPath == [1, 0] })
        #expect(responder.isEqual(fromRect))
        #expect(stage.layout.layoutAttributesForItem(at: [9, 9]) == nil)
    }

    @Test("AT-130: F1 connector attributes: frames in the gutter, category supplementary, another kind nil")
    func f1Connectors() throws {
        let stage = Stage(Self.f1)
        let kind = ClassHierarchyLayout.connectorKind
        let root = try #require(stage.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: [0, 0]))
        #expect(root.frame == CGRect(x: 110, y: 10, width: 20, height: 340))
        #expect(root.representedElementCategory == .supplementaryView)
        #expect(root.representedElementKind == kind)
        let expected: [IndexPath: CGRect] = [[1, 0]: CGRect(x: 230, y: 10, width: 20, height: 220),
                                             [1, 1]: CGRect(x: 230, y: 250, width: 20, height: 40),
                                             [1, 2]: CGRect(x: 230, y: 310, width: 20, height: 40),
                                             [2, 0]: CGRect(x: 350, y: 10, width: 20, height: 100),
                                             [2, 1]: .zero, [3, 1]: .zero]
        for (indexPath, frame) in expected {
            #expect(stage.layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)?.frame == frame, "\(indexPath)")
        }
        #expect(stage.layout.layoutAttributesForSupplementaryView(ofKind: "Other", at: [0, 0]) == nil)
        #expect(stage.layout.layoutAttributesForSupplementaryView(ofKind: ClassHierarchyLayout.cellKind, at: [0, 0]) == nil)
    }

    @Test("AT-131: F1 on a 320 × 200 view scrolls both ways to (160, 160)")
    func f1Scrolls() {
        let stage = Stage(Self.f1, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        #expect(stage.collectionView.contentSize == CGSize(width: 480, height: 360))
        stage.collectionView.contentOffset = CGPoint(x: 160, y: 160)
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.contentOffset == CGPoint(x: 160, y: 160))
        #expect(Set(stage.collectionView.indexPathsForVisibleItems)
            == [[1, 1], [1, 2], [2, 1], [2, 2], [2, 3], [2, 4]])
    }

    /// Records where every cell is placed, in order.
    final class TracingLayout: ClassHierarchyLayout {
        var placements: [(IndexPath, CGFloat)] = []
        override func frameForCell(at indexPath: IndexPath, withHeight row: Int) -> CGRect {
            let frame = super.frameForCell(at: indexPath, withHeight: row)
            placements.append((indexPath, frame.minY))
            return frame
        }
    }

    @Test("AT-132: F2: b1 is placed at y 10 with section 2, moved to y 70 with its parent B in section 1")
    func f2Shift() {
        let layout = TracingLayout()
        let stage = Stage(Self.f2, layout: layout)
        let trace = layout.placements.map { "\($0.0) \($0.1)" }
        #expect(trace == ["[2, 0] 10.0", "[1, 0] 10.0", "[1, 1] 70.0", "[2, 0] 70.0", "[0, 0] 10.0", "[1, 0] 10.0",
                          "[1, 1] 70.0", "[2, 0] 70.0"])
        let size = CGSize(width: 100, height: 40)
        #expect(stage.frame([0, 0]) == CGRect(origin: CGPoint(x: 10, y: 10), size: size))
        #expect(stage.frame([1, 0]) == CGRect(origin: CGPoint(x: 130, y: 10), size: size))
        #expect(stage.frame([1, 1]) == CGRect(origin: CGPoint(x: 130, y: 70), size: size))
        #expect(stage.frame([2, 0]) == CGRect(origin: CGPoint(x: 250, y: 70), size: size))
        #expect(stage.collectionView.contentSize == CGSize(width: 360, height: 120))
    }

    @Test("AT-133: F3: no compaction, Q stays at row 3 below P's children")
    func f3NoCompaction() {
        let stage = Stage(Self.f3)
        let origins: [(IndexPath, CGFloat, CGFloat)] = [([0, 0], 10, 10), ([0, 1], 10, 190), ([0, 2], 10, 250),
                                                        ([1, 0], 130, 10), ([1, 1], 130, 70), ([1, 2], 130, 130)]
        for (indexPath, x, y) in origins {
            #expect(stage.frame(indexPath)?.origin == CGPoint(x: x, y: y), "\(indexPath)")
        }
        #expect(stage.layout.maxNumRows == 5)
        #expect(stage.collectionView.contentSize == CGSize(width: 240, height: 300))
    }

    /// Logs `prepare()`'s start and end, and the tree data source's calls, in one list.
    final class LoggingLayout: ClassHierarchyLayout {
        var log: [String] = []
        override func prepare() {
            log.append("prepare begins")
            super.prepare()
            log.append("prepare ends")
        }
    }

    /// The F1 tree's data source, logging every call.
    final class LoggingHierarchy: NSObject, UICollectionViewDataSource, ClassHierarchyLayoutDataSource {
        let tree = ClassHierarchy(roots: ClassHierarchyLayoutTests.f1)
        let layout: LoggingLayout
        init(layout: LoggingLayout) { self.layout = layout }

        func numRowsForClassAndChildren(at indexPath: IndexPath) -> Int {
            layout.log.append("numRows \(indexPath)")
            return tree.numRowsForClassAndChildren(at: indexPath)
        }
        func children(ofClassAt indexPath: IndexPath) -> [IndexPath] { tree.children(ofClassAt: indexPath) }
        func numberOfSections(in collectionView: UICollectionView) -> Int {
            layout.log.append("numberOfSections")
            return tree.numberOfSections(in: collectionView)
        }
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            layout.log.append("numberOfItems")
            return tree.collectionView(collectionView, numberOfItemsInSection: section)
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            tree.collectionView(collectionView, cellForItemAt: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            tree.collectionView(collectionView, viewForSupplementaryElementOfKind: kind, at: indexPath)
        }
    }

    @Test("AT-134: prepare() asks numRows for all 11 classes, no data-source counts, and runs once without invalidation")
    func f1PrepareCalls() throws {
        let layout = LoggingLayout()
        let stage = Stage([], layout: layout)
        let logging = LoggingHierarchy(layout: layout)
        layout.customDataSource = logging
        stage.collectionView.dataSource = logging
        layout.log = []
        stage.collectionView.layoutIfNeeded()
        let begin = try #require(layout.log.firstIndex(of: "prepare begins"))
        let end = try #require(layout.log.firstIndex(of: "prepare ends"))
        let during = layout.log[begin...end]
        #expect(Set(during.filter { $0.hasPrefix("numRows") }) == Set(Self.f1Origins.keys.map { "numRows \($0)" }))
        #expect(!during.contains("numberOfSections") && !during.contains("numberOfItems"))
        layout.log = []
        stage.collectionView.layoutIfNeeded()
        #expect(layout.log.isEmpty)
    }

    @Test("AT-039 and AT-040: the attributes compare children first, then the rest; copies keep the children")
    func attributesEquality() throws {
        func make(_ children: [IndexPath], frame: CGRect = CGRect(x: 10, y: 10, width: 100, height: 40)) -> ClassHierarchyAttributes {
            let attributes = ClassHierarchyAttributes(forCellWith: [0, 0])
            attributes.children = children
            attributes.frame = frame
            return attributes
        }
        let a = make([[1, 0], [1, 1]])
        #expect(a.isEqual(make([[1, 0], [1, 1]])))
        #expect(!a.isEqual(make([[1, 0]])))
        #expect(!a.isEqual(make([[1, 0], [1, 1]], frame: CGRect(x: 0, y: 0, width: 1, height: 1))))
        let plain = UICollectionViewLayoutAttributes(forCellWith: [0, 0])
        plain.frame = a.frame
        #expect(!a.isEqual(plain))
        #expect(!plain.isEqual(a))
        let copy = try #require(a.copy() as? ClassHierarchyAttributes)
        #expect(copy !== a && copy.children == a.children && copy.frame == a.frame && copy.isEqual(a))
    }

    @Test("WX-3: the connector views shown draw from the data: the parent's and children's centres in their own coordinates")
    func connectorViews() throws {
        let stage = Stage(Self.f1, frame: CGRect(x: 0, y: 0, width: 480, height: 360))
        let root = try #require(stage.collectionView.supplementaryView(forElementKind: ClassHierarchyLayout.connectorKind,
                                                                       at: [0, 0]) as? ConnectorView)
        #expect(root.frame == CGRect(x: 110, y: 10, width: 20, height: 340))
        #expect(root.parentCentre == 20 && root.childCentres == [20, 260, 320])
        #expect(stage.collectionView.visibleSupplementaryViews(ofKind: ClassHierarchyLayout.connectorKind).count == 5)
        #expect(stage.collectionView.cellForItem(at: [3, 1])?.frame == CGRect(x: 370, y: 70, width: 100, height: 40))
    }

    @Test("Tree layout edge cases: an empty forest, and a layout without a tree data source, lay out nothing")
    func emptyTrees() {
        let empty = Stage([])
        #expect(empty.collectionView.contentSize == .zero)
        #expect(empty.collectionView.visibleCells.isEmpty)
        let orphan = Stage(Self.f1)
        orphan.layout.customDataSource = nil
        orphan.layout.invalidateLayout()
        orphan.collectionView.layoutIfNeeded()
        #expect(orphan.layout.layoutInformation.isEmpty)
        #expect(orphan.collectionView.contentSize == CGSize(width: 480, height: 0))
        #expect(orphan.collectionView.visibleCells.isEmpty)
    }
}
