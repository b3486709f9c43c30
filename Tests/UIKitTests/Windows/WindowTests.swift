import Testing
import UIKitTesting

/// The view guide's scenarios M (windows) and the iPhone guide's window scenarios (A-44,
///
@MainActor
@Suite("Windows", .serialized)
struct WindowTests {
    typealias Recorder = NotificationRecorder

    @Test("scenario 162: a window made with the screen's bounds, before it is shown")
    func scenario162() {
        let sim = Simulator(device: .iPhoneSE)
        let w = UIWindow(frame: UIScreen.main.bounds)
        #expect(w.frame == CGRect(x: 0, y: 0, width: 320, height: 568))
        #expect(w.screen === UIScreen.main)
        #expect(w.screen === sim.screen)
        #expect(w.windowLevel == .normal)
        #expect(UIWindow.Level.normal.rawValue == 0)
        #expect(UIWindow.Level.statusBar.rawValue == 1000 && UIWindow.Level.alert.rawValue == 2000)
        #expect(!w.isKeyWindow)
        #expect(w.isHidden)
        #expect(w.subviews.isEmpty)
    }

    @Test("creating a window posts nothing: it starts hidden without becoming hidden")
    func creationIsSilent() {
        _ = Simulator(device: .iPhone3G)
        let recorder = Recorder()
        let w = UIWindow(frame: UIScreen.main.bounds)
        #expect(w.isHidden)
        #expect(recorder.entries.isEmpty)
    }

    @Test("A-44 (WN-4, WN-5): a window is a view and a responder, at the root")
    func windowIsView() {
        _ = Simulator(device: .iPhone3G)
        let w = UIWindow(frame: UIScreen.main.bounds)
        let view: UIView = w
        let responder: UIResponder = w
        #expect(view === responder)
        #expect(w.frame == UIScreen.main.bounds)
        #expect(w.superview == nil)
        #expect(w.window === w)
    }

    @Test("scenarios 163-164: makeKeyAndVisible shows and keys; the next key window makes the previous resign first")
    func scenarios163to164() {
        _ = Simulator(device: .iPhone3G)
        let w1 = UIWindow(frame: UIScreen.main.bounds), w2 = UIWindow(frame: UIScreen.main.bounds)
        let recorder = Recorder()
        w1.makeKeyAndVisible()
        #expect(recorder.entries == [Recorder.entry(UIWindow.didBecomeVisibleNotification, w1),
                                     Recorder.entry(UIWindow.didBecomeKeyNotification, w1)])
        #expect(w1.isKeyWindow && !w1.isHidden)
        recorder.clear()
        w2.makeKeyAndVisible()
        #expect(recorder.entries == [Recorder.entry(UIWindow.didBecomeVisibleNotification, w2),
                                     Recorder.entry(UIWindow.didResignKeyNotification, w1),
                                     Recorder.entry(UIWindow.didBecomeKeyNotification, w2)])
        #expect(!w1.isKeyWindow && w2.isKeyWindow)
        #expect([w1, w2].filter(\.isKeyWindow).count == 1)
        recorder.clear()
        w2.makeKeyAndVisible()  // already key and visible: nothing is posted
        #expect(recorder.entries.isEmpty)
    }

    @Test("R-WIN-18: becomeKey and resignKey are called around the key change")
    func keyCallbacks() {
        _ = Simulator(device: .iPhone3G)
        final class Window: UIWindow {
            var log: [String] = []
            override func becomeKey() { log.append("becomeKey, key: \(isKeyWindow)") }
            override func resignKey() { log.append("resignKey, key: \(isKeyWindow)") }
        }
        let w1 = Window(frame: UIScreen.main.bounds), w2 = Window(frame: UIScreen.main.bounds)
        w1.makeKey()
        w2.makeKey()
        #expect(w1.log == ["becomeKey, key: true", "resignKey, key: false"])
        #expect(w2.log == ["becomeKey, key: true"])
    }

    @Test("scenario 165: showing a window without keying it posts only didBecomeVisible; hiding posts didBecomeHidden")
    func scenario165() {
        _ = Simulator(device: .iPhone3G)
        let w3 = UIWindow(frame: UIScreen.main.bounds)
        let recorder = Recorder()
        w3.isHidden = false
        #expect(recorder.entries == [Recorder.entry(UIWindow.didBecomeVisibleNotification, w3)])
        #expect(!w3.isKeyWindow)
        w3.isHidden = false  // no change, no notification
        w3.isHidden = true
        #expect(recorder.entries == [Recorder.entry(UIWindow.didBecomeVisibleNotification, w3),
                                     Recorder.entry(UIWindow.didBecomeHiddenNotification, w3)])
    }

    @Test("scenario 168: a window at the alert level shows above a normal one, whatever the order of showing")
    func scenario168() {
        let sim = Simulator(device: .iPhone3G)
        let alert = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        alert.windowLevel = .alert
        alert.backgroundColor = .red
        let normal = UIWindow(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        normal.backgroundColor = .green
        alert.isHidden = false
        normal.makeKeyAndVisible()
        var pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[75, 75] == .red)  // the overlap
        #expect(pixels[125, 125] == .green)
        alert.windowLevel = .normal  // equal levels: the one shown last is in front
        pixels = RenderedPixels(sim.screenshot())
        #expect(pixels[75, 75] == .green)
        alert.makeKeyAndVisible()  // already visible: brought to the front of its level
        #expect(RenderedPixels(sim.screenshot())[75, 75] == .red)
        alert.isHidden = true
        alert.isHidden = false
        normal.isHidden = true
        normal.isHidden = false
        #expect(RenderedPixels(sim.screenshot())[75, 75] == .green)
        alert.windowLevel = .normal - 1
        #expect(UIWindow.Level.alert > .statusBar && UIWindow.Level.statusBar > .normal)
        normal.windowLevel = .statusBar
        alert.makeKeyAndVisible()  // the front of a lower level stays below a higher one
        #expect(RenderedPixels(sim.screenshot())[75, 75] == .green)
    }

    /// A view controller whose root view is a plain view (Listing 3-1's main controller).
    final class MainController: UIViewController {}

    @Test("scenario 169, U2: the root view controller's view fills the window; addSubview installs a view too")
    func scenario169() {
        _ = Simulator(device: .iPhone3G)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let vc = MainController()
        #expect(!vc.isViewLoaded)
        window.rootViewController = vc
        #expect(vc.isViewLoaded)
        #expect(vc.view.superview === window)
        #expect(vc.view.window === window)
        #expect(vc.view.frame == window.bounds)
        let other = MainController()
        window.addSubview(other.view)  // the older way (U2): the view is loaded on access
        #expect(other.view.superview === window && other.isViewLoaded)
    }

    /// Listing 3-1, ported: the app delegate's launch method installs the controller's view
    /// and shows the window.
    @MainActor
    final class AppDelegate {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let viewController = MainController()

        func application(didFinishLaunchingWithOptions options: [String: Any]?) -> Bool {
            window.addSubview(viewController.view)
            window.makeKeyAndVisible()
            return true
        }
    }

    @Test("scenario 170: Listing 3-1 returns true with the window key and visible and each notification once")
    func scenario170() {
        _ = Simulator(device: .iPhone3G)
        let delegate = AppDelegate()
        let recorder = Recorder()
        #expect(delegate.application(didFinishLaunchingWithOptions: nil))
        #expect(delegate.window.isKeyWindow && !delegate.window.isHidden)
        #expect(delegate.viewController.view.superview === delegate.window)
        #expect(recorder.entries == [Recorder.entry(UIWindow.didBecomeVisibleNotification, delegate.window),
                                     Recorder.entry(UIWindow.didBecomeKeyNotification, delegate.window)])
    }

    @Test("scenario 171 (R-WIN-10, R-WIN-14): the window spans the screen; content goes below the status bar")
    func scenario171() {
        let sim = Simulator(device: .iPhone3G)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let vc = MainController()
        window.rootViewController = vc
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        #expect(window.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(window.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        // The recommended content frame under an opaque status bar; modern UIKit keeps the
        // root view full screen and reports the bar through its safe area.
        #expect(window.bounds.inset(by: window.safeAreaInsets) == CGRect(x: 0, y: 20, width: 320, height: 460))
        #expect(vc.view.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(vc.view.bounds.inset(by: vc.view.safeAreaInsets) == CGRect(x: 0, y: 20, width: 320, height: 460))
        // A view clear of the status bar has no unsafe area.
        let lower = UIView(frame: CGRect(x: 0, y: 100, width: 320, height: 100))
        window.addSubview(lower)
        #expect(lower.safeAreaInsets == .zero)
    }

    @Test("scenario 172: a window draws nothing of its own: its background, or what lies behind it")
    func scenario172() {
        let sim = Simulator(device: .iPhone3G)
        let back = UIWindow(frame: UIScreen.main.bounds)
        back.backgroundColor = .red
        back.isHidden = false
        let front = UIWindow(frame: UIScreen.main.bounds)
        front.makeKeyAndVisible()
        let image = sim.screenshot()
        let pixels = RenderedPixels(image)
        #expect(pixels.count { $0 != .red } == 0)
        front.backgroundColor = .green
        #expect(RenderedPixels(sim.screenshot()).count { $0 != .green } == 0)
    }

    @Test("A-45: Listing 2-1, a white window with a red and a blue view")
    func listing21() {
        let (sim, window) = makeScenarioWindow(background: .white)
        let red = colouredView(CGRect(x: 10, y: 10, width: 100, height: 100), .red)
        let blue = colouredView(CGRect(x: 10, y: 150, width: 100, height: 100), .blue)
        window.addSubview(red)
        window.addSubview(blue)
        #expect(window.subviews == [red, blue])
        #expect(red.frame == CGRect(x: 10, y: 10, width: 100, height: 100))
        #expect(blue.frame == CGRect(x: 10, y: 150, width: 100, height: 100))
        #expect(red.window === window && blue.window === window)
        #expect(window.isKeyWindow && !window.isHidden)
        #expect(window.backgroundColor == .white)
        let shot = sim.screenshot()
        RenderedPixels.writePNG(shot, to: "/tmp/scenarios-listing-2-1.png")
        let pixels = RenderedPixels(shot)
        #expect(pixels[60, 60] == .red && pixels[60, 200] == .blue && pixels[200, 200] == .white)
    }
}
