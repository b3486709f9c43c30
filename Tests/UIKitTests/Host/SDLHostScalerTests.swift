import Foundation
import Testing
import UIKitTesting

/// The live window's picture: after each frame only the damaged rectangles are redrawn into
/// the window's texture, scaled to the window, and the result matches a full redraw.
@Suite("SDL host scaler")
struct SDLHostScalerTests {
    /// A BGRX bitmap as the compositor and the texture hold it.
    struct Bitmap: Equatable {
        let width: Int, height: Int
        var pixels: [UInt32]

        init(width: Int, height: Int, seed: UInt32 = 0) {
            self.width = width
            self.height = height
            var state = seed &* 2_654_435_761 | 1
            pixels = (0..<width * height).map { _ in
                state ^= state << 13; state ^= state >> 17; state ^= state << 5
                return seed == 0 ? 0 : state
            }
        }

        /// The colour channels only (Cairo's RGB24 leaves the fourth byte unspecified).
        var colors: [UInt32] { pixels.map { $0 & 0x00FF_FFFF } }

        /// How many pixels' colours differ from `other`'s, the largest channel difference,
        /// and the first differing pixel.
        func difference(from other: Bitmap) -> (count: Int, worst: Int, first: (x: Int, y: Int)?) {
            var count = 0, worst = 0
            var first: (x: Int, y: Int)?
            for (index, (a, b)) in zip(colors, other.colors).enumerated() where a != b {
                count += 1
                first = first ?? (index % width, index / width)
                for shift in [0, 8, 16] {
                    worst = max(worst, abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF)))
                }
            }
            return (count, worst, first)
        }
    }

    /// Draws `rects` of `scaler`'s picture from `source` into `target`, as the host does
    /// with a locked part of its texture for each rectangle.
    private func draw(_ rects: [CGRect], with scaler: SDLHostScaler, from source: Bitmap, into target: inout Bitmap) {
        source.pixels.withUnsafeBytes { src in
            target.pixels.withUnsafeMutableBytes { dst in
                for rect in rects {
                    let origin = dst.baseAddress! + (Int(rect.minY) * target.width + Int(rect.minX)) * 4
                    scaler.draw(rect, from: src.baseAddress!, sourceBytesPerRow: source.width * 4, into: origin,
                                targetBytesPerRow: target.width * 4)
                }
            }
        }
    }

    /// A source changed where `damage` says; redrawing only the damaged rectangles must
    /// leave the picture as a full redraw of the new source would, to within `tolerance`
    /// levels per channel.
    private func expectPartialEqualsFull(screen: CGSize, source size: (Int, Int), target: (Int, Int), damage: CGRect,
                                         tolerance: Int = 0) {
        let scaler = SDLHostScaler(screenSize: screen, sourceWidth: size.0, sourceHeight: size.1,
                                   targetWidth: target.0, targetHeight: target.1)
        var source = Bitmap(width: size.0, height: size.1, seed: 7)
        var picture = Bitmap(width: target.0, height: target.1)
        draw([scaler.targetBounds], with: scaler, from: source, into: &picture)
        // Repaint the damaged source pixels.
        let scale = CGFloat(size.0) / screen.width
        let changed = Bitmap(width: size.0, height: size.1, seed: 99)
        for y in Int(damage.minY * scale)..<Int(damage.maxY * scale) {
            for x in Int(damage.minX * scale)..<Int(damage.maxX * scale) {
                source.pixels[y * size.0 + x] = changed.pixels[y * size.0 + x]
            }
        }
        let rects = scaler.targetRects(forDamage: [damage])
        draw(rects, with: scaler, from: source, into: &picture)
        var full = Bitmap(width: target.0, height: target.1)
        draw([scaler.targetBounds], with: scaler, from: source, into: &full)
        let difference = picture.difference(from: full)
        #expect(difference.worst <= tolerance,
                "\(difference.count) pixels differ, by up to \(difference.worst), first at \(difference.first); redrawn \(rects)")
        // And the damage did change the picture (the test is not vacuous).
        var before = Bitmap(width: target.0, height: target.1)
        draw([scaler.targetBounds], with: scaler, from: Bitmap(width: size.0, height: size.1, seed: 7), into: &before)
        #expect(before.colors != full.colors, "the damage changed nothing")
    }

    @Test("a window at the screen's pixel size gets the damaged pixels copied, exactly")
    func copies() {
        let scaler = SDLHostScaler(screenSize: CGSize(width: 100, height: 50), sourceWidth: 200, sourceHeight: 100,
                                   targetWidth: 200, targetHeight: 100)
        #expect(scaler.copiesPixels)
        #expect(scaler.targetRects(forDamage: [CGRect(x: 10, y: 20, width: 30, height: 15)])
            == [CGRect(x: 20, y: 40, width: 60, height: 30)])
        let source = Bitmap(width: 200, height: 100, seed: 3)
        var picture = Bitmap(width: 200, height: 100)
        draw(scaler.targetRects(forDamage: [CGRect(x: 10, y: 20, width: 30, height: 15)]), with: scaler, from: source,
             into: &picture)
        for y in 0..<100 {
            for x in 0..<200 {
                let inside = (20..<80).contains(x) && (40..<70).contains(y)
                #expect(picture.pixels[y * 200 + x] == (inside ? source.pixels[y * 200 + x] : 0))
            }
        }
    }

    @Test("a smaller window redraws each damaged rectangle grown to whole pixels and the filter's reach")
    func shrinkingRects() {
        let scaler = SDLHostScaler(screenSize: CGSize(width: 100, height: 100), sourceWidth: 200, sourceHeight: 200,
                                   targetWidth: 50, targetHeight: 50)
        #expect(!scaler.copiesPixels)
        #expect(scaler.targetRects(forDamage: [CGRect(x: 10, y: 10, width: 20, height: 20), CGRect(x: 51, y: 3, width: 1, height: 1)])
            == [CGRect(x: 4, y: 4, width: 12, height: 12), CGRect(x: 24, y: 0, width: 3, height: 3)])
        #expect(scaler.targetRects(forDamage: [CGRect(x: 0, y: 0, width: 100, height: 100)]) == [scaler.targetBounds])
    }

    @Test("a larger window (resized past the pixel size) reaches as far as a source pixel spreads")
    func enlargingRects() {
        let scaler = SDLHostScaler(screenSize: CGSize(width: 100, height: 100), sourceWidth: 200, sourceHeight: 200,
                                   targetWidth: 400, targetHeight: 400)
        #expect(scaler.targetRects(forDamage: [CGRect(x: 10, y: 10, width: 20, height: 20)])
            == [CGRect(x: 38, y: 38, width: 84, height: 84)])
    }

    @Test("bad input: damage off the picture, null or NaN is dropped; infinite damage is all of it; a zero screen gives nothing")
    func badDamage() {
        let scaler = SDLHostScaler(screenSize: CGSize(width: 100, height: 100), sourceWidth: 200, sourceHeight: 200,
                                   targetWidth: 50, targetHeight: 50)
        #expect(scaler.targetRects(forDamage: []).isEmpty)
        #expect(scaler.targetRects(forDamage: [.null, CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5),
                                               CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 5),
                                               CGRect(x: 300, y: 300, width: 10, height: 10)]).isEmpty)
        #expect(scaler.targetRects(forDamage: [.infinite]) == [scaler.targetBounds])
        #expect(scaler.targetRects(forDamage: [CGRect(x: 95, y: -20, width: 30, height: 30)])
            == [CGRect(x: 46, y: 0, width: 4, height: 6)])
        let none = SDLHostScaler(screenSize: .zero, sourceWidth: 0, sourceHeight: 0, targetWidth: 0, targetHeight: 0)
        #expect(none.targetRects(forDamage: [CGRect(x: 0, y: 0, width: 10, height: 10)]).isEmpty)
        // Drawing outside the picture does nothing (and does not crash).
        var picture = Bitmap(width: 50, height: 50)
        draw([CGRect(x: 40, y: 40, width: 20, height: 20)], with: scaler, from: Bitmap(width: 200, height: 200, seed: 1),
             into: &picture)
        #expect(picture.pixels.allSatisfy { $0 == 0 })
    }

    // Pixman samples in fixed point from where a redraw starts, so a redrawn pixel may come
    // out a level off a full redraw's (two when enlarging: bilinear weights have 7 bits).

    @Test("redrawing only the damage matches a full redraw: a 3× screen shrunk to 0.36, within a level")
    func partialEqualsFullShrinking() {
        expectPartialEqualsFull(screen: CGSize(width: 131, height: 284), source: (393, 852), target: (142, 308),
                                damage: CGRect(x: 40, y: 100, width: 7, height: 3), tolerance: 1)
        expectPartialEqualsFull(screen: CGSize(width: 131, height: 284), source: (393, 852), target: (142, 308),
                                damage: CGRect(x: 11.3, y: 0, width: 50, height: 1), tolerance: 1)
        expectPartialEqualsFull(screen: CGSize(width: 131, height: 284), source: (393, 852), target: (142, 308),
                                damage: CGRect(x: 130, y: 283, width: 1, height: 1), tolerance: 1)
    }

    @Test("redrawing only the damage matches a full redraw: a window enlarged past the pixel size, within 2 levels")
    func partialEqualsFullEnlarging() {
        expectPartialEqualsFull(screen: CGSize(width: 60, height: 40), source: (120, 80), target: (300, 200),
                                damage: CGRect(x: 20, y: 10, width: 3, height: 2), tolerance: 2)
    }
}
