import Testing
@_spi(Testing) import UIKit
import UIKitTesting

@MainActor
@Suite("UIImageView", .serialized)
struct ImageViewTests {
    // MARK: Creation and sizes

    @Test("scenario A3: image views take no touches, whichever initializer made them")
    func userInteraction() {
        _ = Simulator(device: .iPhone3G)
        #expect(UIImageView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)).isUserInteractionEnabled == false)
        #expect(UIImageView(image: nil).isUserInteractionEnabled == false)
        #expect(UIImageView(image: nil, highlightedImage: nil).isUserInteractionEnabled == false)
        #expect(UIImageView().isUserInteractionEnabled == false)
        #expect(UIView().isUserInteractionEnabled == true)
    }

    @Test("init(image:) sizes the view to the image in points; defaults")
    func initializers() {
        _ = Simulator(device: .iPhone15)
        let image = quarteredImage(40, 20, scale: 2)
        let view = UIImageView(image: image)
        #expect(view.frame == CGRect(x: 0, y: 0, width: 20, height: 10))
        #expect(view.image === image && view.highlightedImage == nil && !view.isHighlighted)
        #expect(view.contentMode == .scaleToFill && !view.isOpaque)
        #expect(view.animationImages == nil && view.animationDuration == 0 && view.animationRepeatCount == 0)
        #expect(!view.isAnimating)
        let highlighted = quarteredImage(10, 10)
        let both = UIImageView(image: image, highlightedImage: highlighted)
        #expect(both.frame.size == CGSize(width: 20, height: 10) && both.highlightedImage === highlighted)
        #expect(UIImageView(image: nil).frame == .zero)
        // The layer shows the image from the start, before any window.
        #expect(view.layer.contents as? CGImage === image.cgImage && view.layer.contentsScale == 2)
        #expect(UIImageView(frame: CGRect(x: 5, y: 5, width: 7, height: 7)).frame == CGRect(x: 5, y: 5, width: 7, height: 7))
    }

    /// Counts `invalidateIntrinsicContentSize()` calls.
    final class CountingImageView: UIImageView {
        var invalidations = 0
        override func invalidateIntrinsicContentSize() { invalidations += 1 }
    }

    @Test("intrinsicContentSize and sizeThatFits are the shown image's size in points")
    func intrinsicSizes() {
        _ = Simulator(device: .iPhone15)
        let view = CountingImageView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
        #expect(UIView().intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(view.sizeThatFits(CGSize(width: 10, height: 10)) == .zero)
        view.image = quarteredImage(30, 12, scale: 3)
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 4))
        #expect(view.invalidations == 1)
        view.image = quarteredImage(30, 12, scale: 3)  // same size: nothing to invalidate
        #expect(view.invalidations == 1)
        #expect(view.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 10, height: 4))
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 10, height: 4))
        view.highlightedImage = quarteredImage(8, 6)
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 8, height: 6))
        // A turned image's size is its upright size.
        view.image = quarteredImage(30, 12, orientation: .left)
        view.isHighlighted = false
        #expect(view.intrinsicContentSize == CGSize(width: 12, height: 30))
        view.image = UIImage()
        #expect(view.intrinsicContentSize == .zero)
    }

    // MARK: Showing the image

    @Test("the image is the layer's contents, at the image's scale; nothing is drawn")
    func layerContents() {
        let image = quarteredImage(20, 10)
        let view = UIImageView(image: image)
        let (_, window) = showInWindow(view)
        defer { _ = window }
        #expect(view.layer.contents as? CGImage === image.cgImage)
        #expect(view.layer.contentsScale == 1)
        #expect(view.layer.contentsGravity == .resize)
        #expect(view.layer.backingStore == nil)
    }

    @Test("a @2x image on a @3x screen keeps its size in points and its scale, in the window too")
    func twoXOnThreeX() {
        let image = quarteredImage(40, 20, scale: 2)
        let view = UIImageView(image: image)
        view.frame.origin = CGPoint(x: 30, y: 40)
        let centred = UIImageView(image: image)
        centred.frame = CGRect(x: 100, y: 100, width: 60, height: 60)
        centred.contentMode = .center
        let (sim, window) = showInWindow(view, device: .iPhone15)
        defer { _ = window }
        window.addSubview(centred)
        #expect(view.layer.contentsScale == 2 && view.contentScaleFactor == 2)
        #expect(centred.layer.contentsScale == 2)
        let shot = RenderedPixels(sim.screenshot())
        #expect(shot.width == 393 * 3)
        let natural = shot.boundingBox(in: CGRect(x: 20, y: 30, width: 40, height: 30), scale: 3, where: isContent)
        #expect(natural == CGRect(x: 30, y: 40, width: 20, height: 10))
        let middle = shot.boundingBox(in: CGRect(x: 90, y: 90, width: 80, height: 80), scale: 3, where: isContent)
        #expect(middle == CGRect(x: 120, y: 125, width: 20, height: 10))
        for (centre, colour) in zip(CGRect(x: 30, y: 40, width: 20, height: 10).quarterCentres, quarterColours) {
            #expect(shot.pixel(at: centre, scale: 3) == colour)
        }
    }

    @Test("isHighlighted switches to the highlighted image, and back; without one the image stays")
    func highlighted() {
        let red = UIImage(cgImage: makeImage(4, 4) { _, _ in .red })
        let blue = UIImage(cgImage: makeImage(4, 4) { _, _ in .blue })
        let view = UIImageView(image: red, highlightedImage: blue)
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let (sim, window) = showInWindow(view)
        defer { _ = window }
        func shown() -> RenderedPixels.RGBA { RenderedPixels(sim.screenshot())[20, 20] }
        #expect(shown() == .red)
        view.isHighlighted = true
        #expect(shown() == .blue)
        view.isHighlighted = false
        #expect(shown() == .red)
        view.highlightedImage = nil
        view.isHighlighted = true
        #expect(shown() == .red)
    }

    @Test("nil image: nothing drawn, no contents, no backing store; removing an image clears it")
    func nilImage() {
        let view = UIImageView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let (sim, window) = showInWindow(view)
        defer { _ = window }
        #expect(view.layer.contents == nil && view.layer.backingStore == nil)
        var shot = RenderedPixels(sim.screenshot())
        #expect(shot.boundingBox(in: CGRect(x: 0, y: 0, width: 80, height: 80), scale: 1, where: isContent) == nil)
        view.image = quarteredImage(10, 10)
        shot = RenderedPixels(sim.screenshot())
        #expect(shot[30, 30] != .black)
        view.image = nil
        shot = RenderedPixels(sim.screenshot())
        #expect(view.layer.contents == nil)
        #expect(shot.boundingBox(in: CGRect(x: 0, y: 0, width: 80, height: 80), scale: 1, where: isContent) == nil)
        // A background colour still shows.
        view.backgroundColor = .green
        #expect(RenderedPixels(sim.screenshot())[30, 30] == .green)
    }

    @Test("every orientation appears upright, as UIImage draws it; the turn is made once")
    func orientations() {
        let bitmap = makeImage(6, 4) { x, y in
            [UIColor.red, .green, .blue, .white, .yellow, .cyan][x / 2 + (y < 2 ? 0 : 3) * (x < 2 ? 1 : 0)]
        }
        for raw in 0..<8 {
            let image = UIImage(cgImage: bitmap, scale: 1, orientation: UIImage.Orientation(rawValue: raw)!)
            let view = UIImageView(image: image)
            view.frame.origin = CGPoint(x: 10, y: 10)
            let (sim, window) = showInWindow(view)
            defer { _ = window }
            let expected = renderPixels(Int(image.size.width), Int(image.size.height)) { _ in image.draw(at: .zero) }
            let shot = RenderedPixels(sim.screenshot())
            let placed = CGRect(origin: CGPoint(x: 10, y: 10), size: image.size)
            #expect(shot.pixels(in: placed, scale: 1)
                        == expected.pixels(in: CGRect(origin: .zero, size: image.size), scale: 1), "orientation \(raw)")
            #expect(image.uprightCGImage === image.uprightCGImage)
        }
    }

    // MARK: Template images and tint

    @Test("a template image shows its shape in the tint colour, re-tinted when the tint changes")
    func templateTint() {
        // A 10×10 image: an opaque black 6×6 square in a clear margin.
        let shape = makeImage(10, 10) { x, y in (2..<8).contains(x) && (2..<8).contains(y) ? .black : .clear }
        let template = UIImage(cgImage: shape).withRenderingMode(.alwaysTemplate)
        let view = UIImageView(image: template)
        view.frame.origin = CGPoint(x: 20, y: 20)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        container.backgroundColor = .white
        container.addSubview(view)
        let (sim, window) = showInWindow(container)
        defer { _ = window }
        func pixel(_ x: Int, _ y: Int) -> RenderedPixels.RGBA { RenderedPixels(sim.screenshot())[x, y] }
        #expect(pixel(25, 25).isClose(to: .init(0, 122, 255, 255)))  // the default tint
        #expect(pixel(21, 21) == .white)                               // clear stays clear
        view.tintColor = .green
        #expect(pixel(25, 25) == .green)
        view.tintColor = nil
        container.tintColor = .red                                     // inherited: tintColorDidChange re-tints
        #expect(pixel(25, 25) == .red)
        view.image = UIImage(cgImage: shape)                          // original colours
        #expect(pixel(25, 25) == .black)
        view.image = UIImage(cgImage: shape).withRenderingMode(.automatic)
        #expect(pixel(25, 25) == .black)
    }

    // MARK: Resizable images

    /// A 6×6 image with 2-pixel caps: red corners, green edges, a blue/yellow checked middle.
    func cappedImage(scale: CGFloat = 1) -> UIImage {
        let bitmap = makeImage(6, 6) { x, y in
            let edgeX = x < 2 || x >= 4, edgeY = y < 2 || y >= 4
            if edgeX && edgeY { return .red }
            if edgeX || edgeY { return .green }
            return (x + y) % 2 == 0 ? .blue : .yellow
        }
        return UIImage(cgImage: bitmap, scale: scale, orientation: .up)
    }

    /// `cappedImage()` with 2-point caps, stretching, in a 40 × 30 view at (10, 10).
    func stretchedView(_ mode: UIView.ContentMode = .scaleToFill) -> UIImageView {
        let image = cappedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
                                                 resizingMode: .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        view.contentMode = mode
        return view
    }

    @Test("a stretching resizable image is shown through contentsCenter: corners keep their size")
    func resizableStretch() {
        let view = stretchedView()
        let (sim, window) = showInWindow(view)
        defer { _ = window }
        #expect(view.layer.contentsCenter == CGRect(x: 2.0 / 6, y: 2.0 / 6, width: 2.0 / 6, height: 2.0 / 6))
        #expect(view.layer.backingStore == nil)
        let shot = RenderedPixels(sim.screenshot())
        for (x, y) in [(10, 10), (11, 11), (48, 10), (49, 11), (10, 38), (11, 39), (48, 38), (49, 39)] {
            #expect(shot[x, y] == .red, "corner pixel (\(x), \(y))")
        }
        #expect(shot[12, 10] == .green && shot[30, 11] == .green && shot[10, 25] == .green && shot[49, 20] == .green)
        #expect(shot[12, 12] != .green && shot[12, 12] != .red)
    }

    @Test("a @2x stretching image on a @2x screen keeps its corners at their size in points")
    func resizableStretchTwoX() {
        let image = cappedImage(scale: 2).resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1),
                                                         resizingMode: .stretch)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 10, y: 10, width: 40, height: 30)
        let (sim, window) = showInWindow(view, device: .iPhoneSE)
        defer { _ = window }
        let shot = RenderedPixels(sim.screenshot())
        // The caps are 2 pixels, 1 point: at 2× they stay 2 screen pixels.
        #expect(shot[20, 20] == .red && shot[21, 21] == .red && shot[22, 20] == .green && shot[20, 22] == .green)
        #expect(shot[99, 79] == .red && shot[98, 78] == .red && shot[97, 79] == .green)
    }

    @Test("a tiling resizable image is drawn: corners at their size, the middle repeated at its size")
    func resizableTile() {
        let image = cappedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(image.resizingMode == .tile)
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 10, y: 10, width: 12, height: 10)
        let (sim, window) = showInWindow(view)
        defer { _ = window }
        #expect(view.layer.contents == nil && view.layer.backingStore != nil)
        var shot = RenderedPixels(sim.screenshot())
        #expect(shot[10, 10] == .red && shot[21, 19] == .red && shot[14, 10] == .green)
        // The middle tiles from (12, 12): blue, yellow, blue, … in both directions.
        for x in 12..<20 {
            #expect(shot[x, 12] == ((x - 12) % 2 == 0 ? .blue : .yellow) && shot[x, 13] == ((x - 12) % 2 == 0 ? .yellow : .blue))
        }
        // A new size redraws the tiles to fill it.
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 10)
        shot = RenderedPixels(sim.screenshot())
        #expect(shot[29, 19] == .red && shot[26, 12] == .blue && shot[27, 12] == .yellow)
    }

    @Test("a tiling image is drawn at the screen's scale, a @2x one on a @3x screen too")
    func resizableTileScale() {
        let image = cappedImage(scale: 2).resizableImage(withCapInsets: UIEdgeInsets(top: 1, left: 1, bottom: 1, right: 1))
        let view = UIImageView(image: image)
        view.frame = CGRect(x: 10, y: 10, width: 12, height: 10)
        let (sim, window) = showInWindow(view, device: .iPhone15)
        defer { _ = window }
        #expect(view.layer.contentsScale == 3 && view.layer.backingStore?.image.width == 36)
        let shot = RenderedPixels(sim.screenshot())
        // Each image pixel is half a point: 1.5 screen pixels. The first middle pixel
        // (blue) covers screen pixels 33…34 from the cap at 30…32.
        #expect(shot[31, 31] == .red && shot[33, 30] == .green && shot[33, 33] == .blue)
    }

    @Test("a resizable image shown at a pinning mode is not stretched")
    func resizablePinned() {
        let (sim, window) = showInWindow(stretchedView(.topLeft))
        defer { _ = window }
        let shot = RenderedPixels(sim.screenshot())
        #expect(shot.boundingBox(in: CGRect(x: 0, y: 0, width: 60, height: 60), scale: 1, where: isContent)
                    == CGRect(x: 10, y: 10, width: 6, height: 6))
    }

    // MARK: Animation and drawing

    @Test("startAnimating shows the first animation image at once; highlighting switches images; stopAnimating the image")
    func animation() {
        let red = UIImage(cgImage: makeImage(4, 4) { _, _ in .red })
        let green = UIImage(cgImage: makeImage(4, 4) { _, _ in .green })
        let blue = UIImage(cgImage: makeImage(4, 4) { _, _ in .blue })
        let view = UIImageView(image: blue)
        view.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        let (sim, window) = showInWindow(view)
        defer { _ = window }
        view.startAnimating()
        #expect(!view.isAnimating)  // no images: nothing to animate
        view.animationImages = [red, green]
        view.animationDuration = 1
        view.animationRepeatCount = 2
        view.startAnimating()
        #expect(view.isAnimating)
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .red)
        view.highlightedAnimationImages = [green]
        view.isHighlighted = true
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .green)
        view.stopAnimating()
        #expect(!view.isAnimating)
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .blue)
        view.isHighlighted = false
        view.startAnimating()
        view.animationImages = nil
        #expect(!view.isAnimating)
        #expect(RenderedPixels(sim.screenshot())[20, 20] == .blue)
    }

    @Test("UIImageView never calls a subclass's draw(_:), as UIKit documents")
    func noDrawForSubclasses() {
        final class Drawing: UIImageView {
            var draws = 0
            override func draw(_ rect: CGRect) { draws += 1; UIColor.red.setFill(); UIRectFill(rect) }
        }
        let view = Drawing(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        let (sim, window) = showInWindow(view)
        defer { _ = window }
        view.setNeedsDisplay()
        sim.runUntilIdle()
        #expect(view.draws == 0 && view.layer.backingStore == nil)
    }

    @Test("bad input: empty images, huge or negative caps and zero-size views never crash")
    func badInput() {
        let view = UIImageView(image: UIImage())
        let (sim, window) = showInWindow(view)
        defer { _ = window }
        #expect(view.frame == .zero && view.layer.contents == nil)
        view.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
        view.image = cappedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 50, left: -3, bottom: 90, right: 80))
        sim.runUntilIdle()
        view.image = cappedImage().resizableImage(withCapInsets: UIEdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                                                  resizingMode: .stretch)
        view.frame = .zero
        _ = sim.screenshot()
        view.image = UIImage.animatedImage(with: [cappedImage()], duration: 1)
        view.frame = CGRect(x: 0, y: 0, width: 12, height: 12)
        #expect(RenderedPixels(sim.screenshot())[0, 0] == .red)
    }
}
