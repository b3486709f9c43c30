import CoreGraphics
import QuartzCore
import UIKit

// Views belong to the main actor: these strategies are made there, and their snapshot
// closures, which the library calls synchronously from the asserting test, check that
// they still are (a test that snapshots views must be `@MainActor`).
extension Snapshotting where Value == UIView, Format == UIImage {
    /// A snapshot strategy for comparing views based on pixel equality.
    @MainActor public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing views as images.
    ///
    /// - Parameters:
    ///   - precision: The share of pixels that must match.
    ///   - perceptualPrecision: How close a pixel's colour must be to count as matching
    ///     (see ``SnapshotTesting/Diffing/image(precision:perceptualPrecision:scale:)``).
    ///   - size: A view size override.
    ///   - scale: Pixels per point of the image; `nil` means `UIScreen.main.scale` (on iOS
    ///     this comes from the `traits` parameter, which waits for trait collections).
    @preconcurrency @MainActor
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat? = nil) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { view in MainActor.assumeIsolated { renderedImage(of: view, size: size, scale: scale) } }
    }
}

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A snapshot strategy for comparing view controllers' views based on pixel equality.
    @MainActor public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing a view controller's view as an image. The view is
    /// loaded if needed and sized to `size`, or else to the main screen.
    @preconcurrency @MainActor
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, size: CGSize? = nil,
                             scale: CGFloat? = nil) -> Snapshotting {
        Snapshotting<UIView, UIImage>
            .image(precision: precision, perceptualPrecision: perceptualPrecision,
                   size: size ?? UIScreen.main.bounds.size, scale: scale)
            .pullback { controller in MainActor.assumeIsolated { controller.view } }
    }
}

extension Snapshotting where Value == CALayer, Format == UIImage {
    /// A snapshot strategy for comparing layers based on pixel equality.
    public static var image: Snapshotting { .image() }

    /// A snapshot strategy for comparing a layer tree as an image of the layer's bounds.
    public static func image(precision: Float = 1, perceptualPrecision: Float = 1, scale: CGFloat? = nil) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: scale)
            .pullback { layer in renderedImage(of: layer, scale: scale) }
    }
}
