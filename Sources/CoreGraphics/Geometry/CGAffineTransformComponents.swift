import Foundation

/// The decomposed parts of an affine transform: scale, horizontal shear, rotation
/// and translation, applied in that order (iOS 16 API).
public struct CGAffineTransformComponents: Equatable, Hashable, Sendable {
    /// The initial scaling in X and Y.
    public var scale: CGSize
    /// Shear along X, applied after scaling (`tan` of the shear angle).
    public var horizontalShear: CGFloat
    /// Rotation in radians, applied after the shear.
    public var rotation: CGFloat
    /// Translation, applied last.
    public var translation: CGVector

    public init(scale: CGSize = CGSize(width: 1, height: 1), horizontalShear: CGFloat = 0,
                rotation: CGFloat = 0, translation: CGVector = .zero) {
        self.scale = scale
        self.horizontalShear = horizontalShear
        self.rotation = rotation
        self.translation = translation
    }
}

extension CGAffineTransform {
    /// Builds the transform scale · shear · rotation · translation.
    public init(_ components: CGAffineTransformComponents) {
        let shear = CGAffineTransform(a: 1, b: 0, c: components.horizontalShear, d: 1, tx: 0, ty: 0)
        self = CGAffineTransform(scaleX: components.scale.width, y: components.scale.height)
            .concatenating(shear)
            .concatenating(CGAffineTransform(rotationAngle: components.rotation))
            .concatenating(CGAffineTransform(translationX: components.translation.dx,
                                             y: components.translation.dy))
    }

    /// Splits the transform into scale, shear, rotation and translation such that
    /// `CGAffineTransform(decomposed())` reproduces it. A reflection shows up as a
    /// negative vertical scale.
    public func decomposed() -> CGAffineTransformComponents {
        // The first row (a, b) is scale.width times the rotation's first row.
        let sx = (a * a + b * b).squareRoot()
        guard sx != 0 else {
            return CGAffineTransformComponents(
                scale: CGSize(width: 0, height: (c * c + d * d).squareRoot()),
                horizontalShear: 0, rotation: 0, translation: CGVector(dx: tx, dy: ty))
        }
        let rotation = atan2(b, a)
        let cosine = cos(rotation), sine = sin(rotation)
        // Undo the rotation on the second row: (c, d) · R⁻¹ = sy · (shear, 1).
        let rc = c * cosine + d * sine
        let rd = -c * sine + d * cosine
        let sy = rd
        let shear = sy != 0 ? rc / sy : 0
        return CGAffineTransformComponents(
            scale: CGSize(width: sx, height: sy), horizontalShear: shear,
            rotation: rotation, translation: CGVector(dx: tx, dy: ty))
    }
}
