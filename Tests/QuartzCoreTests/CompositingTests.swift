import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

@Suite("Layer compositing")
struct CompositingTests {
    @Test("background fills the bounds; sublayers draw at their frame, above it")
    func backgroundAndSublayer() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = color(1, 0, 0)
        let child = CALayer()
        child.frame = CGRect(x: 10, y: 20, width: 10, height: 10)
        child.backgroundColor = color(0, 0, 1)
        root.addSublayer(child)
        let out = RenderedLayer(root, size: CGSize(width: 40, height: 40), scale: 2)
        out.write("composite-basic")
        #expect(out.pixel(2, 2) == .red)
        #expect(out.pixel(15, 25) == .blue)
        #expect(out.pixel(15, 15) == .red)
    }

    @Test("corner radius rounds the background; masksToBounds clips sublayers to it")
    func cornerRadius() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = color(0, 1, 0)
        root.cornerRadius = 15
        root.masksToBounds = true
        let child = CALayer()
        child.frame = CGRect(x: 0, y: 0, width: 40, height: 10)
        child.backgroundColor = color(0, 0, 1)
        root.addSublayer(child)
        let out = RenderedLayer(root, size: CGSize(width: 40, height: 40), scale: 2)
        out.write("composite-corners")
        #expect(out.pixel(0.5, 39.5) == .clear)      // rounded corner of the background
        #expect(out.pixel(20, 39) == .green)
        #expect(out.pixel(0.5, 0.5) == .clear)       // clipped corner of the sublayer
        #expect(out.pixel(20, 5) == .blue)
    }

    @Test("border draws inside the bounds, above sublayers")
    func border() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.borderWidth = 4
        root.borderColor = color(1, 0, 0)
        let child = CALayer()
        child.frame = root.bounds
        child.backgroundColor = color(0, 0, 1)
        root.addSublayer(child)
        let out = RenderedLayer(root, size: CGSize(width: 40, height: 40))
        #expect(out.pixel(1, 20) == .red)
        #expect(out.pixel(3.5, 20) == .red)
        #expect(out.pixel(5, 20) == .blue)
    }

    @Test("opacity composites a layer and its sublayers as one group")
    func groupOpacity() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.opacity = 0.5
        root.backgroundColor = color(1, 0, 0)
        let child = CALayer()
        child.frame = root.bounds
        child.backgroundColor = color(0, 0, 1)
        root.addSublayer(child)
        let out = RenderedLayer(root, size: CGSize(width: 20, height: 20))
        // As a group, the opaque blue hides the red entirely; then half opacity.
        #expect(out.pixel(10, 10).isClose(to: RGBA(r: 0, g: 0, b: 255, a: 128), tolerance: 2))
    }

    @Test("a translucent layer painting one thing is that paint at its opacity; a border over its background still groups")
    func singlePaintOpacity() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 20, height: 20)
        root.backgroundColor = color(1, 1, 1)
        let dimming = CALayer()
        dimming.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
        dimming.backgroundColor = color(1, 0, 0)
        dimming.opacity = 0.5
        let framed = CALayer()
        framed.frame = CGRect(x: 10, y: 0, width: 10, height: 20)
        framed.backgroundColor = color(1, 0, 0)
        framed.borderColor = color(0, 0, 1)
        framed.borderWidth = 4
        framed.opacity = 0.5
        root.addSublayer(dimming)
        root.addSublayer(framed)
        let out = RenderedLayer(root, size: CGSize(width: 20, height: 20))
        #expect(out.pixel(5, 10).isClose(to: RGBA(r: 255, g: 128, b: 128, a: 255), tolerance: 2))
        // The border hides the red under it before the half opacity applies: blue over white.
        #expect(out.pixel(11, 10).isClose(to: RGBA(r: 128, g: 128, b: 255, a: 255), tolerance: 2))
        #expect(out.pixel(15, 10).isClose(to: RGBA(r: 255, g: 128, b: 128, a: 255), tolerance: 2))
    }

    @Test("a drawn layer composites only its ink, pixel for pixel as the whole image, at fractional places and scales")
    func inkOnly() {
        /// A 40 × 20 point layer drawing a small dot and a bar in the middle of clear pixels.
        final class Drawn: CALayer {
            override func draw(in ctx: CGContext) {
                ctx.setFillColor(color(0.9, 0.2, 0.1))
                ctx.fillEllipse(in: CGRect(x: 12.3, y: 6.2, width: 5, height: 5))
                ctx.setFillColor(color(0.1, 0.2, 0.9, 0.7))
                ctx.fill(CGRect(x: 20, y: 9.5, width: 9.4, height: 2))
            }
        }
        for transform in [CGAffineTransform.identity, CGAffineTransform(scaleX: 0.8, y: 1.3),
                          CGAffineTransform(rotationAngle: 0.2)] {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
            root.backgroundColor = color(1, 1, 1)
            let drawn = Drawn()
            drawn.frame = CGRect(x: 5.37, y: 7.81, width: 40, height: 20)
            drawn.contentsScale = 3
            drawn.setAffineTransform(transform)
            root.addSublayer(drawn)
            drawn.displayIfNeeded()
            #expect(drawn.backingStore!.inkPixels.width < 60, "the ink is a small part of the 120-pixel width")
            let inked = RenderedLayer(root, size: root.bounds.size, scale: 3)
            // The same pixels as plain contents: composited whole.
            let plain = CALayer()
            plain.bounds = drawn.bounds
            plain.position = drawn.position
            plain.setAffineTransform(transform)
            plain.contents = drawn.backingStore!.image
            plain.contentsScale = 3
            drawn.removeFromSuperlayer()
            root.addSublayer(plain)
            let whole = RenderedLayer(root, size: root.bounds.size, scale: 3)
            // Turned, the smaller clip's antialiased edge rounds one level apart here and there.
            let tolerance = transform.b == 0 ? 0 : 1
            #expect(ImagePixels(inked.image).differingPixels(from: ImagePixels(whole.image), tolerance: tolerance) == 0,
                    "\(transform)")
        }
    }

    @Test("a translucent shape whose path reaches beyond its bounds is drawn whole, alone or as a group")
    func translucentShapeBeyondBounds() {
        for grouped in [false, true] {
            let root = CALayer()
            root.bounds = CGRect(x: 0, y: 0, width: 40, height: 20)
            root.backgroundColor = color(1, 1, 1)
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 10, y: 5, width: 10, height: 10)
            shape.path = CGPath(rect: CGRect(x: -5, y: 0, width: 20, height: 10), transform: nil)
            shape.fillColor = color(0, 0, 1)
            shape.opacity = 0.5
            // A sublayer makes the shape a group of two paints.
            if grouped { shape.addSublayer(CALayer()) }
            root.addSublayer(shape)
            let out = RenderedLayer(root, size: root.bounds.size)
            #expect(out.pixel(7, 10).isClose(to: RGBA(r: 128, g: 128, b: 255, a: 255), tolerance: 2), "grouped: \(grouped)")
            #expect(out.pixel(22, 10).isClose(to: RGBA(r: 128, g: 128, b: 255, a: 255), tolerance: 2), "grouped: \(grouped)")
        }
    }

    @Test("a mask's alpha limits the layer")
    func mask() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        root.backgroundColor = color(1, 0, 0)
        let mask = CALayer()
        mask.frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        mask.backgroundColor = color(0, 0, 0)
        root.mask = mask
        let out = RenderedLayer(root, size: CGSize(width: 40, height: 40))
        #expect(out.pixel(10, 10) == .red)
        #expect(out.pixel(30, 10) == .clear)
    }

    @Test("a shadow path casts a blurred shadow at the offset without painting the path")
    func shadowPath() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        let card = CALayer()
        card.frame = CGRect(x: 15, y: 15, width: 20, height: 20)
        card.shadowOpacity = 1
        card.shadowRadius = 2
        card.shadowOffset = CGSize(width: 0, height: 10)
        card.shadowPath = CGPath(rect: card.bounds, transform: nil)
        root.addSublayer(card)
        let out = RenderedLayer(root, size: CGSize(width: 60, height: 60), scale: 2)
        out.write("composite-shadow")
        #expect(out.pixel(25, 40).a > 200)          // inside the offset shadow
        #expect(out.pixel(25, 17).a == 0)           // the path itself is not painted
        #expect(out.pixel(25, 48).a > 0 && out.pixel(25, 48).a < 200)  // blurred edge
        #expect(card.composite.shadowCache != nil)
    }

    @Test("a perspective transform draws the layer as a projected quadrilateral")
    func perspective() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        let card = CALayer()
        card.frame = CGRect(x: 25, y: 25, width: 50, height: 50)
        card.backgroundColor = color(0, 0, 1)
        var t = CATransform3DIdentity
        t.m34 = -1 / 200
        card.transform = CATransform3DRotate(t, .pi / 4, 0, 1, 0)
        root.addSublayer(card)
        let out = RenderedLayer(root, size: CGSize(width: 100, height: 100), scale: 1)
        out.write("composite-perspective")
        #expect(out.pixel(50, 50) == .blue)
        // Rotated about y the card is narrower than 50 pt, and its near edge taller.
        #expect(out.pixel(27, 50).a == 0 || out.pixel(73, 50).a == 0)
        #expect(out.pixel(50, 26).a > 0 || out.pixel(50, 74).a > 0)
    }

    @Test("isDoubleSided false hides a layer turned away")
    func doubleSided() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        let card = CALayer()
        card.frame = root.bounds
        card.backgroundColor = color(0, 0, 1)
        var t = CATransform3DIdentity
        t.m34 = -1 / 500
        card.transform = CATransform3DRotate(t, .pi * 0.9, 0, 1, 0)
        card.isDoubleSided = false
        root.addSublayer(card)
        #expect(RenderedLayer(root, size: CGSize(width: 40, height: 40)).pixel(20, 20) == .clear)
        card.isDoubleSided = true
        #expect(RenderedLayer(root, size: CGSize(width: 40, height: 40)).pixel(20, 20) == .blue)
    }

    @Test("a shape layer's drawing beyond its bounds composites at its place, not stretched")
    func shapeBeyondBounds() {
        let root = CALayer()
        root.bounds = CGRect(x: 0, y: 0, width: 60, height: 60)
        let shape = CAShapeLayer()
        shape.frame = CGRect(x: 10, y: 10, width: 10, height: 10)
        shape.path = CGPath(rect: CGRect(x: 20, y: 20, width: 20, height: 20), transform: nil)
        shape.fillColor = color(0, 0, 1)
        root.addSublayer(shape)
        let out = RenderedLayer(root, size: CGSize(width: 60, height: 60), scale: 2)
        #expect(out.pixel(40, 40) == .blue)      // path at (30…50) in root coordinates
        #expect(out.pixel(15, 15) == .clear)     // the bounds themselves hold nothing
        #expect(out.pixel(52, 52) == .clear)
    }
}
