import CoreGraphics
import UIKit

/// Compares a reference image with a new snapshot the way the library does on iOS, with
/// its messages: exact bytes first; then, with `perceptualPrecision` below 1, the share of
/// pixels whose colour difference (``PerceptualDifference``) stays within
/// `(1 - perceptualPrecision) * 100`; otherwise the share of matching bytes. `nil` means
/// the images match.
func compare(_ old: UIImage, _ new: UIImage, precision: Float, perceptualPrecision: Float) -> String? {
    guard let oldImage = old.cgImage, let oldPixels = PixelBuffer(oldImage) else {
        return "Reference image could not be loaded."
    }
    guard let newImage = new.cgImage else { return "Newly-taken snapshot could not be loaded." }
    guard newImage.width != 0, newImage.height != 0 else { return "Newly-taken snapshot is empty." }
    guard oldImage.width == newImage.width, oldImage.height == newImage.height else {
        return "Newly-taken snapshot@\(new.size) does not match reference@\(old.size)."
    }
    if PixelBuffer(newImage) == oldPixels { return nil }
    // The reference went through PNG, which stores un-premultiplied colour; send the new
    // image the same way before judging, so translucent pixels round alike.
    guard let newPixels = new.pngData().flatMap(UIImage.init(data:))?.cgImage.flatMap(PixelBuffer.init) else {
        return "Newly-taken snapshot's data could not be loaded."
    }
    if newPixels == oldPixels { return nil }
    if precision >= 1, perceptualPrecision >= 1 { return "Newly-taken snapshot does not match reference." }

    if perceptualPrecision < 1 {
        let threshold = Double(1 - perceptualPrecision) * 100
        var failing = 0
        var maximumDeltaE = 0.0
        for index in 0..<oldPixels.pixelCount {
            let deltaE = PerceptualDifference.difference(oldPixels, newPixels, at: index)
            if deltaE > threshold {
                failing += 1
                maximumDeltaE = max(maximumDeltaE, deltaE)
            }
        }
        let actualPixelPrecision = 1 - Float(failing) / Float(oldPixels.pixelCount)
        guard actualPixelPrecision < precision else { return nil }
        let minimumPerceptualPrecision = 1 - min(Float(maximumDeltaE) / 100, 1)
        return """
            The percentage of pixels that match \(actualPixelPrecision) is less than required \(precision)
            The lowest perceptual color precision \(minimumPerceptualPrecision) is less than required \(perceptualPrecision)
            """
    }
    let byteCount = oldPixels.bytes.count
    let differentBytes = zip(oldPixels.bytes, newPixels.bytes).reduce(0) { $0 + ($1.0 == $1.1 ? 0 : 1) }
    guard differentBytes > Int((1 - precision) * Float(byteCount)) else { return nil }
    let actualPrecision = 1 - Float(differentBytes) / Float(byteCount)
    return "Actual image precision \(actualPrecision) is less than required \(precision)"
}
