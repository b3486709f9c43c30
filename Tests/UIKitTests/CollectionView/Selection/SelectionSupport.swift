import Foundation
import Testing
import UIKitTesting

/// The guide's RecordingDelegate: logs the highlight, selection and menu calls as
/// "name item" (section 0), with answers to configure. `states` records the cell's
/// (isHighlighted, isSelected) at each did-call, keyed by its log line.
@MainActor
final class SelectionRecorder: NSObject, UICollectionViewDelegate {
    var log: [String] = []
    var states: [String: (highlighted: Bool, selected: Bool)] = [:]
    var highlights = true
    var selects = true
    var deselects = true
    var showsMenu = true
    var menuActions: Set<String> = ["cut:", "copy:", "paste:"]
    /// Runs in `didHighlightItemAt` (Listing 2-5 changes the content's colour there).
    var onHighlight: ((UICollectionView, IndexPath) -> Void)?
    var onUnhighlight: ((UICollectionView, IndexPath) -> Void)?
    var performedSenders: [Any?] = []

    private func note(_ line: String, _ collectionView: UICollectionView, _ indexPath: IndexPath) {
        log.append(line)
        if let cell = collectionView.cellForItem(at: indexPath) { states[line] = (cell.isHighlighted, cell.isSelected) }
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.item)")
        return highlights
    }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {
        note("didHighlight \(indexPath.item)", collectionView, indexPath)
        onHighlight?(collectionView, indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        note("didUnhighlight \(indexPath.item)", collectionView, indexPath)
        onUnhighlight?(collectionView, indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldSelect \(indexPath.item)")
        return selects
    }
    func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldDeselect \(indexPath.item)")
        return deselects
    }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        note("didSelect \(indexPath.item)", collectionView, indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {
        note("didDeselect \(indexPath.item)", collectionView, indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, shouldShowMenuForItemAt indexPath: IndexPath) -> Bool {
        log.append("shouldShowMenu \(indexPath.item)")
        return showsMenu
    }
    func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
        log.append("canPerform \(action) \(indexPath.item)")
        return menuActions.contains(action.description)
    }
    func collectionView(_ collectionView: UICollectionView, performAction action: Selector,
                        forItemAt indexPath: IndexPath, withSender sender: Any?) {
        log.append("perform \(action) \(indexPath.item)")
        performedSenders.append(sender)
    }
}

/// The selection fixture: the guide's GRID (three 100-point columns) with `items` items in
/// one section and a `SelectionRecorder` as the delegate, laid out and shown.
@MainActor
struct SelectionStage {
    let grid: GridStage
    let delegate = SelectionRecorder()

    init(items: Int = 6) {
        grid = GridStage(counts: [items])
        grid.collectionView.delegate = delegate
        grid.sim.runUntilIdle()
    }

    var sim: Simulator { grid.sim }
    var collectionView: UICollectionView { grid.collectionView }

    /// The middle of item `item` on screen (the collection view is at y = 40).
    func point(_ item: Int) -> CGPoint {
        let frame = grid.layout.frame(of: IndexPath(item: item, section: 0))
        let offset = collectionView.contentOffset
        return CGPoint(x: frame.midX - offset.x, y: frame.midY + 40 - offset.y)
    }

    func cell(_ item: Int) -> UICollectionViewCell? { collectionView.cellForItem(at: IndexPath(item: item, section: 0)) }

    /// The selected items, sorted (empty when none).
    var selected: [Int] { (collectionView.indexPathsForSelectedItems ?? []).map(\.item).sorted() }

    /// A finger down on `item`, held past the scroll view's 0.15 s content-touch delay.
    func press(_ item: Int) -> Simulator.Finger {
        let finger = sim.touchDown(at: point(item))
        sim.advance(by: 0.2)
        return finger
    }

    /// Makes the data source give every cell a `backgroundView` and a
    /// `selectedBackgroundView` of these colours (Listing 2-4), and reloads.
    func useBackgroundCells(background: UIColor, selected: UIColor) {
        grid.dataSource.makeCell = { cv, indexPath in
            let cell = cv.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
            if cell.backgroundView == nil {
                let normal = UIView(), highlighted = UIView()
                normal.backgroundColor = background
                highlighted.backgroundColor = selected
                cell.backgroundView = normal
                cell.selectedBackgroundView = highlighted
            }
            return cell
        }
        collectionView.reloadData()
        sim.runUntilIdle()
    }

    /// A tap on `item`, then everything settled.
    func tap(_ item: Int) {
        sim.tap(at: point(item))
        sim.runUntilIdle()
    }
}
