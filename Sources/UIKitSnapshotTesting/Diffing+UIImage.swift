import Foundation
import UIKit

extension Diffing where Value == UIImage {
    /// A pixel-diffing strategy for images which requires a 100% match.
    public static var image: Diffing { .image() }

    /// A pixel-diffing strategy for images with tolerances, as on iOS.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels (bytes, when `perceptualPrecision` is 1) that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to count as matching:
    ///     a pixel matches when its CIE ΔE 1994 difference is at most
    ///     `(1 - perceptualPrecision) * 100`; 0.98–0.99 is about what the eye can tell.
    ///   - scale: The scale references are read at; `nil` or 0 means `UIScreen.main.scale`.
    ///
    /// On failure the message names a difference picture written next to the failed
    /// snapshot (`SNAPSHOT_ARTIFACTS`, else the temporary directory), and the reference,
    /// the new snapshot and the difference are attached where the test runner takes
    /// attachments.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Diffing {
        let imageScale = scale.flatMap { $0 == 0 ? nil : $0 } ?? MainQueue.screenScale
        let toData: (UIImage) -> Data = { $0.pngData() ?? Data() }
        return .diff(
            toData: toData,
            fromData: { UIImage(data: $0, scale: imageScale) ?? UIImage() }
        ) { old, new in
            guard let message = compare(old, new, precision: precision, perceptualPrecision: perceptualPrecision) else {
                return nil
            }
            let difference = differenceImage(old, new)
            let path = writeDifferenceImage(old, new)
            return (
                message + (path.map { "\n\nDifference image: \($0)" } ?? ""),
                [.data(toData(old), name: "reference.png"), .data(toData(new), name: "failure.png"),
                 .data(toData(difference), name: "difference.png")]
            )
        }
    }
}

extension Snapshotting where Value == UIImage, Format == UIImage {
    /// A snapshot strategy for comparing images based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing images with tolerances; see
    /// ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting(pathExtension: "png",
                     diffing: .image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale))
    }
}
