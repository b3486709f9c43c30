import Foundation
import Testing
import UIKitTesting

/// Highlight and selection by touch and by code (scenarios G): the delegate's call order,
/// refusals, single and multiple selection, and selection kept by index path across reuse.
@MainActor
@Suite("Collection view selection")
struct CollectionViewSelectionTests {
    @Test("AT-087: a touch down highlights after the content-touch delay: shouldHighlight, didHighlight")
    func touchDownHighlights() throws {
        let stage = SelectionStage()
        let finger = stage.sim.touchDown(at: stage.point(0))
        #expect(stage.delegate.log.isEmpty, "the scroll view holds the touch for 0.15 s (delaysContentTouches)")
        stage.sim.advance(by: 0.2)
        #expect(stage.delegate.log == ["shouldHighlight 0", "didHighlight 0"])
        let cell = try #require(stage.cell(0))
        #expect(cell.isHighlighted && !cell.isSelected)
        #expect(stage.collectionView.indexPathsForSelectedItems == nil)
        stage.sim.touchUp(finger)
    }

    @Test("AT-088: the lift appends shouldSelect, didUnhighlight, didSelect, with the cell's states in each")
    func touchUpSelects() throws {
        let stage = SelectionStage()
        let finger = stage.press(0)
        stage.sim.touchUp(finger)
        #expect(stage.delegate.log == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0",
                                       "didSelect 0"])
        #expect(stage.delegate.states["didHighlight 0"]! == (true, false))
        #expect(stage.delegate.states["didUnhighlight 0"]! == (false, false), "unhighlighted before selected (SEL-9)")
        #expect(stage.delegate.states["didSelect 0"]! == (false, true))
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])
    }

    @Test("a quick tap (shorter than the content-touch delay) runs the whole sequence at the lift")
    func quickTap() {
        let stage = SelectionStage()
        stage.tap(2)
        #expect(stage.delegate.log == ["shouldHighlight 2", "didHighlight 2", "shouldSelect 2", "didUnhighlight 2",
                                       "didSelect 2"])
        #expect(stage.selected == [2])
    }

    @Test("AT-089: shouldHighlight false: only shouldHighlight is asked, nothing highlights or selects")
    func highlightRefused() throws {
        let stage = SelectionStage()
        stage.delegate.highlights = false
        let finger = stage.press(0)
        #expect(try #require(stage.cell(0)).isHighlighted == false)
        stage.sim.touchUp(finger)
        #expect(stage.delegate.log == ["shouldHighlight 0"])
        #expect(stage.selected.isEmpty)
    }

    @Test("AT-090: shouldSelect false: the highlight comes and goes, nothing is selected")
    func selectionRefused() throws {
        let stage = SelectionStage()
        stage.delegate.selects = false
        stage.tap(0)
        #expect(stage.delegate.log == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0"])
        #expect(stage.selected.isEmpty)
        #expect(try #require(stage.cell(0)).isSelected == false)
    }

    @Test("AT-091: a cancelled touch unhighlights without any selection call")
    func cancelledTouch() throws {
        let stage = SelectionStage()
        _ = stage.press(0)
        #expect(try #require(stage.cell(0)).isHighlighted)
        stage.sim.cancelAllTouches()
        #expect(stage.delegate.log == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0"])
        let cell = try #require(stage.cell(0))
        #expect(!cell.isHighlighted && !cell.isSelected)
        #expect(stage.selected.isEmpty)
    }

    @Test("AT-092: single selection: the previous item is deselected (didDeselect) before the new one is selected")
    func singleSelectionReplaces() throws {
        let stage = SelectionStage()
        stage.tap(0)
        stage.delegate.log = []
        stage.tap(1)
        #expect(stage.delegate.log == ["shouldHighlight 1", "didHighlight 1", "shouldSelect 1", "didUnhighlight 1",
                                       "didDeselect 0", "didSelect 1"])
        #expect(stage.selected == [1])
        #expect(try #require(stage.cell(0)).isSelected == false)
        #expect(try #require(stage.cell(1)).isSelected)
    }

    @Test("AT-093: multiple selection: taps add items, nothing is deselected")
    func multipleSelectionAdds() {
        let stage = SelectionStage()
        stage.collectionView.allowsMultipleSelection = true
        stage.tap(0)
        stage.tap(1)
        #expect(stage.selected == [0, 1])
        #expect(!stage.delegate.log.contains { $0.hasPrefix("didDeselect") })
    }

    @Test("AT-094: multiple selection: tapping a selected item asks shouldDeselect and deselects it")
    func multipleSelectionToggles() {
        let stage = SelectionStage()
        stage.collectionView.allowsMultipleSelection = true
        stage.tap(0)
        stage.delegate.log = []
        stage.tap(0)
        #expect(stage.delegate.log == ["shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0",
                                       "didDeselect 0"])
        #expect(stage.selected.isEmpty)
    }

    @Test("AT-095: shouldDeselect false keeps the item selected, without didDeselect")
    func deselectionRefused() {
        let stage = SelectionStage()
        stage.collectionView.allowsMultipleSelection = true
        stage.tap(0)
        stage.delegate.deselects = false
        stage.delegate.log = []
        stage.tap(0)
        #expect(stage.delegate.log == ["shouldHighlight 0", "didHighlight 0", "shouldDeselect 0", "didUnhighlight 0"])
        #expect(stage.selected == [0])
    }

    @Test("AT-096: single selection: tapping the selected item selects it again (didSelect, no didDeselect)")
    func singleSelectionReselects() {
        let stage = SelectionStage()
        stage.tap(0)
        stage.delegate.log = []
        stage.tap(0)
        #expect(stage.delegate.log == ["shouldHighlight 0", "didHighlight 0", "shouldSelect 0", "didUnhighlight 0",
                                       "didSelect 0"])
        #expect(stage.selected == [0])
    }

    @Test("AT-097: selectItem and deselectItem change the cells without any delegate call")
    func programmaticSelection() throws {
        let stage = SelectionStage()
        let path = IndexPath(item: 2, section: 0)
        stage.collectionView.selectItem(at: path, animated: false, scrollPosition: [])
        #expect(try #require(stage.cell(2)).isSelected)
        #expect(stage.selected == [2])
        stage.collectionView.selectItem(at: IndexPath(item: 3, section: 0), animated: true, scrollPosition: [])
        #expect(stage.selected == [3], "single selection: selecting replaces")
        #expect(try #require(stage.cell(2)).isSelected == false)
        stage.collectionView.deselectItem(at: IndexPath(item: 3, section: 0), animated: false)
        #expect(stage.selected.isEmpty)
        #expect(stage.delegate.log.isEmpty)
    }

    @Test("selectItem: nil clears the selection; multiple selection adds; a missing item or disallowed selection does nothing")
    func programmaticEdgeCases() {
        let stage = SelectionStage()
        let cv = stage.collectionView
        cv.allowsMultipleSelection = true
        cv.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        #expect(stage.selected == [0, 4])
        cv.selectItem(at: IndexPath(item: 99, section: 0), animated: false, scrollPosition: [])
        cv.selectItem(at: IndexPath(item: 0, section: 7), animated: false, scrollPosition: [])
        #expect(stage.selected == [0, 4], "items that do not exist are ignored")
        cv.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(stage.selected.isEmpty)
        #expect(stage.cell(0)?.isSelected == false && stage.cell(4)?.isSelected == false)
        cv.allowsSelection = false
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        #expect(stage.selected.isEmpty, "no effect when allowsSelection is false")
        #expect(stage.delegate.log.isEmpty)
    }

    @Test("selectItem with a scroll position scrolls the item there")
    func selectionScrolls() {
        let stage = SelectionStage(items: 60)
        stage.collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .top)
        #expect(stage.collectionView.contentOffset.y == 1100, "row 10 at the top")
        stage.sim.runUntilIdle()
        #expect(stage.cell(30)?.isSelected == true)
    }

    @Test("AT-098: allowsSelection false: a tap calls nothing, highlights nothing, selects nothing")
    func selectionDisallowed() throws {
        let stage = SelectionStage()
        stage.collectionView.allowsSelection = false
        let finger = stage.press(0)
        #expect(try #require(stage.cell(0)).isHighlighted == false)
        stage.sim.touchUp(finger)
        #expect(stage.delegate.log.isEmpty)
        #expect(stage.selected.isEmpty)
    }

    @Test("editing mode follows allowsSelectionDuringEditing (default false) and its multiple twin")
    func editingMode() {
        let stage = SelectionStage()
        let cv = stage.collectionView
        #expect(cv.allowsSelection && !cv.allowsMultipleSelection && !cv.isEditing)
        #expect(!cv.allowsSelectionDuringEditing && !cv.allowsMultipleSelectionDuringEditing)
        cv.isEditing = true
        stage.tap(0)
        #expect(stage.delegate.log.isEmpty && stage.selected.isEmpty)
        cv.allowsSelectionDuringEditing = true
        cv.allowsMultipleSelectionDuringEditing = true
        stage.tap(0)
        stage.tap(1)
        #expect(stage.selected == [0, 1])
    }

    @Test("AT-099: multiple selection: a selected cell stays selected while pressed, deselected only at the lift")
    func selectedWhilePressed() throws {
        let stage = SelectionStage()
        stage.collectionView.allowsMultipleSelection = true
        stage.tap(0)
        let finger = stage.press(0)
        let cell = try #require(stage.cell(0))
        #expect(cell.isSelected && cell.isHighlighted)
        stage.sim.touchUp(finger)
        #expect(!cell.isSelected && !cell.isHighlighted)
    }

    @Test("AT-100: without a selectedBackgroundView, selecting changes isSelected only: same subviews, same colours")
    func selectionChangesNothingElse() throws {
        let stage = SelectionStage()
        let cell = try #require(stage.cell(0))
        func snapshot() -> [String] {
            cell.subviews.map { "\(type(of: $0)) hidden=\($0.isHidden) \(String(describing: $0.backgroundColor))" }
                + ["\(String(describing: cell.backgroundColor))", "\(String(describing: cell.contentView.backgroundColor))"]
        }
        let before = snapshot()
        stage.tap(0)
        #expect(cell.isSelected)
        #expect(snapshot() == before)
    }

    @Test("AT-101: Listing 2-4: the white selected background shows while highlighted and selected, the red one otherwise")
    func backgroundViews() throws {
        let stage = SelectionStage()
        stage.useBackgroundCells(background: .red, selected: .white)
        let cell = try #require(stage.cell(0))
        let red = try #require(cell.backgroundView), white = try #require(cell.selectedBackgroundView)
        #expect(red.superview === cell && white.superview == nil)
        let finger = stage.press(0)
        #expect(white.superview === cell, "shown while highlighted")
        stage.sim.touchUp(finger)
        #expect(cell.isSelected && white.superview === cell, "shown while selected")
        #expect(cell.subviews.firstIndex(of: red)! < cell.subviews.firstIndex(of: white)!)
        #expect(cell.subviews.firstIndex(of: white)! < cell.subviews.firstIndex(of: cell.contentView)!)
        stage.collectionView.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        #expect(white.superview == nil && red.superview === cell)
    }

    @Test("AT-102: selection lives by index path: scrolled away and back, [0,0]'s cell is selected, recycled cells are not")
    func selectionSurvivesReuse() throws {
        let stage = SelectionStage(items: 60)
        stage.tap(0)
        let firstCell = try #require(stage.cell(0))
        stage.sim.drag(from: CGPoint(x: 160, y: 450), to: CGPoint(x: 160, y: 100), duration: 0.5)
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.contentOffset.y > 300)
        #expect(stage.cell(0) == nil)
        stage.grid.scroll(toY: 600)
        for cell in stage.collectionView.visibleCells { #expect(!cell.isSelected, "recycled for an unselected item") }
        #expect(stage.collectionView.visibleCells.contains { $0 === firstCell }, "the selected cell was recycled")
        stage.grid.scroll(toY: 0)
        #expect(stage.cell(0)?.isSelected == true)
        for cell in stage.collectionView.visibleCells where cell !== stage.cell(0) { #expect(!cell.isSelected) }
        #expect(stage.selected == [0])
        #expect(stage.delegate.log.filter { $0.hasPrefix("didSelect") } == ["didSelect 0"])
    }

    @Test("a touch that turns into a scroll loses its highlight and selects nothing")
    func scrollCancelsHighlight() {
        let stage = SelectionStage(items: 60)
        let start = stage.point(4)
        let finger = stage.press(4)
        #expect(stage.cell(4)?.isHighlighted == true)
        for step in 1...20 { stage.sim.touchMove(finger, to: CGPoint(x: start.x, y: start.y - CGFloat(step) * 5)) }
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.contentOffset.y > 0)
        #expect(stage.delegate.log == ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4"])
        #expect(stage.selected.isEmpty)
    }

    @Test("a drag that starts a scroll within the content-touch delay never highlights")
    func quickDragNeverHighlights() {
        let stage = SelectionStage(items: 60)
        stage.sim.drag(from: stage.point(4), to: CGPoint(x: 160, y: 60), duration: 0.1)
        stage.sim.runUntilIdle()
        #expect(stage.delegate.log.isEmpty)
    }

    @Test("AT-103: Listing 2-5: the content is blue between touch down and lift, nil after")
    func highlightColour() throws {
        let stage = SelectionStage()
        stage.delegate.onHighlight = { cv, path in cv.cellForItem(at: path)?.contentView.backgroundColor = .blue }
        stage.delegate.onUnhighlight = { cv, path in cv.cellForItem(at: path)?.contentView.backgroundColor = nil }
        let finger = stage.press(0)
        let cell = try #require(stage.cell(0))
        #expect(cell.contentView.backgroundColor == .blue)
        stage.sim.touchUp(finger)
        #expect(cell.contentView.backgroundColor == nil)
    }

    @Test("AT-104: a batch update moves the selection with its items: [0,4] selected, [0,1] deleted → [0,3]")
    func batchUpdateRemapsSelection() throws {
        let stage = SelectionStage()
        let cv = stage.collectionView
        cv.allowsMultipleSelection = true
        cv.selectItem(at: IndexPath(item: 4, section: 0), animated: false, scrollPosition: [])
        cv.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        cv.performBatchUpdates({
            stage.grid.dataSource.counts[0] -= 1
            cv.deleteItems(at: [IndexPath(item: 1, section: 0)])
        }, completion: nil)
        stage.sim.runUntilIdle()
        #expect(cv.indexPathsForSelectedItems == [IndexPath(item: 3, section: 0)])
        #expect(try #require(stage.cell(3)).isSelected)
        #expect(cv.visibleCells.filter(\.isSelected).count == 1)
    }

    @Test("reloadData clears the selection")
    func reloadClearsSelection() {
        let stage = SelectionStage()
        stage.tap(1)
        stage.collectionView.reloadData()
        #expect(stage.collectionView.indexPathsForSelectedItems == nil)
        stage.sim.runUntilIdle()
        #expect(stage.collectionView.visibleCells.allSatisfy { !$0.isSelected })
    }

    @Test("a touch in the space between items, or moved off its item, selects nothing")
    func touchesOffItems() {
        let stage = SelectionStage()
        stage.sim.tap(at: CGPoint(x: 105, y: 90))
        #expect(stage.delegate.log.isEmpty)
        let collectionView = stage.collectionView
        collectionView.alwaysBounceVertical = false
        collectionView.alwaysBounceHorizontal = false
        let finger = stage.press(0)
        stage.sim.touchMove(finger, to: CGPoint(x: 160, y: 92))
        stage.sim.touchMove(finger, to: CGPoint(x: 165, y: 92))
        stage.sim.touchUp(finger)
        #expect(stage.delegate.log == ["shouldHighlight 0", "didHighlight 0", "didUnhighlight 0"])
        #expect(stage.selected.isEmpty)
    }
}
