import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A layer in perspective is resampled pixel by pixel. On the screen the samples are
/// composited straight onto the screen's pixels; elsewhere (`render(in:)`) into an output
/// bitmap that Cairo then draws. Both must give the same pixels.
@Suite("Compositor projection")
struct ProjectionTests {
    /// A white screen with a translucent card, a checkerboard image and an opaque bar on
    /// it, turned about its vertical axis in perspective.
    private func makeScene() -> (root: CALayer, card: CALayer) {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: CompositedScreen.size)
        root.backgroundColor = color(1, 1, 1)
        let card = CALayer()
        card.frame = CGRect(x: 10, y: 6, width: 40, height: 28)
        card.backgroundColor = color(0.1, 0.3, 0.9, 0.6)
        let picture = CALayer()
        picture.frame = CGRect(x: 4, y: 4, width: 18, height: 18)
        picture.contents = RandomTree.image(opaque: false)
        picture.contentsScale = 3
        card.addSublayer(picture)
        let bar = CALayer()
        bar.frame = CGRect(x: 24, y: 4, width: 12, height: 20)
        bar.backgroundColor = color(0.9, 0.5, 0.1)
        card.addSublayer(bar)
        var turn = CATransform3DIdentity
        turn.m34 = -1 / 80
        card.transform = CATransform3DRotate(turn, 0.6, 0, 1, 0)
        root.addSublayer(card)
        return (root, card)
    }

    @Test("R-XF: a layer in perspective composited onto the screen's pixels matches it drawn through an output bitmap")
    func directMatchesOutputBitmap() {
        let (root, _) = makeScene()
        let screen = CompositedScreen([root])
        let rendered = RenderedLayer(root, size: CompositedScreen.size, scale: 3)
        ImagePixels.write(screen.compositor.makeImage()!, named: "projection-direct")
        #expect(screen.pixels.differingPixels(from: ImagePixels(rendered.image)) == 0)
    }

    @Test("R-XF: a frame repainting part of a projected layer (the clip cuts its samples) matches a full repaint")
    func partialDamage() {
        let (root, card) = makeScene()
        let screen = CompositedScreen([root])
        let spot = CALayer()
        spot.frame = CGRect(x: 20, y: 12, width: 8, height: 8)
        spot.backgroundColor = color(0, 0.8, 0.2, 0.5)
        root.insertSublayer(spot, below: card)
        screen.compositor.commit()
        screen.compositor.composite()
        #expect(screen.compositor.lastDamage.count == 1 && screen.compositor.lastDamage[0].width < 10)
        #expect(screen.pixels.differingPixels(from: CompositedScreen([root], skipping: false).pixels) == 0)
    }
}
