import Foundation
import QuartzCore
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UIAlertController and UIAlertAction: defaults, iOS 17's layout of alerts and action
/// sheets, choosing actions with touches (highlight, sliding, lifting outside), handlers
/// called once after the dismissal, taps outside, the transitions, and misuse.
@MainActor
@Suite("Alert controller", .serialized)
struct AlertControllerTests {
    // MARK: Defaults

    @Test("defaults: the title, message and style given, no actions, no preferred action, a .custom presentation; UIAlertController() is an action sheet")
    func defaults() {
        _ = Simulator(device: .iPhone15)
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        #expect(alert.title == "Title" && alert.message == "Message" && alert.preferredStyle == .alert)
        #expect(alert.actions.isEmpty && alert.preferredAction == nil && alert.modalPresentationStyle == .custom)
        #expect(UIAlertController().preferredStyle == .actionSheet)
        #expect(UIAlertController.Style.actionSheet.rawValue == 0 && UIAlertController.Style.alert.rawValue == 1)
        #expect([UIAlertAction.Style.default, .cancel, .destructive].map(\.rawValue) == [0, 1, 2])
    }

    @Test("UIAlertAction keeps its title and style, starts enabled, and copies to a new equal action; addAction keeps the order")
    func actions() throws {
        _ = Simulator(device: .iPhone15)
        var calls = 0
        let delete = UIAlertAction(title: "Delete", style: .destructive) { _ in calls += 1 }
        #expect(delete.title == "Delete" && delete.style == .destructive && delete.isEnabled)
        delete.isEnabled = false
        let copy = try #require(delete.copy() as? UIAlertAction)
        #expect(copy !== delete && copy.title == "Delete" && copy.style == .destructive && !copy.isEnabled)
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel)
        alert.addAction(delete)
        alert.addAction(cancel)
        #expect(alert.actions.map { $0.title } == ["Delete", "Cancel"])
        alert.preferredAction = delete
        #expect(alert.preferredAction === delete)
    }

    // MARK: Alert layout

    @Test("one action: 270 points wide, centred; title, then message 2 points below, 16 points from the sides; one 44-point button across the bottom, 20 points below the text")
    func oneAction() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("OK", .default)])
        let block = try #require(alert.shownBlockFrames.first)
        #expect(alert.shownBlockFrames.count == 1)
        #expect(block.width == 270 && block.minX == 62 && abs(block.midY - 426) <= 1)
        let ok = try #require(alert.button("OK")).frame
        #expect(ok == CGRect(x: 62, y: block.maxY - 44, width: 270, height: 44))
        let title = try #require(alert.shownTextFrames.title), message = try #require(alert.shownTextFrames.message)
        #expect(title.minY == block.minY + 20 && title.minX == block.minX + 16 && title.width == 238)
        #expect(message.minY == title.maxY + 2 && message.minX == title.minX && message.width == 238)
        #expect(ok.minY == message.maxY + 20)
    }

    @Test("two actions side by side, each half the width, Cancel on the left whatever the order added")
    func twoActions() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("OK", .default), ("Cancel", .cancel)])
        let block = try #require(alert.shownBlockFrames.first)
        #expect(alert.shownButtons.map { $0.action.title } == ["Cancel", "OK"])
        #expect(try #require(alert.button("Cancel")).frame == CGRect(x: 62, y: block.maxY - 44, width: 135, height: 44))
        #expect(try #require(alert.button("OK")).frame == CGRect(x: 197, y: block.maxY - 44, width: 135, height: 44))
    }

    @Test("three actions stacked in the order added, Cancel moved last, 44 points each")
    func threeActions() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Delete", .destructive), ("Cancel", .cancel), ("Save", .default)])
        let block = try #require(alert.shownBlockFrames.first)
        #expect(alert.shownButtons.map { $0.action.title } == ["Delete", "Save", "Cancel"])
        let frames = alert.shownButtons.map(\.frame)
        for (index, frame) in frames.enumerated() {
            #expect(frame == CGRect(x: 62, y: block.maxY - 44 * CGFloat(3 - index), width: 270, height: 44))
        }
    }

    @Test("two actions whose titles do not fit half the width are stacked, Cancel last")
    func twoLongActions() {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Cancel", .cancel), ("Remove from Home Screen", .default)])
        #expect(alert.shownButtons.map { $0.action.title } == ["Remove from Home Screen", "Cancel"])
        #expect(alert.shownButtons.allSatisfy { $0.frame.width == 270 })
    }

    @Test("titles are 17 points; Cancel is semibold unless another action is preferred; destructive red, default in the tint, disabled gray")
    func buttonLook() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Delete", .destructive), ("Cancel", .cancel), ("Save", .default)])
        let regular = UIFont.systemFont(ofSize: 17), semibold = UIFont.systemFont(ofSize: 17, weight: .semibold)
        #expect(try #require(alert.button("Cancel")).font == semibold)
        #expect(try #require(alert.button("Save")).font == regular)
        #expect(try #require(alert.button("Delete")).titleColor == .systemRed)
        #expect(try #require(alert.button("Save")).titleColor == .systemBlue)
        #expect(try #require(alert.button("Cancel")).titleColor == .systemBlue)

        alert.preferredAction = alert.actions[2]
        #expect(try #require(alert.button("Save")).font == semibold)
        #expect(try #require(alert.button("Cancel")).font == regular)
        alert.actions[2].isEnabled = false
        #expect(try #require(alert.button("Save")).titleColor == .tertiaryLabel)
        alert.view.tintColor = .systemGreen
        #expect(try #require(alert.button("Cancel")).titleColor == .systemGreen)
    }

    @Test("an alert with no title or message is its buttons only; a changed title is laid out again")
    func noHeader() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, title: nil, message: "", actions: [("OK", .default)])
        #expect(alert.shownTextFrames.title == nil && alert.shownTextFrames.message == nil)
        #expect(try #require(alert.shownBlockFrames.first).height == 44)
        alert.title = "Now with a title"
        stage.sim.runUntilIdle()
        let block = try #require(alert.shownBlockFrames.first)
        #expect(block.height > 44 && alert.shownTextFrames.title != nil && abs(block.midY - 426) <= 1)
    }

    @Test("too many actions: the alert keeps 20 points inside the safe area, scrolls, and keeps Cancel pinned at its bottom")
    func manyActions() throws {
        let stage = AlertStage()
        let titles = (1...30).map { ("Option \($0)", UIAlertAction.Style.default) }
        let alert = stage.present(.alert, actions: titles + [("Cancel", .cancel)])
        let block = try #require(alert.shownBlockFrames.first)
        #expect(block.minY >= 59 + 20 - 0.5 && block.maxY <= 852 - 34 - 20 + 0.5)
        #expect(try #require(alert.button("Cancel")).frame.maxY == block.maxY)
        #expect(try #require(alert.button("Option 30")).frame.minY > block.maxY, "the last options are scrolled out of view")

        // A drag scrolls the list and chooses nothing.
        let before = try #require(alert.button("Option 5")).frame.minY
        stage.sim.drag(from: CGPoint(x: block.midX, y: block.midY + 100), to: CGPoint(x: block.midX, y: block.midY - 100))
        stage.sim.runUntilIdle()
        #expect(try #require(alert.button("Option 5")).frame.minY < before)
        #expect(stage.handled.isEmpty && stage.root.presentedViewController === alert)
        #expect(try #require(alert.button("Cancel")).frame.maxY == block.maxY, "Cancel stays put")
    }

    // MARK: Action sheet layout

    @Test("action sheet: 8 points from the sides, its bottom at the safe area's; 57-point rows in the order added; Cancel alone in a block 8 points below the others")
    func actionSheet() throws {
        let stage = AlertStage()
        let alert = stage.present(.actionSheet, actions: [("Save", .default), ("Cancel", .cancel), ("Share", .default),
                                                          ("Delete", .destructive)])
        let blocks = alert.shownBlockFrames
        #expect(blocks.count == 2)
        let main = blocks[0], cancel = blocks[1]
        #expect(cancel == CGRect(x: 8, y: 852 - 34 - 57, width: 377, height: 57))
        #expect(main.minX == 8 && main.width == 377 && main.maxY + 8 == cancel.minY)
        #expect(alert.shownButtons.map { $0.action.title } == ["Save", "Share", "Delete", "Cancel"])
        #expect(try #require(alert.button("Cancel")).frame == cancel)
        #expect(try #require(alert.button("Delete")).frame == CGRect(x: 8, y: main.maxY - 57, width: 377, height: 57))
        #expect(try #require(alert.button("Share")).frame == CGRect(x: 8, y: main.maxY - 114, width: 377, height: 57))
        #expect(try #require(alert.button("Save")).frame.minY == main.maxY - 171)
        let title = try #require(alert.shownTextFrames.title), message = try #require(alert.shownTextFrames.message)
        #expect(title.minY == main.minY + 14 && message.minY > title.maxY && message.maxY + 14 == main.maxY - 171)
        // 20-point titles; Cancel semibold; the preferred action changes nothing in a sheet.
        alert.preferredAction = alert.actions[0]
        #expect(try #require(alert.button("Save")).font == UIFont.systemFont(ofSize: 20))
        #expect(try #require(alert.button("Cancel")).font == UIFont.systemFont(ofSize: 20, weight: .semibold))
    }

    @Test("action sheet on a screen without a bottom safe area: 8 points above the edge; without header or Cancel, one block of rows")
    func actionSheetVariants() throws {
        let stage = AlertStage(device: .iPhoneSE)
        let alert = stage.present(.actionSheet, actions: [("Cancel", .cancel), ("Save", .default)])
        #expect(try #require(alert.shownBlockFrames.last).maxY == stage.sim.screen.bounds.maxY - 8)
        stage.root.dismiss(animated: false)
        stage.sim.runUntilIdle()

        let plain = stage.present(.actionSheet, title: nil, message: nil, actions: [("One", .default), ("Two", .default)])
        #expect(plain.shownBlockFrames.count == 1 && plain.shownTextFrames.title == nil)
        #expect(try #require(plain.shownBlockFrames.first).height == 114)
    }

    // MARK: Choosing

    @Test("a tap on a button dismisses the alert with its transition, then calls the handler once, the alert gone")
    func tapChooses() {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Cancel", .cancel), ("OK", .default)])
        stage.sim.tap(at: alert.centre(of: "OK"))
        #expect(stage.handled.isEmpty && alert.isBeingDismissed, "the handler waits for the dismissal")
        stage.sim.runUntilIdle()
        #expect(stage.handled == ["OK"] && stage.dismissedWhenHandled == [true])
        #expect(stage.root.presentedViewController == nil && alert.presentingViewController == nil)
    }

    @Test("the button under the finger lights up, the highlight follows the finger, and lifting outside every button chooses nothing")
    func highlightAndLiftOutside() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Cancel", .cancel), ("OK", .default)])
        let finger = stage.sim.touchDown(at: alert.centre(of: "OK"))
        #expect(try #require(alert.button("OK")).isHighlighted)
        stage.sim.touchMove(finger, to: alert.centre(of: "Cancel"))
        #expect(try #require(alert.button("Cancel")).isHighlighted && !(try #require(alert.button("OK")).isHighlighted))
        let block = try #require(alert.shownBlockFrames.first)
        stage.sim.touchMove(finger, to: CGPoint(x: block.midX, y: block.minY - 40))
        #expect(alert.shownButtons.allSatisfy { !$0.isHighlighted })
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.handled.isEmpty && stage.root.presentedViewController === alert)
    }

    @Test("a finger that slides onto another button and lifts there chooses that one")
    func slideAndChoose() {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Delete", .destructive), ("Save", .default), ("Cancel", .cancel)])
        stage.sim.drag(from: alert.centre(of: "Delete"), to: alert.centre(of: "Cancel"), duration: 0.3)
        stage.sim.runUntilIdle()
        #expect(stage.handled == ["Cancel"])
    }

    @Test("a disabled action does not light up or respond; enabled again, it does")
    func disabledAction() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Cancel", .cancel), ("OK", .default)])
        let ok = alert.actions[1]
        ok.isEnabled = false
        let finger = stage.sim.touchDown(at: alert.centre(of: "OK"))
        #expect(!(try #require(alert.button("OK")).isHighlighted))
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.handled.isEmpty && stage.root.presentedViewController === alert)
        ok.isEnabled = true
        stage.sim.tap(at: alert.centre(of: "OK"))
        stage.sim.runUntilIdle()
        #expect(stage.handled == ["OK"])
    }

    @Test("a second choice while the alert is being dismissed is ignored: one handler runs, once")
    func oneChoice() {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Cancel", .cancel), ("OK", .default)])
        let cancel = alert.centre(of: "Cancel")
        stage.sim.tap(at: alert.centre(of: "OK"))
        stage.sim.tap(at: cancel)
        stage.sim.runUntilIdle()
        #expect(stage.handled == ["OK"])
    }

    @Test("a tap outside an alert does nothing; outside an action sheet it chooses Cancel, and without Cancel nothing")
    func tapsOutside() {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Cancel", .cancel), ("OK", .default)])
        stage.sim.tap(at: CGPoint(x: 200, y: 120))
        stage.sim.runUntilIdle()
        #expect(stage.handled.isEmpty && stage.root.presentedViewController === alert)
        alert.dismiss(animated: false)
        stage.sim.runUntilIdle()
        #expect(stage.handled.isEmpty, "dismissing in code calls no handler")

        stage.present(.actionSheet, actions: [("Share", .default), ("Cancel", .cancel)])
        stage.sim.tap(at: CGPoint(x: 200, y: 120))
        stage.sim.runUntilIdle()
        #expect(stage.handled == ["Cancel"] && stage.root.presentedViewController == nil)

        let noCancel = stage.present(.actionSheet, actions: [("Share", .default)])
        stage.sim.tap(at: CGPoint(x: 200, y: 120))
        stage.sim.runUntilIdle()
        #expect(stage.handled == ["Cancel"] && stage.root.presentedViewController === noCancel)
    }

    @Test("an alert can be presented again after it was dismissed, and chosen again")
    func presentAgain() {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("OK", .default)])
        stage.sim.tap(at: alert.centre(of: "OK"))
        stage.sim.runUntilIdle()
        stage.root.present(alert, animated: true)
        stage.sim.runUntilIdle()
        #expect(alert.view.alpha == 1 && alert.view.transform == .identity)
        stage.sim.tap(at: alert.centre(of: "OK"))
        stage.sim.runUntilIdle()
        #expect(stage.handled == ["OK", "OK"])
    }

    // MARK: Presentation

    @Test("the alert fades in growing from 1.2 times its size, the dimming fading in with it; the tints below turn gray until it goes")
    func alertTransition() throws {
        let stage = AlertStage()
        let alert = UIAlertController(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(stage.action("OK"))
        stage.root.present(alert, animated: true)
        #expect(stage.root.view.tintAdjustmentMode == .dimmed)
        stage.sim.advance(by: 0.1)
        let shown = try #require(alert.view.layer.presentation())
        #expect(shown.opacity > 0.05 && shown.opacity < 0.95)
        #expect(shown.transform.m11 > 1.01 && shown.transform.m11 < 1.2)
        stage.sim.runUntilIdle()
        #expect(alert.view.layer.presentation()?.opacity == 1 && alert.view.transform == .identity)
        alert.dismiss(animated: true)
        #expect(stage.root.view.tintAdjustmentMode == .automatic)
        stage.sim.advance(by: 0.1)
        let leaving = try #require(alert.view.layer.presentation())
        #expect(leaving.opacity > 0.05 && leaving.opacity < 0.95 && leaving.transform.m11 == 1)
        stage.sim.runUntilIdle()
        #expect(alert.view.window == nil && stage.window.subviews.count == 1)
    }

    @Test("the action sheet slides up from the bottom edge and back down")
    func sheetTransition() throws {
        let stage = AlertStage()
        let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        alert.addAction(stage.action("Cancel", .cancel))
        stage.root.present(alert, animated: true)
        let final = alert.view.frame
        stage.sim.advance(by: 0.1)
        let rising = try #require(alert.view.layer.presentation()).frame.minY
        #expect(rising > final.minY && rising < 852)
        stage.sim.runUntilIdle()
        #expect(alert.view.frame == final)
        alert.dismiss(animated: true)
        stage.sim.advance(by: 0.15)
        let falling = try #require(alert.view.layer.presentation()).frame.minY
        #expect(falling > final.minY)
        stage.sim.runUntilIdle()
        #expect(alert.view.window == nil)
    }

    @Test("A-129 (DM-2): presenting an alert hides the edit menu")
    func hidesEditMenu() throws {
        let stage = AlertStage()
        final class Delegate: NSObject, UIEditMenuInteractionDelegate {
            func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                     suggestedActions: [UIMenuElement]) -> UIMenu? {
                UIMenu(children: [UIAction(title: "Reset") { _ in }])
            }
        }
        let delegate = Delegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        stage.root.view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 200, y: 300)))
        try #require(EditMenuPresentation.current != nil)
        stage.present(.alert, actions: [("OK", .default)])
        #expect(EditMenuPresentation.current == nil)
        withExtendedLifetime(delegate) {}
    }

    // MARK: Misuse

    @Test("misuse that stops: a second Cancel action")
    func twoCancels() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Never mind", style: .cancel))
            }
        }
    }

    @Test("misuse that stops: a preferred action that is not one of the alert's")
    func foreignPreferredAction() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .alert)
                alert.preferredAction = UIAlertAction(title: "OK", style: .default)
            }
        }
    }

    @Test("misuse that stops: presenting an alert that is already presented")
    func alertTwice() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = AlertStage()
                let alert = stage.present(.alert, actions: [("OK", .default)])
                stage.root.present(alert, animated: false)
            }
        }
    }
}
