@_implementationOnly import CCairo
import CoreGraphics
import Foundation

/// A `CATransition` added to a layer: the layer's look when it was added (its presented
/// layer tree drawn into an image) and how the old and new looks are combined.
final class TransitionTrack {
    /// The old look, and where it lies in the layer's coordinates.
    let image: CGImage?
    let rect: CGRect
    let type: CATransitionType
    let subtype: CATransitionSubtype?
    let startProgress: Double
    let endProgress: Double
    let timingFunction: CAMediaTimingFunction?
    /// The old look flattened for a flip's projection, painted once for all its frames.
    let flatOldLook = FlatLookCache()
    /// The new look flattened for a flip's second half, painted again only when the
    /// layer's look changes.
    let flatNewLook = FlatLookCache()
    /// Whether every pixel of the old look is opaque (looked at once, when first asked): a
    /// page curl's flat page then hides the new look under it.
    private(set) lazy var oldLookIsOpaque: Bool = {
        guard let surface = image?.surface else { return false }
        if surface.format == CAIRO_FORMAT_RGB24 { return true }
        surface.flush()
        let width = Int(cairo_image_surface_get_width(surface.raw)), height = Int(cairo_image_surface_get_height(surface.raw))
        for y in 0..<height {
            let row = (surface.data + y * surface.stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width where row[x] < 0xFF00_0000 { return false }
        }
        return true
    }()

    init(_ transition: CATransition, snapshot: (image: CGImage, rect: CGRect)?) {
        image = snapshot?.image
        rect = snapshot?.rect ?? .null
        type = transition.type
        subtype = transition.subtype
        func unit(_ v: Float) -> Double { v.isFinite ? min(max(Double(v), 0), 1) : 0 }
        startProgress = unit(transition.startProgress)
        endProgress = max(unit(transition.endProgress), startProgress)
        timingFunction = transition.timingFunction
    }

    /// How far the transition has gone (0: the old look, 1: the new one) at `sample`.
    func progress(_ sample: AnimationTiming.Sample, duration: Double) -> Double {
        let x = sample.passTime / duration
        let eased = timingFunction?.value(at: x) ?? x
        return startProgress + (endProgress - startProgress) * eased
    }

    /// The eye's distance from the layer in a flip, in points (the `m34` of −1/1000 that
    /// ports of UIKit's flips commonly use; Apple's private flip does not document its own).
    static let flipEyeDistance: CGFloat = 1000

    /// The map of a flip turned by `angle` (0: flat) about the centre of `bounds`, with
    /// perspective: about the vertical axis for the left and right subtypes (the named
    /// edge coming forwards), the horizontal one for top and bottom.
    func flipMap(angle: CGFloat, bounds: CGRect) -> Homography {
        let rotation: CATransform3D
        switch subtype {
        case .fromRight?: rotation = CATransform3DMakeRotation(-angle, 0, 1, 0)
        case .fromTop?: rotation = CATransform3DMakeRotation(-angle, 1, 0, 0)
        case .fromBottom?: rotation = CATransform3DMakeRotation(angle, 1, 0, 0)
        default: rotation = CATransform3DMakeRotation(angle, 0, 1, 0)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / TransitionTrack.flipEyeDistance
        let (cx, cy) = (bounds.midX, bounds.midY)
        let turn = CATransform3DConcat(CATransform3DConcat(CATransform3DMakeTranslation(-cx, -cy, 0), rotation), perspective)
        return Homography(CATransform3DConcat(turn, CATransform3DMakeTranslation(cx, cy, 0)))
    }

    /// Where the transition may paint, in the layer's coordinates, given where its looks
    /// lie (`rect`): a flip's near edge grows in perspective, by at most d / (d − r) about
    /// the centre, r being half the larger side.
    func coverage(of rect: CGRect) -> CGRect {
        guard type == .flip, !rect.isNull else { return rect }
        let reach = max(rect.width, rect.height) / 2
        let d = TransitionTrack.flipEyeDistance
        let grow = reach < d * 0.9 ? d / (d - reach) : 10
        return rect.insetBy(dx: -rect.width * (grow - 1) / 2, dy: -rect.height * (grow - 1) / 2)
    }

    /// The unit direction the new look moves in as it comes in (from the right it moves
    /// left), in the layer's y-down coordinates.
    var direction: CGVector {
        switch subtype {
        case .fromRight?: return CGVector(dx: -1, dy: 0)
        case .fromTop?: return CGVector(dx: 0, dy: 1)
        case .fromBottom?: return CGVector(dx: 0, dy: -1)
        default: return CGVector(dx: 1, dy: 0)
        }
    }
}

/// A transition as the compositor draws it in one frame.
struct TransitionFrame {
    let track: TransitionTrack
    /// 0…1: how far from the old look to the new.
    let progress: Double
}
