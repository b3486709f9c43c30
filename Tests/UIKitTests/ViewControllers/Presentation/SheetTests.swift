import Foundation
import QuartzCore
import Testing
@testable import UIKit
import UIKitTesting

/// An adaptive presentation delegate that logs what it hears.
final class LoggingPresentationDelegate: NSObject, UISheetPresentationControllerDelegate {
    let log: CallbackLog
    var allowsDismiss = true
    var adaptiveStyle: UIModalPresentationStyle?

    init(log: CallbackLog) { self.log = log }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        adaptiveStyle ?? controller.adaptivePresentationStyle
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss")
        return allowsDismiss
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.add("didAttemptToDismiss")
    }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheet: UISheetPresentationController) {
        log.add("didChangeDetent(\(sheet.selectedDetentIdentifier?.rawValue ?? "nil"))")
    }
}

/// A stage on any device and orientation.
@MainActor
struct DeviceStage {
    let sim: Simulator
    let log = CallbackLog()
    let window: UIWindow
    let root: LoggingController

    init(_ device: Device, _ orientation: UIInterfaceOrientation = .portrait) {
        sim = Simulator(device: device)
        if orientation != .portrait { sim.rotate(to: orientation) }
        window = UIWindow(frame: sim.screen.bounds)
        root = LoggingController("A", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        log.entries = []
    }

    /// Presents a logging controller "B" in `style`, configured by `configure` first, and
    /// lets the transition end.
    func present(_ style: UIModalPresentationStyle = .automatic,
                 configure: (LoggingController) -> Void = { _ in }) -> LoggingController {
        let presented = LoggingController("B", log: log, style: style)
        configure(presented)
        root.present(presented, animated: true)
        sim.runUntilIdle()
        log.entries = []
        return presented
    }
}

/// Sheets: UISheetPresentationController's frames per device and orientation, detents,
/// grabber and corners, the presenter scaled back, dimming, drags between detents and down
/// to dismiss with the delegate's calls in UIKit's order, `isModalInPresentation`,
/// adaptation on an iPhone, stacked sheets.
@MainActor
@Suite("Sheets", .serialized)
struct SheetTests {
    /// iPhone 15 portrait: the large detent's top is 10 points below the 59-point safe area.
    static let largeFrame = CGRect(x: 0, y: 69, width: 393, height: 783)
    /// Half of the 749-point largest detent, plus the 34-point bottom safe area.
    static let mediumFrame = CGRect(x: 0, y: 443, width: 393, height: 409)

    @Test("a page sheet (.automatic) on an iPhone in portrait: a card at the large detent, rounded top corners, the presenter scaled back behind it and kept in the window")
    func pageSheetPortrait() throws {
        let stage = DeviceStage(.iPhone15)
        let presented = stage.present()
        let sheet = try #require(presented.sheetPresentationController)
        #expect(presented.presentationController === sheet && sheet.presentationStyle == .pageSheet)
        let card = try #require(sheet.presentedView)
        #expect(card.frame == Self.largeFrame && sheet.frameOfPresentedViewInContainerView == Self.largeFrame)
        #expect(presented.view.convert(presented.view.bounds, to: nil) == Self.largeFrame)
        #expect(card.layer.cornerRadius == 10 && card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(sheet.containerView?.superview === stage.window && sheet.containerView?.frame == stage.window.bounds)
        // The presenter stays, scaled back 16 points a side, its top at the safe area.
        #expect(stage.root.view.window === stage.window)
        let back = stage.root.view.frame
        #expect(abs(back.minX - 16) < 0.01 && abs(back.minY - 59) < 0.01 && abs(back.width - 361) < 0.01)
        #expect(sheet.dimmingView.alpha == 1 && sheet.dimmingView.superview === sheet.containerView)

        presented.dismiss(animated: true)
        stage.sim.runUntilIdle()
        #expect(stage.root.view.transform == .identity && stage.root.view.frame == stage.window.bounds)
        #expect(stage.root.view.layer.cornerRadius == 0 && !stage.root.view.layer.masksToBounds)
        #expect(presented.view.superview == nil && sheet.containerView == nil)
    }

    @Test("the presenter scales back as the sheet slides up, alongside the transition")
    func scaleBackAnimates() throws {
        let stage = DeviceStage(.iPhone15)
        let presented = LoggingController("B", log: stage.log, style: .automatic)
        stage.root.present(presented, animated: true)
        stage.sim.advance(by: 0.25)
        let layer = try #require(stage.root.view.layer.presentation())
        let scale = layer.transform.m11
        #expect(scale < 0.999 && scale > 0.92, "half-way: \(scale)")
        let cardTop = try #require(presented.sheetPresentationController?.presentedView?.layer.presentation()).frame.minY
        #expect(cardTop > 69 && cardTop < 852)
        stage.sim.runUntilIdle()
    }

    @Test("detents: medium rests at half the largest height without scaling the presenter; selectedDetentIdentifier moves it at once, or animated inside animateChanges")
    func mediumAndLarge() throws {
        let stage = DeviceStage(.iPhone15)
        let presented = stage.present { $0.sheetPresentationController?.detents = [.medium(), .large()] }
        let sheet = try #require(presented.sheetPresentationController)
        let card = try #require(sheet.presentedView)
        #expect(card.frame == Self.mediumFrame && sheet.selectedDetentIdentifier == nil)
        #expect(stage.root.view.transform == .identity && sheet.dimmingView.alpha == 1)

        sheet.selectedDetentIdentifier = .large
        #expect(card.frame == Self.largeFrame && stage.root.view.transform != .identity)

        sheet.animateChanges { sheet.selectedDetentIdentifier = .medium }
        #expect(card.frame == Self.mediumFrame, "the model value at once")
        stage.sim.advance(by: 0.15)
        let midway = try #require(card.layer.presentation()).frame.minY
        #expect(midway > Self.largeFrame.minY && midway < Self.mediumFrame.minY)
        stage.sim.runUntilIdle()
        #expect(stage.root.view.transform == .identity)
        #expect(stage.log.entries.isEmpty, "programmatic changes tell the delegate nothing")
    }

    @Test("custom detents: the resolver's height (plus the bottom safe area), given the largest value; nil makes it inactive")
    func customDetents() throws {
        let stage = DeviceStage(.iPhone15)
        var maximum: CGFloat = 0
        let small = UISheetPresentationController.Detent.Identifier("small")
        let presented = stage.present {
            $0.sheetPresentationController?.detents = [
                .custom(identifier: small) { context in
                    maximum = context.maximumDetentValue
                    return 200
                },
                .custom { _ in nil },
                .large(),
            ]
        }
        let sheet = try #require(presented.sheetPresentationController)
        #expect(maximum == 749)
        #expect(sheet.presentedView?.frame == CGRect(x: 0, y: 852 - 234, width: 393, height: 234))
        #expect(sheet.detents[0].identifier == small && sheet.detents[1].identifier.rawValue.hasPrefix("com.apple.UIKit.custom."))
        #expect(UISheetPresentationController.Detent.Identifier.medium.rawValue == "com.apple.UIKit.medium")
        #expect(UISheetPresentationController.Detent.Identifier.large.rawValue == "com.apple.UIKit.large")
        let context = SheetDetentResolutionContext(maximumDetentValue: 300)
        #expect(UISheetPresentationController.Detent.custom { _ in 1000 }.resolvedValue(in: context) == 300)
        #expect(UISheetPresentationController.Detent.medium().resolvedValue(in: context) == 150)
    }

    @Test("grabber: hidden by default; prefersGrabberVisible shows a 36 × 5 pill 5 points from the top, centred; preferredCornerRadius rounds the card")
    func grabberAndCorners() throws {
        let stage = DeviceStage(.iPhone15)
        let presented = stage.present {
            $0.sheetPresentationController?.prefersGrabberVisible = true
            $0.sheetPresentationController?.preferredCornerRadius = 20
        }
        let sheet = try #require(presented.sheetPresentationController)
        #expect(!sheet.card.grabber.isHidden && sheet.card.grabber.frame == CGRect(x: 179, y: 5, width: 36, height: 5))
        #expect(sheet.card.subviews.last === sheet.card.grabber, "above the content")
        #expect(sheet.card.layer.cornerRadius == 20)
        sheet.prefersGrabberVisible = false
        #expect(sheet.card.grabber.isHidden)
        #expect(!UISheetPresentationController(presentedViewController: UIViewController(), presenting: nil)
            .prefersGrabberVisible)
    }

    @Test("largestUndimmedDetentIdentifier: no dimming at or below it and touches reach the presenter; dimmed above it")
    func undimmedDetent() throws {
        let stage = DeviceStage(.iPhone15)
        let presented = stage.present {
            $0.sheetPresentationController?.detents = [.medium(), .large()]
            $0.sheetPresentationController?.largestUndimmedDetentIdentifier = .medium
        }
        let sheet = try #require(presented.sheetPresentationController)
        #expect(sheet.dimmingView.alpha == 0)
        #expect(stage.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === stage.root.view)
        #expect(stage.window.hitTest(CGPoint(x: 200, y: 600), with: nil)?.isDescendant(of: presented.view) == true)
        sheet.selectedDetentIdentifier = .large
        #expect(sheet.dimmingView.alpha == 1)
        #expect(stage.window.hitTest(CGPoint(x: 200, y: 40), with: nil) === sheet.dimmingView)
    }

    @Test("iPhone landscape: a sheet fills the screen, without detents, rounding or scaling back")
    func landscapeIPhone() throws {
        let stage = DeviceStage(.iPhone15, .landscapeLeft)
        #expect(stage.window.bounds.size == CGSize(width: 852, height: 393))
        let presented = stage.present { $0.sheetPresentationController?.detents = [.medium()] }
        let sheet = try #require(presented.sheetPresentationController)
        #expect(sheet.presentedView?.frame == stage.window.bounds && sheet.card.layer.cornerRadius == 0)
        #expect(stage.root.view.transform == .identity && stage.root.view.window === stage.window)
    }

    @Test("iPad: a form sheet is a centred 540 × 620 card and a page sheet 704 wide, in both orientations; no detents, no scaling back")
    func iPadSheets() throws {
        let cases: [(UIInterfaceOrientation, UIModalPresentationStyle, CGRect)] = [
            (.portrait, .formSheet, CGRect(x: 114, y: 212, width: 540, height: 620)),
            (.portrait, .pageSheet, CGRect(x: 32, y: 36, width: 704, height: 972)),
            (.landscapeLeft, .formSheet, CGRect(x: 242, y: 84, width: 540, height: 620)),
            (.landscapeLeft, .pageSheet, CGRect(x: 160, y: 36, width: 704, height: 716)),
            (.portrait, .automatic, CGRect(x: 32, y: 36, width: 704, height: 972)),
        ]
        for (orientation, style, frame) in cases {
            let stage = DeviceStage(.iPad, orientation)
            let presented = stage.present(style) { $0.sheetPresentationController?.detents = [.medium()] }
            let sheet = try #require(presented.sheetPresentationController)
            #expect(sheet.presentedView?.frame == frame, "\(orientation) \(style)")
            #expect(sheet.card.layer.maskedCorners.contains(.layerMinXMaxYCorner), "all four corners rounded")
            #expect(stage.root.view.transform == .identity && sheet.dimmingView.alpha == 1)
        }
    }

    @Test("adaptation on an iPhone: a popover becomes a form sheet card; the delegate can make a sheet full screen, or keep the popover with .none")
    func adaptation() throws {
        let popoverStage = DeviceStage(.iPhone15)
        let popover = popoverStage.present(.popover)
        let adapted = try #require(popover.presentationController)
        #expect(adapted.presentationStyle == .formSheet && adapted.presentedView?.frame == Self.largeFrame)

        let stage = DeviceStage(.iPhone15)
        let delegate = LoggingPresentationDelegate(log: stage.log)
        delegate.adaptiveStyle = .fullScreen
        let full = stage.present(.pageSheet) { $0.presentationController?.delegate = delegate }
        #expect(full.presentationController?.presentationStyle == .fullScreen && full.view.frame == stage.window.bounds)
        #expect(stage.root.view.window == nil, "adapted to full screen, the presenter is removed")
        #expect(full.presentationController?.delegate === delegate)

        // An iPad does not adapt.
        let pad = DeviceStage(.iPad)
        let padDelegate = LoggingPresentationDelegate(log: pad.log)
        padDelegate.adaptiveStyle = .fullScreen
        let sheet = pad.present(.formSheet) { $0.presentationController?.delegate = padDelegate }
        #expect(sheet.presentationController?.presentationStyle == .formSheet)
    }

    @Test("swipe down from the large detent: shouldDismiss, willDismiss as it passes the smallest detent, the disappear callbacks, then didDismiss")
    func swipeToDismiss() throws {
        let stage = DeviceStage(.iPhone15)
        let delegate = LoggingPresentationDelegate(log: stage.log)
        let presented = stage.present { $0.presentationController?.delegate = delegate }
        var completions = 0
        stage.sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 600), duration: 0.4)
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["shouldDismiss", "willDismiss", "B.viewWillDisappear(true)",
                                      "B.viewDidDisappear(true)", "didDismiss"])
        #expect(stage.root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(stage.root.view.transform == .identity)
        completions += 1
        #expect(completions == 1)
    }

    @Test("a short drag down settles back and dismisses nothing; programmatic dismissal tells the delegate nothing")
    func shortDragSettles() throws {
        let stage = DeviceStage(.iPhone15)
        let delegate = LoggingPresentationDelegate(log: stage.log)
        let presented = stage.present { $0.presentationController?.delegate = delegate }
        stage.sim.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 160), duration: 1)
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["shouldDismiss", "willDismiss"])
        #expect(presented.sheetPresentationController?.presentedView?.frame == Self.largeFrame)
        #expect(stage.root.presentedViewController === presented)
        stage.log.entries = []
        presented.dismiss(animated: true)
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
    }

    @Test("isModalInPresentation: the sheet resists, the delegate is not asked and hears didAttemptToDismiss; shouldDismiss false does the same after asking")
    func modalInPresentation() throws {
        for modal in [true, false] {
            let stage = DeviceStage(.iPhone15)
            let delegate = LoggingPresentationDelegate(log: stage.log)
            delegate.allowsDismiss = false
            let presented = stage.present {
                $0.presentationController?.delegate = delegate
                $0.isModalInPresentation = modal
            }
            let card = try #require(presented.sheetPresentationController?.presentedView)
            let finger = stage.sim.touchDown(at: CGPoint(x: 200, y: 100))
            for step in 1...20 { stage.sim.touchMove(finger, to: CGPoint(x: 200, y: 100 + CGFloat(step) * 20)) }
            #expect(card.frame.minY > 69 && card.frame.minY < 69 + 200, "it resists: \(card.frame.minY)")
            stage.sim.touchUp(finger)
            stage.sim.runUntilIdle()
            #expect(stage.log.entries == (modal ? ["didAttemptToDismiss"] : ["shouldDismiss", "didAttemptToDismiss"]))
            #expect(card.frame == Self.largeFrame && stage.root.presentedViewController === presented)
        }
    }

    @Test("dragging between detents: up from medium selects large and tells the sheet delegate; a tap on the dimming view dismisses")
    func dragBetweenDetents() throws {
        let stage = DeviceStage(.iPhone15)
        let delegate = LoggingPresentationDelegate(log: stage.log)
        let presented = stage.present {
            $0.sheetPresentationController?.detents = [.medium(), .large()]
            $0.presentationController?.delegate = delegate
        }
        let sheet = try #require(presented.sheetPresentationController)
        let finger = stage.sim.touchDown(at: CGPoint(x: 200, y: 460))
        for step in 1...10 {
            stage.sim.touchMove(finger, to: CGPoint(x: 200, y: 460 - CGFloat(step) * 30))
        }
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .large && sheet.presentedView?.frame == Self.largeFrame)
        #expect(stage.log.take() == ["didChangeDetent(com.apple.UIKit.large)"])
        #expect(stage.root.view.transform != .identity)

        sheet.selectedDetentIdentifier = .medium
        stage.sim.tap(at: CGPoint(x: 200, y: 200))
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["shouldDismiss", "willDismiss", "B.viewWillDisappear(true)",
                                      "B.viewDidDisappear(true)", "didDismiss"])
        #expect(stage.root.presentedViewController == nil)
    }

    @Test("stacked sheets: a sheet presented from a sheet scales the lower sheet back")
    func stackedSheets() throws {
        let stage = DeviceStage(.iPhone15)
        let lower = stage.present()
        let upper = LoggingController("C", log: stage.log, style: .automatic)
        lower.present(upper, animated: true)
        stage.sim.runUntilIdle()
        let lowerCard = try #require(lower.sheetPresentationController?.presentedView)
        #expect(lowerCard.transform.a < 1 && lowerCard.frame.minY < 69, "scaled back and up: \(lowerCard.frame)")
        #expect(upper.sheetPresentationController?.presentedView?.frame == Self.largeFrame)
        upper.dismiss(animated: true)
        stage.sim.runUntilIdle()
        #expect(lowerCard.transform == .identity && lowerCard.frame == Self.largeFrame)
    }
}
