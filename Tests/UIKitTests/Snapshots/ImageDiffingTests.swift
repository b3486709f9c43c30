import Foundation
import Testing
@testable import UIKitSnapshotTesting
import UIKitTesting

/// The image diffing behind every `.image` strategy: verdicts, tolerances, messages and
/// the difference picture.
@Suite("Snapshot image diffing")
struct ImageDiffingTests {
    /// A 10×10 pt image at scale 1, filled with `color`, with `changed` pixels (counted
    /// from the top-left, row by row) painted `changedColor`.
    static func image(_ color: UIColor, changed: Int = 0, to changedColor: UIColor = .black,
                      size: CGSize = CGSize(width: 10, height: 10)) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: size, format: format).image { context in
            color.setFill()
            context.fill(CGRect(origin: .zero, size: size))
            changedColor.setFill()
            for index in 0..<changed {
                context.fill(CGRect(x: index % Int(size.width), y: index / Int(size.width), width: 1, height: 1))
            }
        }
    }

    @Test("identical images match at full precision")
    func identical() {
        #expect(compare(Self.image(.red), Self.image(.red), precision: 1, perceptualPrecision: 1) == nil)
    }

    @Test("one different pixel fails full precision with the library's message")
    func onePixel() {
        let message = compare(Self.image(.red), Self.image(.red, changed: 1), precision: 1, perceptualPrecision: 1)
        #expect(message == "Newly-taken snapshot does not match reference.")
    }

    @Test("precision counts matching bytes: 1 pixel of 100 differs in 3 of 400 bytes")
    func bytePrecision() {
        let old = Self.image(.red), new = Self.image(.red, changed: 1, to: .blue)
        #expect(compare(old, new, precision: 0.99, perceptualPrecision: 1) == nil)
        let message = compare(old, new, precision: 0.999, perceptualPrecision: 1)
        #expect(message == "Actual image precision 0.995 is less than required 0.999")
    }

    @Test("perceptual precision forgives colour changes below the ΔE threshold")
    func perceptualPrecision() {
        let old = Self.image(UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
        let slightlyLighter = Self.image(UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1), changed: 100,
                                         to: UIColor(red: 0.51, green: 0.51, blue: 0.51, alpha: 1))
        #expect(compare(old, slightlyLighter, precision: 1, perceptualPrecision: 0.98) == nil)
        let message = compare(old, slightlyLighter, precision: 1, perceptualPrecision: 0.999)
        #expect(message?.hasPrefix("The percentage of pixels that match 0.0 is less than required 1.0") == true)
        // Precision then bounds how many pixels may exceed the threshold.
        let fewRed = Self.image(.white, changed: 3, to: .red)
        #expect(compare(Self.image(.white), fewRed, precision: 0.97, perceptualPrecision: 0.98) == nil)
        #expect(compare(Self.image(.white), fewRed, precision: 0.98, perceptualPrecision: 0.98) != nil)
    }

    @Test("different sizes and empty snapshots are reported, never compared")
    func sizes() {
        let message = compare(Self.image(.red), Self.image(.red, size: CGSize(width: 5, height: 10)),
                              precision: 0, perceptualPrecision: 0)
        let newSize = CGSize(width: 5, height: 10), referenceSize = CGSize(width: 10, height: 10)
        #expect(message == "Newly-taken snapshot@\(newSize) does not match reference@\(referenceSize).")
        #expect(compare(UIImage(), Self.image(.red), precision: 1, perceptualPrecision: 1)
                == "Reference image could not be loaded.")
    }

    @Test("ΔE 1994 of known colours: black to white is 100, sRGB red is L*53 a*80 b*67")
    func deltaE() {
        let white = PerceptualDifference.lab(red: 1, green: 1, blue: 1)
        let black = PerceptualDifference.lab(red: 0, green: 0, blue: 0)
        #expect(abs(white.l - 100) < 0.01 && abs(white.a) < 0.01 && abs(white.b) < 0.01)
        #expect(abs(PerceptualDifference.deltaE94(white, black) - 100) < 0.01)
        let red = PerceptualDifference.lab(red: 1, green: 0, blue: 0)
        #expect(abs(red.l - 53.24) < 0.05 && abs(red.a - 80.09) < 0.05 && abs(red.b - 67.20) < 0.05)
    }

    @Test("the difference picture is black where equal and bright where changed, and is written to disk")
    func differencePicture() throws {
        let old = Self.image(.white), new = Self.image(.white, changed: 1, to: .black)
        let difference = differenceImage(old, new)
        let pixels = RenderedPixels(try #require(difference.cgImage))
        #expect(pixels[0, 0] == .white)
        #expect(pixels[5, 5] == .black)
        let path = try #require(writeDifferenceImage(old, new))
        #expect(UIImage(contentsOfFile: path)?.size == CGSize(width: 10, height: 10))
    }

    @Test("the image strategy's failure message names the difference picture")
    func failureMessage() throws {
        let diffing = Diffing<UIImage>.image
        let (message, attachments) = try #require(diffing.diffV2(Self.image(.red), Self.image(.green)))
        #expect(message.contains("Difference image: "))
        #expect(attachments.count == 3)
    }
}
