import Testing
import UIKitTesting

/// Every content mode of an image view, composited on a 1× screen: a 20×10 quartered image
/// in a 60×60 view at (100, 100).
@MainActor
@Suite("UIImageView content modes", .serialized)
struct ImageViewContentModeTests {
    /// Each mode and where UIKit places the image in the view (R-CM-7).
    nonisolated static let placements: [(UIView.ContentMode, CGRect)] = [
        (.scaleToFill, CGRect(x: 0, y: 0, width: 60, height: 60)),
        (.scaleAspectFit, CGRect(x: 0, y: 15, width: 60, height: 30)),
        (.scaleAspectFill, CGRect(x: -30, y: 0, width: 120, height: 60)),
        (.redraw, CGRect(x: 0, y: 0, width: 60, height: 60)),
        (.center, CGRect(x: 20, y: 25, width: 20, height: 10)),
        (.top, CGRect(x: 20, y: 0, width: 20, height: 10)),
        (.bottom, CGRect(x: 20, y: 50, width: 20, height: 10)),
        (.left, CGRect(x: 0, y: 25, width: 20, height: 10)),
        (.right, CGRect(x: 40, y: 25, width: 20, height: 10)),
        (.topLeft, CGRect(x: 0, y: 0, width: 20, height: 10)),
        (.topRight, CGRect(x: 40, y: 0, width: 20, height: 10)),
        (.bottomLeft, CGRect(x: 0, y: 50, width: 20, height: 10)),
        (.bottomRight, CGRect(x: 40, y: 50, width: 20, height: 10)),
    ]

    /// Where the quartered 20 × 10 image shows on screen, in a 60 × 60 view at (100, 100)
    /// set up by `configure`, after `change` once it is shown; and the screen.
    func shownImage(_ configure: (UIImageView) -> Void,
                    after change: (UIImageView) -> Void = { _ in }) -> (CGRect?, RenderedPixels) {
        let view = UIImageView(image: quarteredImage(20, 10))
        view.frame = CGRect(x: 100, y: 100, width: 60, height: 60)
        configure(view)
        let (sim, window) = showInWindow(view)
        defer { _ = window }
        change(view)
        let shot = RenderedPixels(sim.screenshot())
        #expect(view.layer.backingStore == nil)  // shown, never drawn
        return (shot.boundingBox(in: CGRect(x: 40, y: 40, width: 180, height: 180), scale: 1, where: isContent), shot)
    }

    @Test("R-CM-7: each content mode places the image where UIKit does, upright", arguments: 0..<13)
    func placement(_ index: Int) {
        let (mode, expected) = Self.placements[index]
        let (found, shot) = shownImage { $0.contentMode = mode }
        let onScreen = expected.offsetBy(dx: 100, dy: 100)
        #expect(found == onScreen, "\(mode)")
        for (centre, colour) in zip(onScreen.quarterCentres, quarterColours) {
            #expect(shot.pixel(at: centre, scale: 1) == colour, "\(mode) at \(centre)")
        }
    }

    @Test("aspect fill overflows the bounds unless clipsToBounds is set")
    func aspectFillClipping() {
        let (found, _) = shownImage { $0.contentMode = .scaleAspectFill; $0.clipsToBounds = true }
        #expect(found == CGRect(x: 100, y: 100, width: 60, height: 60))
    }

    @Test("a content mode set after the view is shown moves the image at the next frame")
    func changeWhileShown() {
        let (found, _) = shownImage({ _ in }, after: { $0.contentMode = .bottomRight })
        #expect(found == CGRect(x: 140, y: 150, width: 20, height: 10))
    }

    @Test("resizing the view keeps the image placed by its mode, without redrawing")
    func resize() {
        let (found, _) = shownImage({ $0.contentMode = .scaleAspectFit },
                                    after: { $0.frame = CGRect(x: 100, y: 100, width: 40, height: 80) })
        #expect(found == CGRect(x: 100, y: 130, width: 40, height: 20))
    }
}
