import CoreGraphics
import Foundation

/// A 3-D transform taken apart into the pieces Core Animation interpolates separately:
/// perspective, translation, rotation (a unit quaternion), skew and scale. Interpolating
/// the pieces and putting them back together keeps rotations rigid, where interpolating
/// matrix entries would shrink a turning layer; rotations take the shorter way round.
///
/// The decomposition is the classic one of Graphics Gems II ("unmatrix"), as the CSS
/// transforms specification states it, on Core Animation's row-vector matrices.
struct TransformComponents: Equatable {
    var perspective = SIMD4<Double>(0, 0, 0, 1)
    var translation = SIMD3<Double>(0, 0, 0)
    /// x, y, z, w.
    var quaternion = SIMD4<Double>(0, 0, 0, 1)
    /// xy, xz, yz shears.
    var skew = SIMD3<Double>(0, 0, 0)
    var scale = SIMD3<Double>(1, 1, 1)

    init() {}

    /// The pieces of `t`; nil when it cannot be taken apart (m44 is 0, or the transform
    /// flattens space).
    init?(_ t: CATransform3D) {
        var m = TransformComponents.rows(of: t)
        guard m[3][3] != 0, m.allSatisfy({ $0.x.isFinite && $0.y.isFinite && $0.z.isFinite && $0.w.isFinite }) else {
            return nil
        }
        for i in 0..<4 { m[i] /= m[3][3] }
        // The perspective part: the last column.
        var projection = m
        for i in 0..<3 { projection[i][3] = 0 }
        projection[3][3] = 1
        let upper = (0..<3).map { SIMD3(projection[$0][0], projection[$0][1], projection[$0][2]) }
        let determinant = TransformComponents.dot(upper[0], TransformComponents.cross(upper[1], upper[2]))
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = TransformComponents.rows(of: CATransform3DInvert(TransformComponents.transform(ofRows: projection)))
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let rhs = SIMD4(m[0][3], m[1][3], m[2][3], m[3][3])
            // rhs · (inverse)ᵀ as a column vector: each output is a row of the inverse's transpose.
            perspective = SIMD4((0..<4).map { j in (0..<4).reduce(0.0) { $0 + rhs[$1] * inverse[j][$1] } })
        }
        translation = SIMD3(m[3][0], m[3][1], m[3][2])
        var row = (0..<3).map { SIMD3(m[$0][0], m[$0][1], m[$0][2]) }
        scale.x = TransformComponents.length(row[0])
        row[0] = TransformComponents.normalized(row[0])
        skew.x = TransformComponents.dot(row[0], row[1])
        row[1] -= row[0] * skew.x
        scale.y = TransformComponents.length(row[1])
        row[1] = TransformComponents.normalized(row[1])
        skew.x /= scale.y
        skew.y = TransformComponents.dot(row[0], row[2])
        row[2] -= row[0] * skew.y
        skew.z = TransformComponents.dot(row[1], row[2])
        row[2] -= row[1] * skew.z
        scale.z = TransformComponents.length(row[2])
        row[2] = TransformComponents.normalized(row[2])
        skew.y /= scale.z
        skew.z /= scale.z
        guard scale.x != 0, scale.y != 0, scale.z != 0 else { return nil }
        // A flipped coordinate system: negate the scales and the rows.
        if TransformComponents.dot(row[0], TransformComponents.cross(row[1], row[2])) < 0 {
            scale = -scale
            for i in 0..<3 { row[i] = -row[i] }
        }
        quaternion = SIMD4(0.5 * max(1 + row[0].x - row[1].y - row[2].z, 0).squareRoot(),
                           0.5 * max(1 - row[0].x + row[1].y - row[2].z, 0).squareRoot(),
                           0.5 * max(1 - row[0].x - row[1].y + row[2].z, 0).squareRoot(),
                           0.5 * max(1 + row[0].x + row[1].y + row[2].z, 0).squareRoot())
        if row[2].y > row[1].z { quaternion.x = -quaternion.x }
        if row[0].z > row[2].x { quaternion.y = -quaternion.y }
        if row[1].x > row[0].y { quaternion.z = -quaternion.z }
    }

    /// The transform the pieces make.
    var transform: CATransform3D {
        var m = [SIMD4<Double>](repeating: .zero, count: 4)
        for i in 0..<4 { m[i][i] = 1 }
        for i in 0..<4 { m[i][3] = perspective[i] }
        for i in 0..<4 {
            for j in 0..<3 { m[3][i] += translation[j] * m[j][i] }
        }
        let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
        var rotation = TransformComponents.identityRows
        rotation[0] = SIMD4(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w), 0)
        rotation[1] = SIMD4(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w), 0)
        rotation[2] = SIMD4(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y), 0)
        m = TransformComponents.multiply(rotation, m)
        if skew.z != 0 {
            var shear = TransformComponents.identityRows
            shear[2][1] = skew.z
            m = TransformComponents.multiply(shear, m)
        }
        if skew.y != 0 {
            var shear = TransformComponents.identityRows
            shear[2][0] = skew.y
            m = TransformComponents.multiply(shear, m)
        }
        if skew.x != 0 {
            var shear = TransformComponents.identityRows
            shear[1][0] = skew.x
            m = TransformComponents.multiply(shear, m)
        }
        for i in 0..<3 { m[i] *= scale[i] }
        return TransformComponents.transform(ofRows: m)
    }

    /// The pieces a fraction `p` of the way to `other`: linear, the rotation along the
    /// shorter great arc (spherical interpolation).
    func interpolated(to other: TransformComponents, at p: Double) -> TransformComponents {
        var out = self
        out.perspective = perspective + (other.perspective - perspective) * p
        out.translation = translation + (other.translation - translation) * p
        out.skew = skew + (other.skew - skew) * p
        out.scale = scale + (other.scale - scale) * p
        var q2 = other.quaternion
        var product = (quaternion * q2).sum()
        if product < 0 {
            q2 = -q2
            product = -product
        }
        product = min(product, 1)
        if product > 1 - 1e-12 {
            out.quaternion = quaternion + (q2 - quaternion) * p
        } else {
            let theta = acos(product)
            let w = sin(p * theta) / (1 - product * product).squareRoot()
            out.quaternion = quaternion * (cos(p * theta) - product * w) + q2 * w
        }
        let norm = (out.quaternion * out.quaternion).sum().squareRoot()
        if norm > 0 { out.quaternion /= norm }
        return out
    }

    // MARK: Rotation as Euler angles (the key paths transform.rotation.x/y/z)

    /// The rotation as angles about x, then y, then z (radians), the order in which
    /// `CATransform3DRotate` calls would build it.
    var eulerAngles: SIMD3<Double> {
        get {
            let (x, y, z, w) = (quaternion.x, quaternion.y, quaternion.z, quaternion.w)
            let sinY = max(-1, min(1, 2 * (w * y - z * x)))
            return SIMD3(atan2(2 * (w * x + y * z), 1 - 2 * (x * x + y * y)),
                         asin(sinY),
                         atan2(2 * (w * z + x * y), 1 - 2 * (y * y + z * z)))
        }
        set {
            let (cx, sx) = (cos(newValue.x / 2), sin(newValue.x / 2))
            let (cy, sy) = (cos(newValue.y / 2), sin(newValue.y / 2))
            let (cz, sz) = (cos(newValue.z / 2), sin(newValue.z / 2))
            quaternion = SIMD4(sx * cy * cz - cx * sy * sz,
                               cx * sy * cz + sx * cy * sz,
                               cx * cy * sz - sx * sy * cz,
                               cx * cy * cz + sx * sy * sz)
        }
    }

    // MARK: Whole transforms

    /// `a` a fraction `p` of the way to `b`, through their decompositions; matrix entries
    /// are interpolated when either cannot be taken apart.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, at p: Double) -> CATransform3D {
        guard let ca = TransformComponents(a), let cb = TransformComponents(b) else {
            let ra = rows(of: a), rb = rows(of: b)
            return transform(ofRows: (0..<4).map { ra[$0] + (rb[$0] - ra[$0]) * p })
        }
        return ca.interpolated(to: cb, at: p).transform
    }

    /// Every matrix entry of `t` times `k`.
    static func scaleEntries(_ t: CATransform3D, by k: Double) -> CATransform3D {
        transform(ofRows: rows(of: t).map { $0 * k })
    }

    /// The Euclidean distance between the matrix entries of `a` and `b`.
    static func entryDistance(_ a: CATransform3D, _ b: CATransform3D) -> Double {
        zip(rows(of: a), rows(of: b)).reduce(0) { $0 + (($1.1 - $1.0) * ($1.1 - $1.0)).sum() }.squareRoot()
    }

    // MARK: Matrix helpers (rows of a row-vector matrix: row 3 is the translation)

    static let identityRows: [SIMD4<Double>] = [SIMD4(1, 0, 0, 0), SIMD4(0, 1, 0, 0), SIMD4(0, 0, 1, 0), SIMD4(0, 0, 0, 1)]

    static func rows(of t: CATransform3D) -> [SIMD4<Double>] {
        [SIMD4(t.m11, t.m12, t.m13, t.m14), SIMD4(t.m21, t.m22, t.m23, t.m24),
         SIMD4(t.m31, t.m32, t.m33, t.m34), SIMD4(t.m41, t.m42, t.m43, t.m44)]
    }

    static func transform(ofRows m: [SIMD4<Double>]) -> CATransform3D {
        CATransform3D(m11: m[0].x, m12: m[0].y, m13: m[0].z, m14: m[0].w,
                      m21: m[1].x, m22: m[1].y, m23: m[1].z, m24: m[1].w,
                      m31: m[2].x, m32: m[2].y, m33: m[2].z, m34: m[2].w,
                      m41: m[3].x, m42: m[3].y, m43: m[3].z, m44: m[3].w)
    }

    /// `a · b` (apply `a`, then `b`, to row vectors).
    static func multiply(_ a: [SIMD4<Double>], _ b: [SIMD4<Double>]) -> [SIMD4<Double>] {
        a.map { row in b[0] * row.x + b[1] * row.y + b[2] * row.z + b[3] * row.w }
    }

    private static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }
    private static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }
    private static func normalized(_ a: SIMD3<Double>) -> SIMD3<Double> {
        let l = length(a)
        return l > 0 ? a / l : a
    }
    private static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }
}
