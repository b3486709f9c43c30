import Testing
import UIKitTesting

/// `UIEditMenuInteraction`: the suggested actions (the standard commands the responder
/// chain performs, in UIKit's order), the delegate's menu, target and transitions, and the
/// menu as real UI: tapping an item performs it and takes the menu away, a touch outside
/// takes it away.
@MainActor
@Suite("Edit menu interaction", .serialized)
struct EditMenuInteractionTests {
    /// Records the delegate calls; returns `menu` (given the suggested actions) and `target`.
    @MainActor
    final class RecordingDelegate: NSObject, UIEditMenuInteractionDelegate {
        var calls: [String] = []
        var suggested: [UIMenuElement] = []
        var menu: (([UIMenuElement]) -> UIMenu?)?
        var target: CGRect = .null
        var presentAnimator: (any UIEditMenuInteractionAnimating)?

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                 suggestedActions: [UIMenuElement]) -> UIMenu? {
            calls.append("menuFor")
            suggested = suggestedActions
            return menu?(suggestedActions)
        }

        func editMenuInteraction(_ interaction: UIEditMenuInteraction,
                                 targetRectFor configuration: UIEditMenuConfiguration) -> CGRect {
            calls.append("targetRectFor")
            return target
        }

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willPresentMenuFor configuration: UIEditMenuConfiguration,
                                 animator: any UIEditMenuInteractionAnimating) {
            calls.append("willPresent")
            animator.addCompletion { self.calls.append("presented(visible: \(!shownMenuTitles.isEmpty))") }
            animator.addAnimations { self.calls.append("presentAnimations") }
        }

        func editMenuInteraction(_ interaction: UIEditMenuInteraction, willDismissMenuFor configuration: UIEditMenuConfiguration,
                                 animator: any UIEditMenuInteractionAnimating) {
            calls.append("willDismiss(visible: \(!shownMenuTitles.isEmpty))")
            animator.addCompletion { self.calls.append("dismissed(visible: \(!shownMenuTitles.isEmpty))") }
        }
    }

    /// A stage with a first responder `view` (at 40, 200, 240 × 100) holding an interaction.
    @MainActor
    struct Stage {
        let sim: Simulator
        let window: UIWindow
        let view: EditableView
        let interaction: UIEditMenuInteraction
        let delegate: RecordingDelegate
        let log: EditActionLog

        /// Presents the menu pointing at `point` in the view.
        func present(at point: CGPoint = CGPoint(x: 120, y: 10), identifier: String? = nil) {
            interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: identifier.map { $0 as NSString },
                                                                      sourcePoint: point))
        }
    }

    func makeStage(_ make: (EditActionLog) -> EditableView = { AllEditsView("view", CGRect(x: 40, y: 200, width: 240, height: 100), log: $0) },
                   firstResponder: Bool = true) -> Stage {
        let (sim, window) = makeMenuStage()
        let log = EditActionLog()
        let view = make(log)
        window.addSubview(view)
        if firstResponder { #expect(view.becomeFirstResponder()) }
        let delegate = RecordingDelegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        return Stage(sim: sim, window: window, view: view, interaction: interaction, delegate: delegate, log: log)
    }

    // MARK: Contents

    @Test("the suggested actions: the standard commands in UIKit's order, in one inline standard-edit menu")
    func suggestedActionsInOrder() throws {
        let stage = makeStage()
        stage.present()
        // Six items do not fit across an iPhone SE: the bar has two pages.
        #expect(shownMenuTitles.last == "▶")
        #expect(stage.sim.menuTitlesOnAllPages() == ["Cut", "Copy", "Paste", "Delete", "Select", "Select All"])
        let group = try #require(stage.delegate.suggested.first as? UIMenu)
        #expect(stage.delegate.suggested.count == 1)
        #expect(group.identifier == .standardEdit)
        #expect(group.options.contains(.displayInline))
        let commands = group.children.compactMap { $0 as? UICommand }
        #expect(commands.map(\.action) == ["cut:", "copy:", "paste:", "delete:", "select:", "selectAll:"].map { Selector($0) })
    }

    @Test("SM-3: only the commands the first responder's chain performs are suggested")
    func suggestedActionsFiltered() {
        let stage = makeStage { CopyPasteView("view", CGRect(x: 40, y: 200, width: 240, height: 100), log: $0) }
        stage.present()
        #expect(shownMenuTitles == ["Copy", "Paste"])
        stage.interaction.dismissMenu()
        stage.view.answers = ["paste:": false]
        stage.present()
        #expect(shownMenuTitles == ["Copy"])
    }

    @Test("SM-3: commands performed further up the chain are shown and reach that responder, the command as sender")
    func commandsFromTheChain() throws {
        let stage = NestedResponders({ SelectAllView("outer", CGRect(x: 20, y: 150, width: 280, height: 200), log: $0) },
                                     { CopyView("inner", CGRect(x: 20, y: 50, width: 200, height: 100), log: $0) })
        #expect(stage.inner.becomeFirstResponder())
        let interaction = UIEditMenuInteraction(delegate: nil)
        stage.inner.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 100, y: 0)))
        #expect(shownMenuTitles == ["Copy", "Select All"])
        stage.sim.tapMenuItem("Select All")
        #expect(stage.log.labels == ["outer.selectAll:"])
        let command = try #require(stage.log.entries.first?.sender as? UICommand)
        #expect(command.action == Selector("selectAll:"))
        #expect(command.title == "Select All")
        #expect(shownMenuTitles.isEmpty)
    }

    @Test("canPerformAction is asked with the command as the sender")
    func canPerformSender() {
        final class SenderView: EditableView {
            var senders: [Any?] = []
            override func copy(_ sender: Any?) {}
            override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
                senders.append(sender)
                return super.canPerformAction(action, withSender: sender)
            }
        }
        let stage = makeStage { SenderView("view", CGRect(x: 40, y: 200, width: 240, height: 100), log: $0) }
        stage.present()
        let senders = (stage.view as! SenderView).senders
        #expect(!senders.isEmpty)
        #expect(senders.allSatisfy { $0 is UICommand })
    }

    @Test("custom actions the delegate adds show after the suggested ones; choosing one calls its handler")
    func customActions() throws {
        let stage = makeStage { CopyView("view", CGRect(x: 40, y: 200, width: 240, height: 100), log: $0) }
        var handled: [UIAction] = []
        var sender: Any?
        stage.delegate.menu = { suggested in
            UIMenu(children: suggested + [UIAction(title: "Reset") { action in
                handled.append(action)
                sender = action.sender
            }])
        }
        stage.present()
        #expect(shownMenuTitles == ["Copy", "Reset"])
        stage.sim.tapMenuItem("Reset")
        #expect(handled.map(\.title) == ["Reset"])
        #expect(sender as? UIEditMenuInteraction === stage.interaction)
        #expect(handled.first?.sender == nil)
        #expect(shownMenuTitles.isEmpty)
        #expect(stage.log.labels.isEmpty)
    }

    @Test("hidden elements are left out; disabled ones are shown and do nothing")
    func hiddenAndDisabled() {
        let stage = makeStage { CopyView("view", CGRect(x: 40, y: 200, width: 240, height: 100), log: $0) }
        var ran: [String] = []
        stage.delegate.menu = { _ in
            UIMenu(children: [
                UIAction(title: "Hidden", attributes: .hidden) { _ in ran.append("hidden") },
                UIAction(title: "Off", attributes: .disabled) { _ in ran.append("off") },
                UICommand(title: "Copy", action: Selector("copy:"), attributes: .hidden),
                UICommand(title: "Cut", action: Selector("cut:")),  // nobody performs cut:
                UIAction(title: "On") { _ in ran.append("on") },
            ])
        }
        stage.present()
        #expect(shownMenuTitles == ["Off", "On"])
        stage.sim.tapMenuItem("Off")
        #expect(ran.isEmpty)
        #expect(shownMenuTitles == ["Off", "On"])
        stage.sim.tapMenuItem("On")
        #expect(ran == ["on"])
    }

    @Test("an element that keeps the menu presented leaves it on screen")
    func keepsMenuPresented() {
        let stage = makeStage { CopyView("view", CGRect(x: 40, y: 200, width: 240, height: 100), log: $0) }
        var count = 0
        stage.delegate.menu = { _ in
            UIMenu(children: [UIAction(title: "Count", attributes: .keepsMenuPresented) { _ in count += 1 }])
        }
        stage.present()
        stage.sim.tapMenuItem("Count")
        stage.sim.tapMenuItem("Count")
        #expect(count == 2)
        #expect(shownMenuTitles == ["Count"])
        #expect(!stage.delegate.calls.contains { $0.hasPrefix("willDismiss") })
    }

    @Test("a submenu shows as an item; choosing it shows its children with a back item")
    func submenus() {
        let stage = makeStage { CopyView("view", CGRect(x: 40, y: 200, width: 240, height: 100), log: $0) }
        var ran: [String] = []
        stage.delegate.menu = { suggested in
            UIMenu(children: suggested + [
                UIMenu(title: "Format", children: [
                    UIAction(title: "Bold") { _ in ran.append("bold") },
                    UIAction(title: "Italic") { _ in ran.append("italic") },
                ]),
                UIMenu(title: "Empty", children: []),
            ])
        }
        stage.present()
        #expect(shownMenuTitles == ["Copy", "Format"])
        stage.sim.tapMenuItem("Format")
        #expect(shownMenuTitles == ["‹", "Bold", "Italic"])
        stage.sim.tapMenuItem("‹")
        #expect(shownMenuTitles == ["Copy", "Format"])
        stage.sim.tapMenuItem("Format")
        stage.sim.tapMenuItem("Italic")
        #expect(ran == ["italic"])
        #expect(shownMenuTitles.isEmpty)
    }

    @Test("a bar too wide for the window is split into pages with paging items")
    func paging() {
        let stage = makeStage { CopyView("view", CGRect(x: 40, y: 200, width: 240, height: 100), log: $0) }
        var ran: [String] = []
        let titles = (1...8).map { "Action number \($0)" }
        stage.delegate.menu = { _ in UIMenu(children: titles.map { title in UIAction(title: title) { _ in ran.append(title) } }) }
        stage.present()
        #expect(shownMenuTitles.last == "▶")
        #expect(shownMenuTitles.first != "◀")
        var pages = 1
        var seen = shownMenuTitles.dropLast().map { $0 }
        while shownMenuTitles.last == "▶" {
            stage.sim.tapMenuItem("▶")
            pages += 1
            #expect(shownMenuTitles.first == "◀")
            seen += shownMenuTitles.filter { $0 != "◀" && $0 != "▶" }
            // Every page fits inside the window's margins.
            let bar = EditMenuPresentation.current?.placement?.bar ?? .null
            #expect(bar.minX >= 8 && bar.maxX <= 312)
        }
        #expect(pages > 2)
        #expect(seen == titles)
        stage.sim.tapMenuItem("◀")
        #expect(!shownMenuTitles.contains(titles[titles.count - 1]))
        let title = shownMenuTitles.first { $0.hasPrefix("Action") } ?? ""
        stage.sim.tapMenuItem(title)
        #expect(ran == [title])
        #expect(shownMenuTitles.isEmpty)
    }

    // MARK: The delegate

    @Test("delegate order: menu, target rectangle, will present; animations then completions once the menu shows")
    func presentationOrder() {
        let stage = makeStage()
        stage.present()
        #expect(stage.delegate.calls == ["menuFor", "targetRectFor", "willPresent", "presentAnimations", "presented(visible: true)"])
        stage.delegate.calls = []
        stage.interaction.dismissMenu()
        #expect(stage.delegate.calls == ["willDismiss(visible: true)", "dismissed(visible: false)"])
        stage.delegate.calls = []
        stage.interaction.dismissMenu()
        #expect(stage.delegate.calls.isEmpty)
    }

    @Test("tapping an item performs it, then the menu is dismissed")
    func tapPerformsThenDismisses() {
        let stage = makeStage()
        stage.present()
        stage.delegate.calls = []
        stage.sim.tapMenuItem("Copy")
        #expect(stage.log.labels == ["view.copy:"])
        #expect(stage.delegate.calls == ["willDismiss(visible: true)", "dismissed(visible: false)"])
        #expect(shownMenuTitles.isEmpty)
        #expect(stage.window.subviews == [stage.view])
        #expect(stage.window.gestureRecognizers?.isEmpty ?? true)
    }

    @Test("A-129 (DM-2): a touch outside the menu dismisses it and still reaches the view under it")
    func touchOutsideDismisses() {
        let stage = makeStage()
        var taps = 0
        final class Target: NSObject {
            var fire: () -> Void = {}
            func tapped(_ recognizer: UITapGestureRecognizer) { fire() }
        }
        let target = Target()
        target.fire = { taps += 1 }
        stage.view.addGestureRecognizer(UITapGestureRecognizer(target: target, action: #Selector(Target.tapped(_:))))
        stage.present()
        stage.delegate.calls = []
        stage.sim.tap(at: CGPoint(x: 200, y: 280))
        #expect(shownMenuTitles.isEmpty)
        #expect(stage.delegate.calls == ["willDismiss(visible: true)", "dismissed(visible: false)"])
        #expect(taps == 1)
        #expect(stage.log.labels.isEmpty)
    }

    @Test("a touch on the bar's arrow or on a separator neither dismisses the menu nor chooses an item")
    func touchOnTheMenu() throws {
        let stage = makeStage()
        stage.present()
        // The arrow's tip points at the source point (120, 10) of the view, at (160, 210).
        stage.sim.tap(at: CGPoint(x: 160, y: 207))
        #expect(!shownMenuTitles.isEmpty)
        let cut = try #require(EditMenuPresentation.current?.screenFrame(ofItemTitled: "Cut"))
        stage.sim.tap(at: CGPoint(x: cut.maxX, y: cut.midY))
        #expect(!shownMenuTitles.isEmpty)
        #expect(stage.log.labels.isEmpty)
    }

    @Test("an empty menu from the delegate shows nothing and tells the delegate nothing more")
    func emptyMenu() {
        let stage = makeStage()
        stage.delegate.menu = { _ in UIMenu(children: []) }
        stage.present()
        #expect(shownMenuTitles.isEmpty)
        #expect(stage.delegate.calls == ["menuFor"])
        #expect(stage.window.subviews == [stage.view])
    }

    @Test("bad input: no first responder, no window, no view, no delegate: nothing shows, nothing crashes")
    func nothingToShow() {
        // No first responder and nothing from the delegate.
        let stage = makeStage(firstResponder: false)
        stage.present()
        #expect(shownMenuTitles.isEmpty)
        // No first responder, but the delegate's own actions still show.
        stage.delegate.menu = { suggested in UIMenu(children: suggested + [UIAction(title: "Mine") { _ in }]) }
        stage.present()
        #expect(shownMenuTitles == ["Mine"])
        #expect(stage.delegate.suggested.isEmpty)
        stage.interaction.dismissMenu()
        // Out of the window.
        stage.view.removeFromSuperview()
        stage.present()
        #expect(shownMenuTitles.isEmpty)
        // An interaction on no view, and one without a delegate.
        let loose = UIEditMenuInteraction(delegate: nil)
        loose.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: .zero))
        loose.dismissMenu()
        loose.reloadVisibleMenu()
        loose.updateVisibleMenuPosition(animated: true)
        #expect(loose.location(in: nil) == .zero)
        #expect(shownMenuTitles.isEmpty)
        // A non-finite source point does not crash.
        stage.window.addSubview(stage.view)
        stage.delegate.menu = nil
        _ = stage.view.becomeFirstResponder()
        stage.interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: CGFloat.nan, y: .infinity)))
        stage.sim.runUntilIdle()
    }

    @Test("the target rectangle: the delegate's, else the source point; the menu sits above it, below near the top")
    func targetRect() throws {
        let stage = makeStage()
        stage.present(at: CGPoint(x: 60, y: 50))
        var placement = try #require(EditMenuPresentation.current?.placement)
        #expect(placement.arrowPointsDown)
        #expect(placement.bar.maxY + 8 == 250)  // the arrow's tip at the source point
        stage.delegate.target = CGRect(x: 20, y: 40, width: 100, height: 30)
        stage.interaction.updateVisibleMenuPosition(animated: false)
        placement = try #require(EditMenuPresentation.current?.placement)
        #expect(placement.bar.maxY + 8 == 240)
        // Near the top of the screen (the status bar's 20 points are out of bounds), below.
        stage.view.frame.origin.y = 10
        stage.interaction.updateVisibleMenuPosition(animated: false)
        placement = try #require(EditMenuPresentation.current?.placement)
        #expect(placement.arrowPointsUp)
        #expect(placement.bar.minY - 8 == 80)
    }

    @Test("the preferred arrow direction is used when the menu fits that way")
    func preferredDirection() throws {
        let stage = makeStage()
        let configuration = UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 120, y: 50))
        configuration.preferredArrowDirection = .up
        stage.interaction.presentEditMenu(with: configuration)
        let placement = try #require(EditMenuPresentation.current?.placement)
        #expect(placement.arrowPointsUp)
        #expect(placement.bar.minY == 258)
    }

    @Test("the menu stays inside the window's safe area, near the edges too")
    func staysInside() throws {
        let stage = makeStage()
        stage.present(at: CGPoint(x: -30, y: 0))
        let bar = try #require(EditMenuPresentation.current?.placement?.bar)
        #expect(bar.minX >= 8)
        stage.interaction.dismissMenu()
        stage.view.frame.origin.x = 300
        stage.present(at: CGPoint(x: 230, y: 0))
        let right = try #require(EditMenuPresentation.current?.placement?.bar)
        #expect(right.maxX <= 312)
        #expect(right.minY >= 20)
    }

    @Test("presenting a menu dismisses the one shown, by this or another interaction")
    func oneMenuAtATime() {
        let stage = makeStage()
        let otherDelegate = RecordingDelegate()
        let other = UIEditMenuInteraction(delegate: otherDelegate)
        stage.window.addInteraction(other)
        otherDelegate.menu = { _ in UIMenu(children: [UIAction(title: "Other") { _ in }]) }
        stage.present()
        stage.delegate.calls = []
        stage.present()
        #expect(stage.delegate.calls.first == "willDismiss(visible: true)")
        other.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 50, y: 400)))
        #expect(stage.delegate.calls.filter { $0.hasPrefix("willDismiss") }.count == 2)
        #expect(shownMenuTitles == ["Other"])
        stage.interaction.dismissMenu()
        #expect(shownMenuTitles == ["Other"])
        #expect(stage.window.subviews.count == 2)
    }

    @Test("reloadVisibleMenu asks the delegate again; an empty answer dismisses; without a menu it does nothing")
    func reload() {
        let stage = makeStage()
        var extra = ["One"]
        stage.delegate.menu = { _ in UIMenu(children: extra.map { title in UIAction(title: title) { _ in } }) }
        stage.interaction.reloadVisibleMenu()
        #expect(stage.delegate.calls.isEmpty)
        stage.present()
        extra = ["One", "Two"]
        stage.interaction.reloadVisibleMenu()
        #expect(shownMenuTitles == ["One", "Two"])
        extra = []
        stage.interaction.reloadVisibleMenu()
        #expect(shownMenuTitles.isEmpty)
        #expect(stage.delegate.calls.last == "dismissed(visible: false)")
    }

    @Test("location(in:) is the presented configuration's source point in the given view")
    func location() {
        let stage = makeStage()
        stage.present(at: CGPoint(x: 12, y: 34))
        #expect(stage.interaction.location(in: stage.view) == CGPoint(x: 12, y: 34))
        #expect(stage.interaction.location(in: nil) == CGPoint(x: 52, y: 234))
    }

    // MARK: Interactions on views

    @Test("interactions: added once, moved between views, removed; removing one dismisses its menu")
    func viewInteractions() {
        let stage = makeStage()
        #expect(stage.view.interactions.count == 1)
        #expect(stage.interaction.view === stage.view)
        stage.view.addInteraction(stage.interaction)
        #expect(stage.view.interactions.count == 1)
        let other = UIView()
        other.addInteraction(stage.interaction)
        #expect(stage.view.interactions.isEmpty)
        #expect(stage.interaction.view === other)
        stage.view.interactions = [stage.interaction]
        #expect(other.interactions.isEmpty)
        stage.present()
        #expect(!shownMenuTitles.isEmpty)
        stage.view.removeInteraction(stage.interaction)
        #expect(shownMenuTitles.isEmpty)
        #expect(stage.interaction.view == nil)
        stage.view.removeInteraction(stage.interaction)
    }
}
