import Foundation
import Testing
import UIKitTesting

/// The live window's geometry: which host runs, the window's first size, where the screen's
/// picture sits and how window positions map back to screen points.
@Suite("SDL host layout")
struct SDLHostLayoutTests {
    @Test("Hosts: a window when DISPLAY or WAYLAND_DISPLAY is set, unless UIKIT_HOST=headless")
    func hostChoice() {
        #expect(!SDLHost.isRequested(by: [:]))
        #expect(SDLHost.isRequested(by: ["DISPLAY": ":0"]))
        #expect(SDLHost.isRequested(by: ["WAYLAND_DISPLAY": "wayland-0"]))
        #expect(!SDLHost.isRequested(by: ["DISPLAY": ""]))
        #expect(!SDLHost.isRequested(by: ["DISPLAY": ":0", "UIKIT_HOST": "headless"]))
        #expect(!SDLHost.isRequested(by: ["WAYLAND_DISPLAY": "w", "UIKIT_HOST": "HEADLESS"]))
        #expect(SDLHost.isRequested(by: ["UIKIT_HOST": "sdl"]))
        #expect(SDLHost.isRequested(by: ["DISPLAY": ":1", "UIKIT_HOST": "something-else"]))
    }

    @Test("the window starts at the screen's pixel size when it fits the display")
    func initialSizeFits() {
        let size = SDLHostLayout.initialWindowSize(screenPixelSize: CGSize(width: 640, height: 1136),
                                                   usableSize: CGSize(width: 2560, height: 1440))
        #expect(size == CGSize(width: 640, height: 1136))
    }

    @Test("on a small display the window is scaled down to nine tenths of it, keeping the aspect ratio")
    func initialSizeScaledDown() {
        // iPhone 15: 1179 × 2556 pixels on a 1280 × 1024 display.
        let size = SDLHostLayout.initialWindowSize(screenPixelSize: CGSize(width: 1179, height: 2556),
                                                   usableSize: CGSize(width: 1280, height: 1024))
        #expect(size == CGSize(width: 425, height: 922))
        // Limited by the width on a tall, narrow display.
        let narrow = SDLHostLayout.initialWindowSize(screenPixelSize: CGSize(width: 2048, height: 1536),
                                                     usableSize: CGSize(width: 1000, height: 4000))
        #expect(narrow == CGSize(width: 900, height: 675))
    }

    @Test("no usable display size or a zero screen: the pixel size, or 1 × 1, never zero")
    func initialSizeBadInput() {
        #expect(SDLHostLayout.initialWindowSize(screenPixelSize: CGSize(width: 640, height: 960), usableSize: .zero)
            == CGSize(width: 640, height: 960))
        #expect(SDLHostLayout.initialWindowSize(screenPixelSize: .zero, usableSize: CGSize(width: 800, height: 600))
            == CGSize(width: 1, height: 1))
        #expect(SDLHostLayout.initialWindowSize(screenPixelSize: CGSize(width: 10_000, height: 10), usableSize: CGSize(width: 100, height: 100))
            == CGSize(width: 90, height: 1))
    }

    @Test("a window of the screen's shape shows the picture edge to edge; points map back through the scale")
    func exactFit() {
        let layout = SDLHostLayout(screenSize: CGSize(width: 393, height: 852), windowSize: CGSize(width: 393 * 1.5, height: 852 * 1.5))
        #expect(layout.contentRect == CGRect(x: 0, y: 0, width: 589.5, height: 1278))
        #expect(layout.windowScale == 1.5)
        #expect(layout.screenPoint(atWindowPoint: CGPoint(x: 150, y: 300)) == CGPoint(x: 100, y: 200))
        #expect(layout.screenPoint(atNormalizedPoint: CGPoint(x: 0.5, y: 0.25)) == CGPoint(x: 196.5, y: 213))
    }

    @Test("a resized window letterboxes the picture, centred; positions on the bars are off the picture")
    func letterbox() {
        // Twice as wide as the screen's shape: bars left and right.
        let layout = SDLHostLayout(screenSize: CGSize(width: 320, height: 480), windowSize: CGSize(width: 640, height: 240))
        #expect(layout.contentRect == CGRect(x: 240, y: 0, width: 160, height: 240))
        #expect(layout.windowScale == 0.5)
        #expect(layout.screenPoint(atWindowPoint: CGPoint(x: 240, y: 0)) == .zero)
        #expect(layout.screenPoint(atWindowPoint: CGPoint(x: 320, y: 120)) == CGPoint(x: 160, y: 240))
        #expect(layout.contains(windowPoint: CGPoint(x: 300, y: 10)))
        #expect(!layout.contains(windowPoint: CGPoint(x: 100, y: 10)))
        #expect(!layout.contains(windowPoint: CGPoint(x: 400, y: 10)))  // the right edge is outside
        #expect(layout.screenPoint(atWindowPoint: CGPoint(x: 100, y: 10)).x < 0)
        #expect(layout.clampedToScreen(CGPoint(x: -40, y: 900)) == CGPoint(x: 0, y: 480))
    }

    @Test("the picture in drawable pixels covers whole pixels, on high-density windows too")
    func pixelRect() {
        let layout = SDLHostLayout(screenSize: CGSize(width: 393, height: 852), windowSize: CGSize(width: 425, height: 922))
        #expect(layout.pixelRect(drawableSize: CGSize(width: 425, height: 922)) == CGRect(x: 0, y: 0, width: 425, height: 922))
        // Twice the pixels of window coordinates (a high-density display).
        #expect(layout.pixelRect(drawableSize: CGSize(width: 850, height: 1844)) == CGRect(x: 0, y: 0, width: 850, height: 1844))
        let wide = SDLHostLayout(screenSize: CGSize(width: 320, height: 480), windowSize: CGSize(width: 641, height: 480))
        #expect(wide.pixelRect(drawableSize: CGSize(width: 641, height: 480)) == CGRect(x: 160, y: 0, width: 321, height: 480))
    }

    @Test("bad input: a zero-sized window or screen, non-finite positions")
    func badInput() {
        let empty = SDLHostLayout(screenSize: CGSize(width: 320, height: 480), windowSize: .zero)
        #expect(empty.contentRect == .zero && empty.windowScale == 0)
        #expect(empty.screenPoint(atWindowPoint: CGPoint(x: 10, y: 10)) == .zero)
        let noScreen = SDLHostLayout(screenSize: .zero, windowSize: CGSize(width: 100, height: 100))
        #expect(noScreen.windowScale == 0 && !noScreen.contains(windowPoint: CGPoint(x: 50, y: 50)))
        let layout = SDLHostLayout(screenSize: CGSize(width: 320, height: 480), windowSize: CGSize(width: 320, height: 480))
        #expect(!layout.contains(windowPoint: CGPoint(x: CGFloat.nan, y: 10)))
        #expect(!layout.contains(windowPoint: CGPoint(x: 10, y: CGFloat.infinity)))
    }
}
