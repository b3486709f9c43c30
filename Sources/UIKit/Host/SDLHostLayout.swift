import CoreGraphics
import Foundation

/// Where the main screen's picture sits in the live window, and how positions in the
/// window map back to screen points.
///
/// The picture keeps the screen's aspect ratio: it fills the window along one axis and is
/// centred along the other, with black bars beside it when the window's shape differs
/// (after the user resizes it).
package struct SDLHostLayout: Equatable {
    /// The screen's size in points.
    package let screenSize: CGSize
    /// The window's size in window coordinates (what mouse events report).
    package let windowSize: CGSize
    /// The picture's rectangle in window coordinates.
    package let contentRect: CGRect

    package init(screenSize: CGSize, windowSize: CGSize) {
        self.screenSize = screenSize
        self.windowSize = windowSize
        contentRect = SDLHostLayout.aspectFit(screenSize, in: windowSize)
    }

    /// Window units per screen point.
    package var windowScale: CGFloat {
        screenSize.width > 0 ? contentRect.width / screenSize.width : 0
    }

    /// Whether window position `point` falls on the picture.
    package func contains(windowPoint point: CGPoint) -> Bool {
        point.x.isFinite && point.y.isFinite && contentRect.contains(point)
    }

    /// The screen point shown at window position `point`, undoing the window scale. Not
    /// clamped: positions beside the picture give points off the screen.
    package func screenPoint(atWindowPoint point: CGPoint) -> CGPoint {
        let scale = windowScale
        guard scale > 0 else { return .zero }
        return CGPoint(x: (point.x - contentRect.minX) / scale, y: (point.y - contentRect.minY) / scale)
    }

    /// The window rectangle showing screen rectangle `rect` (where the input method's
    /// candidate window should line up with the caret).
    package func windowRect(showing rect: CGRect) -> CGRect {
        let scale = windowScale
        return CGRect(x: contentRect.minX + rect.minX * scale, y: contentRect.minY + rect.minY * scale,
                      width: rect.width * scale, height: rect.height * scale)
    }

    /// The screen point shown at a touch-screen position given as fractions of the window's
    /// width and height (how SDL reports fingers).
    package func screenPoint(atNormalizedPoint point: CGPoint) -> CGPoint {
        screenPoint(atWindowPoint: CGPoint(x: point.x * windowSize.width, y: point.y * windowSize.height))
    }

    /// `point` moved onto the screen's rectangle (a finger dragged past the picture's edge
    /// stays on its edge, as a finger cannot leave a real screen).
    package func clampedToScreen(_ point: CGPoint) -> CGPoint {
        CGPoint(x: min(max(point.x, 0), screenSize.width), y: min(max(point.y, 0), screenSize.height))
    }

    /// The picture's rectangle in the window's drawable pixels (which differ from window
    /// coordinates on high-density displays), in whole pixels.
    package func pixelRect(drawableSize: CGSize) -> CGRect {
        SDLHostLayout.aspectFit(screenSize, in: drawableSize).integral
    }

    /// The window size for a screen of `pixelSize`: its pixel size when that fits in
    /// nine tenths of the display's usable area (leaving room for the window's frame),
    /// otherwise scaled down to fit, keeping the aspect ratio. Never larger than the
    /// pixel size, never smaller than 1 × 1.
    package static func initialWindowSize(screenPixelSize pixelSize: CGSize, usableSize: CGSize) -> CGSize {
        guard pixelSize.width > 0, pixelSize.height > 0 else { return CGSize(width: 1, height: 1) }
        let room = CGSize(width: usableSize.width * 0.9, height: usableSize.height * 0.9)
        var scale: CGFloat = 1
        if room.width > 0, room.height > 0 {
            scale = min(1, room.width / pixelSize.width, room.height / pixelSize.height)
        }
        return CGSize(width: max(1, (pixelSize.width * scale).rounded()), height: max(1, (pixelSize.height * scale).rounded()))
    }

    /// `size` scaled to fit `area`, keeping its aspect ratio, centred in it.
    private static func aspectFit(_ size: CGSize, in area: CGSize) -> CGRect {
        guard size.width > 0, size.height > 0, area.width > 0, area.height > 0 else { return .zero }
        let scale = min(area.width / size.width, area.height / size.height)
        let fitted = CGSize(width: size.width * scale, height: size.height * scale)
        return CGRect(x: (area.width - fitted.width) / 2, y: (area.height - fitted.height) / 2,
                      width: fitted.width, height: fitted.height)
    }
}
