import Testing
import UIKitTesting

/// The view guide's scenarios N (screens and external displays) and O (points, pixels,
/// device profiles).
@MainActor
@Suite("Screens", .serialized)
struct ScreenTests {
    typealias Recorder = NotificationRecorder
    private static let external = [CGSize(width: 1024, height: 768), CGSize(width: 640, height: 480)]

    /// Listing 2-2, ported: a long-lived object that gives a connected screen a window and
    /// takes it away when the screen goes.
    @MainActor
    final class ScreenHandler {
        private(set) var secondWindow: UIWindow?
        private var tokens: [NSObjectProtocol] = []

        init() {
            let center = NotificationCenter.default
            tokens.append(center.addObserver(forName: UIScreen.didConnectNotification, object: nil, queue: nil) {
                [weak self] note in
                let id = (note.object as AnyObject?).map(ObjectIdentifier.init)
                MainActor.assumeIsolated {
                    guard let screen = UIScreen.screens.first(where: { ObjectIdentifier($0) == id }) else { return }
                    self?.screenConnected(screen)
                }
            })
            tokens.append(center.addObserver(forName: UIScreen.didDisconnectNotification, object: nil, queue: nil) {
                [weak self] _ in
                MainActor.assumeIsolated { self?.screenDisconnected() }
            })
        }

        isolated deinit {
            for token in tokens { NotificationCenter.default.removeObserver(token) }
        }

        private func screenConnected(_ screen: UIScreen) {
            guard secondWindow == nil else { return }
            let window = UIWindow(frame: screen.bounds)
            window.screen = screen
            let content = UIView(frame: window.bounds)
            content.backgroundColor = .red
            window.addSubview(content)
            window.isHidden = false
            secondWindow = window
        }

        private func screenDisconnected() {
            guard let window = secondWindow else { return }
            window.isHidden = true
            secondWindow = nil
        }
    }

    @Test("scenario 173: the main screen is always first in screens")
    func scenario173() {
        let sim = Simulator(device: .iPhone3G)
        #expect(UIScreen.screens.count == 1)
        #expect(UIScreen.screens[0] === UIScreen.main)
        let s2 = sim.connectScreen(modes: Self.external)
        #expect(UIScreen.screens[0] === UIScreen.main && UIScreen.screens.count == 2)
        sim.disconnectScreen(s2)
        #expect(UIScreen.screens.count == 1 && UIScreen.screens[0] === UIScreen.main)
        sim.disconnectScreen(s2)  // already gone: nothing happens
        #expect(UIScreen.screens.count == 1)
    }

    @Test("scenarios 174-175: connecting and disconnecting a screen, with Listing 2-2's handler")
    func scenarios174to175() {
        let sim = Simulator(device: .iPhone3G)
        let handler = ScreenHandler()
        let recorder = Recorder()
        let s2 = sim.connectScreen(modes: Self.external)
        #expect(recorder.entries.contains(Recorder.entry(UIScreen.didConnectNotification, s2)))
        #expect(UIScreen.screens.count == 2 && UIScreen.screens[1] === s2)
        guard let window = handler.secondWindow else {
            Issue.record("the handler made no window")
            return
        }
        #expect(window.frame == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(window.screen === s2)
        #expect(!window.isHidden)
        recorder.clear()
        sim.disconnectScreen(s2)
        // The handler (observing first) hides its window while the disconnection is posted.
        #expect(recorder.entries.count == 2)
        #expect(recorder.entries.contains(Recorder.entry(UIScreen.didDisconnectNotification, s2)))
        #expect(recorder.entries.contains(Recorder.entry(UIWindow.didBecomeHiddenNotification, window)))
        #expect(UIScreen.screens.count == 1)
        #expect(handler.secondWindow == nil && window.isHidden)
    }

    @Test("scenario 175: the hidden window of a disconnected screen is freed once its owner lets go")
    func windowFreedAfterDisconnect() {
        let sim = Simulator(device: .iPhone3G)
        let handler = ScreenHandler()
        let s2 = sim.connectScreen(modes: Self.external)
        weak let weakWindow = handler.secondWindow
        #expect(weakWindow != nil)
        sim.runUntilIdle()
        sim.disconnectScreen(s2)
        sim.runUntilIdle()
        #expect(weakWindow == nil)
    }

    @Test("scenario 177, R-SCR-1: a window shows on the main screen until given another one")
    func scenario177() {
        let sim = Simulator(device: .iPhone3G)
        let main = UIWindow(frame: UIScreen.main.bounds)
        main.backgroundColor = .green
        main.makeKeyAndVisible()
        let s2 = sim.connectScreen(modes: Self.external)
        let w = UIWindow(frame: s2.bounds)
        #expect(w.screen === UIScreen.main)
        w.screen = s2
        w.backgroundColor = .blue
        w.isHidden = false
        let external = sim.screenshot(of: s2)
        #expect(external.width == 1024 && external.height == 768)
        #expect(RenderedPixels(external).count { $0 != .blue } == 0)
        #expect(RenderedPixels(sim.screenshot()).count { $0 != .green } == 0)
    }

    @Test("scenario 178, R-SCR-6: a screen with no visible window is opaque black")
    func scenario178() {
        let sim = Simulator(device: .iPhone3G)
        let s2 = sim.connectScreen(modes: Self.external)
        #expect(RenderedPixels(sim.screenshot(of: s2)).count { $0 != .black } == 0)
        let hidden = UIWindow(frame: s2.bounds)
        hidden.screen = s2
        hidden.backgroundColor = .white
        #expect(RenderedPixels(sim.screenshot(of: s2)).count { $0 != .black } == 0)
    }

    /// Listing 2-3, ported: at launch, a second screen gets a white field with a centred
    /// placeholder label.
    func checkForExistingScreenAndInitializeIfPresent() -> (UIWindow, UIView, UILabel)? {
        guard UIScreen.screens.count > 1 else { return nil }
        let screen = UIScreen.screens[1]
        let bounds = screen.bounds
        let window = UIWindow(frame: bounds)
        window.screen = screen
        let whiteField = UIView(frame: bounds)
        whiteField.backgroundColor = .white
        window.addSubview(whiteField)
        let label = UILabel()
        label.text = "<no content>"
        label.font = .systemFont(ofSize: 18)
        label.sizeToFit()
        label.center = CGPoint(x: bounds.midX, y: bounds.midY)
        whiteField.addSubview(label)
        window.isHidden = false
        return (window, whiteField, label)
    }

    @Test("scenarios 179-180: Listing 2-3 fills a present second screen, not key; with one screen nothing happens")
    func scenarios179to180() {
        let sim = Simulator(device: .iPhone3G)
        #expect(checkForExistingScreenAndInitializeIfPresent() == nil)
        let mainWindow = UIWindow(frame: UIScreen.main.bounds)
        mainWindow.makeKeyAndVisible()
        let s2 = sim.connectScreen(modes: Self.external)
        guard let made = checkForExistingScreenAndInitializeIfPresent() else {
            Issue.record("no window for the second screen")
            return
        }
        let (window, field, label) = made
        #expect(!window.isHidden && !window.isKeyWindow && mainWindow.isKeyWindow)
        #expect(window.screen === s2)
        #expect(field.frame == s2.bounds && field.backgroundColor == .white)
        let (w, h) = (label.frame.width, label.frame.height)
        #expect(w > 0 && h > 0)
        #expect(label.frame == CGRect(x: (1024 - w) / 2, y: (768 - h) / 2, width: w, height: h))
        #expect(label.text == "<no content>")
        let screen = RenderedPixels(sim.screenshot(of: s2))
        #expect(screen[10, 10] == .white)
        // The placeholder's text is drawn, dark, within its frame.
        let frame = label.frame
        let inked = stride(from: Int(frame.minX), to: Int(frame.maxX), by: 1).contains { x in
            screen[x, Int(frame.midY)].r < 128
        }
        #expect(inked)
    }

    @Test("scenario 181: screen modes, the preferred one current; a chosen mode sets the bounds")
    func scenario181() {
        let sim = Simulator(device: .iPhone3G)
        let s2 = sim.connectScreen(modes: Self.external)
        #expect(s2.availableModes.map(\.size) == Self.external)
        #expect(s2.availableModes.allSatisfy { $0.pixelAspectRatio == 1 })
        #expect(s2.preferredMode === s2.availableModes[0])
        #expect(s2.currentMode === s2.preferredMode)
        #expect(s2.bounds == CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(s2.scale == 1)
        let recorder = Recorder()
        s2.currentMode = s2.availableModes[1]
        #expect(s2.bounds == CGRect(x: 0, y: 0, width: 640, height: 480))
        #expect(recorder.entries == [Recorder.entry(UIScreen.modeDidChangeNotification, s2)])
        let w = UIWindow(frame: s2.bounds)
        w.screen = s2
        w.isHidden = false
        let shot = sim.screenshot(of: s2)
        #expect(shot.width == 640 && shot.height == 480)
        // The main screen has one mode, its native pixels.
        #expect(UIScreen.main.availableModes.map(\.size) == [CGSize(width: 320, height: 480)])
        #expect(UIScreen.main.currentMode === UIScreen.main.preferredMode)
    }

    @Test("bad input: a mode from another screen stops with a message naming the API")
    func foreignMode() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let sim = Simulator(device: .iPhone3G)
                let s2 = sim.connectScreen(modes: [CGSize(width: 100, height: 100)])
                s2.currentMode = UIScreen.main.availableModes[0]
            }
        }
    }

    @Test("bad input: the main screen cannot be disconnected")
    func disconnectMain() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let sim = Simulator(device: .iPhone3G)
                sim.disconnectScreen(UIScreen.main)
            }
        }
    }

    @Test("scenario 182: moving a visible window to another screen moves its content, drawn at that scale")
    func scenario182() {
        let sim = Simulator(device: .iPhone3G)
        let s2 = sim.connectScreen(modes: [CGSize(width: 640, height: 960)], scale: 2)
        let w = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        w.backgroundColor = .red
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        w.makeKeyAndVisible()
        #expect(RenderedPixels(sim.screenshot())[5, 5] == .red)
        #expect(v.contentScaleFactor == 1)
        w.screen = s2
        #expect(v.contentScaleFactor == 2 && w.contentScaleFactor == 2)
        #expect(RenderedPixels(sim.screenshot())[5, 5] == .black)
        let external = sim.screenshot(of: s2)
        #expect(external.width == 640)
        #expect(RenderedPixels(external)[600, 900] == .red)
    }

    /// Scenario 183: (device, screen bounds in points, scale).
    nonisolated static let profiles: [(Device, CGRect, CGFloat)] = [
        (.iPhoneSE, CGRect(x: 0, y: 0, width: 320, height: 568), 2),
        (.iPhone3G, CGRect(x: 0, y: 0, width: 320, height: 480), 1),
        (.iPhone4, CGRect(x: 0, y: 0, width: 320, height: 480), 2),
        (.iPad, CGRect(x: 0, y: 0, width: 768, height: 1024), 2),
    ]

    @Test("scenario 183: device profiles give the screen's points, scale and pixels",
          arguments: 0..<profiles.count)
    func scenario183(index: Int) {
        let (device, bounds, scale) = Self.profiles[index]
        let sim = Simulator(device: device)
        #expect(UIScreen.main.bounds == bounds)
        #expect(UIScreen.main.scale == scale && UIScreen.main.nativeScale == scale)
        #expect(UIScreen.main.nativeBounds == CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale))
        let shot = sim.screenshot()
        #expect(shot.width == Int(bounds.width * scale) && shot.height == Int(bounds.height * scale))
    }

    @Test("scenario 184: UIKit's origin is the top left: a view at (0, 0) colours the first rows and columns")
    func scenario184() {
        let (sim, window) = makeScenarioWindow()
        window.addSubview(colouredView(CGRect(x: 0, y: 0, width: 10, height: 10), .red))
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[0, 0] == .red && pixels[9, 9] == .red && pixels[9, 0] == .red && pixels[0, 9] == .red)
        #expect(pixels[10, 10] == .black && pixels[0, 10] == .black && pixels[0, 479] == .black)
    }

    @Test("scenario 185: draw(_:) gets a context already in the view's top-left, y-down coordinates")
    func scenario185() {
        final class Corner: UIView {
            override func draw(_ rect: CGRect) {
                UIColor.red.setFill()
                UIGraphicsGetCurrentContext()?.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        let (sim, window) = makeScenarioWindow()
        let v = Corner(frame: CGRect(x: 100, y: 200, width: 50, height: 50))
        window.addSubview(v)
        let pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[100, 200] == .red && pixels[109, 209] == .red)
        #expect(pixels[100, 245] == .black && pixels[110, 210] == .black)
    }

    @Test("R-PX-5, R-PX-6: in a window a view draws at its screen's scale, 50 × 50 points into 100 × 100 pixels")
    func contentScale() {
        final class Filled: UIView {
            override func draw(_ rect: CGRect) { UIRectFill(rect) }
        }
        let (sim, window) = makeScenarioWindow(device: .iPhoneSE)
        let v = Filled(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(v)
        sim.runUntilIdle()
        #expect(v.contentScaleFactor == 2)
        #expect(v.layer.backingStore?.image.width == 100 && v.layer.backingStore?.image.height == 100)
    }
}
