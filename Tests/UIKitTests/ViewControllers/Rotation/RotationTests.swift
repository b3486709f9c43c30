import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Turning the interface with the device: who decides, the callbacks in UIKit's order, the
/// coordinator, and orientations refused.
@MainActor
@Suite("Rotation", .serialized)
struct RotationTests {
    /// A shown window whose root controller has one child.
    @MainActor
    struct Stage {
        let sim: Simulator
        let log: CallbackLog
        let window: UIWindow
        let root: TraitLoggingController
        let child: TraitLoggingController

        init(device: Device = .iPhone15, infoDictionary: [String: Any]? = nil,
             configure: (TraitLoggingController) -> Void = { _ in }) {
            sim = Simulator(device: device)
            log = CallbackLog()
            if let infoDictionary { sim.infoDictionary = infoDictionary }
            window = UIWindow(frame: sim.screen.bounds)
            root = TraitLoggingController("root", log: log)
            child = TraitLoggingController("child", log: log)
            configure(root)
            root.addChild(child)
            root.view.addSubview(child.view)
            child.view.frame = root.view.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            child.didMove(toParent: root)
            window.rootViewController = root
            window.makeKeyAndVisible()
            sim.runUntilIdle()
            log.entries = []
        }
    }

    @Test("a turn runs in UIKit's order: willTransition(to:with:), viewWillTransition(to:with:) root then child, traits, then layout")
    func callbackOrder() {
        let stage = Stage()
        stage.sim.rotate(to: .landscapeLeft)
        let entries = stage.log.take()
        #expect(Array(entries.prefix(6)) == [
            "root.willTransition(to:with:)", "child.willTransition(to:with:)",
            "root.viewWillTransition(to: 852x393)", "child.viewWillTransition(to: 852x393)",
            "root.traitCollectionDidChange", "child.traitCollectionDidChange",
        ])
        #expect(entries.firstIndex(of: "root.viewWillLayoutSubviews") ?? -1 > 5)
        #expect(stage.root.coordinatorWasCurrent && stage.child.coordinatorWasCurrent)
        #expect(stage.window.frame.size == CGSize(width: 852, height: 393))
        #expect(stage.root.view.bounds.size == CGSize(width: 852, height: 393))
        #expect(stage.root.traitCollection.verticalSizeClass == .compact)
    }

    @Test("the root view's size is still the old one inside viewWillTransition(to:with:)")
    func sizeChangesAfter() {
        final class SizeProbe: UIViewController {
            var sizeInside: CGSize?
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                sizeInside = view.bounds.size
                super.viewWillTransition(to: size, with: coordinator)
            }
        }
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        let probe = SizeProbe()
        window.rootViewController = probe
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        sim.rotate(to: .landscapeRight)
        #expect(probe.sizeInside == CGSize(width: 393, height: 852))
    }

    @Test("the coordinator: alongside animations run in the 0.3 s rotation animation, completions after it; no size-class change, no willTransition")
    func coordinator() {
        final class Animating: UIViewController {
            let marker = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            var completedAt: CFTimeInterval?
            var duration: TimeInterval?
            var willTransitionTraits = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(marker)
            }
            override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
                willTransitionTraits += 1
                super.willTransition(to: newCollection, with: coordinator)
            }
            override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
                super.viewWillTransition(to: size, with: coordinator)
                duration = coordinator.transitionDuration
                coordinator.animate(alongsideTransition: { [marker] _ in marker.alpha = 0 },
                                    completion: { [weak self] context in
                                        self?.completedAt = CACurrentMediaTime()
                                        #expect(!context.isCancelled)
                                    })
            }
        }
        let sim = Simulator(device: .iPad)
        let window = UIWindow(frame: sim.screen.bounds)
        let root = Animating()
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        let start = CACurrentMediaTime()
        sim.rotate(to: .landscapeLeft)
        #expect(root.duration == 0.3 && root.willTransitionTraits == 0)
        #expect(root.marker.alpha == 0)
        #expect(root.marker.layer.animation(forKey: "opacity") != nil)
        #expect(root.completedAt == nil && root.transitionCoordinator != nil)
        sim.runUntilIdle()
        #expect(root.completedAt.map { $0 - start >= 0.3 - 1e-9 } == true)
        #expect(root.transitionCoordinator == nil)
    }

    @Test("an unsupported orientation is refused: the interface stays, nobody is told; upside down on iPhone by default")
    func refused() {
        let stage = Stage { $0.supported = .portrait }
        stage.sim.rotate(to: .landscapeLeft)
        #expect(stage.log.take().isEmpty)
        #expect(stage.sim.screen.bounds.size == CGSize(width: 393, height: 852))
        let phone = Stage()
        phone.sim.rotate(to: .portraitUpsideDown)
        #expect(phone.log.take().isEmpty && UIApplication.shared.statusBarOrientation == .portrait)
        let pad = Stage(device: .iPad)
        pad.sim.rotate(to: .portraitUpsideDown)
        #expect(UIApplication.shared.statusBarOrientation == .portraitUpsideDown)
    }

    @Test("shouldAutorotate false keeps the interface where it is")
    func noAutorotate() {
        let stage = Stage { $0.autorotates = false }
        stage.sim.rotate(to: .landscapeRight)
        #expect(stage.sim.screen.bounds.size == CGSize(width: 393, height: 852))
    }

    @Test("the Info.plist's UISupportedInterfaceOrientations limits the turns too")
    func infoPlist() {
        let stage = Stage(infoDictionary: ["UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"]])
        stage.sim.rotate(to: .landscapeLeft)
        #expect(stage.sim.screen.bounds.width == 393)
        let pad = Stage(device: .iPad, infoDictionary: [
            "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"],
            "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"],
        ])
        pad.sim.rotate(to: .landscapeLeft)
        #expect(pad.sim.screen.bounds.width == 1024)
    }

    @Test("setNeedsUpdateOfSupportedInterfaceOrientations(): the interface follows the device once allowed, and leaves an orientation no longer allowed")
    func updateSupported() {
        let stage = Stage { $0.supported = .portrait }
        stage.sim.rotate(to: .landscapeLeft)
        #expect(stage.sim.screen.bounds.width == 393)
        stage.root.supported = .allButUpsideDown
        stage.root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(stage.sim.screen.bounds.width == 852)
        stage.root.supported = .portrait
        stage.root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(stage.sim.screen.bounds.width == 393)
        stage.sim.runUntilIdle()
    }

    @Test("A-30 (LS-2, LS-4): a landscape-only root and UIInterfaceOrientation landscape right: the app starts in landscape right")
    func scenarioA30() {
        let stage = Stage(device: .iPhone4, infoDictionary: ["UIInterfaceOrientation": "UIInterfaceOrientationLandscapeRight"]) {
            $0.supported = .landscapeRight
        }
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        #expect(stage.root.view.bounds.size == CGSize(width: 480, height: 320))
        #expect(stage.log.take().filter { $0.contains("Transition") }.isEmpty)
    }

    @Test("a full-screen presented controller decides instead of the root")
    func presentedDecides() {
        let stage = Stage()
        let presented = TraitLoggingController("presented", log: stage.log)
        presented.supported = .portrait
        presented.modalPresentationStyle = .fullScreen
        stage.root.present(presented, animated: false)
        stage.sim.runUntilIdle()
        stage.sim.rotate(to: .landscapeLeft)
        #expect(stage.sim.screen.bounds.width == 393)
        presented.supported = .allButUpsideDown
        presented.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(stage.sim.screen.bounds.width == 852)
        #expect(presented.transitionSizes == [CGSize(width: 852, height: 393)])
    }

    @Test("defaults: .allButUpsideDown on iPhone, .all on iPad; shouldAutorotate true")
    func defaults() {
        let phone = Simulator(device: .iPhone15)
        #expect(UIViewController().supportedInterfaceOrientations == .allButUpsideDown)
        #expect(UIViewController().shouldAutorotate)
        _ = phone
        let pad = Simulator(device: .iPad)
        #expect(UIViewController().supportedInterfaceOrientations == .all)
        _ = pad
    }
}
