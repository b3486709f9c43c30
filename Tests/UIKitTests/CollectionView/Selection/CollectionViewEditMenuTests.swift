import Foundation
import Testing
import UIKitTesting

/// The edit menu of an item (scenarios H): a long press asks the delegate, shows the
/// allowed commands over the cell, and a chosen command is performed.
@MainActor
@Suite("Collection view edit menu")
struct CollectionViewEditMenuTests {
    @Test("AT-105: a long press asks shouldShowMenu, then canPerformAction for cut:, copy:, paste: and nothing else")
    func asksForTheThreeActions() {
        let stage = SelectionStage(items: 1)
        stage.sim.longPress(at: stage.point(0))
        let menuCalls = stage.delegate.log.filter { $0.hasPrefix("shouldShowMenu") || $0.hasPrefix("canPerform") }
        #expect(menuCalls == ["shouldShowMenu 0", "canPerform cut: 0", "canPerform copy: 0", "canPerform paste: 0"])
        #expect(shownMenuTitles == ["Cut", "Copy", "Paste"])
    }

    @Test("AT-106: Listing 2-6: canPerformAction allows copy: and paste: only: the menu shows Copy and Paste")
    func filteredMenu() throws {
        let stage = SelectionStage(items: 1)
        stage.delegate.menuActions = ["copy:", "paste:"]
        stage.sim.longPress(at: stage.point(0))
        #expect(shownMenuTitles == ["Copy", "Paste"])
        stage.sim.runUntilIdle()
        RenderedPixels.writePNG(stage.sim.screenshot(), to: "/tmp/collection-view-edit-menu.png")
        let bar = try #require(EditMenuPresentation.current?.placement?.bar)
        let cellFrame = try #require(stage.cell(0)).convert(stage.cell(0)!.bounds, to: stage.grid.window)
        #expect(bar.maxY <= cellFrame.minY || bar.minY >= cellFrame.maxY, "the bar points at the cell")
    }

    @Test("the press that shows the menu cancels the touch: unhighlighted, nothing selected")
    func menuPressDoesNotSelect() {
        let stage = SelectionStage(items: 1)
        stage.sim.longPress(at: stage.point(0))
        #expect(stage.delegate.log.prefix(2) == ["shouldHighlight 0", "didHighlight 0"])
        #expect(stage.delegate.log.contains("didUnhighlight 0"))
        #expect(!stage.delegate.log.contains { $0.hasPrefix("shouldSelect") || $0.hasPrefix("didSelect") })
        #expect(stage.cell(0)?.isHighlighted == false)
        #expect(stage.selected.isEmpty)
    }

    @Test("AT-107: a delegate without shouldShowMenu (default false) gets no menu; the long press selects as a tap")
    func noMenuWithoutShouldShow() {
        final class PartialMenuDelegate: NSObject, UICollectionViewDelegate {
            var asked: [String] = []
            func collectionView(_ collectionView: UICollectionView, canPerformAction action: Selector,
                                forItemAt indexPath: IndexPath, withSender sender: Any?) -> Bool {
                asked.append(action.description)
                return true
            }
        }
        let stage = SelectionStage(items: 1)
        let partial = PartialMenuDelegate()
        stage.collectionView.delegate = partial
        stage.sim.longPress(at: stage.point(0))
        #expect(EditMenuPresentation.current == nil)
        #expect(partial.asked.isEmpty)
        #expect(stage.selected == [0])
    }

    @Test("AT-108: shouldShowMenu false: no menu, canPerformAction never asked")
    func shouldShowRefused() {
        let stage = SelectionStage(items: 1)
        stage.delegate.showsMenu = false
        stage.sim.longPress(at: stage.point(0))
        #expect(EditMenuPresentation.current == nil)
        #expect(!stage.delegate.log.contains { $0.hasPrefix("canPerform") })
        #expect(stage.delegate.log.contains("didSelect 0"), "the press ends as a tap")
    }

    @Test("AT-109: canPerformAction false for every action: no menu")
    func noActions() {
        let stage = SelectionStage(items: 1)
        stage.delegate.menuActions = []
        stage.sim.longPress(at: stage.point(0))
        #expect(EditMenuPresentation.current == nil)
        #expect(stage.delegate.log.filter { $0.hasPrefix("canPerform") }.count == 3)
    }

    @Test("AT-110: choosing Copy calls performAction(copy:, [0,0], sender) once and hides the menu")
    func chooseCopy() {
        let stage = SelectionStage(items: 1)
        stage.delegate.menuActions = ["copy:", "paste:"]
        stage.sim.longPress(at: stage.point(0))
        stage.delegate.log = []
        stage.sim.tapMenuItem("Copy")
        stage.sim.runUntilIdle()
        #expect(stage.delegate.log == ["perform copy: 0"])
        #expect(stage.delegate.performedSenders.first.map { $0 as AnyObject? === stage.collectionView } == true)
        #expect(EditMenuPresentation.current == nil)
        #expect(stage.selected.isEmpty, "the tap on the menu is not a tap on the item")
    }

    @Test("a tap outside the menu hides it without performing anything")
    func tapOutsideHides() {
        let stage = SelectionStage(items: 1)
        stage.sim.longPress(at: stage.point(0))
        #expect(EditMenuPresentation.current != nil)
        stage.delegate.log = []
        stage.sim.tap(at: CGPoint(x: 300, y: 500))
        stage.sim.runUntilIdle()
        #expect(EditMenuPresentation.current == nil)
        #expect(!stage.delegate.log.contains { $0.hasPrefix("perform") })
    }
}
