import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A popover delegate logging every call to `log`.
@MainActor
final class LoggingPopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    let log: CallbackLog
    var allowsDismiss = true
    var allowsDismissPopover = true
    var adaptiveStyle: UIModalPresentationStyle?
    /// Where `willRepositionPopoverTo` points the popover instead, if anywhere.
    var repositionTo: CGRect?
    /// The source view `prepareForPopoverPresentation` gives, if any.
    var sourceToPrepare: UIView?

    init(log: CallbackLog) { self.log = log }

    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        log.add("adaptiveStyle(\(traitCollection.horizontalSizeClass == .compact ? "compact" : "regular"))")
        return adaptiveStyle ?? controller.adaptivePresentationStyle
    }
    func presentationController(_ presentationController: UIPresentationController,
                                willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
        log.add("willPresent(\(style.rawValue), coordinator: \(transitionCoordinator != nil))")
    }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        log.add("prepare")
        if let sourceToPrepare { popoverPresentationController.sourceView = sourceToPrepare }
    }
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        log.add("shouldDismiss")
        return allowsDismiss
    }
    func popoverPresentationControllerShouldDismissPopover(_ popover: UIPopoverPresentationController) -> Bool {
        log.add("shouldDismissPopover")
        return allowsDismissPopover
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.add("willDismiss") }
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.add("didDismiss") }
    func popoverPresentationControllerDidDismissPopover(_ popover: UIPopoverPresentationController) {
        log.add("didDismissPopover")
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        log.add("didAttemptToDismiss")
    }
    func popoverPresentationController(_ popover: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: UnsafeMutablePointer<CGRect>,
                                       in view: UnsafeMutablePointer<UIView>) {
        log.add("willReposition")
        if let repositionTo { rect.pointee = repositionTo }
    }
}

/// Popovers: UIPopoverPresentationController's placement per arrow direction, sizing and
/// clamping, bar button item sources, dismissal by a tap outside and passthrough views,
/// repositioning on rotation, adaptation on an iPhone, and UIKit's exception without a
/// source.
@MainActor
@Suite("Popover presentation", .serialized)
struct PopoverTests {
    /// Presents a logging controller "B" as a popover of `size` from `source` (a rectangle
    /// in the root's view) on `stage`, configured by `configure`, and lets it settle.
    static func presentPopover(on stage: DeviceStage, from source: CGRect, size: CGSize = CGSize(width: 300, height: 200),
                               configure: (UIPopoverPresentationController) -> Void = { _ in })
        -> (LoggingController, UIPopoverPresentationController) {
        let presented = LoggingController("B", log: stage.log, style: .popover)
        presented.preferredContentSize = size
        let popover = presented.popoverPresentationController!
        popover.sourceView = stage.root.view
        popover.sourceRect = source
        configure(popover)
        stage.root.present(presented, animated: true)
        stage.sim.runUntilIdle()
        stage.log.entries = []
        return (presented, popover)
    }

    /// The popover's bubble in window coordinates.
    static func bubble(_ popover: UIPopoverPresentationController) -> CGRect {
        let view = popover.presentedView!
        return view.convert(view.bounds, to: nil)
    }

    @Test("popoverPresentationController: non-nil once the style is .popover, nil otherwise; .unknown arrow and .any before showing")
    func accessor() throws {
        let controller = UIViewController()
        #expect(controller.popoverPresentationController == nil)
        controller.modalPresentationStyle = .popover
        let popover = try #require(controller.popoverPresentationController)
        #expect(controller.presentationController === popover && controller.sheetPresentationController == nil)
        #expect(popover.arrowDirection == .unknown && popover.permittedArrowDirections == .any)
        #expect(popover.sourceRect.isNull && popover.popoverLayoutMargins == UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10))
        #expect(!popover.canOverlapSourceViewRect && popover.passthroughViews == nil)
        controller.modalPresentationStyle = .formSheet
        #expect(controller.popoverPresentationController == nil)
        #expect(UIPopoverArrowDirection.any == [.up, .down, .left, .right])
        #expect([UIPopoverArrowDirection.up, .down, .left, .right].map(\.rawValue) == [1, 2, 4, 8])
    }

    @Test("on an iPad: below its source with the arrow up, centred on it, sized from preferredContentSize, nothing dimmed")
    func arrowUp() {
        let stage = DeviceStage(.iPad)
        let (presented, popover) = Self.presentPopover(on: stage, from: CGRect(x: 334, y: 200, width: 100, height: 40))
        #expect(popover.arrowDirection == .up)
        #expect(Self.bubble(popover) == CGRect(x: 234, y: 240, width: 300, height: 213))
        #expect(presented.view.convert(presented.view.bounds, to: nil) == CGRect(x: 234, y: 253, width: 300, height: 200))
        #expect(stage.root.view.window === stage.window, "the presenter stays")
        #expect(popover.presentationStyle == .popover)
    }

    @Test("UIKit's preference order: up, then down when there is no room below, then left and right")
    func preferenceOrder() {
        let low = DeviceStage(.iPad)
        let (_, down) = Self.presentPopover(on: low, from: CGRect(x: 334, y: 900, width: 100, height: 40))
        #expect(down.arrowDirection == .down)
        #expect(Self.bubble(down) == CGRect(x: 234, y: 687, width: 300, height: 213))

        let side = DeviceStage(.iPad)
        let (_, left) = Self.presentPopover(on: side, from: CGRect(x: 50, y: 400, width: 100, height: 40)) {
            $0.permittedArrowDirections = [.left, .right]
        }
        #expect(left.arrowDirection == .left)
        #expect(Self.bubble(left) == CGRect(x: 150, y: 320, width: 313, height: 200))

        let right = DeviceStage(.iPad)
        let (_, pointingRight) = Self.presentPopover(on: right, from: CGRect(x: 600, y: 400, width: 100, height: 40)) {
            $0.permittedArrowDirections = [.left, .right]
        }
        #expect(pointingRight.arrowDirection == .right)
        #expect(Self.bubble(pointingRight) == CGRect(x: 287, y: 320, width: 313, height: 200))
    }

    @Test("near the screen's edges the popover is kept inside the safe area less the layout margins, its arrow still on the source")
    func clampedNearEdges() throws {
        let stage = DeviceStage(.iPad)
        let (_, popover) = Self.presentPopover(on: stage, from: CGRect(x: 700, y: 200, width: 50, height: 40))
        #expect(popover.arrowDirection == .up)
        #expect(Self.bubble(popover) == CGRect(x: 458, y: 240, width: 300, height: 213))
        let layout = try #require(popover.currentLayout)
        #expect(layout.arrowTip == 267, "the tip over the source's middle, 725 - 458")

        // A popover too tall for any side shrinks to fit the side with the most room.
        let tall = DeviceStage(.iPad)
        let (_, big) = Self.presentPopover(on: tall, from: CGRect(x: 334, y: 500, width: 100, height: 40),
                                           size: CGSize(width: 300, height: 2000))
        let area = CGRect(x: 10, y: 30, width: 748, height: 984)
        #expect(area.contains(Self.bubble(big)))
        #expect(big.arrowDirection == .left || big.arrowDirection == .right)
        #expect(Self.bubble(big).height == 984)
    }

    @Test("a zero preferredContentSize is 320 × 1100, clamped to the screen")
    func defaultSize() throws {
        let stage = DeviceStage(.iPad)
        let (presented, popover) = Self.presentPopover(on: stage, from: CGRect(x: 20, y: 40, width: 60, height: 30),
                                                       size: .zero) { $0.permittedArrowDirections = .up }
        #expect(popover.arrowDirection == .up)
        #expect(presented.view.bounds.size == CGSize(width: 320, height: 1014 - 83))
        #expect(Self.bubble(popover).minX == 10)
    }

    @Test("no permitted direction: no arrow, the popover centred on its source")
    func noArrow() {
        let stage = DeviceStage(.iPad)
        let (_, popover) = Self.presentPopover(on: stage, from: CGRect(x: 384, y: 512, width: 0, height: 0)) {
            $0.permittedArrowDirections = []
        }
        #expect(popover.arrowDirection == [])
        #expect(Self.bubble(popover) == CGRect(x: 234, y: 412, width: 300, height: 200))
    }

    @Test("in landscape on an iPad, and from a sourceItem view (its bounds)")
    func landscapeAndSourceItem() {
        let stage = DeviceStage(.iPad, .landscapeLeft)
        let button = UIView(frame: CGRect(x: 462, y: 300, width: 100, height: 40))
        stage.root.view.addSubview(button)
        let (_, popover) = Self.presentPopover(on: stage, from: .null) { $0.sourceItem = button }
        #expect(popover.arrowDirection == .up)
        #expect(Self.bubble(popover) == CGRect(x: 362, y: 340, width: 300, height: 213))
    }

    @Test("from a bar button item: below the item's view in the navigation bar, the arrow up")
    func barButtonItem() throws {
        let sim = Simulator(device: .iPad)
        let window = UIWindow(frame: sim.screen.bounds)
        let content = UIViewController()
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        content.navigationItem.leftBarButtonItem = item
        window.rootViewController = UINavigationController(rootViewController: content)
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        let presented = UIViewController()
        presented.modalPresentationStyle = .popover
        presented.preferredContentSize = CGSize(width: 200, height: 100)
        presented.popoverPresentationController?.barButtonItem = item
        content.present(presented, animated: false)
        sim.runUntilIdle()
        let popover = try #require(presented.popoverPresentationController)
        let itemView = try #require(item.itemView)
        let itemFrame = itemView.convert(itemView.bounds, to: nil)
        let bubble = Self.bubble(popover)
        #expect(popover.arrowDirection == .up)
        #expect(bubble.minY == itemFrame.maxY && bubble.minX == 10)
        #expect(try #require(popover.currentLayout).arrowTip == itemFrame.midX - bubble.minX)
    }

    @Test("a tap outside: shouldDismiss, the popover's own question, willDismiss, the disappear callbacks, didDismiss, didDismissPopover")
    func outsideTapDismisses() {
        let stage = DeviceStage(.iPad)
        let delegate = LoggingPopoverDelegate(log: stage.log)
        let (presented, _) = Self.presentPopover(on: stage, from: CGRect(x: 334, y: 200, width: 100, height: 40)) {
            $0.delegate = delegate
        }
        stage.sim.tap(at: CGPoint(x: 384, y: 350))
        stage.sim.runUntilIdle()
        #expect(stage.log.entries.isEmpty, "a tap inside the popover does nothing")
        stage.sim.tap(at: CGPoint(x: 100, y: 900))
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["shouldDismiss", "shouldDismissPopover", "willDismiss", "B.viewWillDisappear(true)",
                                      "B.viewDidDisappear(true)", "didDismiss", "didDismissPopover"])
        #expect(stage.root.presentedViewController == nil && presented.presentingViewController == nil)
    }

    @Test("a tap outside is refused by isModalInPresentation or the delegate: didAttemptToDismiss, the popover stays")
    func outsideTapRefused() {
        let stage = DeviceStage(.iPad)
        let delegate = LoggingPopoverDelegate(log: stage.log)
        let (presented, _) = Self.presentPopover(on: stage, from: CGRect(x: 334, y: 200, width: 100, height: 40)) {
            $0.delegate = delegate
        }
        presented.isModalInPresentation = true
        stage.sim.tap(at: CGPoint(x: 100, y: 900))
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["didAttemptToDismiss"])
        presented.isModalInPresentation = false
        delegate.allowsDismissPopover = false
        stage.log.entries = []
        stage.sim.tap(at: CGPoint(x: 100, y: 900))
        stage.sim.runUntilIdle()
        #expect(stage.log.entries == ["shouldDismiss", "shouldDismissPopover", "didAttemptToDismiss"])
        #expect(stage.root.presentedViewController === presented)
    }

    @Test("passthroughViews get the touch and the popover stays")
    func passthroughViews() {
        let stage = DeviceStage(.iPad)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 40, y: 800, width: 120, height: 44)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        stage.root.view.addSubview(button)
        let (presented, _) = Self.presentPopover(on: stage, from: CGRect(x: 334, y: 200, width: 100, height: 40)) {
            $0.passthroughViews = [button]
        }
        stage.sim.tap(at: CGPoint(x: 100, y: 822))
        stage.sim.runUntilIdle()
        #expect(taps == 1 && stage.root.presentedViewController === presented)
        stage.sim.tap(at: CGPoint(x: 400, y: 822))
        stage.sim.runUntilIdle()
        #expect(taps == 1 && stage.root.presentedViewController == nil)
    }

    @Test("the delegate prepares the popover before it shows, and hears the adaptive style .none")
    func prepareAndWillPresent() {
        let stage = DeviceStage(.iPad)
        let delegate = LoggingPopoverDelegate(log: stage.log)
        let presented = LoggingController("B", log: stage.log, style: .popover)
        delegate.sourceToPrepare = stage.root.view
        presented.popoverPresentationController?.delegate = delegate
        stage.root.present(presented, animated: true)
        stage.sim.runUntilIdle()
        let entries = stage.log.entries
        let prepare = entries.firstIndex(of: "prepare")
        let willPresent = entries.firstIndex(of: "willPresent(-1, coordinator: true)")
        #expect(prepare != nil && willPresent != nil && prepare! < willPresent!)
        #expect(!entries.contains { $0.hasPrefix("adaptiveStyle") }, "a regular width does not adapt")
        #expect(presented.popoverPresentationController?.sourceView === stage.root.view)
    }

    @Test("rotation places the popover again, after asking the delegate (willRepositionPopoverTo)")
    func rotationRepositions() {
        let stage = DeviceStage(.iPad)
        let delegate = LoggingPopoverDelegate(log: stage.log)
        let source = UIView(frame: CGRect(x: 334, y: 200, width: 100, height: 40))
        source.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        stage.root.view.addSubview(source)
        let (_, popover) = Self.presentPopover(on: stage, from: .null) {
            $0.sourceView = source
            $0.delegate = delegate
        }
        stage.sim.rotate(to: .landscapeLeft)
        stage.sim.runUntilIdle()
        #expect(stage.log.entries.contains("willReposition"))
        let sourceFrame = source.convert(source.bounds, to: nil)
        #expect(sourceFrame.midX == 512)
        #expect(Self.bubble(popover) == CGRect(x: 362, y: 240, width: 300, height: 213))

        // The delegate may point it elsewhere.
        delegate.repositionTo = CGRect(x: 0, y: 500, width: 100, height: 40)
        stage.sim.rotate(to: .portrait)
        stage.sim.runUntilIdle()
        #expect(popover.sourceRect == CGRect(x: 0, y: 500, width: 100, height: 40))
        #expect(Self.bubble(popover).minY == source.convert(CGRect(x: 0, y: 500, width: 100, height: 40), to: nil).maxY)
    }

    @Test("on an iPhone 15 a popover adapts to a sheet (the delegate asked with the compact traits); .none keeps the popover")
    func adaptationOnIPhone() throws {
        let stage = DeviceStage(.iPhone15)
        let delegate = LoggingPopoverDelegate(log: stage.log)
        let adaptedStage = DeviceStage(.iPhone15)
        let (presented, popover) = Self.presentPopover(on: adaptedStage, from: CGRect(x: 150, y: 200, width: 100, height: 40))
        #expect(presented.presentationController is UISheetPresentationController)
        #expect(presented.presentationController?.presentationStyle == .formSheet)
        #expect(presented.popoverPresentationController === popover, "the popover controller stays readable")
        #expect(presented.sheetPresentationController == nil)

        let kept = LoggingController("B", log: stage.log, style: .popover)
        kept.preferredContentSize = CGSize(width: 200, height: 150)
        let keptPopover = try #require(kept.popoverPresentationController)
        keptPopover.sourceView = stage.root.view
        keptPopover.sourceRect = CGRect(x: 150, y: 200, width: 100, height: 40)
        keptPopover.delegate = delegate
        delegate.adaptiveStyle = UIModalPresentationStyle.none
        stage.root.present(kept, animated: false)
        stage.sim.runUntilIdle()
        #expect(stage.log.entries.contains("adaptiveStyle(compact)"))
        #expect(stage.log.entries.contains("willPresent(-1, coordinator: true)"))
        #expect(kept.presentationController === keptPopover && keptPopover.arrowDirection == .up)
        #expect(Self.bubble(keptPopover) == CGRect(x: 100, y: 240, width: 200, height: 163))

        // Adapted to full screen, the delegate hears the style.
        let full = DeviceStage(.iPhone15)
        let fullDelegate = LoggingPopoverDelegate(log: full.log)
        fullDelegate.adaptiveStyle = .fullScreen
        let shown = LoggingController("B", log: full.log, style: .popover)
        shown.popoverPresentationController?.delegate = fullDelegate
        full.root.present(shown, animated: false)
        full.sim.runUntilIdle()
        #expect(shown.presentationController?.presentationStyle == .fullScreen)
        #expect(shown.view.frame == full.window.bounds)
        #expect(full.log.entries.contains("adaptiveStyle(compact)") && full.log.entries.contains("willPresent(0, coordinator: true)"))
    }

    @Test("misuse that stops: presenting a popover on an iPad with no sourceView, sourceItem or barButtonItem")
    func noSource() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = DeviceStage(.iPad)
                let presented = UIViewController()
                presented.modalPresentationStyle = .popover
                stage.root.present(presented, animated: false)
            }
        }
    }
}
