import Testing
import UIKitTesting

/// `UIContextMenuInteraction`: the long press that asks for a configuration and shows the
/// menu, choosing rows by tap and by sliding the finger, the backdrop, the preview, the
/// delegate's calls and their order, submenus, single selection, and one menu at a time.
@MainActor
@Suite("Context menu interaction", .serialized)
struct ContextMenuInteractionTests {
    /// Copy and Share, then an inline section with Rename and a destructive Delete.
    static func twoSections(_ log: MenuActionLog) -> UIMenu {
        UIMenu(children: [
            log.action("Copy"), log.action("Share"),
            UIMenu(options: .displayInline, children: [log.action("Rename"), log.action("Delete", attributes: .destructive)]),
        ])
    }

    // MARK: Showing

    @Test("a long press shows the menu after half a second, not before; the delegate is asked at the press's place")
    func longPressShowsMenu() throws {
        let stage = ContextMenuStage(menu: Self.twoSections)
        let finger = stage.sim.touchDown(at: stage.center)
        stage.sim.advance(by: 0.45)
        #expect(shownContextMenu == nil)
        #expect(stage.recorder.calls.isEmpty)
        stage.sim.advance(by: 0.1)
        #expect(shownContextMenu != nil)
        #expect(stage.recorder.calls.prefix(2) == ["configuration", "willDisplay"])
        let location = try #require(stage.recorder.locations.first)
        #expect(location.isClose(to: CGPoint(x: 100, y: 60)))
        #expect(stage.interaction.menuAppearance == .rich)
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        // Lifting where the press was (on the preview) chooses nothing: the menu stays.
        #expect(shownRowTitles == ["Copy", "Share", "Rename", "Delete"])
        #expect(stage.log.titles.isEmpty)
        #expect(stage.recorder.calls == ["configuration", "willDisplay", "displayAnimations", "displayed"])
    }

    @Test("a configuration of nil shows nothing, and the view keeps its touch")
    func nilConfiguration() {
        let stage = ContextMenuStage()
        final class TouchLog: UIView {
            var phases: [String] = []
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("began") }
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("ended") }
            override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { phases.append("cancelled") }
        }
        let inner = TouchLog(frame: stage.view.bounds)
        stage.view.addSubview(inner)
        stage.sim.longPress(at: stage.center, duration: 1)
        stage.sim.runUntilIdle()
        #expect(shownContextMenu == nil)
        #expect(stage.recorder.calls == ["configuration"])
        #expect(stage.interaction.menuAppearance == .unknown)
        #expect(inner.phases == ["began", "ended"])
    }

    @Test("a press that wanders before half a second shows no menu and asks nothing")
    func wanderingPress() {
        let stage = ContextMenuStage(menu: Self.twoSections)
        let finger = stage.sim.touchDown(at: stage.center)
        stage.sim.touchMove(finger, to: CGPoint(x: stage.center.x + 30, y: stage.center.y))
        stage.sim.advance(by: 0.7)
        stage.sim.touchUp(finger)
        #expect(shownContextMenu == nil)
        #expect(stage.recorder.calls.isEmpty)
    }

    // MARK: Rows and sections

    @Test("rows are 44 points tall and 250 wide, touching within a section, with an 8-point band between sections")
    func rowsAndSections() throws {
        let stage = ContextMenuStage(menu: Self.twoSections)
        stage.showMenu()
        let menu = try #require(shownContextMenu)
        let rows = menu.shownRows
        #expect(rows.map(\.title) == ["Copy", "Share", "Rename", "Delete"])
        #expect(rows.allSatisfy { $0.frame.height == 44 && $0.frame.width == 250 })
        #expect(rows[1].frame.minY == rows[0].frame.maxY)
        #expect(rows[2].frame.minY == rows[1].frame.maxY + 8)
        #expect(rows[3].frame.minY == rows[2].frame.maxY)
        #expect(menu.listFrame.height == 184)
        #expect(menu.listFrame.minX == rows[0].frame.minX)
        // Below the preview, which stays over the view (in the window's safe area).
        let preview = try #require(menu.previewFrame)
        #expect(preview == stage.view.frame)
        #expect(menu.listFrame.minY == preview.maxY + 8)
        #expect(!menu.listIsAbove)
        // The preview is in the middle third: the list centres on it, kept inside the margin.
        #expect(menu.listFrame.minX == 16)
    }

    @Test("hidden actions and empty submenus are left out; inline menus' titles head their sections; the menu's title heads the list")
    func hiddenAndTitles() throws {
        let stage = ContextMenuStage { log in
            UIMenu(title: "Photo", children: [
                log.action("Copy"), log.action("Secret", attributes: .hidden),
                UIMenu(title: "Empty", children: [log.action("Gone", attributes: .hidden)]),
                UIMenu(title: "Edit", options: .displayInline, children: [log.action("Crop")]),
            ])
        }
        stage.showMenu()
        let menu = try #require(shownContextMenu)
        #expect(shownRowTitles == ["Copy", "Crop"])
        let rows = menu.shownRows
        // The menu's title above Copy, a band and the section's title above Crop.
        let header = ContextMenuTestMetrics.headerHeight
        #expect(rows[0].frame.minY == menu.listFrame.minY + header)
        #expect(rows[1].frame.minY == rows[0].frame.maxY + 8 + header)
    }

    @Test("a row with a subtitle is taller than 44 points")
    func subtitleRow() throws {
        let stage = ContextMenuStage { log in UIMenu(children: [log.action("Copy", subtitle: "To the pasteboard"), log.action("Paste")]) }
        stage.showMenu()
        let rows = try #require(shownContextMenu).shownRows
        #expect(rows[0].frame.height > 44)
        #expect(rows[1].frame.height == 44)
    }

    @Test("too many rows scroll: the list keeps to the screen and shows the first rows")
    func scrollingList() throws {
        let stage = ContextMenuStage(frame: CGRect(x: 40, y: 100, width: 200, height: 80)) { log in
            UIMenu(children: (1...30).map { log.action("Item \($0)") })
        }
        stage.showMenu()
        let menu = try #require(shownContextMenu)
        #expect(menu.listFrame.maxY <= 852 - 34 - 8 + 0.001)
        #expect(menu.listFrame.height < 30 * 44)
        #expect(menu.shownRows.count == 30)
        #expect(menu.shownRows[0].frame.minY == menu.listFrame.minY)
        // A tap on a row still chooses it.
        stage.sim.tapContextMenuRow("Item 2")
        stage.sim.runUntilIdle()
        #expect(stage.log.titles == ["Item 2"])
    }

    // MARK: Choosing

    @Test("a tap on an action takes the menu away and performs it once, with the interaction as sender")
    func tapChooses() throws {
        let stage = ContextMenuStage(menu: Self.twoSections)
        stage.showMenu()
        stage.sim.tapContextMenuRow("Share")
        #expect(shownContextMenu == nil)
        stage.sim.runUntilIdle()
        #expect(stage.log.titles == ["Share"])
        #expect(stage.log.senders.first.flatMap { $0 as? UIContextMenuInteraction } === stage.interaction)
        #expect(stage.window.subviews.count == 1)
    }

    @Test("a row can be tapped while the menu is still appearing")
    func tapWhileAppearing() {
        let stage = ContextMenuStage(menu: Self.twoSections)
        let finger = stage.press(for: 0.55)
        stage.sim.touchUp(finger)
        stage.sim.tapContextMenuRow("Share")
        stage.sim.runUntilIdle()
        #expect(stage.log.titles == ["Share"])
    }

    @Test("sliding the pressing finger onto a row and lifting performs that row once")
    func pressDragLift() throws {
        let stage = ContextMenuStage(menu: Self.twoSections)
        let finger = stage.press()
        let rename = try #require(stage.sim.contextMenuRow("Rename"))
        let copy = try #require(stage.sim.contextMenuRow("Copy"))
        stage.sim.touchMove(finger, to: CGPoint(x: copy.midX, y: copy.midY))
        stage.sim.touchMove(finger, to: CGPoint(x: rename.midX, y: rename.midY))
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.log.titles == ["Rename"])
        #expect(shownContextMenu == nil)
    }

    @Test("a touch on the list that slides to another row chooses the row it lifts on; lifting off the rows chooses nothing")
    func listDrag() throws {
        let stage = ContextMenuStage(menu: Self.twoSections)
        stage.showMenu()
        let copy = try #require(stage.sim.contextMenuRow("Copy"))
        let delete = try #require(stage.sim.contextMenuRow("Delete"))
        var finger = stage.sim.touchDown(at: CGPoint(x: copy.midX, y: copy.midY))
        stage.sim.touchMove(finger, to: CGPoint(x: copy.midX, y: copy.maxY + 200))
        stage.sim.touchUp(finger)
        #expect(stage.log.titles.isEmpty)
        #expect(shownContextMenu != nil)
        finger = stage.sim.touchDown(at: CGPoint(x: copy.midX, y: copy.midY))
        stage.sim.touchMove(finger, to: CGPoint(x: delete.midX, y: delete.midY))
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.log.titles == ["Delete"])
    }

    @Test("a disabled action does nothing and the menu stays")
    func disabledRow() {
        let stage = ContextMenuStage { log in UIMenu(children: [log.action("Copy", attributes: .disabled), log.action("Paste")]) }
        stage.showMenu()
        stage.sim.tapContextMenuRow("Copy")
        stage.sim.runUntilIdle()
        #expect(stage.log.titles.isEmpty)
        #expect(shownRowTitles == ["Copy", "Paste"])
    }

    @Test("an action that keeps the menu presented runs and the menu stays, showing its new state")
    func keepsMenuPresented() throws {
        var toggle: UIAction?
        let stage = ContextMenuStage { log in
            let action = UIAction(title: "Bold", attributes: .keepsMenuPresented) { action in
                action.state = action.state == .on ? .off : .on
                log.note("Bold")
            }
            toggle = action
            return UIMenu(children: [action, log.action("Italic")])
        }
        stage.showMenu()
        stage.sim.tapContextMenuRow("Bold")
        stage.sim.runUntilIdle()
        #expect(stage.log.titles == ["Bold"])
        #expect(toggle?.state == .on)
        #expect(shownRowTitles == ["Bold", "Italic"])
        #expect(stage.recorder.calls.contains("willEnd") == false)
        stage.sim.tapContextMenuRow("Italic")
        #expect(stage.log.titles == ["Bold", "Italic"])
        #expect(shownContextMenu == nil)
    }

    @Test("a command goes along the responder chain with the command as the sender")
    func commandRow() {
        let stage = ContextMenuStage()
        final class Responder: UIView {
            var senders: [Any?] = []
            override var canBecomeFirstResponder: Bool { true }
            override func copy(_ sender: Any?) { senders.append(sender) }
        }
        let responder = Responder(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        stage.window.addSubview(responder)
        #expect(responder.becomeFirstResponder())
        let command = UICommand(title: "Copy", action: #Selector(UIResponder.copy(_:)))
        stage.recorder.configuration = { _ in UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [command]) }) }
        stage.showMenu()
        stage.sim.tapContextMenuRow("Copy")
        stage.sim.runUntilIdle()
        #expect(responder.senders.count == 1)
        #expect(responder.senders.first.flatMap { $0 as? UICommand } === command)
    }

    @Test("a tap on the backdrop takes the menu away without performing anything")
    func backdropTap() {
        let stage = ContextMenuStage(menu: Self.twoSections)
        stage.showMenu()
        stage.sim.tap(at: CGPoint(x: 350, y: 780))
        #expect(shownContextMenu == nil)
        stage.sim.runUntilIdle()
        #expect(stage.log.titles.isEmpty)
        #expect(stage.recorder.calls.suffix(2) == ["willEnd", "ended"])
        #expect(stage.window.subviews.count == 1)
    }

    @Test("the delegate learns in order: configuration, display (animations, then completion), end, the handler, end's completion after the animation")
    func delegateOrder() throws {
        let stage = ContextMenuStage(menu: Self.twoSections)
        let recorder = stage.recorder
        stage.recorder.configuration = { _ in
            UIContextMenuConfiguration(actionProvider: { _ in UIMenu(children: [UIAction(title: "Go") { _ in recorder.calls.append("handler") }]) })
        }
        stage.showMenu()
        stage.sim.tapContextMenuRow("Go")
        #expect(recorder.calls == ["configuration", "willDisplay", "displayAnimations", "displayed", "willEnd", "handler"])
        // The menu's views leave the window only when the dismissal animation ends.
        #expect(stage.window.subviews.count == 2)
        stage.sim.runUntilIdle()
        #expect(recorder.calls.last == "ended")
        #expect(stage.window.subviews.count == 1)
    }

    // MARK: Submenus and selection

    @Test("a submenu opens in the list's place under a row going back; the back row returns to the menu")
    func submenu() {
        let stage = ContextMenuStage { log in
            UIMenu(children: [log.action("Copy"), UIMenu(title: "Sort By", children: [log.action("Name"), log.action("Date")])])
        }
        stage.showMenu()
        #expect(shownRowTitles == ["Copy", "Sort By"])
        stage.sim.tapContextMenuRow("Sort By")
        #expect(shownRowTitles == ["Sort By", "Name", "Date"])
        #expect(stage.log.titles.isEmpty)
        stage.sim.tapContextMenuRow("Sort By")
        #expect(shownRowTitles == ["Copy", "Sort By"])
        stage.sim.tapContextMenuRow("Sort By")
        stage.sim.tapContextMenuRow("Date")
        stage.sim.runUntilIdle()
        #expect(stage.log.titles == ["Date"])
        #expect(shownContextMenu == nil)
    }

    @Test("in a single-selection menu the chosen action turns on and the others off")
    func singleSelection() {
        var actions: [UIAction] = []
        let stage = ContextMenuStage { log in
            actions = [log.action("Small", state: .on), log.action("Medium"), log.action("Large")]
            return UIMenu(options: .singleSelection, children: actions)
        }
        stage.showMenu()
        stage.sim.tapContextMenuRow("Large")
        stage.sim.runUntilIdle()
        #expect(actions.map(\.state) == [.off, .off, .on])
        #expect(stage.log.titles == ["Large"])
    }

    // MARK: Placement and order

    @Test("with no room below, the list goes above the preview in priority order (last row on top); .fixed keeps the order")
    func aboveAndOrder() throws {
        let frame = CGRect(x: 180, y: 620, width: 180, height: 120)
        var stage = ContextMenuStage(frame: frame, menu: Self.twoSections)
        stage.showMenu()
        var menu = try #require(shownContextMenu)
        #expect(menu.listIsAbove)
        #expect(menu.listFrame.maxY == frame.minY - 8)
        // The preview is in the right third: the list lines up with its trailing edge.
        #expect(menu.listFrame.maxX == frame.maxX)
        #expect(shownRowTitles == ["Delete", "Rename", "Share", "Copy"])
        stage = ContextMenuStage(frame: frame, order: .fixed, menu: Self.twoSections)
        stage.showMenu()
        menu = try #require(shownContextMenu)
        #expect(menu.listIsAbove)
        #expect(shownRowTitles == ["Copy", "Share", "Rename", "Delete"])
    }

    @Test("a tall source with no room on either side moves its preview up to leave the list room below")
    func previewMovesUp() throws {
        let stage = ContextMenuStage(frame: CGRect(x: 20, y: 120, width: 353, height: 600), menu: Self.twoSections)
        stage.showMenu()
        let menu = try #require(shownContextMenu)
        let preview = try #require(menu.previewFrame)
        #expect(!menu.listIsAbove)
        #expect(menu.listFrame.minY == preview.maxY + 8)
        #expect(menu.listFrame.maxY <= 852 - 34 - 8 + 0.001)
        #expect(preview.minY >= 59 + 8 - 0.001)
        #expect(preview.minY < 120)
    }

    // MARK: Preview and API

    @Test("a tap on the preview commits it: willPerformPreview, then willEnd with the same animator; completions after the animation")
    func previewCommit() throws {
        let stage = ContextMenuStage(menu: Self.twoSections)
        stage.recorder.commitStyle = .dismiss
        stage.showMenu()
        let preview = try #require(shownContextMenu?.previewFrame)
        stage.sim.tap(at: CGPoint(x: preview.midX, y: preview.midY))
        #expect(stage.recorder.calls.suffix(2) == ["willPerformPreview", "willEnd"])
        stage.sim.runUntilIdle()
        #expect(stage.recorder.calls.suffix(2) == ["committed", "ended"])
        #expect(stage.log.titles.isEmpty)
    }

    @Test("the preview provider's view controller is previewed and given to the animators")
    func previewController() throws {
        let stage = ContextMenuStage()
        let controller = UIViewController()
        controller.view.backgroundColor = .systemOrange
        stage.recorder.configuration = { _ in
            UIContextMenuConfiguration(previewProvider: { controller }) { _ in UIMenu(children: [UIAction(title: "Open") { _ in }]) }
        }
        stage.showMenu()
        #expect(stage.recorder.previewControllers.first??.view === controller.view)
        #expect(controller.view.window === stage.window)
        let preview = try #require(shownContextMenu?.previewFrame)
        #expect(preview.width <= 393 - 32 + 0.001)
    }

    @Test("dismissMenu() takes the menu away; updateVisibleMenu replaces its rows; location(in:) is where the press was")
    func interactionAPI() {
        let stage = ContextMenuStage(menu: Self.twoSections)
        stage.showMenu()
        #expect(stage.interaction.location(in: stage.view).isClose(to: CGPoint(x: 100, y: 60)))
        stage.interaction.updateVisibleMenu { menu in menu.replacingChildren(Array(menu.children.prefix(1))) }
        #expect(shownRowTitles == ["Copy"])
        stage.interaction.dismissMenu()
        #expect(shownContextMenu == nil)
        #expect(stage.interaction.menuAppearance == .unknown)
        stage.sim.runUntilIdle()
        #expect(stage.recorder.calls.suffix(2) == ["willEnd", "ended"])
    }

    @Test("removing the interaction from its view takes its menu away")
    func removedInteraction() {
        let stage = ContextMenuStage(menu: Self.twoSections)
        stage.showMenu()
        stage.view.removeInteraction(stage.interaction)
        #expect(shownContextMenu == nil)
        #expect(stage.interaction.view == nil)
    }

    @Test("one menu at a time: a context menu takes the edit menu away, and an edit menu the context menu")
    func oneMenuAtATime() {
        let stage = ContextMenuStage(menu: Self.twoSections)
        final class Delegate: NSObject, UIEditMenuInteractionDelegate {
            func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                     suggestedActions: [UIMenuElement]) -> UIMenu? {
                UIMenu(children: [UIAction(title: "Look Up") { _ in }])
            }
        }
        let delegate = Delegate()
        let edit = UIEditMenuInteraction(delegate: delegate)
        stage.view.addInteraction(edit)
        edit.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
        #expect(EditMenuPresentation.current != nil)
        stage.showMenu()
        #expect(EditMenuPresentation.current == nil)
        #expect(shownContextMenu != nil)
        edit.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 10, y: 10)))
        #expect(shownContextMenu == nil)
        #expect(EditMenuPresentation.current != nil)
        #expect(stage.recorder.calls.contains("willEnd"))
    }
}

/// Metrics the tests compute the way the list does.
@MainActor
enum ContextMenuTestMetrics {
    /// The height of a menu's or inline section's title: a 13-point line and 8 points
    /// above and below.
    static var headerHeight: CGFloat { (UIFont.systemFont(ofSize: 13).lineHeight + 16).rounded(.up) }
}
