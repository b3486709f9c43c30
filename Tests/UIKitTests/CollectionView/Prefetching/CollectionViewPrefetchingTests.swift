import Foundation
import Testing
import UIKitTesting

/// A prefetching data source that logs its calls as item lists.
@MainActor
final class PrefetchRecorder: NSObject, UICollectionViewDataSourcePrefetching {
    var log: [String] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        log.append("prefetch \(indexPaths.map(\.item))")
    }
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
        log.append("cancel \(indexPaths.map(\.item))")
    }
}

/// Prefetching: `prefetchDataSource` hears about the items one screen ahead of the scroll.
@MainActor
@Suite("Collection view prefetching")
struct CollectionViewPrefetchingTests {
    /// The GRID (rows 110 points apart, 3 items each) in a 320 × 480 view, shown at offset 0.
    static func stage() -> (GridStage, PrefetchRecorder) {
        let stage = GridStage()
        let recorder = PrefetchRecorder()
        stage.collectionView.prefetchDataSource = recorder
        stage.collectionView.layoutIfNeeded()
        return (stage, recorder)
    }

    @Test("prefetching: scrolling down prefetches the items in the next screen once; scrolling back cancels them and prefetches upwards")
    func scrollDownAndBack() {
        let (stage, recorder) = Self.stage()
        #expect(stage.collectionView.isPrefetchingEnabled)
        #expect(recorder.log.isEmpty, "nothing moves on the first pass")
        // Visible 100…580 (rows 0–5); ahead 580…1060: rows 6–9.
        stage.scroll(toY: 100)
        #expect(recorder.log == ["prefetch \(Array(18...29))"])
        // Small steps with the same items ahead ask nothing again.
        stage.scroll(toY: 110)
        stage.scroll(toY: 120)
        #expect(recorder.log.count == 1)
        // Visible 200…680: row 6 appeared (no cancel); ahead 680…1160 adds row 10.
        stage.scroll(toY: 200)
        #expect(recorder.log.last == "prefetch [30, 31, 32]")
        // Turning back: rows 7–10 are cancelled before they appeared; row 0 is ahead upwards.
        stage.scroll(toY: 150)
        #expect(recorder.log.suffix(2) == ["cancel \(Array(21...32))", "prefetch [2, 1, 0]"])
        // Row 0 appears: nothing to cancel, nothing ahead.
        stage.scroll(toY: 0)
        #expect(recorder.log.count == 4)
    }

    @Test("prefetching: isPrefetchingEnabled false, or no prefetch data source, asks nothing")
    func disabled() {
        let (stage, recorder) = Self.stage()
        stage.collectionView.isPrefetchingEnabled = false
        stage.scroll(toY: 100)
        #expect(recorder.log.isEmpty)
        stage.collectionView.isPrefetchingEnabled = true
        stage.collectionView.prefetchDataSource = nil
        stage.scroll(toY: 300)
        #expect(recorder.log.isEmpty)
        stage.collectionView.prefetchDataSource = recorder
        stage.scroll(toY: 400)
        #expect(recorder.log.count == 1, "enabled again, it prefetches from the next move on")
    }

    @Test("prefetching: a drag prefetches ahead of each frame, never an item twice, and only items that exist")
    func dragging() {
        let (stage, recorder) = Self.stage()
        stage.sim.drag(from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100))
        stage.sim.advance(by: 1)
        let items = recorder.log.filter { $0.hasPrefix("prefetch") }
            .flatMap { $0.dropFirst("prefetch [".count).dropLast().split(separator: ", ").map { Int($0)! } }
        #expect(!items.isEmpty && Set(items).count == items.count, "\(recorder.log)")
        let small = GridStage(counts: [20])
        let smallRecorder = PrefetchRecorder()
        small.collectionView.prefetchDataSource = smallRecorder
        small.collectionView.layoutIfNeeded()
        small.scroll(toY: 100)
        #expect(smallRecorder.log == ["prefetch [18, 19]"], "row 6 holds only items 18 and 19")
    }
}
