import CoreGraphics
import Foundation

/// A table update being recorded: between `beginUpdates()` and `endUpdates()` (nested pairs
/// counted) or inside `performBatchUpdates(_:completion:)`.
@MainActor
final class TableBatchUpdate {
    /// The row counts before the update; nil when they were not loaded (the update is then
    /// a reload).
    let before: [Int]?
    var plan = CollectionUpdatePlan()
    /// Open `beginUpdates()` calls (and batch closures running).
    var depth = 1
    var completions: [(Bool) -> Void] = []
    /// How each deleted or reloaded row (index path before the update) leaves, and each
    /// inserted row (after it) arrives; sections likewise.
    var leavingRows: [IndexPath: UITableView.RowAnimation] = [:]
    var arrivingRows: [IndexPath: UITableView.RowAnimation] = [:]
    var leavingSections: [Int: UITableView.RowAnimation] = [:]
    var arrivingSections: [Int: UITableView.RowAnimation] = [:]

    init(before: [Int]?) { self.before = before }

    /// How the row shown at `indexPath` before the update leaves: its own animation, its
    /// section's, or a fade.
    func leavingAnimation(for indexPath: IndexPath) -> UITableView.RowAnimation {
        leavingRows[indexPath] ?? leavingSections[indexPath.section] ?? .fade
    }

    /// How the row at `indexPath` after the update arrives: its own animation, its
    /// section's, or (a reloaded row) its reload's.
    func arrivingAnimation(for indexPath: IndexPath) -> UITableView.RowAnimation {
        arrivingRows[indexPath] ?? arrivingSections[indexPath.section] ?? .fade
    }
}

/// Views an update animation keeps on screen until it ends, then takes off: deleted and
/// reloaded rows, rows moved out of sight, headers and footers of removed sections.
@MainActor
final class TableUpdateAnimation {
    var finishing: [() -> Void]

    init(finishing: [() -> Void]) { self.finishing = finishing }

    /// Takes the views off (once).
    func finish() {
        let actions = finishing
        finishing = []
        actions.forEach { $0() }
    }
}

/// Inserting, deleting, moving and reloading rows and sections, and batch updates: the
/// changes recorded as the app names them, checked against the data source's counts with
/// UIKit's messages, and animated — rows that stay slide to their new places, inserted rows
/// arrive and deleted rows leave by their `RowAnimation`, in one 0.3 s animation (the
/// duration UIKit's row animations take). `beginUpdates()`/`endUpdates()` with nothing in
/// between animate changed row heights.
extension UITableView {
    // MARK: Recording

    func beginTableUpdates() {
        if let openTableBatch {
            openTableBatch.depth += 1
            return
        }
        openTableBatch = TableBatchUpdate(before: needsReload ? nil : currentRowCounts)
    }

    func endTableUpdates(api: String = "endUpdates()") {
        guard let batch = openTableBatch else {
            preconditionFailure("UITableView.\(api): called without a matching beginUpdates(); pair each endUpdates() "
                + "with a beginUpdates() before it")
        }
        batch.depth -= 1
        guard batch.depth == 0 else { return }
        openTableBatch = nil
        guard let (plan, before, complete) = batch.plan.finished(before: batch.before, completions: batch.completions,
                                                                   reload: reloadData) else { return }
        applyRowUpdate(plan, batch: batch, before: before, completion: complete)
    }

    func runTableBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        beginTableUpdates()
        if let completion { openTableBatch?.completions.append(completion) }
        updates?()
        endTableUpdates(api: "performBatchUpdates(_:completion:)")
    }

    func recordRows(_ action: UICollectionViewUpdateItem.Action, _ indexPaths: [IndexPath], animation: RowAnimation,
                    api: String) {
        for path in indexPaths {
            precondition(path.count == 2, "UITableView.\(api): the index path \(path) is not (section, row); "
                + "use IndexPath(row:section:)")
        }
        record { batch in
            batch.plan.record(action, items: indexPaths)
            for path in indexPaths {
                if action == .insert { batch.arrivingRows[path] = animation } else { batch.leavingRows[path] = animation }
            }
        }
    }

    func recordRowMove(_ from: IndexPath, to: IndexPath) {
        precondition(from.count == 2 && to.count == 2, "UITableView.moveRow(at:to:): the index paths \(from) and \(to) "
            + "must be (section, row); use IndexPath(row:section:)")
        record { batch in
            precondition(batch.plan.movedItems[from] == nil, "UITableView.moveRow(at:to:): attempt to move index path "
                + "(\(from)) to multiple locations in one update; move each row once")
            batch.plan.movedItems[from] = to
            batch.plan.record(.move, before: from, after: to)
        }
    }

    func recordSections(_ action: UICollectionViewUpdateItem.Action, _ sections: IndexSet, animation: RowAnimation) {
        record { batch in
            batch.plan.record(action, sections: Array(sections))
            for section in sections {
                if action == .insert {
                    batch.arrivingSections[section] = animation
                } else {
                    batch.leavingSections[section] = animation
                }
            }
        }
    }

    func recordSectionMove(_ section: Int, to newSection: Int) {
        record { batch in
            precondition(batch.plan.movedSections[section] == nil, "UITableView.moveSection(_:toSection:): attempt to "
                + "move section \(section) to multiple locations in one update; move each section once")
            batch.plan.movedSections[section] = newSection
            batch.plan.record(.move, before: CollectionUpdatePlan.sectionPath(section),
                              after: CollectionUpdatePlan.sectionPath(newSection))
        }
    }

    /// Adds a change to the open batch, or makes it a batch of its own.
    private func record(_ change: (TableBatchUpdate) -> Void) {
        beginTableUpdates()
        if let openTableBatch { change(openTableBatch) }
        endTableUpdates()
    }

    /// The row counts of the sections as last loaded.
    private var currentRowCounts: [Int] {
        (0..<geometry.numberOfSections).map { geometry.numberOfRows(inSection: $0) }
    }

    // MARK: The update

    /// The update, in UIKit's order: the counts asked again and checked; the selection and
    /// the rows and headers shown carried to their new index paths; a layout pass (new rows
    /// get cells); then one animation from where everything was to where it is.
    private func applyRowUpdate(_ plan: CollectionUpdatePlan, batch: TableBatchUpdate, before: [Int],
                                completion: @escaping (Bool) -> Void) {
        let shownCells = visibleCellsByIndexPath
        let shownSupplementary = visibleSupplementaryViews
        needsReload = true
        loadCountsIfNeeded()
        plan.validate(old: before, new: currentRowCounts, wording: .tableView)
        // A reloaded row or section arrives, where it now is, as it left.
        for row in plan.reloadedItems {
            if let target = plan.newIndexPath(forOld: row) { batch.arrivingRows[target] = batch.leavingRows[row] }
        }
        for section in plan.reloadedSections {
            if let target = plan.newSection(forOld: section) { batch.arrivingSections[target] = batch.leavingSections[section] }
        }
        selectedRows = Set(selectedRows.compactMap { plan.reloadedItems.contains($0) ? nil : plan.newIndexPath(forOld: $0) })
        highlightedRow = nil

        // Rows shown before: to their new index paths, or leaving.
        visibleCellsByIndexPath = [:]
        var startFrames: [IndexPath: CGRect] = [:]
        var finishing: [() -> Void] = []
        var ends: [() -> Void] = []
        var leaving: [UITableViewCell] = []
        for (old, cell) in shownCells {
            guard !plan.reloadedItems.contains(old), let new = plan.newIndexPath(forOld: old) else {
                leaving.append(cell)
                leave(cell, animation: batch.leavingAnimation(for: old), ends: &ends)
                finishing.append { [weak self] in self?.retireAfterUpdate(cell, from: old) }
                continue
            }
            let target = rectForRow(at: new)
            if target.intersects(bounds) {
                visibleCellsByIndexPath[new] = cell
                startFrames[new] = cell.frame
            } else {
                // Moved out of sight: it slides there, then goes.
                ends.append { cell.frame = target }
                finishing.append { [weak self] in self?.retireAfterUpdate(cell, from: new) }
            }
        }
        var supplementaryStarts: [TableSupplementaryKey: CGRect] = [:]
        visibleSupplementaryViews = [:]
        for (key, view) in shownSupplementary {
            if !plan.reloadedSections.contains(key.section), let section = plan.newSection(forOld: key.section) {
                let moved = TableSupplementaryKey(section: section, isHeader: key.isHeader)
                visibleSupplementaryViews[moved] = view
                supplementaryStarts[moved] = view.frame
            } else {
                ends.append { view.alpha = 0 }
                finishing.append { [weak self] in
                    view.alpha = 1
                    self?.retireSupplementary(view, key: key)
                }
            }
        }

        UIView.performWithoutAnimation { layoutVisibleRows() }

        // From where everything was (or arrives from) to where the layout put it.
        let moves = startFrames.compactMap { path, start in
            visibleCellsByIndexPath[path].map { (path: path, dy: start.minY - $0.frame.minY) }
        }.sorted { $0.path < $1.path }
        UIView.performWithoutAnimation {
            for (path, cell) in visibleCellsByIndexPath {
                let final = cell.frame
                if let start = startFrames[path] {
                    cell.frame = start
                } else if plan.isNewItem(at: path) {
                    arrive(cell, animation: batch.arrivingAnimation(for: path), ends: &ends)
                    continue
                } else {
                    // Brought into sight by the rows around it: it moves with the nearest.
                    let nearest = moves.last { $0.path < path } ?? moves.first { $0.path > path }
                    cell.frame = final.offsetBy(dx: 0, dy: nearest?.dy ?? 0)
                }
                ends.append { cell.frame = final }
            }
            for (key, view) in visibleSupplementaryViews {
                let final = view.frame
                if let start = supplementaryStarts[key] {
                    view.frame = start
                    ends.append { view.frame = final }
                } else {
                    view.alpha = 0
                    ends.append { view.alpha = 1 }
                }
            }
        }
        // Leaving rows go behind everything the layout placed, arriving ones included.
        for cell in leaving { sendSubviewToBack(cell) }
        let animation = TableUpdateAnimation(finishing: finishing)
        runningRowUpdates.append(animation)
        UIView.animate(withDuration: Self.rowAnimationDuration, delay: 0, options: [], animations: {
            ends.forEach { $0() }
        }, completion: { [weak self, weak animation] finished in
            if let animation {
                self?.runningRowUpdates.removeAll { $0 === animation }
                animation.finish()
            }
            completion(finished)
        })
    }

    /// How long row animations take: 0.3 s, ease-in-ease-out (UIKit's table; an enclosing
    /// `UIView.animate` block's duration wins, as in UIKit).
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Starts `cell` (at its place) where `animation` brings an arriving row from, and adds
    /// the way to its place to `ends`.
    private func arrive(_ cell: UITableViewCell, animation: RowAnimation, ends: inout [() -> Void]) {
        let final = cell.frame
        switch animation {
        case .none:
            return
        case .right, .left:
            cell.frame = final.offsetBy(dx: animation == .right ? bounds.width : -bounds.width, dy: 0)
        case .top, .bottom:
            // From behind the rows beside it.
            cell.frame = final.offsetBy(dx: 0, dy: animation == .top ? -final.height : final.height)
            cell.alpha = 0
            sendSubviewToBack(cell)
        case .fade, .middle, .automatic:
            cell.alpha = 0
        }
        ends.append {
            cell.frame = final
            cell.alpha = 1
        }
    }

    /// Adds to `ends` where `animation` takes a leaving row (shown now); `.none` takes it
    /// off at once.
    private func leave(_ cell: UITableViewCell, animation: RowAnimation, ends: inout [() -> Void]) {
        let frame = cell.frame
        switch animation {
        case .none:
            cell.isHidden = true
        case .right, .left:
            ends.append { cell.frame = frame.offsetBy(dx: animation == .right ? self.bounds.width : -self.bounds.width, dy: 0) }
        case .top, .bottom:
            ends.append {
                cell.frame = frame.offsetBy(dx: 0, dy: animation == .top ? -frame.height : frame.height)
                cell.alpha = 0
            }
        case .fade, .middle, .automatic:
            ends.append { cell.alpha = 0 }
        }
    }

    /// A cell an update took off the screen goes to its queue with its look restored.
    private func retireAfterUpdate(_ cell: UITableViewCell, from indexPath: IndexPath) {
        cell.alpha = 1
        cell.isHidden = false
        retire(cell, from: indexPath)
    }

    /// Asks the data source for each visible row's cell in `indexPaths` while dequeuing the
    /// row's identifier gives back the cell it has. A data source that answers with another
    /// cell gets the row reloaded (without animation).
    func reconfigure(_ indexPaths: [IndexPath]) {
        guard let dataSource = dataSourceStorage else { return }
        var reloading: [IndexPath] = []
        for indexPath in indexPaths {
            guard let cell = cellForRow(at: indexPath) else { continue }
            reconfiguring = (indexPath, cell)
            let answer = dataSource.tableView(self, cellForRowAt: indexPath)
            reconfiguring = nil
            if answer !== cell {
                if let identifier = answer.reuseIdentifier { cellPool.enqueue(answer, identifier: identifier) }
                reloading.append(indexPath)
            }
        }
        guard !reloading.isEmpty else { return }
        UIView.performWithoutAnimation { reloadRows(at: reloading, with: .none) }
    }

    /// `reloadData()` cuts running row animations short: the views they keep go at once.
    func finishRowUpdates() {
        let running = runningRowUpdates
        runningRowUpdates = []
        for animation in running { animation.finish() }
    }
}
