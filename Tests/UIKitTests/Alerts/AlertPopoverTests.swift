import Foundation
import Testing
@_spi(Testing) @testable import UIKit
import UIKitTesting

/// Action sheets on an iPad are popovers pointing at their source, without a Cancel button
/// (a tap outside cancels), as UIKit shows them; on an iPhone they stay sheets along the
/// bottom, also with `.popover` set; an iPad action sheet with no source stops with UIKit's
/// exception text.
@MainActor
@Suite("Alert controller: iPad action sheets as popovers", .serialized)
struct AlertPopoverTests {
    private let source = CGRect(x: 300, y: 300, width: 120, height: 44)

    /// An iPad action sheet with a Cancel, Share and Delete action pointing at `source` in
    /// the root view, presented and settled.
    private func presentOnPad(_ stage: AlertStage) -> UIAlertController {
        let alert = UIAlertController(title: "Photo", message: "Choose what to do", preferredStyle: .actionSheet)
        alert.addAction(stage.action("Cancel", .cancel))
        alert.addAction(stage.action("Share"))
        alert.addAction(stage.action("Delete", .destructive))
        let popover = alert.popoverPresentationController
        popover?.sourceView = stage.root.view
        popover?.sourceRect = source
        stage.root.present(alert, animated: true)
        stage.sim.runUntilIdle()
        return alert
    }

    @Test("an action sheet's style is .popover on an iPad (popoverPresentationController there to fill), .custom on an iPhone; an alert's is .custom on both")
    func styleByDevice() {
        _ = Simulator(device: .iPad)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).modalPresentationStyle == .popover)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet).popoverPresentationController != nil)
        #expect(UIAlertController(title: nil, message: nil, preferredStyle: .alert).modalPresentationStyle == .custom)
        _ = Simulator(device: .iPhone15)
        let phoneSheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        #expect(phoneSheet.modalPresentationStyle == .custom && phoneSheet.popoverPresentationController == nil)
    }

    @Test("on an iPad the action sheet is a 304-point popover below its source, its actions but Cancel in the order added; lifting on one dismisses it and then runs its handler")
    func popoverOnPad() throws {
        let stage = AlertStage(device: .iPad)
        let alert = presentOnPad(stage)
        let popover = try #require(alert.popoverPresentationController)
        #expect(alert.presentationController === popover)
        #expect(popover.arrowDirection == .up)
        #expect(alert.shownButtons.map { $0.action.title } == ["Share", "Delete"])
        let frame = alert.view.convert(alert.view.bounds, to: nil)
        #expect(frame.width == 304 && frame.minY >= source.maxY)
        #expect(abs(frame.midX - source.midX) < 1, "centred on its source")
        stage.sim.tap(at: alert.centre(of: "Share"))
        stage.sim.runUntilIdle()
        #expect(stage.handled == ["Share"] && stage.dismissedWhenHandled == [true])
    }

    @Test("a tap outside the iPad popover dismisses it and then runs the Cancel action's handler")
    func outsideTapCancels() {
        let stage = AlertStage(device: .iPad)
        _ = presentOnPad(stage)
        stage.sim.tap(at: CGPoint(x: 700, y: 900))
        stage.sim.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
        #expect(stage.handled == ["Cancel"] && stage.dismissedWhenHandled == [true])
    }

    @Test("on an iPhone an action sheet set to .popover with a source is still the sheet along the bottom with its Cancel block")
    func popoverStyleOnPhone() throws {
        let stage = AlertStage()
        let alert = UIAlertController(title: "Photo", message: nil, preferredStyle: .actionSheet)
        alert.addAction(stage.action("Cancel", .cancel))
        alert.addAction(stage.action("Share"))
        alert.modalPresentationStyle = .popover
        let popover = try #require(alert.popoverPresentationController)
        popover.sourceView = stage.root.view
        popover.sourceRect = CGRect(x: 100, y: 100, width: 50, height: 50)
        stage.root.present(alert, animated: false)
        stage.sim.runUntilIdle()
        #expect(alert.presentationController is AlertPresentationController)
        #expect(alert.shownButtons.map { $0.action.title } == ["Share", "Cancel"])
        #expect(alert.shownBlockFrames.count == 2, "the actions' block and the Cancel block")
    }

    @Test("misuse that stops: an iPad action sheet presented with no sourceView, sourceItem or barButtonItem (UIKit's exception text)")
    func noSourceOnPad() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let stage = AlertStage(device: .iPad)
                let alert = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: "OK", style: .default))
                stage.root.present(alert, animated: false)
            }
        }
    }

    @Test("the iPad action sheet popover looks as iOS 17's: the header in gray, the rows in blue and red, no Cancel button (PNG looked at)")
    func picture() {
        let stage = AlertStage(device: .iPad)
        let alert = presentOnPad(stage)
        let image = stage.sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/alert-ipad-popover.png")
        let pixels = RenderedPixels(image)
        let scale = stage.sim.screen.scale
        let delete = alert.centre(of: "Delete")
        var red = 0
        for dx in -40...40 {
            let p = pixels[Int((delete.x + CGFloat(dx)) * scale), Int(delete.y * scale)]
            if p.r > 200 && p.g < 90 && p.b < 90 { red += 1 }
        }
        #expect(red > 2, "the destructive title is red")
    }
}
