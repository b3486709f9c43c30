import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// Alerts and action sheets on screen, read back in pixels: the dimming over the white
/// content, the near-white rounded blocks, the hairlines, the coloured titles, a pressed
/// button. Each test writes its screenshot under /tmp/alerts/ to be looked at.
@MainActor
@Suite("Alert rendering", .serialized)
struct AlertRenderingTests {
    static let directory = "/tmp/alerts"
    /// White under 20 % black.
    static let dimmedWhite = RenderedPixels.RGBA(204, 204, 204, 255)
    static let material = RenderedPixels.RGBA(242, 242, 242, 255)

    func save(_ image: CGImage, _ name: String) {
        try? FileManager.default.createDirectory(atPath: Self.directory, withIntermediateDirectories: true)
        RenderedPixels.writePNG(image, to: "\(Self.directory)/\(name).png")
    }

    /// How many pixels in `rect` (points) pass `test`.
    func count(in pixels: RenderedPixels, _ rect: CGRect, scale: CGFloat, where test: (RenderedPixels.RGBA) -> Bool) -> Int {
        pixels.pixels(in: rect, scale: scale).filter(test).count
    }

    static func isBlue(_ p: RenderedPixels.RGBA) -> Bool { p.b > 200 && p.r < 120 && p.g < 180 }
    static func isRed(_ p: RenderedPixels.RGBA) -> Bool { p.r > 200 && p.g < 120 && p.b < 120 }

    @Test("alert with two actions: dimmed content around a near-white box with rounded corners, a hairline above the buttons and between them, blue titles")
    func twoActions() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, title: "Delete “Photos”?", message: "This cannot be undone.",
                                  actions: [("Cancel", .cancel), ("Delete", .default)])
        let shot = stage.sim.screenshot()
        save(shot, "alert-2-actions")
        let pixels = RenderedPixels(shot), scale: CGFloat = 3
        let block = try #require(alert.shownBlockFrames.first)
        #expect(pixels.pixel(at: CGPoint(x: 20, y: 100), scale: scale).isClose(to: Self.dimmedWhite))
        #expect(pixels.pixel(at: CGPoint(x: block.midX, y: block.minY + 8), scale: scale).isClose(to: Self.material))
        // The rounded corner: its very corner shows the dimmed content.
        #expect(pixels.pixel(at: CGPoint(x: block.minX + 1, y: block.minY + 1), scale: scale).isClose(to: Self.dimmedWhite,
                                                                                                    tolerance: 6))
        // The hairline along the buttons' top and between them is darker than the box.
        let top = pixels.pixel(at: CGPoint(x: block.minX + 30, y: block.maxY - 44 + 0.1), scale: scale)
        #expect(top.r < 215 && top.r > 150)
        let between = pixels.pixel(at: CGPoint(x: block.midX + 0.1, y: block.maxY - 10), scale: scale)
        #expect(between.r < 215 && between.r > 150)
        let cancel = try #require(alert.button("Cancel")).frame, delete = try #require(alert.button("Delete")).frame
        #expect(count(in: pixels, cancel, scale: scale, where: Self.isBlue) > 40)
        #expect(count(in: pixels, delete, scale: scale, where: Self.isBlue) > 40)
    }

    @Test("alert with three actions: stacked rows, the destructive title red, the others blue")
    func threeActions() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, title: "Unsaved Changes", message: "Do you want to save the changes you made?",
                                  actions: [("Save", .default), ("Don’t Save", .destructive), ("Cancel", .cancel)])
        let shot = stage.sim.screenshot()
        save(shot, "alert-3-actions")
        let pixels = RenderedPixels(shot), scale: CGFloat = 3
        let red = try #require(alert.button("Don’t Save")).frame
        #expect(count(in: pixels, red, scale: scale, where: Self.isRed) > 40)
        #expect(count(in: pixels, red, scale: scale, where: Self.isBlue) == 0)
        #expect(count(in: pixels, try #require(alert.button("Save")).frame, scale: scale, where: Self.isBlue) > 40)
        // Dark title text in the header.
        let title = try #require(alert.shownTextFrames.title)
        #expect(count(in: pixels, title, scale: scale) { $0.r < 60 && $0.g < 60 && $0.b < 60 } > 40)
    }

    @Test("action sheet: a near-white block with gray header text and blue rows, a white Cancel block below a dimmed gap")
    func actionSheet() throws {
        let stage = AlertStage()
        let alert = stage.present(.actionSheet, title: "Share Photo",
                                  message: "Choose where to send the photo you took.",
                                  actions: [("Messages", .default), ("Mail", .default), ("Delete Photo", .destructive),
                                            ("Cancel", .cancel)])
        let shot = stage.sim.screenshot()
        save(shot, "action-sheet")
        let pixels = RenderedPixels(shot), scale: CGFloat = 3
        let main = alert.shownBlockFrames[0], cancel = alert.shownBlockFrames[1]
        #expect(pixels.pixel(at: CGPoint(x: main.minX + 6, y: main.minY + 30), scale: scale).isClose(to: Self.material))
        #expect(pixels.pixel(at: CGPoint(x: cancel.minX + 20, y: cancel.midY), scale: scale) == .white)
        #expect(pixels.pixel(at: CGPoint(x: cancel.midX, y: cancel.minY - 4), scale: scale).isClose(to: Self.dimmedWhite))
        let header = try #require(alert.shownTextFrames.message)
        let gray = count(in: pixels, header, scale: scale) { $0.r < 200 && abs($0.r - $0.b) < 20 }
        #expect(gray > 40)
        #expect(count(in: pixels, try #require(alert.button("Cancel")).frame, scale: scale, where: Self.isBlue) > 40)
        #expect(count(in: pixels, try #require(alert.button("Delete Photo")).frame, scale: scale, where: Self.isRed) > 40)
    }

    @Test("a pressed button is darker than the box until the finger lifts off it")
    func pressedButton() throws {
        let stage = AlertStage()
        let alert = stage.present(.alert, actions: [("Cancel", .cancel), ("OK", .default)])
        let ok = try #require(alert.button("OK")).frame
        let probe = CGPoint(x: ok.minX + 8, y: ok.midY)
        let finger = stage.sim.touchDown(at: CGPoint(x: ok.midX, y: ok.midY))
        let pressed = RenderedPixels(stage.sim.screenshot()).pixel(at: probe, scale: 3)
        #expect(pressed.isClose(to: RenderedPixels.RGBA(218, 218, 218, 255), tolerance: 4))
        save(stage.sim.screenshot(), "alert-pressed")
        stage.sim.touchMove(finger, to: CGPoint(x: ok.midX, y: ok.maxY + 80))
        #expect(RenderedPixels(stage.sim.screenshot()).pixel(at: probe, scale: 3).isClose(to: Self.material))
        stage.sim.touchUp(finger)
    }
}
