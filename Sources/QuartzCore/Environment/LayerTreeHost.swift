/// What owns the layer trees a commit lays out and displays: in a UIKit process, the
/// window server (its visible windows' trees). `CATransaction.flush()` on the main queue,
/// and each frame, ask it to commit.
@MainActor
package protocol LayerTreeHost: AnyObject {
    /// Updates constraints, lays out and displays every tree that is shown.
    func commitLayerTrees()
}
