import Foundation
import Testing
import UIKitTesting

/// A button's menu: setting one enables the context menu interaction and answers the
/// configuration; shown as the primary action it is a pull-down button, and changing
/// selection as the primary action too makes a pop-up button whose title follows the
/// selected action.
@MainActor
@Suite("UIButton menus", .serialized)
struct ButtonMenuTests {
    /// An iPhone 15 screen with a gray configured button titled "Sort" at `frame`, its
    /// events and its menu's actions logged.
    @MainActor
    final class Stage {
        let sim: Simulator
        let window: UIWindow
        let button: UIButton
        let events = ControlEventLog()
        let log = MenuActionLog()
        var actions: [UIAction] = []

        init(frame: CGRect = CGRect(x: 24, y: 140, width: 120, height: 44), configured: Bool = true) {
            (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
            UIApplication.current = UIApplication()
            if configured {
                var configuration = UIButton.Configuration.gray()
                configuration.title = "Sort"
                button = UIButton(configuration: configuration)
            } else {
                button = UIButton(type: .system)
                button.setTitle("Sort", for: .normal)
            }
            button.frame = frame
            window.addSubview(button)
            actions = [log.action("Name", image: UIImage(systemName: "list.bullet")), log.action("Date", image: UIImage(systemName: "calendar")),
                       log.action("Size")]
            events.watch(button, ControlEventLog.touchEvents + [("menu", .menuActionTriggered)])
            sim.runUntilIdle()
        }

        var center: CGPoint { CGPoint(x: button.frame.midX, y: button.frame.midY) }

        var title: String? { button.configuration?.title ?? button.title(for: .normal) }
    }

    @Test("setting a menu enables the interaction and the configuration answers the menu; nil disables it")
    func menuEnablesTheInteraction() throws {
        let stage = Stage()
        let button = stage.button
        #expect(button.menu == nil && button.contextMenuInteraction == nil)
        let menu = UIMenu(children: stage.actions)
        button.menu = menu
        #expect(button.isContextMenuInteractionEnabled)
        let interaction = try #require(button.contextMenuInteraction)
        let configuration = try #require(button.contextMenuInteraction(interaction, configurationForMenuAtLocation: .zero))
        #expect(configuration.identifier is NSUUID)
        button.menu = nil
        #expect(!button.isContextMenuInteractionEnabled)
        #expect(button.contextMenuInteraction == nil)
    }

    @Test("a long press on a button with a menu shows it compact under the button; a tap still sends the primary action")
    func longPressShowsTheMenu() throws {
        let stage = Stage()
        stage.button.menu = UIMenu(children: stage.actions)
        stage.sim.tap(at: stage.center)
        #expect(shownContextMenu == nil)
        #expect(stage.events.names == ["touchDown", "upInside", "primary"])
        stage.events.clear()
        stage.sim.advance(by: 0.5)
        let finger = stage.sim.touchDown(at: stage.center)
        stage.sim.advance(by: 0.6)
        let menu = try #require(shownContextMenu)
        #expect(menu.previewFrame == nil)
        #expect(menu.listFrame.minY == stage.button.frame.maxY + 8)
        #expect(stage.events.names == ["touchDown", "menu", "cancel"])
        stage.sim.touchUp(finger)
    }

    @Test("a pull-down button shows its menu on touch-down; the chosen action runs once with the button as sender")
    func pullDown() throws {
        let stage = Stage()
        stage.button.menu = UIMenu(children: stage.actions)
        stage.button.showsMenuAsPrimaryAction = true
        let finger = stage.sim.touchDown(at: stage.center)
        #expect(shownRowTitles == ["Name", "Date", "Size"])
        #expect(stage.events.names == ["touchDown", "menu", "cancel"])
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        let shot = stage.sim.screenshot()
        writeMenuPNG(shot, "button-pull-down")
        // The list under the button is light, the screen around it white (no backdrop).
        let pixels = RenderedPixels(shot)
        #expect(pixels[360 * 3, 800 * 3] == .white)
        let list = try #require(shownContextMenu?.listFrame)
        #expect(pixels[Int(list.maxX - 40) * 3, Int(list.minY + 10) * 3].r > 240)
        stage.sim.tapContextMenuRow("Date")
        stage.sim.runUntilIdle()
        #expect(stage.log.titles == ["Date"])
        #expect(stage.log.senders.first.flatMap { $0 as? UIButton } === stage.button)
        // A pull-down button changes no state and keeps its title.
        #expect(stage.actions.map(\.state) == [.off, .off, .off])
        #expect(stage.title == "Sort")
        #expect(!stage.button.isSelected)
    }

    @Test("a pop-up button selects its first action and shows its title; choosing another selects it and the title follows")
    func popUp() throws {
        for configured in [true, false] {
            let stage = Stage(configured: configured)
            stage.button.menu = UIMenu(children: stage.actions)
            stage.button.showsMenuAsPrimaryAction = true
            stage.button.changesSelectionAsPrimaryAction = true
            #expect(stage.actions.map(\.state) == [.on, .off, .off])
            #expect(stage.title == "Name")
            stage.sim.tap(at: stage.center)
            #expect(stage.events.names == ["touchDown", "menu", "cancel"])
            stage.sim.tapContextMenuRow("Size")
            stage.sim.runUntilIdle()
            #expect(stage.log.titles == ["Size"])
            #expect(stage.actions.map(\.state) == [.off, .off, .on])
            #expect(stage.title == "Size")
            #expect(!stage.button.isSelected)
        }
    }

    @Test("a pop-up button keeps the action already on as its selection")
    func popUpKeepsTheSelection() {
        let stage = Stage()
        stage.actions[1].state = .on
        stage.button.changesSelectionAsPrimaryAction = true
        stage.button.showsMenuAsPrimaryAction = true
        stage.button.menu = UIMenu(children: stage.actions)
        #expect(stage.actions.map(\.state) == [.off, .on, .off])
        #expect(stage.title == "Date")
        stage.sim.tap(at: stage.center)
        stage.sim.runUntilIdle()
        let shot = stage.sim.screenshot()
        writeMenuPNG(shot, "button-pop-up")
        #expect(shownRowTitles == ["Name", "Date", "Size"])
    }

    @Test("a new menu set while the menu shows replaces the rows on screen")
    func menuReplacedWhileShown() {
        let stage = Stage()
        stage.button.menu = UIMenu(children: stage.actions)
        stage.button.showsMenuAsPrimaryAction = true
        stage.sim.tap(at: stage.center)
        stage.button.menu = UIMenu(children: [stage.log.action("Kind")])
        #expect(shownRowTitles == ["Kind"])
    }
}
