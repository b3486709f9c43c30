import Testing
import UIKitTesting

/// The context menu as it appears: a translucent light backdrop over the window, the
/// preview where the view was, the light rounded list with dark titles, hairlines within
/// sections and grey bands between them, red destructive rows, a darker row under the
/// finger, and the checkmark of an action that is on.
@MainActor
@Suite("Context menu rendering", .serialized)
struct ContextMenuRenderingTests {
    /// A white iPhone 15 screen with a label and a teal card (40, 200, 200 × 120), whose
    /// rich menu shows Copy (with an image), Share, Favorite (on), then Rename and a
    /// destructive Delete.
    func showRichMenu() -> ContextMenuStage {
        let stage = ContextMenuStage { log in
            UIMenu(children: [
                log.action("Copy", image: ContextMenuRenderingTests.squareImage()), log.action("Share", image: UIImage(systemName: "square.and.arrow.up")),
                log.action("Favorite", state: .on),
                UIMenu(options: .displayInline, children: [log.action("Rename"), log.action("Delete", attributes: .destructive)]),
            ])
        }
        let label = UILabel(frame: CGRect(x: 40, y: 120, width: 320, height: 40))
        label.text = "Long-press the card"
        label.font = .systemFont(ofSize: 24, weight: .semibold)
        stage.window.addSubview(label)
        stage.view.layer.cornerRadius = 16
        stage.showMenu()
        return stage
    }

    /// A 20-point black square, drawn as a template (so the row tints it).
    static func squareImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 2, y: 2, width: 16, height: 16))
        }.withRenderingMode(.alwaysTemplate)
    }

    @Test("backdrop, preview, list, bands, destructive red and the checkmark, by their pixels")
    func pixels() throws {
        let stage = showRichMenu()
        let menu = try #require(shownContextMenu)
        let shot = stage.sim.screenshot()
        writeMenuPNG(shot, "context-menu-rich")
        let pixels = RenderedPixels(shot)
        func at(_ x: CGFloat, _ y: CGFloat) -> RenderedPixels.RGBA { pixels[Int(x * 3), Int(y * 3)] }
        // The backdrop: a light grey over the white window, far from the menu.
        let backdrop = at(360, 800)
        #expect(backdrop.r > 215 && backdrop.r < 240 && backdrop.b >= backdrop.r)
        // The preview: the card's teal, undimmed, where the card is.
        #expect(at(140, 260).isClose(to: RenderedPixels.RGBA(48, 176, 199, 255), tolerance: 3))
        // The list: lighter than the backdrop, right of the titles.
        let rows = menu.shownRows
        let copy = rows[0].frame, favorite = rows[2].frame, rename = rows[3].frame, delete = rows[4].frame
        let fill = at(copy.maxX - 50, copy.midY)
        #expect(fill.r > 240)
        // The band between the sections is darker than the rows.
        let band = at(copy.midX, rename.minY - 4)
        #expect(band.r < fill.r - 10)
        // A hairline between Copy and Share.
        let hairline = at(copy.midX, copy.maxY - 0.2)
        #expect(hairline.r < fill.r - 15)
        // Delete's title is red; Rename's is dark.
        func count(in rect: CGRect, _ predicate: (RenderedPixels.RGBA) -> Bool) -> Int {
            var n = 0
            for y in Int(rect.minY * 3)..<Int(rect.maxY * 3) {
                for x in Int(rect.minX * 3)..<Int(rect.maxX * 3) where predicate(pixels[x, y]) { n += 1 }
            }
            return n
        }
        #expect(count(in: delete) { $0.r > 200 && $0.g < 120 && $0.b < 120 } > 100)
        #expect(count(in: rename) { $0.r < 80 && $0.g < 80 && $0.b < 80 } > 100)
        #expect(count(in: rename) { $0.r > 200 && $0.g < 120 } == 0)
        // The checkmark of Favorite, in the leading column; none beside Rename.
        let column = CGRect(x: favorite.minX + 12, y: favorite.minY + 8, width: 22, height: favorite.height - 16)
        #expect(count(in: column) { $0.r < 100 } > 20)
        #expect(count(in: column.offsetBy(dx: 0, dy: rename.minY - favorite.minY)) { $0.r < 100 } == 0)
        // Copy's image, tinted dark, at the trailing side.
        let image = CGRect(x: copy.maxX - 16 - 24, y: copy.midY - 12, width: 24, height: 24)
        #expect(count(in: image) { $0.r < 60 } > 300)
    }

    @Test("the row under a finger is darker until the finger leaves it")
    func highlightedRow() throws {
        let stage = showRichMenu()
        let share = try #require(stage.sim.contextMenuRow("Share"))
        let probe = (x: Int((share.maxX - 50) * 3), y: Int(share.midY * 3))
        let resting = RenderedPixels(stage.sim.screenshot())[probe.x, probe.y]
        let finger = stage.sim.touchDown(at: CGPoint(x: share.midX, y: share.midY))
        stage.sim.runUntilIdle()
        let shot = stage.sim.screenshot()
        writeMenuPNG(shot, "context-menu-highlight")
        let pressed = RenderedPixels(shot)[probe.x, probe.y]
        #expect(pressed.r < resting.r - 15)
        stage.sim.touchMove(finger, to: CGPoint(x: share.midX, y: share.maxY + 300))
        stage.sim.runUntilIdle()
        #expect(RenderedPixels(stage.sim.screenshot())[probe.x, probe.y].isClose(to: resting))
        stage.sim.touchUp(finger)
    }

    @Test("a tenth of a second into appearing the backdrop is fainter than once the menu has settled")
    func appearing() throws {
        let stage = ContextMenuStage(menu: ContextMenuInteractionTests.twoSections)
        let finger = stage.press(for: 0.5 + 0.1)
        let middle = RenderedPixels(stage.sim.screenshot())[360 * 3, 800 * 3]
        stage.sim.runUntilIdle()
        let settled = RenderedPixels(stage.sim.screenshot())[360 * 3, 800 * 3]
        #expect(middle.r > settled.r)
        stage.sim.touchUp(finger)
    }

    @Test("a compact menu hangs from its control without a backdrop")
    func compactMenu() throws {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
        defer { withExtendedLifetime(window) {} }
        final class MenuControl: UIControl {
            override func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                                 configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
                UIContextMenuConfiguration(actionProvider: { _ in
                    UIMenu(title: "Sort", children: [
                        UIAction(title: "Name", state: .on) { _ in }, UIAction(title: "Date") { _ in },
                        UIMenu(title: "More", children: [UIAction(title: "Size") { _ in }]),
                    ])
                })
            }
        }
        let control = MenuControl(frame: CGRect(x: 24, y: 140, width: 120, height: 44))
        control.backgroundColor = .systemBlue
        control.layer.cornerRadius = 10
        window.addSubview(control)
        control.isContextMenuInteractionEnabled = true
        control.showsMenuAsPrimaryAction = true
        sim.tap(at: CGPoint(x: 84, y: 162))
        sim.runUntilIdle()
        let shot = sim.screenshot()
        writeMenuPNG(shot, "context-menu-compact")
        let pixels = RenderedPixels(shot)
        #expect(pixels[360 * 3, 800 * 3] == .white)
        #expect(pixels[84 * 3, 150 * 3].isClose(to: RenderedPixels.RGBA(0, 122, 255, 255), tolerance: 3))
        #expect(shownRowTitles == ["Name", "Date", "More"])
    }
}
