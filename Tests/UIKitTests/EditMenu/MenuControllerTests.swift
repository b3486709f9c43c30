import Foundation
import Testing
import UIKitTesting

/// `UIMenuController`, the seeds' editing menu (iPhone App Programming Guide 2.37: SM, CC,
/// PS, DM; A-117…A-129): shown for the first responder above or below a target rectangle,
/// its commands filtered by the responder chain, hidden after a command unless the
/// command keeps it, with its notifications.
@MainActor
@Suite("Menu controller", .serialized)
struct MenuControllerTests {
    /// Listing 3-4…3-7's color-tile view: a double tap selects a tile position and shows the
    /// menu; Cut and Copy need a tile there, Paste needs an empty place and a tile on the
    /// pasteboard (a pasteboard of the test's own rather than General, so that tests never
    /// touch the user's pasteboard).
    final class TileView: UIView {
        static let tileType = "com.example.color-tile"
        static let side: CGFloat = 40
        let pasteboard = UIPasteboard.withUniqueName()
        var tiles: [CGPoint] = []
        var currentSelection = CGPoint.zero
        var asked: [String] = []
        var keepsMenu = false
        var actions: [String] = []

        override var canBecomeFirstResponder: Bool { true }

        var selectedTile: CGPoint? { tiles.first { $0 == currentSelection } }

        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            guard let touch = touches.first, touch.tapCount == 2, becomeFirstResponder() else { return }
            let location = touch.location(in: self)
            currentSelection = CGPoint(x: (location.x / TileView.side).rounded(.down) * TileView.side,
                                       y: (location.y / TileView.side).rounded(.down) * TileView.side)
            UIMenuController.shared.setTargetRect(CGRect(origin: currentSelection, size: CGSize(width: TileView.side, height: TileView.side)), in: self)
            UIMenuController.shared.setMenuVisible(true, animated: true)
        }

        override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
            asked.append(action.description)
            if action == Selector("paste:") {
                return selectedTile == nil && pasteboard.contains(pasteboardTypes: [TileView.tileType])
            }
            if action == Selector("cut:") || action == Selector("copy:") { return selectedTile != nil }
            return super.canPerformAction(action, withSender: sender)
        }

        override func copy(_ sender: Any?) {
            actions.append("copy:")
            guard let tile = selectedTile else { return }
            pasteboard.setData(Data("\(tile.x),\(tile.y)".utf8), forPasteboardType: TileView.tileType)
            if keepsMenu { UIMenuController.shared.isMenuVisible = true }
        }

        override func cut(_ sender: Any?) {
            copy(sender)
            actions.append("cut:")
            tiles.removeAll { $0 == currentSelection }
        }

        override func paste(_ sender: Any?) {
            actions.append("paste:")
            guard selectedTile == nil, pasteboard.data(forPasteboardType: TileView.tileType) != nil else { return }
            tiles.append(currentSelection)
        }
    }

    @MainActor
    struct Stage {
        let sim: Simulator
        let window: UIWindow
        let view: TileView

        /// Makes the view first responder with the tile at (40, 200) selected.
        func selectTile() {
            _ = view.becomeFirstResponder()
            view.currentSelection = CGPoint(x: 40, y: 200)
        }
    }

    /// A tile view filling the window below the status bar, with a tile at (40, 200).
    func makeStage() -> Stage {
        let (sim, window) = makeMenuStage()
        let view = TileView(frame: CGRect(x: 0, y: 20, width: 320, height: 548))
        view.tiles = [CGPoint(x: 40, y: 200)]
        window.addSubview(view)
        return Stage(sim: sim, window: window, view: view)
    }

    // MARK: Showing

    @Test("A-117 (SM-2): a double tap makes the view first responder and shows the menu at the selection")
    func doubleTapShowsMenu() throws {
        let stage = makeStage()
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        #expect(stage.view.isFirstResponder)
        #expect(UIMenuController.shared.isMenuVisible)
        #expect(stage.view.currentSelection == CGPoint(x: 40, y: 200))
        // The menu points at the middle of the selection's top edge, from above.
        let placement = try #require(EditMenuPresentation.current?.placement)
        #expect(placement.arrowPointsDown)
        #expect(placement.bar.maxY + 8 == 220)
        #expect(UIMenuController.shared.menuFrame == placement.bar)
    }

    @Test("A-118 (SM-1): near the top of the screen the menu goes below the target, lower down above it")
    func aboveOrBelow() throws {
        let stage = makeStage()
        let menu = UIMenuController.shared
        stage.selectTile()
        menu.showMenu(from: stage.window, rect: CGRect(x: 40, y: 5, width: 40, height: 40))
        var placement = try #require(EditMenuPresentation.current?.placement)
        #expect(placement.arrowPointsUp)
        #expect(abs(placement.bar.minY - (45 + 8)) < 1e-9)
        menu.showMenu(from: stage.window, rect: CGRect(x: 40, y: 300, width: 40, height: 40))
        placement = try #require(EditMenuPresentation.current?.placement)
        #expect(placement.arrowPointsDown)
        #expect(abs(placement.bar.maxY - (300 - 8)) < 1e-9)
    }

    @Test("arrowDirection .up puts the menu below the target when it fits there")
    func arrowDirection() throws {
        let stage = makeStage()
        let menu = UIMenuController.shared
        stage.selectTile()
        menu.arrowDirection = .up
        menu.showMenu(from: stage.view, rect: CGRect(x: 40, y: 200, width: 40, height: 40))
        let placement = try #require(EditMenuPresentation.current?.placement)
        #expect(placement.arrowPointsUp)
        #expect(abs(placement.bar.minY - (260 + 8)) < 1e-9)
    }

    @Test("A-119 (SM-3, SM-4): no tile selected and a tile on the pasteboard: Paste only")
    func pasteOnly() {
        let stage = makeStage()
        stage.view.pasteboard.setData(Data("1".utf8), forPasteboardType: TileView.tileType)
        stage.sim.doubleTap(at: CGPoint(x: 200, y: 400))
        #expect(shownMenuTitles == ["Paste"])
    }

    @Test("A-120 (SM-4): a tile selected: Cut and Copy, not Paste even with a tile on the pasteboard")
    func cutAndCopy() {
        let stage = makeStage()
        stage.view.pasteboard.setData(Data("1".utf8), forPasteboardType: TileView.tileType)
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        #expect(shownMenuTitles == ["Cut", "Copy"])
    }

    @Test("A-121 (SM-3): no tile and an empty pasteboard: no command, so no menu; Select and Select All go to super")
    func nothingApplies() {
        let stage = makeStage()
        stage.sim.doubleTap(at: CGPoint(x: 200, y: 400))
        #expect(stage.view.isFirstResponder)
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(shownMenuTitles.isEmpty)
        #expect(Set(stage.view.asked) == ["cut:", "copy:", "paste:", "delete:", "select:", "selectAll:"])
    }

    @Test("A-122 (SM-5): update() asks canPerformAction again and updates the visible menu")
    func update() {
        let stage = makeStage()
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        #expect(shownMenuTitles == ["Cut", "Copy"])
        let asked = stage.view.asked.count
        stage.view.tiles = []
        stage.view.pasteboard.setData(Data("1".utf8), forPasteboardType: TileView.tileType)
        UIMenuController.shared.update()
        #expect(stage.view.asked.count >= asked + 6)
        #expect(shownMenuTitles == ["Paste"])
        // Nothing left to show: the menu goes.
        stage.view.pasteboard.items = []
        let notes = MenuControllerNotes()
        UIMenuController.shared.update()
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(notes.names == ["willHide", "didHide"])
    }

    // MARK: Commands

    @Test("A-124 (CC-4): Copy writes the selected tile to the pasteboard; the sender is the menu controller")
    func copyCommand() throws {
        let stage = makeStage()
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        let before = stage.view.pasteboard.changeCount
        stage.sim.tapMenuItem("Copy")
        #expect(stage.view.actions == ["copy:"])
        #expect(stage.view.pasteboard.types == [TileView.tileType])
        #expect(stage.view.pasteboard.data(forPasteboardType: TileView.tileType) == Data("40.0,200.0".utf8))
        #expect(stage.view.pasteboard.changeCount == before + 1)
    }

    @Test("A-125, A-126 (CC-4, PS-3): Cut removes the tile, Paste puts it back at the selection")
    func cutThenPaste() {
        let stage = makeStage()
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        stage.sim.tapMenuItem("Cut")
        #expect(stage.view.tiles.isEmpty)
        stage.sim.pause(0.5)
        stage.sim.doubleTap(at: CGPoint(x: 130, y: 330))
        #expect(shownMenuTitles == ["Paste"])
        stage.sim.tapMenuItem("Paste")
        #expect(stage.view.tiles == [CGPoint(x: 120, y: 280)])  // 330 on screen is 310 in the view
        #expect(stage.view.actions == ["copy:", "cut:", "paste:"])
    }

    @Test("A-123 (CC-1): Copy reaches the superview when the first responder lacks copy(_:)")
    func copyReachesSuperview() {
        let stage = NestedResponders({ CopyView("outer", CGRect(x: 0, y: 100, width: 320, height: 300), log: $0) },
                                     { EditableView("inner", CGRect(x: 20, y: 100, width: 200, height: 100), log: $0) })
        #expect(stage.inner.becomeFirstResponder())
        UIMenuController.shared.showMenu(from: stage.inner, rect: stage.inner.bounds)
        #expect(shownMenuTitles == ["Copy"])
        stage.sim.tapMenuItem("Copy")
        #expect(stage.log.labels == ["outer.copy:"])
        #expect(stage.log.entries.first?.sender as? UIMenuController === UIMenuController.shared)
    }

    @Test("A-128 (DM-1): after the command returns the menu hides (one willHide); set visible in it, it stays")
    func hidesAfterCommand() {
        let stage = makeStage()
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        let notes = MenuControllerNotes()
        stage.sim.tapMenuItem("Copy")
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(notes.names == ["willHide", "didHide"])

        stage.sim.pause(0.5)
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        stage.view.keepsMenu = true
        let keeping = MenuControllerNotes()
        stage.sim.tapMenuItem("Copy")
        #expect(UIMenuController.shared.isMenuVisible)
        #expect(keeping.names.isEmpty)
        #expect(shownMenuTitles == ["Cut", "Copy"])
    }

    @Test("A-129 (DM-2): a tap outside the menu hides it and posts willHideMenuNotification")
    func tapOutsideHides() {
        let stage = makeStage()
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        let notes = MenuControllerNotes()
        stage.sim.tap(at: CGPoint(x: 250, y: 500))
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(notes.names == ["willHide", "didHide"])
        #expect(stage.view.actions.isEmpty)
    }

    @Test("notifications: will/did show and hide, object the menu controller, no user info")
    func notifications() {
        let stage = makeStage()
        let menu = UIMenuController.shared
        let notes = MenuControllerNotes()
        stage.selectTile()
        menu.showMenu(from: stage.view, rect: CGRect(x: 40, y: 200, width: 40, height: 40))
        #expect(notes.names == ["willShow", "didShow"])
        // Shown again elsewhere: it moves, no show notifications.
        menu.showMenu(from: stage.view, rect: CGRect(x: 40, y: 300, width: 40, height: 40))
        #expect(notes.names == ["willShow", "didShow", "frameDidChange"])
        menu.isMenuVisible = true
        #expect(notes.names.count == 3)
        menu.hideMenu(from: stage.window)
        #expect(menu.isMenuVisible)
        menu.hideMenu(from: stage.view)
        #expect(notes.names == ["willShow", "didShow", "frameDidChange", "willHide", "didHide"])
        menu.hideMenu()
        menu.isMenuVisible = false
        #expect(notes.names.count == 5)
        #expect(menu.menuFrame == .zero)
    }

    @Test("custom menu items follow the standard commands, only those the chain performs; tapping sends their action")
    func customItems() throws {
        let (sim, window) = makeMenuStage()
        let log = EditActionLog()
        let view = CopyView("view", CGRect(x: 20, y: 150, width: 280, height: 200), log: log)
        window.addSubview(view)
        #expect(view.becomeFirstResponder())
        let menu = UIMenuController.shared
        menu.menuItems = [
            UIMenuItem(title: "Reset", action: #Selector(CopyView.reset(_:))),
            UIMenuItem(title: "Elsewhere", action: #Selector(AllEditsView.cut(_:))),
            UIMenuItem(title: "Nobody", action: Selector("frobnicate:")),
        ]
        menu.showMenu(from: view, rect: CGRect(x: 100, y: 50, width: 20, height: 20))
        #expect(shownMenuTitles == ["Copy", "Reset"])
        sim.tapMenuItem("Reset")
        #expect(log.labels == ["view.reset:"])
        #expect(log.entries[0].sender as? UIMenuController === menu)
        #expect(!menu.isMenuVisible)
    }

    @Test("bad input: no first responder, no target, a target out of any window, nothing performable: no menu")
    func nothingShows() {
        let stage = makeStage()
        let menu = UIMenuController.shared
        let notes = MenuControllerNotes()
        menu.isMenuVisible = true  // no target yet
        menu.showMenu(from: stage.view, rect: CGRect(x: 40, y: 200, width: 40, height: 40))  // no first responder
        #expect(!menu.isMenuVisible)
        stage.selectTile()
        menu.showMenu(from: UIView(), rect: CGRect(x: 0, y: 0, width: 10, height: 10))  // not in a window
        #expect(!menu.isMenuVisible)
        menu.showMenu(from: stage.view, rect: .null)
        #expect(!menu.isMenuVisible)
        stage.view.currentSelection = CGPoint(x: 200, y: 400)  // nothing applies
        menu.showMenu(from: stage.view, rect: CGRect(x: 200, y: 400, width: 40, height: 40))
        #expect(!menu.isMenuVisible)
        menu.update()
        menu.showMenu(from: stage.view, rect: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))
        #expect(notes.names.isEmpty)
        #expect(menu.menuFrame == .zero)
    }

    @Test("the menu controller and edit menu interactions share the screen: showing one dismisses the other")
    func sharesTheScreen() {
        let stage = makeStage()
        final class Delegate: NSObject, UIEditMenuInteractionDelegate {
            var dismissals = 0
            func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                     suggestedActions: [UIMenuElement]) -> UIMenu? {
                UIMenu(children: [UIAction(title: "Mine") { _ in }])
            }
            func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                     animator: any UIEditMenuInteractionAnimating) { dismissals += 1 }
        }
        let delegate = Delegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        stage.view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 100)))
        #expect(shownMenuTitles == ["Mine"])
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        #expect(delegate.dismissals == 1)
        #expect(shownMenuTitles == ["Cut", "Copy"])
        let notes = MenuControllerNotes()
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 100)))
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(notes.names == ["willHide", "didHide"])
    }

    @Test("a new Simulator starts with a new menu controller and no menu")
    func newSimulator() {
        let stage = makeStage()
        UIMenuController.shared.menuItems = [UIMenuItem(title: "X", action: Selector("x:"))]
        stage.sim.doubleTap(at: CGPoint(x: 60, y: 240))
        #expect(UIMenuController.shared.isMenuVisible)
        _ = makeMenuStage()
        #expect(!UIMenuController.shared.isMenuVisible)
        #expect(UIMenuController.shared.menuItems == nil)
        #expect(shownMenuTitles.isEmpty)
    }
}
