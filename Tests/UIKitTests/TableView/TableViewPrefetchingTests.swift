import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A prefetch data source logging what it is told.
@MainActor
final class RowPrefetchLog: NSObject, UITableViewDataSourcePrefetching {
    var prefetched: [[IndexPath]] = []
    var cancelled: [[IndexPath]] = []

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths) }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths)
    }
}

/// Prefetching: while the table scrolls, the rows a screen ahead are handed over once,
/// nearest first; turning back cancels them; nothing while still, when disabled, or
/// without a prefetch data source; self-sizing rows ahead are not measured for it.
@MainActor
@Suite("Table view prefetching", .serialized)
struct TableViewPrefetchingTests {
    private func stage(rowHeight: CGFloat = 44) -> (TableStage, RowPrefetchLog) {
        let stage = TableStage(counts: [1000])
        stage.tableView.rowHeight = rowHeight
        let log = RowPrefetchLog()
        stage.tableView.prefetchDataSource = log
        stage.sim.runUntilIdle()
        return (stage, log)
    }

    private func rows(_ indexPaths: [IndexPath]) -> [Int] { indexPaths.map(\.row) }

    @Test("nothing is prefetched while the table is still; scrolling down hands over the rows of the screen below the visible one, nearest first, each once")
    func scrollDown() {
        let (stage, log) = stage()
        #expect(log.prefetched.isEmpty)
        stage.tableView.contentOffset = CGPoint(x: 0, y: 44)
        stage.sim.runUntilIdle()
        // Visible: rows 1–11 (480 points); the screen below: 44+480 ..< 44+960 → rows 11/12 … 22.
        let first = rows(log.prefetched.first ?? [])
        #expect(first.first == 12 && first == Array(12...22))
        stage.tableView.contentOffset = CGPoint(x: 0, y: 88)
        stage.sim.runUntilIdle()
        #expect(rows(log.prefetched.last ?? []) == [23])
        let all = log.prefetched.flatMap(rows)
        #expect(Set(all).count == all.count)
        #expect(log.cancelled.isEmpty)
    }

    @Test("turning back cancels the rows prefetched below and prefetches those above, nearest first")
    func turnBack() {
        let (stage, log) = stage()
        stage.tableView.contentOffset = CGPoint(x: 0, y: 2200)
        stage.sim.runUntilIdle()
        stage.tableView.contentOffset = CGPoint(x: 0, y: 2160)
        stage.sim.runUntilIdle()
        #expect(!log.cancelled.isEmpty)
        let above = rows(log.prefetched.last ?? [])
        #expect(above.first == 48 && above == above.sorted(by: >))
    }

    @Test("no prefetching when disabled or without a prefetch data source; reloadData forgets what was prefetched")
    func disabled() {
        let (stage, log) = stage()
        stage.tableView.isPrefetchingEnabled = false
        stage.tableView.contentOffset = CGPoint(x: 0, y: 440)
        stage.sim.runUntilIdle()
        #expect(log.prefetched.isEmpty)
        stage.tableView.isPrefetchingEnabled = true
        stage.tableView.prefetchDataSource = nil
        stage.tableView.contentOffset = CGPoint(x: 0, y: 880)
        stage.sim.runUntilIdle()
        #expect(log.prefetched.isEmpty)
        stage.tableView.prefetchDataSource = log
        stage.tableView.contentOffset = CGPoint(x: 0, y: 924)
        stage.sim.runUntilIdle()
        #expect(!log.prefetched.isEmpty)
        stage.tableView.reloadData()
        #expect(stage.tableView.prefetch.prefetched.isEmpty)
    }

    @Test("self-sizing rows ahead are prefetched at their estimates, without asking for their cells")
    func selfSizingNotMeasured() {
        let (stage, log) = stage(rowHeight: UITableView.automaticDimension)
        stage.tableView.estimatedRowHeight = 44
        stage.sim.runUntilIdle()
        let asked = Set(stage.dataSource.cellRequests)
        stage.tableView.contentOffset = CGPoint(x: 0, y: 44)
        stage.sim.runUntilIdle()
        let ahead = Set(log.prefetched.flatMap { $0 })
        #expect(!ahead.isEmpty)
        let newlyAsked = Set(stage.dataSource.cellRequests).subtracting(asked)
        #expect(newlyAsked.isDisjoint(with: ahead))
    }
}
