import Foundation
import Testing
import UIKitTesting

/// Scenarios A: the data source's counts (asked when first shown, after `reloadData()` and
/// for a new data source, cached in between) and the views it gives.
@MainActor
@Suite("Collection view data source and counts")
struct CollectionViewDataSourceTests {
    @Test("AT-001: a data source with only numberOfItemsInSection has one section")
    func defaultSectionCount() {
        let stage = GridStage()
        let dataSource = MinimalDataSource(items: 5)
        stage.collectionView.dataSource = dataSource
        #expect(stage.collectionView.numberOfSections == 1)
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 5)
    }

    @Test("AT-002: nested arrays give the section and item counts (Listing 2-1)")
    func nestedCounts() {
        let stage = GridStage(counts: [2, 1, 0])
        #expect(stage.collectionView.numberOfSections == 3)
        #expect((0..<3).map { stage.collectionView.numberOfItems(inSection: $0) } == [2, 1, 0])
    }

    @Test("AT-003: no data-source call before the first layout; then the counts, all before prepare()")
    func countsBeforePrepare() {
        let stage = GridStage(counts: [3, 3, 3])
        #expect(stage.dataSource.log.isEmpty && stage.dataSource.cellRequests.isEmpty)
        var logAtPrepare: [String]?
        stage.layout.onPrepare = { logAtPrepare = stage.dataSource.log }
        stage.collectionView.layoutIfNeeded()
        #expect(logAtPrepare == ["numberOfSections", "numberOfItems(0)", "numberOfItems(1)", "numberOfItems(2)"])
        #expect(stage.dataSource.log == logAtPrepare)
    }

    @Test("AT-004: a second layout pass with no change asks nothing")
    func noRequeries() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        let (log, requests, layoutLog) = (stage.dataSource.log, stage.dataSource.cellRequests, stage.layout.log)
        stage.collectionView.setNeedsLayout()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.dataSource.log == log && stage.dataSource.cellRequests == requests)
        #expect(stage.layout.log == layoutLog + ["layoutAttributesForElements"], "only the visible rect is asked again")
    }

    @Test("AT-005: a different data source is asked; the old one no more")
    func newDataSource() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        let old = stage.dataSource
        let oldCalls = (old.log.count, old.cellRequests.count)
        let replacement = RecordingDataSource(counts: [4])
        stage.collectionView.dataSource = replacement
        stage.collectionView.layoutIfNeeded()
        #expect(replacement.log == ["numberOfSections", "numberOfItems(0)"])
        #expect(replacement.cellRequests.map(\.item) == [0, 1, 2, 3])
        #expect((old.log.count, old.cellRequests.count) == oldCalls)
        #expect(stage.visibleItems == [0, 1, 2, 3])
    }

    @Test("AT-006: reloadData asks the counts again and each visible cell once")
    func reload() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        stage.dataSource.log = []
        stage.dataSource.cellRequests = []
        stage.collectionView.reloadData()
        #expect(stage.dataSource.log.isEmpty, "the reload waits for the next layout pass")
        stage.collectionView.layoutIfNeeded()
        #expect(stage.dataSource.log == ["numberOfSections", "numberOfItems(0)"])
        #expect(stage.dataSource.cellRequests.map(\.item).sorted() == Array(0...14))
        #expect(Lifecycle.inits == 15 && Lifecycle.reuses == 15, "the old cells came back from the queue")
        let context = stage.layout.contexts.last
        #expect(context?.invalidateDataSourceCounts == true && context?.invalidateEverything == true)
    }

    @Test("AT-007: invalidateLayout prepares again without asking for cells; the cells stay")
    func invalidateKeepsCells() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        let cells = Set(stage.collectionView.visibleCells.map(ObjectIdentifier.init))
        let requests = stage.dataSource.cellRequests.count
        stage.layout.invalidateLayout()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.layout.count("prepare") == 2)
        #expect(stage.dataSource.cellRequests.count == requests)
        #expect(Set(stage.collectionView.visibleCells.map(ObjectIdentifier.init)) == cells)
    }

    @Test("AT-008: the first display asks for exactly the 15 visible items, in the layout's order")
    func firstDisplay() {
        let stage = GridStage()
        stage.collectionView.layoutIfNeeded()
        #expect(stage.dataSource.cellRequests.map(\.item) == Array(0...14))
        #expect(stage.visibleItems == Array(0...14))
        #expect(stage.cellSubviews.count == 15)
    }

    @Test("AT-009: the cell for [1, 2] is a configured MyCell (Listing 2-2)")
    func configuredCell() throws {
        let stage = GridStage(counts: [3, 5])
        stage.collectionView.layoutIfNeeded()
        let cell = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 2, section: 1)) as? MyCell)
        #expect(cell.label.text == "Section:1, Item:2")
        #expect(stage.collectionView.indexPath(for: cell) == IndexPath(item: 2, section: 1))
        #expect(cell.frame == CGRect(x: 220, y: 110, width: 100, height: 100))
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 9)) == nil)
    }

    @Test("IP-4: supplementary views may have index paths deeper than two levels")
    func deepIndexPaths() throws {
        let stage = GridStage()
        stage.collectionView.register(HeaderView.self, forSupplementaryViewOfKind: "Badge", withReuseIdentifier: "H")
        let badge = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: "Badge", with: IndexPath(indexes: [0, 1, 2]))
        badge.frame = CGRect(x: 90, y: 0, width: 20, height: 20)
        stage.layout.extraAttributes = [badge]
        stage.collectionView.layoutIfNeeded()
        #expect(stage.dataSource.log.last == "supplementary(Badge, [0, 1, 2])")
        let view = try #require(stage.collectionView.supplementaryView(forElementKind: "Badge", at: IndexPath(indexes: [0, 1, 2])))
        #expect(view.frame == badge.frame)
    }

    @Test("zero sections: nothing is asked for or shown")
    func zeroSections() {
        let stage = GridStage(counts: [])
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.numberOfSections == 0)
        #expect(stage.collectionView.visibleCells.isEmpty && stage.collectionView.contentSize.height == 0)
    }

    @Test("negative counts from the data source count as zero")
    func negativeCounts() {
        let stage = GridStage(counts: [-4, 2])
        #expect(stage.collectionView.numberOfSections == 2)
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 0)
    }

    @Test("no data source: no sections, no cells")
    func noDataSource() {
        let stage = GridStage()
        stage.collectionView.dataSource = nil
        stage.collectionView.layoutIfNeeded()
        #expect(stage.collectionView.numberOfSections == 0 && stage.collectionView.visibleCells.isEmpty)
    }

    @Test("the delegate hears willDisplay as cells arrive and didEndDisplaying as they leave")
    func displayCalls() {
        let stage = GridStage()
        let recorder = DisplayRecorder()
        stage.collectionView.delegate = recorder
        stage.collectionView.layoutIfNeeded()
        #expect(recorder.log == (0...14).map { "willDisplay \($0)" })
        recorder.log = []
        stage.scroll(toY: 110)
        #expect(recorder.log.count == 6)
        #expect(Set(recorder.log.prefix(3)) == ["didEndDisplaying 0", "didEndDisplaying 1", "didEndDisplaying 2"]
            && recorder.log.suffix(3) == ["willDisplay 15", "willDisplay 16", "willDisplay 17"],
                "departures first, then arrivals")
    }

    @Test("supplementary views come from the data source and are reported to the delegate")
    func supplementaryViews() throws {
        let layout = GridLayout()
        layout.headerHeight = 30
        let stage = GridStage(counts: [3, 3, 3, 3, 3], layout: layout)
        stage.collectionView.register(HeaderView.self, forSupplementaryViewOfKind: "Header", withReuseIdentifier: "H")
        let recorder = DisplayRecorder()
        stage.collectionView.delegate = recorder
        stage.collectionView.layoutIfNeeded()
        // Sections are 140 points tall: sections 0–3 start within the first 480 points.
        #expect(stage.collectionView.indexPathsForVisibleSupplementaryElements(ofKind: "Header").map(\.section).sorted() == [0, 1, 2, 3])
        let header = try #require(stage.collectionView.supplementaryView(forElementKind: "Header", at: IndexPath(item: 0, section: 1)))
        #expect(header is HeaderView && header.frame == CGRect(x: 0, y: 140, width: 320, height: 30))
        #expect(stage.collectionView.visibleSupplementaryViews(ofKind: "Header").count == 4)
        #expect(recorder.log.contains("willDisplay Header 3"))
        #expect(stage.collectionView.layoutAttributesForSupplementaryElement(ofKind: "Header", at: IndexPath(item: 0, section: 2))?.frame
            == CGRect(x: 0, y: 280, width: 320, height: 30))
        stage.scroll(toY: 300)
        #expect(recorder.log.contains("didEndDisplaying Header 0"))
        #expect(stage.collectionView.supplementaryView(forElementKind: "Header", at: IndexPath(item: 0, section: 0)) == nil)
    }
}
