import SnapshotTesting
import Testing
import UIKitSnapshotTesting
import UIKitTesting

/// The edit menu as it appears on screen: a dark rounded bar with white titles and
/// hairlines between them, an arrow pointing at the target, a lighter item while pressed.
@MainActor
@Suite("Edit menu rendering", .serialized)
struct EditMenuRenderingTests {
    /// A white iPhone SE screen with a tinted first responder and its edit menu showing the
    /// standard commands it implements plus "Reset", pointing at (160, 250).
    func showMenu() -> (Simulator, UIWindow) {
        let (sim, window) = makeMenuStage()
        let log = EditActionLog()
        let view = CopyPasteView("view", CGRect(x: 40, y: 250, width: 240, height: 120), log: log)
        view.backgroundColor = .systemTeal
        window.addSubview(view)
        _ = view.becomeFirstResponder()
        final class Delegate: NSObject, UIEditMenuInteractionDelegate {
            func editMenuInteraction(_ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
                                     suggestedActions: [UIMenuElement]) -> UIMenu? {
                UIMenu(children: suggestedActions + [UIAction(title: "Reset") { _ in }])
            }
        }
        let delegate = Delegate()
        let interaction = UIEditMenuInteraction(delegate: delegate)
        view.addInteraction(interaction)
        interaction.presentEditMenu(with: UIEditMenuConfiguration(identifier: nil, sourcePoint: CGPoint(x: 120, y: 0)))
        sim.runUntilIdle()
        return (sim, window)
    }

    @Test("the bar is dark, with white titles; the arrow points at the target; outside is untouched")
    func pixels() throws {
        let (sim, window) = showMenu()
        defer { withExtendedLifetime(window) {} }
        let bar = try #require(EditMenuPresentation.current?.placement?.bar)
        #expect(bar.maxY + 8 == 250)
        let pixels = RenderedPixels(sim.screenshot())
        let scale = 2
        let dark = RenderedPixels.RGBA(28, 28, 28, 255)
        // Inside the bar, left of the first title.
        #expect(pixels[Int(bar.minX + 6) * scale, Int(bar.midY) * scale].isClose(to: dark))
        // The arrow, halfway to its tip, and beside it the white window (the shadow at most greys it).
        #expect(pixels[160 * scale, Int(bar.maxY + 3) * scale].isClose(to: dark))
        #expect(pixels[(160 + 20) * scale, Int(bar.maxY + 5) * scale].r > 200)
        // White text on the bar.
        var white = 0
        for y in Int(bar.minY) * scale..<Int(bar.maxY) * scale {
            for x in Int(bar.minX) * scale..<Int(bar.maxX) * scale where pixels[x, y].r > 230 { white += 1 }
        }
        #expect(white > 200)
        // Far from the menu, the window's white.
        #expect(pixels[20, 20] == .white)
    }

    @Test("a pressed item is lighter until the finger lifts outside it")
    func pressedItem() throws {
        let (sim, window) = showMenu()
        defer { withExtendedLifetime(window) {} }
        let copy = try #require(EditMenuPresentation.current?.screenFrame(ofItemTitled: "Copy"))
        let probe = (x: Int(copy.minX + 4) * 2, y: Int(copy.midY) * 2)
        let finger = sim.touchDown(at: CGPoint(x: copy.midX, y: copy.midY))
        sim.runUntilIdle()
        let pressed = RenderedPixels(sim.screenshot())[probe.x, probe.y]
        #expect(pressed.r > 60 && pressed.r < 90)
        sim.touchMove(finger, to: CGPoint(x: copy.midX, y: copy.maxY + 60))
        sim.runUntilIdle()
        #expect(RenderedPixels(sim.screenshot())[probe.x, probe.y].isClose(to: RenderedPixels.RGBA(28, 28, 28, 255)))
        sim.touchUp(finger)
        #expect(shownMenuTitles == ["Copy", "Paste", "Reset"])
    }

    @Test("snapshot: the menu over its target")
    func snapshot() throws {
        let (sim, window) = showMenu()
        defer { withExtendedLifetime(window) {} }
        let shot = sim.screenshot()
        let region = try #require(shot.cropping(to: CGRect(x: 0, y: 380, width: 640, height: 240)))
        assertSnapshot(of: UIImage(cgImage: region, scale: 2, orientation: .up), as: .image)
    }
}
