import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// The screen compositor leaves out what opaque layers hide (the compositor walks the trees
/// front to back where layers are opaque); the pixels must be exactly those of drawing
/// everything.
@Suite("Compositor occlusion")
struct OcclusionTests {
    static let size = CGSize(width: 60, height: 40)

    @Test("Occlusion: opaque colour layers hide whole layers behind them and the screen's black")
    func opaqueColours() {
        let back = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(1, 0, 0))
        let middle = solid(CGRect(x: 10, y: 10, width: 20, height: 10), color(0, 1, 0))
        let front = solid(CGRect(x: 0, y: 0, width: 40, height: 40), color(0, 0, 1))
        let screen = CompositedScreen([back, middle, front])
        let occlusion = screen.occlusion()
        #expect(occlusion.coversArea)
        #expect(occlusion.hiddenTrees.contains(ObjectIdentifier(middle)))
        #expect(!occlusion.hiddenTrees.contains(ObjectIdentifier(back)))   // shows right of x = 40
        #expect(screen.pixels.pixel(150, 60) == .red && screen.pixels.pixel(60, 60) == .blue)
        screen.expectSamePixelsAsDrawingEverything()
    }

    @Test("Occlusion: an opaque image hides what is behind it; an image with alpha does not")
    func opaqueImages() {
        let hiddenBehindImage = solid(CGRect(x: 0, y: 0, width: 30, height: 40), color(1, 0, 0))
        let shownThroughAlpha = solid(CGRect(x: 30, y: 0, width: 30, height: 40), color(0, 1, 0))
        let opaqueImage = imageLayer(CGRect(x: 0, y: 0, width: 30, height: 40), opaque: true)
        let translucentImage = imageLayer(CGRect(x: 30, y: 0, width: 30, height: 40), opaque: false)
        let screen = CompositedScreen([hiddenBehindImage, shownThroughAlpha, opaqueImage, translucentImage])
        let occlusion = screen.occlusion()
        #expect(occlusion.hiddenTrees.contains(ObjectIdentifier(hiddenBehindImage)))
        #expect(!occlusion.hiddenTrees.contains(ObjectIdentifier(shownThroughAlpha)))
        screen.expectSamePixelsAsDrawingEverything()
    }

    @Test("Occlusion: at fractional positions the partly covered edge pixels still show what is behind")
    func fractionalPositions() {
        let back = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(1, 0, 0))
        // 10.1 pt is 30.3 px at 3×: pixel column 30 is 30 % `left`, 70 % `front`.
        let left = solid(CGRect(x: 0, y: 0, width: 10.1, height: 40), color(0, 1, 0))
        let front = solid(CGRect(x: 10.1, y: 0, width: 49.9, height: 40), color(0, 0, 1))
        let screen = CompositedScreen([back, left, front])
        #expect(!screen.occlusion().hiddenTrees.contains(ObjectIdentifier(back)))
        #expect(screen.pixels.pixel(30, 60) != screen.pixels.pixel(29, 60))
        screen.expectSamePixelsAsDrawingEverything()
        // The same two layers meeting on a pixel boundary (1/3 pt at 3×) hide it.
        left.frame = CGRect(x: 0, y: 0, width: 10 + 1.0 / 3, height: 40)
        front.frame = CGRect(x: 10 + 1.0 / 3, y: 0, width: 50 - 1.0 / 3, height: 40)
        let aligned = CompositedScreen([back, left, front])
        #expect(aligned.occlusion().hiddenTrees.contains(ObjectIdentifier(back)))
        aligned.expectSamePixelsAsDrawingEverything()
    }

    @Test("Occlusion: rounded corners hide only inside the rounded outline")
    func roundedCorners() {
        let back = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(1, 0, 0))
        let front = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(0, 0, 1))
        front.cornerRadius = 8
        let screen = CompositedScreen([back, front])
        #expect(!screen.occlusion().hiddenTrees.contains(ObjectIdentifier(back)))
        #expect(screen.pixels.pixel(0, 0) == .red)
        #expect(screen.occlusion(in: CGRect(x: 8, y: 8, width: 44, height: 24)).hiddenTrees.contains(ObjectIdentifier(back)))
        screen.expectSamePixelsAsDrawingEverything()
    }

    @Test("scenario 68: a clipping superlayer limits what its sublayers hide")
    func clippingSuperlayer() {
        let back = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(1, 0, 0))
        let clipper = CALayer()
        clipper.frame = CGRect(x: 0, y: 0, width: 30, height: 40)
        clipper.masksToBounds = true
        clipper.addSublayer(solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(0, 0, 1)))
        let screen = CompositedScreen([back, clipper])
        let occlusion = screen.occlusion()
        #expect(!occlusion.hiddenTrees.contains(ObjectIdentifier(back)))
        #expect(screen.occlusion(in: CGRect(x: 0, y: 0, width: 30, height: 40)).hiddenTrees.contains(ObjectIdentifier(back)))
        #expect(screen.pixels.pixel(150, 60) == .red)
        screen.expectSamePixelsAsDrawingEverything()
    }

    @Test("Occlusion: translucent, masked and shadow-casting groups hide nothing behind them")
    func groups() {
        let groupings: [(CALayer) -> Void] = [
            { $0.opacity = 0.5 },
            { layer in
                let mask = CALayer()
                mask.frame = layer.bounds.insetBy(dx: 5, dy: 5)
                mask.backgroundColor = color(0, 0, 0)
                layer.mask = mask
            },
            { layer in layer.shadowOpacity = 1; layer.shadowRadius = 2 },
        ]
        for configure in groupings {
            let back = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(1, 0, 0))
            let group = CALayer()
            group.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
            group.addSublayer(solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(0, 0, 1)))
            configure(group)
            let screen = CompositedScreen([back, group])
            #expect(!screen.occlusion().hiddenTrees.contains(ObjectIdentifier(back)))
            screen.expectSamePixelsAsDrawingEverything()
        }
    }

    @Test("R-XF: a rotated opaque layer hides nothing")
    func rotated() {
        let back = solid(CGRect(x: 25, y: 15, width: 10, height: 10), color(1, 0, 0))
        let front = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(0, 0, 1))
        front.setAffineTransform(CGAffineTransform(rotationAngle: .pi / 2))
        let screen = CompositedScreen([back, front])
        #expect(!screen.occlusion().hiddenTrees.contains(ObjectIdentifier(back)))
        screen.expectSamePixelsAsDrawingEverything()
    }

    @Test("Occlusion: a sublayer raised by zPosition hides the sublayer drawn before it")
    func zPositionOrder() {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: OcclusionTests.size)
        let raised = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(0, 0, 1))
        raised.zPosition = 1
        let lowered = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(1, 0, 0))
        root.addSublayer(raised)
        root.addSublayer(lowered)
        let screen = CompositedScreen([root])
        #expect(screen.occlusion().hiddenTrees.contains(ObjectIdentifier(lowered)))
        #expect(screen.pixels.pixel(30, 30) == .blue)
        screen.expectSamePixelsAsDrawingEverything()
    }

    @Test("Occlusion: a layer covered by its own opaque sublayer skips its background but keeps its border")
    func ownContentHidden() {
        let card = solid(CGRect(x: 0, y: 0, width: 60, height: 40), color(1, 0, 0))
        card.borderWidth = 2
        card.borderColor = color(0, 1, 0)
        card.addSublayer(solid(card.bounds, color(0, 0, 1)))
        let screen = CompositedScreen([card])
        #expect(screen.occlusion().hiddenContent.contains(ObjectIdentifier(card)))
        #expect(!screen.occlusion().hiddenTrees.contains(ObjectIdentifier(card)))
        #expect(screen.pixels.pixel(1, 20) == .green && screen.pixels.pixel(30, 20) == .blue)
        screen.expectSamePixelsAsDrawingEverything()
    }

    @Test("Occlusion: contents reaching beyond the bounds (aspect fill) still show where nothing covers them")
    func contentBeyondBounds() {
        let photo = imageLayer(CGRect(x: 20, y: 10, width: 20, height: 10), opaque: true)
        photo.contentsGravity = .resizeAspectFill   // a square image over 20 × 20: 5 pt above and below
        let cover = solid(CGRect(x: 20, y: 10, width: 20, height: 10), color(0, 0, 1))
        let screen = CompositedScreen([photo, cover])
        #expect(!screen.occlusion().hiddenContent.contains(ObjectIdentifier(photo)))
        #expect(!screen.occlusion().hiddenTrees.contains(ObjectIdentifier(photo)))
        #expect(screen.pixels.pixel(90, 20) != .black && screen.pixels.pixel(90, 45) == .blue)
        screen.expectSamePixelsAsDrawingEverything()
    }

    @Test("Occlusion: one changed layer repaints its own rectangle only, behind its opaque siblings' rules")
    func damageOfOneChange() {
        let root = solid(CGRect(origin: .zero, size: OcclusionTests.size), color(1, 1, 1))
        let cells = (0..<4).map { solid(CGRect(x: 0, y: CGFloat($0) * 10, width: 60, height: 10), color(0.9, 0.9, 0.9)) }
        for cell in cells { root.addSublayer(cell) }
        let screen = CompositedScreen([root])
        cells[2].backgroundColor = color(0, 0, 1)
        screen.compositor.composite()
        #expect(screen.compositor.lastDamage == [CGRect(x: 0, y: 20, width: 60, height: 10)])
        #expect(screen.pixels.differingPixels(from: CompositedScreen([root], skipping: false).pixels) == 0)
    }

    @Test("Occlusion: random trees give the pixels of drawing everything", arguments: 0..<24)
    func randomTrees(seed: Int) {
        var tree = RandomTree(wholePixels: seed % 3 == 0, random: SeededRandom(seed: seed))
        let roots = (0..<2).map { _ in tree.make(depth: 3, in: CGRect(origin: .zero, size: OcclusionTests.size)) }
        CompositedScreen(roots).expectSamePixelsAsDrawingEverything(name: "occlusion-random-\(seed)")
    }

    @Test("Occlusion: random changes composited frame by frame give exactly a full repaint's pixels", arguments: 0..<12)
    func randomChangesExactly(seed: Int) {
        expectFramesMatchFullRepaints(RandomTree(wholePixels: true, random: SeededRandom(seed: seed + 1000)), tolerance: 0)
    }

    /// Antialiased edges (fractional, rounded, rotated) and scaled images come out of Cairo
    /// and pixman a few levels apart depending on where the clip lies; stale pixels left by
    /// missing damage would be far off.
    @Test("Occlusion: random changes with any geometry give a full repaint's pixels, to Cairo's rounding",
          arguments: 0..<12)
    func randomChanges(seed: Int) {
        expectFramesMatchFullRepaints(RandomTree(wholePixels: false, random: SeededRandom(seed: seed + 2000)), tolerance: 16)
    }

    private func expectFramesMatchFullRepaints(_ tree: RandomTree, tolerance: Int) {
        var tree = tree
        let root = tree.make(depth: 3, in: CGRect(origin: .zero, size: OcclusionTests.size))
        let screen = CompositedScreen([root])
        for frame in 0..<10 {
            tree.change(root)
            screen.compositor.commit()
            screen.compositor.composite()
            let differing = screen.pixels.differingPixels(from: CompositedScreen([root], skipping: false).pixels, tolerance: tolerance)
            #expect(differing == 0, "frame \(frame): \(differing) pixels differ")
        }
    }

    @Test("zPosition bookkeeping: the drawing order follows z changes, moves and removals")
    func zPositionBookkeeping() {
        let parent = CALayer(), other = CALayer()
        let a = CALayer(), b = CALayer(), c = CALayer()
        parent.sublayers = [a, b, c]
        #expect(parent.sublayersInDrawingOrder == [a, b, c])
        a.zPosition = 2
        #expect(parent.sublayersInDrawingOrder == [b, c, a])
        c.zPosition = -1
        #expect(parent.sublayersInDrawingOrder == [c, b, a])
        other.addSublayer(a)
        #expect(parent.sublayersInDrawingOrder == [c, b] && other.sublayersInDrawingOrder == [a])
        c.removeFromSuperlayer()
        #expect(parent.zPositionedSublayers == 0 && other.zPositionedSublayers == 1)
        a.zPosition = 0
        #expect(other.zPositionedSublayers == 0)
        c.zPosition = .nan
        parent.sublayers = [c, b]
        #expect(parent.zPositionedSublayers == 1)
        c.zPosition = .nan
        parent.insertSublayer(a, at: 0)
        #expect(parent.zPositionedSublayers == 1)
    }

    // MARK: Helpers


    private func imageLayer(_ frame: CGRect, opaque: Bool) -> CALayer {
        let layer = CALayer()
        layer.frame = frame
        layer.contents = RandomTree.image(opaque: opaque)
        layer.contentsScale = 3
        return layer
    }
}

/// A small deterministic generator (the tests must not depend on the system's).
struct SeededRandom {
    private var state: UInt64

    init(seed: Int) { state = UInt64(truncatingIfNeeded: seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1 }

    mutating func next() -> UInt64 {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return state >> 11
    }

    /// A value in 0..<1.
    mutating func unit() -> CGFloat { CGFloat(next()) / CGFloat(1 << 53) }
    mutating func chance(_ p: CGFloat) -> Bool { unit() < p }
    mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
}

/// Random layer trees exercising what occlusion and damage depend on: opaque and
/// translucent backgrounds, images with and without alpha, clipping, groups, shadows,
/// z order, hiding, moves; and, unless `wholePixels`, corners, borders, rotation and
/// fractional geometry.
struct RandomTree {
    /// Only geometry on whole pixels at 3×, upright, unrounded, unscaled images: what Cairo
    /// draws the same whatever the clip.
    var wholePixels: Bool
    var random: SeededRandom

    mutating func make(depth: Int, in area: CGRect) -> CALayer {
        let layer = CALayer()
        layer.frame = frame(in: area)
        restyle(layer)
        if depth > 0 {
            for _ in 0..<random.int(0..<5) {
                layer.addSublayer(make(depth: depth - 1, in: layer.bounds.insetBy(dx: -4, dy: -4)))
            }
        }
        return layer
    }

    /// Changes one thing about a random layer of the tree.
    mutating func change(_ root: CALayer) {
        var all: [CALayer] = []
        func collect(_ layer: CALayer) { all.append(layer); layer.sublayers?.forEach(collect) }
        collect(root)
        let layer = all[random.int(0..<all.count)]
        switch random.int(0..<6) {
        case 0: layer.frame = frame(in: layer.superlayer?.bounds ?? root.frame)
        case 1: layer.isHidden.toggle()
        case 2: if layer !== root { root.addSublayer(layer) }
        case 3: layer.zPosition = random.chance(0.5) ? 0 : CGFloat(random.int(-2..<3))
        // Only the opacity: a group fading keeps its drawn look (`GroupLook`).
        case 4: layer.opacity = random.chance(0.3) ? 1 : Float(0.3 + 0.6 * random.unit())
        default: restyle(layer)
        }
    }

    private mutating func frame(in area: CGRect) -> CGRect {
        func coordinate(_ max: CGFloat, _ tree: inout RandomTree) -> CGFloat {
            let v = tree.random.unit() * max
            return tree.wholePixels || tree.random.chance(0.7) ? (v * 3).rounded() / 3 : v
        }
        let x = coordinate(area.width * 0.8, &self), y = coordinate(area.height * 0.8, &self)
        let origin = wholePixels ? CGPoint(x: (area.minX * 3).rounded() / 3, y: (area.minY * 3).rounded() / 3) : area.origin
        return CGRect(x: origin.x + x, y: origin.y + y, width: 2 + coordinate(area.width, &self),
                      height: 2 + coordinate(area.height, &self))
    }

    private mutating func restyle(_ layer: CALayer) {
        let alpha: CGFloat = random.chance(0.7) ? 1 : 0.5
        layer.backgroundColor = random.chance(0.8)
            ? CGColor(red: random.unit(), green: random.unit(), blue: random.unit(), alpha: alpha) : nil
        layer.contents = random.chance(0.2) ? RandomTree.image(opaque: random.chance(0.6)) : nil
        layer.contentsScale = 3
        layer.contentsGravity = wholePixels || random.chance(0.3) ? .center : .resize
        layer.masksToBounds = random.chance(0.3)
        layer.opacity = random.chance(0.1) ? 0.6 : 1
        layer.shadowOpacity = random.chance(0.05) ? 0.8 : 0
        layer.zPosition = random.chance(0.1) ? 1 : 0
        let rounded = !wholePixels && random.chance(0.2)
        layer.cornerRadius = rounded ? 4 : 0
        layer.borderWidth = !wholePixels && random.chance(0.2) ? 1 : 0
        let rotated = !wholePixels && random.chance(0.1)
        layer.setAffineTransform(rotated ? CGAffineTransform(rotationAngle: 0.3) : .identity)
    }

    /// A 6 × 6 pixel checkerboard, opaque or half transparent.
    static func image(opaque: Bool) -> CGImage {
        let info = (opaque ? CGImageAlphaInfo.noneSkipFirst : .premultipliedFirst).rawValue
            | CGBitmapInfo.byteOrder32Little.rawValue
        let ctx = CGContext(data: nil, width: 6, height: 6, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
        for y in 0..<6 {
            for x in 0..<6 {
                ctx.setFillColor((x + y) % 2 == 0 ? color(1, 0.5, 0, opaque ? 1 : 0.5) : color(0, 0.5, 1, opaque ? 1 : 0.5))
                ctx.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return ctx.makeImage()!
    }
}
