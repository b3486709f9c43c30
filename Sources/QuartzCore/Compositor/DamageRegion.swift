import CoreGraphics
import Foundation

/// The parts of a screen to repaint in one frame: a few rectangles, in points, snapped
/// outward to whole device pixels. Nearby rectangles merge so the list stays short.
package struct DamageRegion {
    package private(set) var rects: [CGRect] = []
    let screen: CGRect
    let scale: CGFloat
    /// Beyond this many rectangles, everything merges into one.
    static let maximumCount = 8

    package init(screen: CGRect, scale: CGFloat) {
        self.screen = screen
        self.scale = scale
    }

    package var isEmpty: Bool { rects.isEmpty }

    package mutating func add(_ rect: CGRect?) {
        guard let rect, !rect.isNull, !rect.isEmpty else { return }
        var r = snapped(rect.intersection(screen))
        guard !r.isNull, !r.isEmpty else { return }
        // Merge with any rectangle it touches, repeatedly (a merge can reach others).
        var merged = true
        while merged {
            merged = false
            if let i = rects.firstIndex(where: { $0.intersects(r) || $0.contains(r) }) {
                r = r.union(rects.remove(at: i))
                merged = true
            }
        }
        rects.append(r)
        if rects.count > DamageRegion.maximumCount {
            rects = [rects.dropFirst().reduce(rects[0]) { $0.union($1) }]
        }
    }

    /// Whether some rectangle overlaps what `rect` covers on the screen.
    package func touches(_ rect: CGRect) -> Bool {
        let r = snapped(rect.intersection(screen))
        return !r.isNull && !r.isEmpty && rects.contains { $0.intersects(r) }
    }

    /// Whether one rectangle holds all that `rect` covers on the screen.
    package func holds(_ rect: CGRect) -> Bool {
        let r = snapped(rect.intersection(screen))
        return r.isNull || r.isEmpty || rects.contains { $0.contains(r) }
    }

    /// `rect` grown to whole device pixels.
    private func snapped(_ rect: CGRect) -> CGRect {
        guard !rect.isNull else { return rect }
        let x0 = (rect.minX * scale).rounded(.down) / scale, y0 = (rect.minY * scale).rounded(.down) / scale
        let x1 = (rect.maxX * scale).rounded(.up) / scale, y1 = (rect.maxY * scale).rounded(.up) / scale
        return CGRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
