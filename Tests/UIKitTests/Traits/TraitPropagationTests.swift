import CoreGraphics
import Foundation
import Testing
import UIKitTesting

/// Traits flowing window → root controller → views → child controllers; overrides; who is
/// told of a change, and how often.
@MainActor
@Suite("Trait propagation and change notification", .serialized)
struct TraitPropagationTests {
    /// A shown window with a root controller, a subview, a child controller and a view in it.
    @MainActor
    struct Stage {
        let sim: Simulator
        let log: CallbackLog
        let window: UIWindow
        let root: TraitLoggingController
        let rootSubview: TraitLoggingView
        let child: TraitLoggingController
        let childSubview: TraitLoggingView

        init() {
            sim = Simulator(device: .iPhone15)
            log = CallbackLog()
            window = UIWindow(frame: sim.screen.bounds)
            root = TraitLoggingController("root", log: log)
            child = TraitLoggingController("child", log: log)
            rootSubview = TraitLoggingView("rootSubview", log: log)
            childSubview = TraitLoggingView("childSubview", log: log)
            root.view.addSubview(rootSubview)
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            child.view.addSubview(childSubview)
            window.rootViewController = root
            window.makeKeyAndVisible()
            sim.runUntilIdle()
            log.entries = []
        }

        /// The trait-change entries logged since the last take.
        func traitChanges() -> [String] { log.take().filter { $0.hasSuffix("traitCollectionDidChange") } }
    }

    @Test("everything in a window inherits the screen's traits")
    func inherits() {
        let stage = Stage()
        for traits in [stage.window.traitCollection, stage.root.traitCollection, stage.rootSubview.traitCollection,
                       stage.child.traitCollection, stage.childSubview.traitCollection] {
            #expect(traits == stage.sim.screen.traitCollection)
        }
    }

    @Test("traitOverrides on a controller: it, its views and its children change, each told exactly once, parents first")
    func controllerOverride() {
        let stage = Stage()
        stage.root.traitOverrides.userInterfaceStyle = .dark
        #expect(stage.traitChanges() == ["root.traitCollectionDidChange", "rootSubview.traitCollectionDidChange",
                                         "child.traitCollectionDidChange", "childSubview.traitCollectionDidChange"])
        #expect(stage.childSubview.traitCollection.userInterfaceStyle == .dark)
        #expect(stage.window.traitCollection.userInterfaceStyle == .light)
        // Setting the same value again changes nothing, and tells no one.
        stage.root.traitOverrides.userInterfaceStyle = .dark
        #expect(stage.traitChanges().isEmpty)
        #expect(stage.root.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        stage.root.traitOverrides.remove(UITraitUserInterfaceStyle.self)
        #expect(stage.traitChanges().count == 4)
        #expect(stage.childSubview.traitCollection.userInterfaceStyle == .light)
    }

    @Test("traitOverrides on a view reach only that view and its subviews")
    func viewOverride() {
        let stage = Stage()
        stage.child.view.traitOverrides.horizontalSizeClass = .regular
        #expect(stage.traitChanges() == ["childSubview.traitCollectionDidChange"])
        #expect(stage.childSubview.traitCollection.horizontalSizeClass == .regular)
        #expect(stage.child.view.traitCollection.horizontalSizeClass == .regular)
        #expect(stage.child.traitCollection.horizontalSizeClass == .compact)
        #expect(stage.rootSubview.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("setOverrideTraitCollection(_:forChild:): the child and what is in it change; nil removes it")
    func childOverride() {
        let stage = Stage()
        stage.root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: stage.child)
        #expect(stage.traitChanges() == ["child.traitCollectionDidChange", "childSubview.traitCollectionDidChange"])
        #expect(stage.child.traitCollection.horizontalSizeClass == .regular)
        #expect(stage.root.overrideTraitCollection(forChild: stage.child)?.horizontalSizeClass == .regular)
        #expect(stage.child.overrideTraitCollection(forChild: stage.root) == nil)
        stage.root.setOverrideTraitCollection(nil, forChild: stage.child)
        #expect(stage.traitChanges().count == 2 && stage.child.traitCollection.horizontalSizeClass == .compact)
    }

    @Test("a size-class change lays out again only the views whose size class changed")
    func relayoutOnlyAffected() {
        let stage = Stage()
        stage.child.view.traitOverrides.horizontalSizeClass = .regular
        stage.log.entries = []
        stage.sim.runUntilIdle()
        let layouts = stage.log.take().filter { $0.hasSuffix("layoutSubviews") }
        #expect(layouts.contains("childSubview.layoutSubviews"))
        #expect(!layouts.contains("rootSubview.layoutSubviews"))
        // A change of a trait that is not a size class lays nothing out.
        stage.child.view.traitOverrides.legibilityWeight = .bold
        stage.log.entries = []
        stage.sim.runUntilIdle()
        #expect(stage.log.take().filter { $0.hasSuffix("layoutSubviews") }.isEmpty)
    }

    @Test("overrideUserInterfaceStyle is the userInterfaceStyle override; .unspecified inherits again")
    func overrideUserInterfaceStyle() {
        let stage = Stage()
        stage.rootSubview.overrideUserInterfaceStyle = .dark
        #expect(stage.rootSubview.traitCollection.userInterfaceStyle == .dark)
        #expect(stage.rootSubview.traitOverrides.userInterfaceStyle == .dark)
        stage.rootSubview.overrideUserInterfaceStyle = .unspecified
        #expect(stage.rootSubview.traitCollection.userInterfaceStyle == .light)
        #expect(!stage.rootSubview.traitOverrides.contains(UITraitUserInterfaceStyle.self))
        stage.window.overrideUserInterfaceStyle = .dark
        #expect(stage.childSubview.traitCollection.userInterfaceStyle == .dark)
    }

    @Test("a view moved under a view with other traits takes them and is told; moved out, it inherits the screen's again")
    func moving() {
        let stage = Stage()
        stage.rootSubview.overrideUserInterfaceStyle = .dark
        let moving = TraitLoggingView("moving", log: stage.log)
        // Its first collection (the app's) is no change; it has one once asked.
        #expect(moving.traitCollection.userInterfaceStyle == .light)
        stage.log.entries = []
        stage.rootSubview.addSubview(moving)
        #expect(stage.traitChanges() == ["moving.traitCollectionDidChange"])
        #expect(moving.traitCollection.userInterfaceStyle == .dark)
        moving.removeFromSuperview()
        #expect(stage.traitChanges() == ["moving.traitCollectionDidChange"])
        #expect(moving.traitCollection.userInterfaceStyle == .light)
        // Moving where the traits are the same tells no one.
        stage.child.view.addSubview(moving)
        #expect(stage.traitChanges().isEmpty)
    }

    @Test("iOS 17 registerForTraitChanges(_:handler:): called only for the traits registered, with the previous collection; unregistering stops it")
    func handlerRegistration() {
        let stage = Stage()
        var calls: [(UIUserInterfaceStyle, UIUserInterfaceStyle)] = []
        let registration = stage.rootSubview.registerForTraitChanges([UITraitUserInterfaceStyle.self]) {
            (view: TraitLoggingView, previous: UITraitCollection) in
            calls.append((previous.userInterfaceStyle, view.traitCollection.userInterfaceStyle))
        }
        stage.root.traitOverrides.horizontalSizeClass = .regular
        #expect(calls.isEmpty)
        stage.root.traitOverrides.userInterfaceStyle = .dark
        #expect(calls.count == 1 && calls.first?.0 == .light && calls.first?.1 == .dark)
        // The deprecated callback comes first.
        stage.rootSubview.unregisterForTraitChanges(registration)
        stage.root.traitOverrides.userInterfaceStyle = .light
        #expect(calls.count == 1)
    }

    @Test("registerForTraitChanges on a controller with several traits, and with a target and action")
    func controllerRegistrations() {
        @MainActor
        final class Target: NSObject {
            var received: [String] = []
            func traitsChanged(_ environment: UIViewController, _ previous: UITraitCollection) {
                received.append("\(previous.verticalSizeClass)->\(environment.traitCollection.verticalSizeClass)")
            }
        }
        let stage = Stage()
        var count = 0
        stage.child.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self]) {
            (_: UIViewController, _: UITraitCollection) in count += 1
        }
        let target = Target()
        stage.child.registerForTraitChanges([UITraitVerticalSizeClass.self], target: target,
                                            action: #Selector(Target.traitsChanged(_:_:)))
        stage.root.traitOverrides.verticalSizeClass = .compact
        #expect(count == 1 && target.received == ["regular->compact"])
        stage.root.traitOverrides.horizontalSizeClass = .regular
        #expect(count == 2 && target.received.count == 1)
    }

    @Test("misuse that stops: setOverrideTraitCollection(_:forChild:) for a controller that is not a child")
    func overrideForStranger() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                UIViewController().setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular),
                                                              forChild: UIViewController())
            }
        }
    }
}
