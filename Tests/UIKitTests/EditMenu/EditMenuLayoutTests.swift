import Testing
@testable import UIKit
import UIKitTesting

/// The edit menu's geometry (SM-1, A-118): above the target when there is room, else
/// below; a preferred side when the bar fits there; inside the area; the arrow on the
/// target and clear of the corners; pages when the items are too wide.
@Suite("Edit menu layout")
struct EditMenuLayoutTests {
    let area = CGRect(x: 8, y: 28, width: 304, height: 532)
    let barHeight = EditMenuLayout.barHeight, arrow = EditMenuLayout.arrowLength

    @Test("SM-1: above the target when there is room; the arrow's tip on the target's top edge")
    func above() {
        let target = CGRect(x: 100, y: 300, width: 40, height: 40)
        let placement = EditMenuLayout.place(width: 120, pointingAt: target, in: area, preferring: nil)
        #expect(placement.arrow == .down)
        #expect(placement.bar == CGRect(x: 60, y: 300 - arrow - barHeight, width: 120, height: barHeight))
        #expect(placement.arrowPosition == 120)
        #expect(placement.frame == CGRect(x: 60, y: 256, width: 120, height: 44))
    }

    @Test("A-118: below the target when there is no room above; the arrow's tip on its bottom edge")
    func below() {
        let target = CGRect(x: 100, y: 5, width: 40, height: 40)
        let placement = EditMenuLayout.place(width: 120, pointingAt: target, in: area, preferring: nil)
        #expect(placement.arrow == .up)
        #expect(placement.bar.minY == 45 + arrow)
        #expect(placement.frame.minY == 45)
    }

    @Test("no room above or below: at the top of the area, pointing down")
    func noRoom() {
        let tall = CGRect(x: 8, y: 30, width: 300, height: 520)
        let placement = EditMenuLayout.place(width: 120, pointingAt: tall, in: area, preferring: nil)
        #expect(placement.arrow == .down)
        #expect(placement.bar.minY == area.minY)
    }

    @Test("kept inside the area horizontally; the arrow stays clear of the rounded corners")
    func clamped() {
        let left = EditMenuLayout.place(width: 200, pointingAt: CGRect(x: 0, y: 300, width: 4, height: 4), in: area, preferring: nil)
        #expect(left.bar.minX == area.minX)
        #expect(left.arrowPosition == area.minX + EditMenuLayout.cornerRadius + EditMenuLayout.arrowBase / 2)
        let right = EditMenuLayout.place(width: 200, pointingAt: CGRect(x: 330, y: 300, width: 4, height: 4), in: area, preferring: nil)
        #expect(right.bar.maxX == area.maxX)
        #expect(right.arrowPosition == area.maxX - EditMenuLayout.cornerRadius - EditMenuLayout.arrowBase / 2)
        let wide = EditMenuLayout.place(width: 500, pointingAt: CGRect(x: 100, y: 300, width: 4, height: 4), in: area, preferring: nil)
        #expect(wide.bar.width == area.width)
    }

    @Test("a preferred side is used when the bar fits there, else the usual rule")
    func preferences() {
        let target = CGRect(x: 100, y: 300, width: 40, height: 40)
        #expect(EditMenuLayout.place(width: 100, pointingAt: target, in: area, preferring: .up).arrow == .up)
        #expect(EditMenuLayout.place(width: 100, pointingAt: target, in: area, preferring: .down).arrow == .down)
        let right = EditMenuLayout.place(width: 100, pointingAt: target, in: area, preferring: .left)
        #expect(right.arrow == .left)
        #expect(right.bar.minX == 140 + arrow)
        #expect(right.bar.midY == 320)
        #expect(right.frame.minX == 140)
        let left = EditMenuLayout.place(width: 80, pointingAt: target, in: area, preferring: .right)
        #expect(left.arrow == .right)
        #expect(left.bar.maxX == 100 - arrow)
        // No room on the preferred side.
        #expect(EditMenuLayout.place(width: 100, pointingAt: target, in: area, preferring: .right).arrow == .down)
        let top = CGRect(x: 100, y: 30, width: 40, height: 10)
        #expect(EditMenuLayout.place(width: 100, pointingAt: top, in: area, preferring: .down).arrow == .up)
        let bottom = CGRect(x: 100, y: 540, width: 40, height: 10)
        #expect(EditMenuLayout.place(width: 100, pointingAt: bottom, in: area, preferring: .up).arrow == .down)
    }

    @Test("bad input: a non-finite or null target points at the middle of the area")
    func badTargets() {
        for target in [CGRect.null, CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), CGRect(x: 0, y: -CGFloat.infinity, width: 1, height: 1)] {
            let placement = EditMenuLayout.place(width: 100, pointingAt: target, in: area, preferring: nil)
            #expect(area.contains(placement.bar))
            #expect(placement.arrowPosition.isFinite)
        }
    }

    @Test("pages: one when everything fits; else each page leaves room for its paging items")
    func pages() {
        #expect(EditMenuLayout.pages(of: [], maxWidth: 300) == [])
        #expect(EditMenuLayout.pages(of: [100, 100, 100], maxWidth: 300) == [0..<3])
        let widths: [CGFloat] = [100, 100, 100, 100]
        let pages = EditMenuLayout.pages(of: widths, maxWidth: 300)
        #expect(pages == [0..<2, 2..<4])
        for (index, page) in pages.enumerated() {
            let paging = (index > 0 ? EditMenuLayout.pageItemWidth : 0) + (index < pages.count - 1 ? EditMenuLayout.pageItemWidth : 0)
            #expect(widths[page].reduce(0, +) + paging <= 300)
        }
        // An item wider than the bar gets a page of its own.
        #expect(EditMenuLayout.pages(of: [50, 400, 50], maxWidth: 300) == [0..<1, 1..<2, 2..<3])
    }
}
