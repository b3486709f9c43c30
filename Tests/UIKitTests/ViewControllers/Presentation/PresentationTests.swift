import Foundation
import QuartzCore
import Testing
import UIKitTesting

/// Modal presentation: the relationship between the controllers, the appearance callbacks
/// in UIKit's order, completions on the host clock, what each style does with the views,
/// the standard transitions, dismissing chains, and UIKit's answers to misuse.
@MainActor
@Suite("Modal presentation", .serialized)
struct PresentationTests {
    @Test("defaults: .automatic and .coverVertical; nothing presented; raw values as UIKit's")
    func defaults() {
        let controller = UIViewController()
        #expect(controller.modalPresentationStyle == .automatic && controller.modalTransitionStyle == .coverVertical)
        #expect(controller.presentedViewController == nil && controller.presentingViewController == nil)
        #expect(!controller.isBeingPresented && !controller.isBeingDismissed)
        #expect([UIModalPresentationStyle.automatic, .none, .fullScreen, .pageSheet, .formSheet, .currentContext, .custom,
                 .overFullScreen, .overCurrentContext, .popover].map(\.rawValue) == [-2, -1, 0, 1, 2, 3, 4, 5, 6, 7])
        #expect([UIModalTransitionStyle.coverVertical, .flipHorizontal, .crossDissolve, .partialCurl].map(\.rawValue)
            == [0, 1, 2, 3])
    }

    @Test("full screen, animated: viewDidLoad, A will disappear, B will appear and is appearing at once; B did appear, A did disappear, then the completion when the slide ends")
    func fullScreenPresentation() throws {
        let stage = PresentationStage()
        let (sim, log, root) = (stage.sim, stage.log, stage.root)
        let presented = LoggingController("B", log: log)
        let start = CACurrentMediaTime()
        var completedAt: CFTimeInterval?
        root.present(presented, animated: true) {
            log.add("completion")
            completedAt = CACurrentMediaTime()
        }
        #expect(root.presentedViewController === presented && presented.presentingViewController === root)
        #expect(presented.isBeingPresented && !root.isBeingPresented)
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                "B.viewIsAppearing(true)"])
        let placement = try #require(presented.appearingPlacement)
        #expect(placement.inWindow && placement.frame == stage.window.bounds, "in the window, at its size, when appearing")

        // Halfway, the presented view is on its way up from below the screen.
        sim.advance(by: 0.25)
        let midway = try #require(presented.view.layer.presentation()).frame.minY
        #expect(midway > 0 && midway < 852)
        #expect(completedAt == nil && presented.isBeingPresented)

        sim.runUntilIdle()
        #expect(log.entries.suffix(3) == ["B.viewDidAppear(true)", "A.viewDidDisappear(true)", "completion"])
        // The slide lasts half a second; the completion comes at the frame it ends in.
        let end = try #require(completedAt)
        #expect(end >= start + 0.5 - 1e-9 && end <= start + 0.5 + 2.0 / 60 + 1e-9)
        #expect(!presented.isBeingPresented)
        #expect(presented.view.window === stage.window && presented.view.frame == stage.window.bounds)
        #expect(root.view.window == nil, "a full-screen presentation takes the covered view out of the window")
    }

    @Test("full screen dismissal: B will disappear, A will appear (its view back at once), then A did appear, B did disappear, the links cut, the completion")
    func fullScreenDismissal() {
        let stage = PresentationStage()
        let (sim, log, root) = (stage.sim, stage.log, stage.root)
        let presented = LoggingController("B", log: log)
        root.present(presented, animated: true)
        sim.runUntilIdle()
        log.entries = []

        presented.dismiss(animated: true) { log.add("completion") }
        #expect(presented.isBeingDismissed && root.presentedViewController === presented)
        #expect(log.entries == ["B.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewIsAppearing(true)"])
        #expect(root.view.window === stage.window && root.view.frame == stage.window.bounds)
        sim.runUntilIdle()
        #expect(log.entries.suffix(3) == ["A.viewDidAppear(true)", "B.viewDidDisappear(true)", "completion"])
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(!presented.isBeingDismissed && presented.view.window == nil)
        #expect(stage.window.subviews.count == 1 && stage.window.subviews.first === root.view,
                "the presentation's container is gone")
    }

    @Test("not animated: the views change at once; viewDidAppear, viewDidDisappear and the completion come at the start of the next turn, no time passing")
    func notAnimated() {
        let stage = PresentationStage()
        let (sim, log, root) = (stage.sim, stage.log, stage.root)
        let presented = LoggingController("B", log: log)
        root.present(presented, animated: false) { log.add("completion") }
        #expect(presented.view.window === stage.window && presented.view.frame == stage.window.bounds)
        #expect(log.entries == ["B.viewDidLoad", "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                                "B.viewIsAppearing(false)"])
        let now = CACurrentMediaTime()
        sim.runUntilIdle()
        #expect(CACurrentMediaTime() == now)
        #expect(log.entries.suffix(3) == ["B.viewDidAppear(false)", "A.viewDidDisappear(false)", "completion"])

        log.entries = []
        root.dismiss(animated: false) { log.add("completion") }
        // Out of sight at once (below the screen), out of the window at the end of the turn.
        #expect(presented.view.frame.minY >= stage.window.bounds.maxY && root.view.window === stage.window)
        sim.runUntilIdle()
        #expect(presented.view.window == nil)
        #expect(log.entries == ["B.viewWillDisappear(false)", "A.viewWillAppear(false)", "A.viewIsAppearing(false)",
                                "A.viewDidAppear(false)", "B.viewDidDisappear(false)", "completion"])
        #expect(CACurrentMediaTime() == now)
    }

    @Test("over full screen, page sheet and .automatic: the presenting view stays in the window and its controller gets no callbacks")
    func overFullScreenKeepsPresenter() {
        for style in [UIModalPresentationStyle.overFullScreen, .overCurrentContext, .pageSheet, .formSheet, .automatic,
                      .popover, .custom] {
            let stage = PresentationStage()
            let (sim, log, root) = (stage.sim, stage.log, stage.root)
            let presented = LoggingController("B", log: log, style: style)
            root.present(presented, animated: true)
            sim.runUntilIdle()
            #expect(log.entries == ["B.viewDidLoad", "B.viewWillAppear(true)", "B.viewIsAppearing(true)",
                                    "B.viewDidAppear(true)"], "\(style)")
            #expect(root.view.window === stage.window, "\(style)")
            // The sheet styles show a card below the safe area; the others fill the window.
            let sheet = [UIModalPresentationStyle.pageSheet, .formSheet, .automatic, .popover].contains(style)
            let expected = sheet ? CGRect(x: 0, y: 69, width: 393, height: 783) : stage.window.bounds
            #expect(presented.view.convert(presented.view.bounds, to: nil) == expected, "\(style)")
            log.entries = []
            presented.dismiss(animated: true)
            sim.runUntilIdle()
            #expect(log.entries == ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)"], "\(style)")
        }
    }

    @Test("cross dissolve fades the presented view in where it is shown, and out when dismissed")
    func crossDissolve() throws {
        let stage = PresentationStage()
        let (sim, root) = (stage.sim, stage.root)
        let presented = LoggingController("B", log: stage.log, style: .overFullScreen)
        presented.modalTransitionStyle = .crossDissolve
        root.present(presented, animated: true)
        sim.advance(by: 0.25)
        let midway = try #require(presented.view.layer.presentation())
        #expect(midway.opacity > 0.05 && midway.opacity < 0.95 && midway.frame == stage.window.bounds)
        sim.runUntilIdle()
        #expect(presented.view.alpha == 1)
        presented.dismiss(animated: true)
        sim.advance(by: 0.25)
        let leaving = try #require(presented.view.layer.presentation())
        #expect(leaving.opacity > 0.05 && leaving.opacity < 0.95)
        sim.runUntilIdle()
        #expect(presented.view.window == nil && presented.view.alpha == 1, "the view's own alpha is given back")
    }

    @Test("a presented controller's next responder is the presenting controller")
    func nextResponder() {
        let stage = PresentationStage()
        let presented = LoggingController("B", log: stage.log)
        stage.root.present(presented, animated: false)
        stage.sim.runUntilIdle()
        #expect(presented.next === stage.root)
        #expect(presented.view.next === presented)
        stage.root.dismiss(animated: false)
        stage.sim.runUntilIdle()
        #expect(presented.next == nil)
    }

    @Test("a chain A → B → C: C presents over B; dismissing from A takes both away, B at once and C animated, with the callbacks of the controllers on screen")
    func chainDismissal() throws {
        let stage = PresentationStage()
        let (sim, log, root) = (stage.sim, stage.log, stage.root)
        let second = LoggingController("B", log: log)
        let third = LoggingController("C", log: log, style: .overFullScreen)
        root.present(second, animated: false)
        sim.runUntilIdle()
        second.present(third, animated: false)
        sim.runUntilIdle()
        #expect(second.presentedViewController === third && third.presentingViewController === second)
        #expect(root.presentedViewController === second)
        log.entries = []

        root.dismiss(animated: true) { log.add("completion") }
        #expect(second.isBeingDismissed && third.isBeingDismissed)
        #expect(log.entries == ["C.viewWillDisappear(true)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                "A.viewIsAppearing(true)"])
        #expect(second.view.window == nil, "the controller between goes at once")
        #expect(third.view.window === stage.window, "the top one leaves with its transition")
        sim.runUntilIdle()
        #expect(log.entries.suffix(4) == ["A.viewDidAppear(true)", "C.viewDidDisappear(true)", "B.viewDidDisappear(true)",
                                          "completion"])
        #expect(root.presentedViewController == nil && second.presentedViewController == nil)
        #expect(second.presentingViewController == nil && third.presentingViewController == nil)
        #expect(stage.window.subviews.map { $0 === root.view } == [true])
    }

    @Test("dismiss on a controller that presents nothing and is not presented does nothing but run the completion")
    func dismissNothing() {
        let stage = PresentationStage()
        var completed = false
        stage.root.dismiss(animated: true) { completed = true }
        #expect(completed && stage.log.entries.isEmpty)
    }

    @Test("misuse UIKit logs: presenting from a controller not in a window, while presenting, or during a transition does nothing")
    func ignoredPresentations() {
        let stage = PresentationStage()
        let (sim, log, root) = (stage.sim, stage.log, stage.root)
        var completions = 0

        // Not in a window.
        let outside = UIViewController()
        let first = LoggingController("X", log: log)
        outside.present(first, animated: false) { completions += 1 }
        sim.runUntilIdle()
        #expect(outside.presentedViewController == nil && first.presentingViewController == nil && completions == 0)

        // During the presentation transition, from the controller being presented.
        let presented = LoggingController("B", log: log)
        root.present(presented, animated: true) { completions += 1 }
        let during = LoggingController("D", log: log)
        presented.present(during, animated: true) { completions += 1 }
        #expect(presented.presentedViewController == nil && during.presentingViewController == nil)
        // Dismissing during the transition is refused too.
        root.dismiss(animated: true) { completions += 1 }
        sim.runUntilIdle()
        #expect(completions == 1 && root.presentedViewController === presented && !presented.isBeingDismissed)

        // While already presenting.
        let another = LoggingController("E", log: log)
        root.present(another, animated: false) { completions += 1 }
        sim.runUntilIdle()
        #expect(root.presentedViewController === presented && another.presentingViewController == nil)
        #expect(completions == 1)
        #expect(!log.entries.contains { $0.hasPrefix("X.") || $0.hasPrefix("D.") || $0.hasPrefix("E.") })
    }

    @Test("a detached controller (its view put in the root's by hand) presents from the root controller")
    func detachedController() {
        let stage = PresentationStage()
        let detached = UIViewController()
        stage.root.view.addSubview(detached.view)
        let presented = LoggingController("B", log: stage.log, style: .overFullScreen)
        detached.present(presented, animated: false)
        stage.sim.runUntilIdle()
        #expect(presented.presentingViewController === stage.root && stage.root.presentedViewController === presented)
        #expect(detached.presentedViewController == nil)
    }

    @Test("the window's size change reaches a presented view between transitions")
    func followsWindowSize() {
        let stage = PresentationStage()
        let presented = LoggingController("B", log: stage.log)
        stage.root.present(presented, animated: false)
        stage.sim.runUntilIdle()
        stage.window.frame = CGRect(x: 0, y: 0, width: 300, height: 500)
        stage.sim.runUntilIdle()
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 300, height: 500))
    }

    @Test("misuse that stops: presenting a controller that is already presented")
    func presentingTwice() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = PresentationStage()
                let presented = UIViewController()
                stage.root.present(presented, animated: false)
                UIViewController().present(presented, animated: false)
            }
        }
    }

    @Test("misuse that stops: presenting with modalPresentationStyle .none")
    func presentingWithNone() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = PresentationStage()
                let presented = UIViewController()
                presented.modalPresentationStyle = .none
                stage.root.present(presented, animated: false)
            }
        }
    }
}
