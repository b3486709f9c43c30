import Testing
import UIKitTesting

/// A control's menu: the context menu interaction it owns and delegates for, the compact
/// menu hanging from it, the menu as the primary action (shown on touch-down, chosen by
/// sliding the same finger), `.menuActionTriggered`, and the sender of the menu's actions.
@MainActor
@Suite("Control menus", .serialized)
struct ControlMenuTests {
    /// A control whose menu is `menu`; it records the actions it sends and its delegate
    /// calls, and can move its menu's attachment point.
    final class MenuControl: UIControl {
        var menu: UIMenu?
        var attachmentPoint: CGPoint?
        var calls: [String] = []
        var sentActions: [String] = []

        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                             configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
            calls.append("configuration")
            guard let menu else { return nil }
            return UIContextMenuConfiguration(actionProvider: { _ in menu })
        }

        override func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
            attachmentPoint ?? super.menuAttachmentPoint(for: configuration)
        }

        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                             animator: (any UIContextMenuInteractionAnimating)?) {
            calls.append("willDisplay")
        }

        override func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                             animator: (any UIContextMenuInteractionAnimating)?) {
            calls.append("willEnd")
        }

        override func sendAction(_ action: UIAction) {
            sentActions.append(action.title)
            super.sendAction(action)
        }
    }

    /// An iPhone 15 screen with a control at `frame` whose menu is Copy, Share and Delete.
    func makeStage(frame: CGRect = CGRect(x: 24, y: 200, width: 120, height: 44)) -> (Simulator, UIWindow, MenuControl, MenuActionLog, ControlEventLog) {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
        UIApplication.current = UIApplication()
        let control = MenuControl(frame: frame)
        control.backgroundColor = .systemBlue
        window.addSubview(control)
        let log = MenuActionLog()
        control.menu = UIMenu(children: [log.action("Copy"), log.action("Share"), log.action("Delete", attributes: .destructive)])
        let events = ControlEventLog()
        events.watch(control, ControlEventLog.touchEvents + [("menu", .menuActionTriggered)])
        return (sim, window, control, log, events)
    }

    @Test("the interaction is nil until enabled; enabling adds one to the control with the control as delegate; disabling removes it")
    func enablingTheInteraction() throws {
        let (_, _, control, _, _) = makeStage()
        #expect(control.contextMenuInteraction == nil)
        #expect(!control.isContextMenuInteractionEnabled)
        #expect(!control.showsMenuAsPrimaryAction)
        control.isContextMenuInteractionEnabled = true
        let interaction = try #require(control.contextMenuInteraction)
        #expect(interaction.delegate === control)
        #expect(interaction.view === control)
        #expect(control.interactions.contains { $0 === interaction })
        control.isContextMenuInteractionEnabled = false
        #expect(control.contextMenuInteraction == nil)
        #expect(control.interactions.isEmpty)
    }

    @Test("a plain control answers no configuration, so a long press shows nothing and the tap goes on")
    func plainControl() {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
        let control = UIControl(frame: CGRect(x: 40, y: 200, width: 100, height: 44))
        window.addSubview(control)
        control.isContextMenuInteractionEnabled = true
        let events = ControlEventLog()
        events.watch(control)
        sim.longPress(at: CGPoint(x: 90, y: 222), duration: 0.8)
        #expect(shownContextMenu == nil)
        #expect(events.collapsed == ["touchDown", "upInside"])
    }

    @Test("a long press shows the compact menu hanging from the control, after .menuActionTriggered; the touch is cancelled")
    func longPressOnControl() throws {
        let (sim, window, control, _, events) = makeStage()
        defer { withExtendedLifetime(window) {} }
        control.isContextMenuInteractionEnabled = true
        let finger = sim.touchDown(at: CGPoint(x: 84, y: 222))
        sim.advance(by: 0.6)
        let menu = try #require(shownContextMenu)
        #expect(control.contextMenuInteraction?.menuAppearance == .compact)
        #expect(menu.previewFrame == nil)
        #expect(menu.listFrame.minY == control.frame.maxY + 8)
        #expect(menu.listFrame.minX == control.frame.minX)
        #expect(events.collapsed == ["touchDown", "menu", "cancel"])
        #expect(control.calls == ["configuration", "willDisplay"])
        sim.touchUp(finger)
        #expect(shownRowTitles == ["Copy", "Share", "Delete"])
    }

    @Test("as the primary action the menu shows on touch-down: touchDown, menuActionTriggered, then the control's tracking is cancelled")
    func primaryActionShowsOnTouchDown() throws {
        let (sim, window, control, log, events) = makeStage()
        defer { withExtendedLifetime(window) {} }
        control.isContextMenuInteractionEnabled = true
        control.showsMenuAsPrimaryAction = true
        let finger = sim.touchDown(at: CGPoint(x: 84, y: 222))
        #expect(shownContextMenu != nil)
        #expect(events.names == ["touchDown", "menu", "cancel"])
        #expect(!control.isHighlighted && !control.isTracking)
        sim.touchUp(finger)
        sim.runUntilIdle()
        // A tap leaves the menu open; no touch-up event, no primary action.
        #expect(shownRowTitles == ["Copy", "Share", "Delete"])
        #expect(events.names == ["touchDown", "menu", "cancel"])
        sim.tapContextMenuRow("Share")
        sim.runUntilIdle()
        #expect(log.titles == ["Share"])
        #expect(control.calls == ["configuration", "willDisplay", "willEnd"])
    }

    @Test("the finger that opened the menu slides onto a row and lifts: the action runs once, sent by the control with the control as sender")
    func slideAndLift() throws {
        let (sim, window, control, log, _) = makeStage()
        defer { withExtendedLifetime(window) {} }
        control.isContextMenuInteractionEnabled = true
        control.showsMenuAsPrimaryAction = true
        let finger = sim.touchDown(at: CGPoint(x: 84, y: 222))
        let share = try #require(sim.contextMenuRow("Share"))
        let delete = try #require(sim.contextMenuRow("Delete"))
        sim.touchMove(finger, to: CGPoint(x: share.midX, y: share.midY))
        sim.touchMove(finger, to: CGPoint(x: delete.midX, y: delete.midY))
        sim.touchUp(finger)
        sim.runUntilIdle()
        #expect(log.titles == ["Delete"])
        #expect(log.senders.first.flatMap { $0 as? UIControl } === control)
        // The control sends its menu's action as it sends its own (the log's untitled ones).
        #expect(control.sentActions.filter { !$0.isEmpty } == ["Delete"])
        #expect(shownContextMenu == nil)
        // The long press of the same finger showed no second menu.
        #expect(control.calls == ["configuration", "willDisplay", "willEnd"])
    }

    @Test("a control without the interaction enabled shows no menu as its primary action")
    func primaryActionNeedsTheInteraction() {
        let (sim, window, control, _, events) = makeStage()
        defer { withExtendedLifetime(window) {} }
        control.showsMenuAsPrimaryAction = true
        sim.tap(at: CGPoint(x: 84, y: 222))
        #expect(shownContextMenu == nil)
        #expect(events.names == ["touchDown", "upInside"])
    }

    @Test("a disabled control shows no menu")
    func disabledControl() {
        let (sim, window, control, _, _) = makeStage()
        defer { withExtendedLifetime(window) {} }
        control.isContextMenuInteractionEnabled = true
        control.isEnabled = false
        sim.longPress(at: CGPoint(x: 84, y: 222), duration: 0.8)
        #expect(shownContextMenu == nil)
        #expect(control.calls.isEmpty)
    }

    @Test("the attachment point places the list: leading edges in the left third, trailing in the right, centred between")
    func attachmentPoint() throws {
        let (sim, window, control, _, _) = makeStage(frame: CGRect(x: 230, y: 200, width: 140, height: 44))
        defer { withExtendedLifetime(window) {} }
        control.isContextMenuInteractionEnabled = true
        control.showsMenuAsPrimaryAction = true
        sim.tap(at: CGPoint(x: 300, y: 222))
        var list = try #require(shownContextMenu?.listFrame)
        #expect(list.maxX == control.frame.maxX)
        control.contextMenuInteraction?.dismissMenu()
        sim.runUntilIdle()
        control.attachmentPoint = CGPoint(x: -34, y: 0)
        sim.tap(at: CGPoint(x: 300, y: 222))
        list = try #require(shownContextMenu?.listFrame)
        #expect(list.midX == 196)
    }

    @Test("with no room below the control, the compact menu opens above it, its first row nearest the control")
    func compactAbove() throws {
        let (sim, window, control, _, _) = makeStage(frame: CGRect(x: 24, y: 700, width: 120, height: 44))
        defer { withExtendedLifetime(window) {} }
        control.isContextMenuInteractionEnabled = true
        control.showsMenuAsPrimaryAction = true
        sim.tap(at: CGPoint(x: 84, y: 722))
        let menu = try #require(shownContextMenu)
        #expect(menu.listIsAbove)
        #expect(menu.listFrame.maxY == 692)
        #expect(shownRowTitles == ["Delete", "Share", "Copy"])
    }

    @Test("a control's menu may be empty: then nothing shows and the tap's tracking goes on")
    func emptyMenu() {
        let (sim, window, control, _, events) = makeStage()
        defer { withExtendedLifetime(window) {} }
        control.menu = UIMenu(children: [])
        control.isContextMenuInteractionEnabled = true
        control.showsMenuAsPrimaryAction = true
        sim.tap(at: CGPoint(x: 84, y: 222))
        #expect(shownContextMenu == nil)
        #expect(events.names == ["touchDown", "menu", "upInside"])
    }
}
