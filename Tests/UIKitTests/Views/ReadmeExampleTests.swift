import Testing
import UIKitTesting

/// The README's view example, kept compiling and rendering.
@MainActor
@Suite("README example", .serialized)
struct ReadmeExampleTests {
    func render() -> CGImage {
        let simulator = Simulator(device: .iPhone15)
        let window = UIWindow(frame: simulator.screen.bounds)
        let card = UIView(frame: CGRect(x: 40, y: 120, width: 200, height: 120))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 8
        window.addSubview(card)
        window.makeKeyAndVisible()
        return simulator.screenshot()
    }

    @Test("the card is composited at its frame, in pixels at the screen's scale")
    func card() {
        let shot = render()
        #expect(shot.width == 1179 && shot.height == 2556)
        let pixels = RenderedPixels(shot)
        #expect(pixels[140 * 3, 180 * 3].isClose(to: RenderedPixels.RGBA(0, 122, 255, 255)))
        #expect(pixels[10 * 3, 10 * 3] == RenderedPixels.RGBA(0, 0, 0, 255))  // the empty window is black
    }
}
