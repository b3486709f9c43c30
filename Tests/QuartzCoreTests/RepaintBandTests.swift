import CoreGraphics
import Foundation
import Synchronization
import Testing
@testable import QuartzCore

/// A delegate that notes on which threads it is asked to draw, and paints the layer green.
private final class ThreadRecorder: NSObject, CALayerDelegate, @unchecked Sendable {
    private let threads = Mutex<[Thread]>([])
    var drawingThreads: [Thread] { threads.withLock { $0 } }

    func draw(_ layer: CALayer, in ctx: CGContext) {
        threads.withLock { $0.append(Thread.current) }
        ctx.setFillColor(color(0, 1, 0))
        ctx.fill(layer.bounds)
    }
}

/// A large repaint is shared between two threads, in two bands of rows (`RepaintBands`):
/// the pixels must be exactly those one thread paints, and whatever calls a layer's
/// delegate (a view's `draw(_:)`, main-actor code) must still run on the compositor's
/// thread.
@Suite("Compositor repaint bands")
struct RepaintBandTests {
    @Test("The cut falls on the whole device row that halves the damaged pixels; each band keeps its side of every rectangle")
    func cutHalvesTheDamage() throws {
        // 100 × 10 above and 100 × 50 below: half of 6,000 is 3,000, 20 points into the second.
        let damage = [CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 50, width: 100, height: 50)]
        let bands = try #require(RepaintBands(damage: damage, scale: 3, uncut: [], minimumPixels: 0))
        #expect(bands.upper == [CGRect(x: 0, y: 0, width: 100, height: 10), CGRect(x: 0, y: 50, width: 100, height: 20)])
        #expect(bands.lower == [CGRect(x: 0, y: 70, width: 100, height: 30)])
        // An odd cut lands on a device row (a third of a point at 3×), not between two.
        let odd = try #require(RepaintBands(damage: [CGRect(x: 0, y: 0, width: 10, height: 1.0 / 3 * 7)], scale: 3,
                                            uncut: [], minimumPixels: 0))
        let cut = odd.lower[0].minY * 3
        #expect(cut == cut.rounded() && (cut == 3 || cut == 4))
        #expect(odd.upper[0].maxY == odd.lower[0].minY)
    }

    @Test("Damage under the minimum, or whose halving cut would cross a group casting a shadow from its content, is painted by one thread")
    func smallOrShadowedDamageIsNotCut() {
        let screen = [CGRect(x: 0, y: 0, width: 393, height: 852)]
        #expect(RepaintBands(damage: [CGRect(x: 0, y: 0, width: 393, height: 100)], scale: 3, uncut: []) == nil,
                "353,700 pixels: below the minimum")
        #expect(RepaintBands(damage: screen, scale: 3, uncut: []) != nil, "a whole screen at 3×")
        #expect(RepaintBands(damage: screen, scale: 3, uncut: [CGRect(x: 20, y: 400, width: 100, height: 100)]) == nil,
                "a shadow group across the middle row")
        #expect(RepaintBands(damage: screen, scale: 3, uncut: [CGRect(x: 20, y: 100, width: 100, height: 100)]) != nil,
                "a shadow group away from it")
        #expect(RepaintBands(damage: [], scale: 3, uncut: [], minimumPixels: 0) == nil)
    }

    @Test("A scene of groups, masks, shadows, rounded clips, turned and projected layers painted in two bands matches one thread, frame after frame (resampled pixels within two levels)")
    func bandsPaintLikeOneThread() {
        let root = solid(CGRect(origin: .zero, size: CompositedScreen.size), color(0.95, 0.95, 0.9))
        let card = solid(CGRect(x: 6, y: 8, width: 48, height: 26), color(0.2, 0.4, 0.9))
        card.cornerRadius = 5
        card.masksToBounds = true
        card.opacity = 0.7
        for index in 0..<4 {
            let row = solid(CGRect(x: 3, y: 2 + CGFloat(index) * 6, width: 40, height: 4), color(CGFloat(index) / 3, 0.8, 0.3, 0.8))
            card.addSublayer(row)
        }
        root.addSublayer(card)
        let badge = solid(CGRect(x: 40, y: 14, width: 14, height: 14), color(0.9, 0.2, 0.2))
        badge.shadowOpacity = 0.5
        badge.shadowRadius = 2
        badge.shadowOffset = CGSize(width: 1, height: 2)
        badge.setAffineTransform(CGAffineTransform(rotationAngle: 0.3))
        root.addSublayer(badge)
        let masked = solid(CGRect(x: 2, y: 16, width: 20, height: 12), color(0.1, 0.6, 0.1))
        let mask = CAShapeLayer()
        mask.path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 12), transform: nil)
        masked.mask = mask
        root.addSublayer(masked)
        let turned = solid(CGRect(x: 22, y: 12, width: 16, height: 16), color(0.5, 0.2, 0.7))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 60
        turned.transform = CATransform3DRotate(perspective, 0.6, 1, 0, 0)
        root.addSublayer(turned)

        let screen = CompositedScreen([root])
        expectSamePixelsAsOneThread(screen, name: "repaint-bands")
        for step in 1...4 {
            card.opacity = 0.7 - Float(step) * 0.1
            badge.position.y += 1
            turned.transform = CATransform3DRotate(perspective, 0.6 + CGFloat(step) * 0.2, 1, 0, 0)
            screen.compositor.commit()
            screen.compositor.composite()
            expectSamePixelsAsOneThread(screen)
        }
    }

    @Test("Images resampled across the cut differ from one thread's by Pixman's row stepping only, as a damage rectangle's repaint does")
    func resampledImagesAcrossTheCut() throws {
        // A 6 × 6 checkerboard enlarged 15 × 20 times: Pixman steps down the rows of a
        // resampled image from the top of what it paints, by a step rounded to 1/65,536 of
        // a source pixel, so a band starting at the cut can land one weight (1/128) away.
        let photo = CALayer()
        photo.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        photo.contents = RandomTree.image(opaque: true)
        photo.contentsScale = 3
        let cover = solid(CGRect(x: 0, y: 0, width: 60, height: 20), color(1, 0, 0))
        let banded = CompositedScreen([photo], skipping: false)
        let oneThread = CompositedScreen([photo], skipping: false, bands: false)
        #expect(banded.pixels.differingPixels(from: oneThread.pixels, tolerance: 2) == 0)
        // One thread repainting the upper half alone (a layer over it gone) lands the same way.
        let repainted = CompositedScreen([photo, cover], skipping: false, bands: false)
        cover.isHidden = true
        repainted.compositor.commit()
        repainted.compositor.composite()
        #expect(repainted.compositor.lastDamage == [cover.frame])
        let rows = oneThread.pixels.differingRows(from: repainted.pixels)
        #expect(!rows.isEmpty && rows.allSatisfy { $0 < 60 }, "the half repainted alone differs from the whole painted at once")
        #expect(repainted.pixels.differingPixels(from: oneThread.pixels, tolerance: 2) == 0)
    }

    /// Checks the screen (painted in bands) against one thread painting it afresh: the same
    /// pixels, but where an image is resampled (the badge's shadow, turned with it) each
    /// band's rows may land one weight away (see `resampledImagesAcrossTheCut`).
    private func expectSamePixelsAsOneThread(_ screen: CompositedScreen, name: String? = nil,
                                             sourceLocation: SourceLocation = #_sourceLocation) {
        let image = screen.compositor.makeImage()!
        if let name { ImagePixels.write(image, named: name) }
        let oneThread = CompositedScreen(screen.roots, skipping: false, bands: false)
        #expect(ImagePixels(image).differingPixels(from: oneThread.pixels, tolerance: 2) == 0, sourceLocation: sourceLocation)
        #expect(ImagePixels(image).differingPixels(from: oneThread.pixels) <= 8, sourceLocation: sourceLocation)
    }

    @Test("Tiles missing from the band another thread paints are drawn on the compositor's thread, and the band painted again")
    func missingTilesAreDrawnOnTheCompositorsThread() {
        let root = solid(CGRect(origin: .zero, size: CompositedScreen.size), color(1, 1, 1))
        let tiled = CATiledLayer(), recorder = ThreadRecorder()
        tiled.tileSize = CGSize(width: 30, height: 30)
        tiled.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        tiled.delegate = recorder
        tiled.setNeedsDisplay()
        root.addSublayer(tiled)
        let screen = CompositedScreen([root])
        #expect(!recorder.drawingThreads.isEmpty)
        #expect(recorder.drawingThreads.allSatisfy { $0 === Thread.current },
                "every tile, the lower band's included, was drawn on the compositor's thread")
        #expect(screen.pixels.pixel(30, 110) == .green, "the lower band shows its tiles")
        screen.expectSamePixelsAsDrawingEverything()
    }

    @Test("A mask not yet displayed that the other thread's band meets is displayed on the compositor's thread")
    func pendingMaskIsDisplayedOnTheCompositorsThread() {
        let root = solid(CGRect(origin: .zero, size: CompositedScreen.size), color(1, 1, 1))
        let masked = solid(CGRect(x: 0, y: 25, width: 60, height: 15), color(0, 0, 1))
        let mask = CALayer(), recorder = ThreadRecorder()
        mask.frame = masked.bounds
        mask.delegate = recorder
        masked.mask = mask
        root.addSublayer(masked)
        let screen = CompositedScreen([root])
        // Asked to redraw after the commit: the repaint meets it still pending.
        mask.setNeedsDisplay()
        screen.compositor.composite()
        #expect(!recorder.drawingThreads.isEmpty)
        #expect(recorder.drawingThreads.allSatisfy { $0 === Thread.current })
        #expect(screen.pixels.pixel(30, 100) == .blue, "the masked layer shows through its drawn mask")
        screen.expectSamePixelsAsDrawingEverything()
    }
}

