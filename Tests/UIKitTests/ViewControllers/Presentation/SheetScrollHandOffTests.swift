import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Drags that begin in a scroll view inside a sheet: at the content's top a pull down moves
/// the sheet (and can dismiss it); below the largest detent a push up expands the sheet,
/// then the same drag scrolls the content (`prefersScrollingExpandsWhenScrolledToEdge`);
/// with that false, or with content scrolled, the drag scrolls.
@MainActor
@Suite("Sheets: scroll views inside", .serialized)
struct SheetScrollHandOffTests {
    /// A sheet with medium and large detents whose content is a long scroll view filling it.
    private func presentList(on stage: DeviceStage, expands: Bool = true,
                             at detent: UISheetPresentationController.Detent.Identifier = .medium)
        -> (UIScrollView, UISheetPresentationController, LoggingController) {
        let scroll = UIScrollView()
        let presented = stage.present { controller in
            let sheet = controller.sheetPresentationController!
            sheet.detents = [.medium(), .large()]
            sheet.selectedDetentIdentifier = detent
            sheet.prefersScrollingExpandsWhenScrolledToEdge = expands
            scroll.frame = controller.view.bounds
            scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            scroll.contentSize = CGSize(width: 393, height: 3000)
            controller.view.addSubview(scroll)
        }
        return (scroll, presented.sheetPresentationController!, presented)
    }

    private func cardTop(_ sheet: UISheetPresentationController) -> CGFloat {
        sheet.presentedView!.frame.minY
    }

    @Test("prefersScrollingExpandsWhenScrolledToEdge is true by default")
    func defaultValue() {
        let controller = UIViewController()
        #expect(controller.sheetPresentationController?.prefersScrollingExpandsWhenScrolledToEdge == true)
    }

    @Test("at the medium detent a push up in the scroll view expands the sheet (the content stays at its top); past the large detent the same drag scrolls the content")
    func pushUpExpandsThenScrolls() {
        let stage = DeviceStage(.iPhone15)
        let (scroll, sheet, _) = presentList(on: stage)
        #expect(cardTop(sheet) == SheetTests.mediumFrame.minY)
        let finger = stage.sim.touchDown(at: CGPoint(x: 200, y: 700))
        for y in stride(from: 690, through: 500, by: -10) { stage.sim.touchMove(finger, to: CGPoint(x: 200, y: CGFloat(y))) }
        #expect(cardTop(sheet) < SheetTests.mediumFrame.minY - 150, "the sheet rose with the finger: \(cardTop(sheet))")
        #expect(scroll.contentOffset.y == 0, "the content stays at its top while the sheet moves")
        for y in stride(from: 490, through: 200, by: -10) { stage.sim.touchMove(finger, to: CGPoint(x: 200, y: CGFloat(y))) }
        #expect(cardTop(sheet) == SheetTests.largeFrame.minY)
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(scroll.contentOffset.y > 100, "then the content scrolls: \(scroll.contentOffset.y)")
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(cardTop(sheet) == SheetTests.largeFrame.minY)
    }

    @Test("with prefersScrollingExpandsWhenScrolledToEdge false a push up at the medium detent scrolls the content and the sheet stays")
    func noExpandScrolls() {
        let stage = DeviceStage(.iPhone15)
        let (scroll, sheet, _) = presentList(on: stage, expands: false)
        stage.sim.drag(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 500), duration: 0.3)
        stage.sim.runUntilIdle()
        #expect(cardTop(sheet) == SheetTests.mediumFrame.minY)
        #expect(scroll.contentOffset.y > 100)
    }

    @Test("with the content at its top a pull down moves the sheet: from large it settles at medium, the delegate hears the new detent")
    func pullDownAtTopMovesSheet() {
        let stage = DeviceStage(.iPhone15)
        let (scroll, sheet, _) = presentList(on: stage, at: .large)
        let delegate = LoggingPresentationDelegate(log: stage.log)
        sheet.delegate = delegate
        stage.sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 640), duration: 0.5)
        stage.sim.runUntilIdle()
        #expect(cardTop(sheet) == SheetTests.mediumFrame.minY)
        #expect(scroll.contentOffset.y == 0, "the content did not bounce down")
        #expect(stage.log.entries.contains("didChangeDetent(com.apple.UIKit.medium)"))
    }

    @Test("a fast pull down at the content's top dismisses the sheet")
    func pullDownDismisses() {
        let stage = DeviceStage(.iPhone15)
        let (_, _, presented) = presentList(on: stage)
        stage.sim.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 800), duration: 0.15)
        stage.sim.runUntilIdle()
        #expect(stage.root.presentedViewController == nil && presented.viewIfLoaded?.window == nil)
    }

    @Test("with the content scrolled down a pull down scrolls it back and the sheet stays")
    func scrolledContentScrolls() {
        let stage = DeviceStage(.iPhone15)
        let (scroll, sheet, _) = presentList(on: stage, at: .large)
        scroll.contentOffset.y = 600
        stage.sim.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), duration: 0.3)
        stage.sim.runUntilIdle()
        #expect(cardTop(sheet) == SheetTests.largeFrame.minY)
        #expect(scroll.contentOffset.y < 600)
    }
}
