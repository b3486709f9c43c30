import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Where a sheet goes beyond its default places: edge-attached in compact height
/// (`prefersEdgeAttachedInCompactHeight`, `widthFollowsPreferredContentSizeWhenEdgeAttached`),
/// page or form sizing on an iPad (`prefersPageSizing`, the presented controller's
/// `preferredContentSize`, followed when it changes), centred over a `sourceView`, and the
/// sheet a popover becomes on an iPhone (`adaptiveSheetPresentationController`).
@MainActor
@Suite("Sheet placement: edge-attached, page sizing, source view, adaptive sheet", .serialized)
struct SheetPlacementTests {
    /// iPhone 15 in landscape: 852 × 393 with 59-point safe areas left and right and 21 below.
    /// An edge-attached sheet at its large detent: the safe area's width, its top 10 points
    /// down (393 − 10 − 21 = 362 points of detent, plus the 21 below).
    static let edgeAttachedLarge = CGRect(x: 59, y: 10, width: 734, height: 383)
    /// iPad portrait (768 × 1024, a 20-point safe area above): a page sheet 704 wide, 16
    /// points clear of the safe area above and the bottom below.
    static let iPadPortraitPageFrame = CGRect(x: 32, y: 36, width: 704, height: 972)

    @Test("prefersEdgeAttachedInCompactHeight: in landscape the sheet sits on the bottom edge, as wide as the safe area, top corners rounded, the presenter not scaled back")
    func edgeAttachedLandscape() throws {
        let stage = DeviceStage(.iPhone15, .landscapeLeft)
        #expect(stage.window.safeAreaInsets == UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        let presented = stage.present { $0.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true }
        let sheet = try #require(presented.sheetPresentationController)
        #expect(sheet.presentedView?.frame == Self.edgeAttachedLarge)
        #expect(sheet.card.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(sheet.card.layer.cornerRadius == 10)
        #expect(stage.root.view.transform == .identity, "no scale-back in compact height")
        #expect(sheet.dimmingView.alpha == 1)
    }

    @Test("edge-attached sheets have detents: medium is half the largest detent, and a drag moves between them")
    func edgeAttachedDetents() throws {
        let stage = DeviceStage(.iPhone15, .landscapeLeft)
        let presented = stage.present {
            let sheet = $0.sheetPresentationController!
            sheet.prefersEdgeAttachedInCompactHeight = true
            sheet.detents = [.medium(), .large()]
        }
        let sheet = try #require(presented.sheetPresentationController)
        // 362 / 2 = 181 points, plus the 21 below.
        #expect(sheet.presentedView?.frame == CGRect(x: 59, y: 191, width: 734, height: 202))
        let finger = stage.sim.touchDown(at: CGPoint(x: 426, y: 200))
        for step in 1...6 {
            stage.sim.touchMove(finger, to: CGPoint(x: 426, y: 200 - CGFloat(step) * 30))
        }
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(sheet.selectedDetentIdentifier == .large)
        #expect(sheet.presentedView?.frame == Self.edgeAttachedLarge, "the dragged sheet keeps its width and place")
    }

    @Test("widthFollowsPreferredContentSizeWhenEdgeAttached: the preferred width, centred; a sourceView moves it, kept inside the safe area")
    func preferredWidthAndSource() throws {
        let stage = DeviceStage(.iPhone15, .landscapeLeft)
        let presented = stage.present {
            $0.preferredContentSize = CGSize(width: 400, height: 0)
            $0.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
            $0.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        let sheet = try #require(presented.sheetPresentationController)
        #expect(sheet.presentedView?.frame == CGRect(x: 226, y: 10, width: 400, height: 383))

        let source = UIView(frame: CGRect(x: 400, y: 100, width: 100, height: 40))
        stage.root.view.addSubview(source)
        sheet.sourceView = source
        #expect(sheet.presentedView?.frame.minX == 250, "centred over the source view's middle, 450")
        source.frame.origin.x = 700
        sheet.invalidateDetents()
        #expect(sheet.presentedView?.frame.maxX == 793, "kept inside the safe area on the right")
        source.frame.origin.x = 0
        sheet.invalidateDetents()
        #expect(sheet.presentedView?.frame.minX == 59, "kept inside the safe area")

        presented.preferredContentSize = CGSize(width: 2000, height: 0)
        #expect(sheet.presentedView?.frame.width == 734, "no wider than the safe area")
    }

    @Test("the edge-attached properties have no effect on a portrait iPhone, and without prefersEdgeAttachedInCompactHeight a landscape sheet fills the screen")
    func edgeAttachedOnlyWhereItApplies() throws {
        let portrait = DeviceStage(.iPhone15)
        let upright = portrait.present {
            $0.preferredContentSize = CGSize(width: 300, height: 0)
            $0.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
            $0.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        #expect(upright.sheetPresentationController?.presentedView?.frame == SheetTests.largeFrame)

        let landscape = DeviceStage(.iPhone15, .landscapeLeft)
        let full = landscape.present {
            $0.sheetPresentationController?.widthFollowsPreferredContentSizeWhenEdgeAttached = true
        }
        #expect(full.sheetPresentationController?.presentedView?.frame == landscape.window.bounds)
    }

    @Test("prefersPageSizing: true by default for a page sheet; a form sheet is form sized from preferredContentSize unless it is set")
    func pageSizing() throws {
        let stage = DeviceStage(.iPad)
        let page = stage.present(.pageSheet)
        #expect(page.sheetPresentationController?.prefersPageSizing == true)
        page.dismiss(animated: false)
        stage.sim.runUntilIdle()

        let form = stage.present(.formSheet) { $0.preferredContentSize = CGSize(width: 400, height: 300) }
        let sheet = try #require(form.sheetPresentationController)
        #expect(sheet.prefersPageSizing == false)
        // Centred in the safe area below the 20-point status bar: (768 − 400) / 2, 20 + (1004 − 300) / 2.
        #expect(sheet.presentedView?.frame == CGRect(x: 184, y: 372, width: 400, height: 300))
        sheet.prefersPageSizing = true
        #expect(sheet.presentedView?.frame == Self.iPadPortraitPageFrame)
    }

    @Test("a form sheet follows its controller's preferredContentSize when it changes (the presentation controller hears it), and 540 × 620 where it is zero")
    func formFollowsPreferredSize() throws {
        let stage = DeviceStage(.iPad)
        let form = stage.present(.formSheet)
        let sheet = try #require(form.sheetPresentationController)
        #expect(sheet.presentedView?.frame.size == CGSize(width: 540, height: 620))
        form.preferredContentSize = CGSize(width: 320, height: 480)
        #expect(sheet.presentedView?.frame == CGRect(x: 224, y: 282, width: 320, height: 480))
        form.preferredContentSize = CGSize(width: 320, height: 0)
        #expect(sheet.presentedView?.frame.size == CGSize(width: 320, height: 620), "a zero height keeps the form height")
    }

    @Test("sourceView on an iPad centres the sheet over the view, kept 16 points inside the safe area")
    func iPadSourceView() throws {
        let stage = DeviceStage(.iPad)
        let source = UIView(frame: CGRect(x: 500, y: 700, width: 100, height: 100))
        stage.root.view.addSubview(source)
        let form = stage.present(.formSheet) {
            $0.preferredContentSize = CGSize(width: 300, height: 200)
            $0.sheetPresentationController?.sourceView = source
        }
        let sheet = try #require(form.sheetPresentationController)
        #expect(sheet.presentedView?.frame == CGRect(x: 400, y: 650, width: 300, height: 200))
        source.frame.origin = CGPoint(x: 700, y: 0)
        sheet.invalidateDetents()
        let frame = try #require(sheet.presentedView?.frame)
        #expect(frame.maxX == 752 && frame.minY == stage.window.safeAreaInsets.top + 16)

        let elsewhere = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        sheet.sourceView = elsewhere
        #expect(sheet.presentedView?.frame == CGRect(x: 234, y: 422, width: 300, height: 200),
                "a source view outside the window is ignored")
    }

    @Test("adaptiveSheetPresentationController: a popover on an iPhone becomes that very sheet, with the detents and grabber set on it; sheetPresentationController stays nil")
    func adaptiveSheet() throws {
        let stage = DeviceStage(.iPhone15)
        let content = LoggingController("B", log: stage.log, style: .popover)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = stage.root.view
        let adaptive = popover.adaptiveSheetPresentationController
        adaptive.detents = [.medium()]
        adaptive.prefersGrabberVisible = true
        stage.root.present(content, animated: true)
        stage.sim.runUntilIdle()
        #expect(content.presentationController === adaptive)
        #expect(adaptive.presentedView?.frame == SheetTests.mediumFrame)
        #expect(adaptive.card.grabber.isHidden == false)
        #expect(content.sheetPresentationController == nil && content.popoverPresentationController === popover)
        #expect(adaptive.delegate == nil, "no delegate was set on either")
    }

    @Test("a popover on an iPad resizes when its controller's preferredContentSize changes")
    func popoverFollowsPreferredSize() throws {
        let stage = DeviceStage(.iPad)
        let content = LoggingController("B", log: stage.log, style: .popover)
        content.preferredContentSize = CGSize(width: 300, height: 200)
        let popover = try #require(content.popoverPresentationController)
        popover.sourceView = stage.root.view
        popover.sourceRect = CGRect(x: 300, y: 300, width: 40, height: 40)
        stage.root.present(content, animated: true)
        stage.sim.runUntilIdle()
        #expect(content.view.bounds.size == CGSize(width: 300, height: 200))
        content.preferredContentSize = CGSize(width: 250, height: 400)
        stage.sim.runUntilIdle()
        #expect(content.view.bounds.size == CGSize(width: 250, height: 400))
    }
}
