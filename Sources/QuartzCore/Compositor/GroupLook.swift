import CoreGraphics
import Foundation

/// A translucent layer drawn as a group — itself and its sublayers, before its opacity
/// applies — kept in the screen's device pixels between frames. A cross-dissolve or any
/// fade changes only the opacity, so each frame paints the kept pixels at the new opacity
/// instead of drawing the whole tree into a transparency layer again.
///
/// It is kept for one device transform: the first frame notes the transform, and the
/// second frame with the same one draws the group's pixels (a group drawn once, or moving,
/// costs nothing extra). The compositor drops it when the layer's look or any sublayer
/// changes (`CompositeState.noteLookChanges()`), and the renderer when the layer stops
/// being a plain translucent group.
package final class GroupLook {
    /// The transform from the layer's space to device space it was drawn for.
    let ctm: CGAffineTransform
    /// The frame painted in bands it was noted in (`PaintingBand.frame`; nil for a frame
    /// one thread painted): the other band of that frame draws the group as usual, as one
    /// thread would on the first frame.
    let frame: NSRecursiveLock?
    /// The group's pixels and where they lie in device space (y up); nil until the group
    /// is drawn a second time with the same transform.
    var pixels: (image: CGImage, rect: CGRect)?

    init(ctm: CGAffineTransform, frame: NSRecursiveLock?) {
        self.ctm = ctm
        self.frame = frame
    }
}
