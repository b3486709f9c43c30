import CoreGraphics
import Foundation

/// Where a picker's rows appear on its wheel: rows lie along the rim of a cylinder whose
/// axis is horizontal, behind the picker, seen head-on in perspective. A row `d` points
/// along the rim from the centre is turned φ = d / radius about the axis; it is drawn at
/// the projection of its centre line, scaled as the projection shrinks it — narrower with
/// depth, flatter as it turns away — and fainter with the angle.
///
/// The radius and the eye's distance follow from the wheel's height: the rim's silhouette
/// (where the projected rows stop moving outwards) touches the top and bottom edges, as
/// iOS's wheel fills its 216-point height with about four rows either side of the centre.
struct PickerWheelGeometry: Equatable {
    /// The cylinder's radius, in points.
    let radius: CGFloat
    /// The eye's distance in front of the rim's nearest point, in points.
    let eyeDistance: CGFloat

    /// How far the eye is, in radii: four radii gives the slight narrowing of rows away from
    /// the centre that iOS's wheel shows.
    static let eyeDistanceInRadii: CGFloat = 4

    /// The wheel of a picker `height` points tall.
    init(height: CGFloat) {
        let k = PickerWheelGeometry.eyeDistanceInRadii
        // The silhouette is where cos φ = 1 / (k + 1); its projection is `reach` radii from
        // the centre.
        let cosine = 1 / (k + 1), sine = (1 - cosine * cosine).squareRoot()
        let reach = k * sine / (k + 1 - cosine)
        radius = max(height, 0) / 2 / reach
        eyeDistance = k * radius
    }

    /// A row's placement relative to the wheel's centre line.
    struct Placement: Equatable {
        /// The projected centre's distance below the centre line, in points.
        var y: CGFloat
        /// The horizontal scale (depth).
        var scaleX: CGFloat
        /// The vertical scale (depth and turning away).
        var scaleY: CGFloat
        /// The opacity.
        var alpha: CGFloat
    }

    /// The placement of a row whose centre is `distance` points along the rim below the
    /// centre (negative: above), or nil when it is turned out of sight.
    func placement(atDistance distance: CGFloat) -> Placement? {
        guard radius > 0, distance.isFinite else { return nil }
        let angle = distance / radius
        guard abs(angle) < .pi / 2 else { return nil }
        let cosine = cos(angle), sine = sin(angle)
        let r = radius, eye = eyeDistance
        let depth = eye + r * (1 - cosine)
        // f(φ) = eye·r·sin φ / depth, and the row's height scales by f′(φ) / r.
        let scaleY = eye * ((eye + r) * cosine - r) / (depth * depth)
        guard scaleY > 0.02 else { return nil }
        return Placement(y: eye * r * sine / depth, scaleX: eye / depth, scaleY: scaleY,
                         alpha: PickerWheelGeometry.opacity(cosine: cosine))
    }

    /// Rows fade as they turn away: fully opaque at the centre, a third at 60°.
    static func opacity(cosine: CGFloat) -> CGFloat {
        max(0, min(1, cosine * cosine * 1.4 - 0.02))
    }

    /// How far along the rim, either side of the centre, rows can be seen: up to the
    /// silhouette, where cos φ = radius / (radius + eye distance).
    var visibleReach: CGFloat {
        guard radius > 0 else { return 0 }
        return radius * acos(radius / (radius + eyeDistance))
    }
}
