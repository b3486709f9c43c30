import CoreGraphics
import Foundation
import Testing

@Suite("CGContext image drawing")
struct ContextImageTests {
    /// 2×2: top row red, bottom row blue, as seen in a viewer.
    private let redOverBlue = makeImage([[.red, .red], [.blue, .blue]])

    @Test("draw(_:in:) in a Core Graphics context shows the image upright")
    func uprightInBitmapContext() {
        let bitmap = TestBitmap(width: 2, height: 2)
        bitmap.context.interpolationQuality = .none
        bitmap.context.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(bitmap.pixel(0, 0) == .red)
        #expect(bitmap.pixel(0, 1) == .blue)
    }

    @Test("R4.5 / R10.3 / scenario 14: in a flipped (UIKit-style) context the image appears upside down")
    func upsideDownInFlippedContext() {
        let bitmap = TestBitmap(width: 2, height: 2)
        let c = bitmap.context
        c.interpolationQuality = .none
        c.translateBy(x: 0, y: 2)
        c.scaleBy(x: 1, y: -1)
        c.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(bitmap.pixel(0, 0) == .blue)
        #expect(bitmap.pixel(0, 1) == .red)
    }

    @Test("R4.5 fix / scenario 16: flipping back before drawing puts red on top again")
    func flipFix() {
        let bitmap = TestBitmap(width: 2, height: 2)
        let c = bitmap.context
        c.interpolationQuality = .none
        c.translateBy(x: 0, y: 2)
        c.scaleBy(x: 1, y: -1)           // the view's flipped context
        c.translateBy(x: 0, y: 2)
        c.scaleBy(x: 1, y: -1)           // the R4.5 fix
        c.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 2, height: 2))
        #expect(bitmap.pixel(0, 0) == .red)
        #expect(bitmap.pixel(0, 1) == .blue)
    }

    @Test("interpolation none scales with hard pixel blocks")
    func nearestNeighbour() {
        let checker = makeImage([[.white, .black], [.black, .white]])
        let bitmap = TestBitmap(width: 8, height: 8)
        bitmap.context.interpolationQuality = .none
        bitmap.context.draw(checker, in: CGRect(x: 0, y: 0, width: 8, height: 8))
        for y in 0..<8 {
            for x in 0..<8 {
                #expect(bitmap.pixel(x, y) == (((x / 4) + (y / 4)) % 2 == 0 ? .white : .black))
            }
        }
    }

    @Test("scaled images keep clean edges: opaque to the rect's edge, nothing outside")
    func cleanEdges() {
        let green = makeImage([[.green, .green], [.green, .green]])
        let bitmap = TestBitmap(width: 12, height: 12)
        bitmap.context.interpolationQuality = .high
        bitmap.context.draw(green, in: CGRect(x: 2, y: 2, width: 8, height: 8))
        #expect(bitmap.pixel(cg: 2, 2) == .green)
        #expect(bitmap.pixel(cg: 9, 9) == .green)
        #expect(bitmap.pixel(cg: 1, 5) == .clear)
        #expect(bitmap.pixel(cg: 10, 5) == .clear)
        #expect(bitmap.count { $0 == .green } == 64)
    }

    @Test("an image mask paints the fill colour where its samples are 0")
    func imageMaskDrawing() {
        let mask = CGImage(maskWidth: 2, height: 1, bitsPerComponent: 8, bitsPerPixel: 8, bytesPerRow: 2,
                           provider: CGDataProvider(data: Data([0, 255]))!, decode: nil, shouldInterpolate: false)!
        let bitmap = TestBitmap(width: 2, height: 1)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.draw(mask, in: CGRect(x: 0, y: 0, width: 2, height: 1))
        #expect(bitmap.pixel(0, 0) == .red)
        #expect(bitmap.pixel(1, 0) == .clear)
    }

    @Test("byTiling repeats the image at the rect's size across the clip")
    func tiling() {
        let bitmap = TestBitmap(width: 8, height: 8)
        bitmap.context.interpolationQuality = .none
        bitmap.context.draw(redOverBlue, in: CGRect(x: 0, y: 0, width: 2, height: 2), byTiling: true)
        for y in 0..<8 { #expect(bitmap.pixel(5, y) == (y % 2 == 0 ? .red : .blue)) }
    }

    @Test("scenario 18: makeImage() is a snapshot equal to the context's pixels")
    func makeImageSnapshot() throws {
        let bitmap = TestBitmap(width: 10, height: 10)
        bitmap.context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        let image = try #require(bitmap.context.makeImage())
        #expect(image.width == 10 && image.height == 10)
        let before = try #require(image.dataProvider?.data)
        #expect(before == Data(bytes: bitmap.context.data!, count: 400))
        bitmap.context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(image.dataProvider?.data == before)
        // Drawing the snapshot reproduces it.
        let copy = TestBitmap(width: 10, height: 10)
        copy.context.draw(image, in: CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(copy.pixel(2, 2) == .red && copy.pixel(7, 2) == .clear)
    }
}
