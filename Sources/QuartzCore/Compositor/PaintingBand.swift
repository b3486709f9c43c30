import Foundation

/// One of the bands of rows that threads paint at once in a frame (`RepaintBands`).
///
/// The caches kept on layers and transitions (group looks, shadows, cut images, tiles,
/// flattened looks, ink bounds) are looked up and made under one lock, which the frame's
/// bands share and which is made for the frame (it also tells the frame from others).
/// What calls a layer's delegate — a view's `draw(_:)`, main-actor code — is done only by
/// the compositor's own thread: drawing a missing tile, displaying a mask not displayed
/// yet. A band painted on another thread that meets such work leaves it out and says so,
/// and the compositor paints that band again.
final class PaintingBand: @unchecked Sendable {
    /// The frame's lock, shared by its bands.
    let frame: NSRecursiveLock
    /// Whether the compositor's own thread paints this band.
    let ownsThread: Bool
    /// How many times the band left out work.
    private var leftOut = 0

    init(frame: NSRecursiveLock, ownsThread: Bool) {
        self.frame = frame
        self.ownsThread = ownsThread
    }

    /// Runs `body` alone among the threads painting the frame.
    func exclusively<R>(_ body: () -> R) -> R {
        frame.lock()
        defer { frame.unlock() }
        return body()
    }

    /// Notes that the band left out work only the compositor's thread may do.
    func noteLeftOut() {
        exclusively { leftOut += 1 }
    }

    /// Whether the band left out work only the compositor's thread may do, and must be
    /// painted again there (read once the band's thread is done).
    var leftOutWork: Bool { exclusively { leftOut > 0 } }

    /// Runs `draw` (which draws layers into a look to keep across frames) and says whether
    /// the look is whole: nothing was left out while it drew. A look missing a tile must
    /// not be kept.
    func drawsWhole(_ draw: () -> Void) -> Bool {
        exclusively {
            let before = leftOut
            draw()
            return leftOut == before
        }
    }
}
