import Foundation
import Testing
import UIKitTesting

/// `hidesBarsOnTap`, `hidesBarsWhenKeyboardAppears` and `hidesBarsWhenVerticallyCompact`
/// on an iPhone 15.
@MainActor
@Suite("Navigation bars hiding on tap, keyboard and compact height", .serialized)
struct NavigationBarHidingTests {
    /// A navigation controller showing "A", whose toolbar items show in a toolbar.
    private func showNavigation(_ stage: LifeCycleStage, toolbar: Bool = false) -> (UINavigationController, LoggingController) {
        let root = stage.navigable("A")
        root.view.backgroundColor = .white
        if toolbar { root.toolbarItems = [UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)] }
        let navigation = UINavigationController(rootViewController: root)
        navigation.isToolbarHidden = !toolbar
        stage.show(navigation)
        return (navigation, root)
    }

    @Test("hidesBarsOnTap: off by default; a tap in the content hides the bar and the toolbar, the next shows them")
    func tapToggles() {
        let stage = LifeCycleStage()
        let (navigation, _) = showNavigation(stage, toolbar: true)
        #expect(!navigation.hidesBarsOnTap && !navigation.barHideOnTapGestureRecognizer.isEnabled)
        stage.sim.tap(at: CGPoint(x: 200, y: 450))
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "without hidesBarsOnTap a tap changes nothing")
        navigation.hidesBarsOnTap = true
        #expect(navigation.barHideOnTapGestureRecognizer.isEnabled)
        #expect(navigation.barHideOnTapGestureRecognizer.view === navigation.view)
        stage.sim.tap(at: CGPoint(x: 200, y: 450))
        stage.sim.runUntilIdle()
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        #expect(navigation.navigationBar.isHidden && navigation.navigationBar.frame.maxY <= 0)
        stage.sim.tap(at: CGPoint(x: 200, y: 450))
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        #expect(!navigation.navigationBar.isHidden && navigation.navigationBar.frame.minY > 0)
    }

    @Test("hidesBarsOnTap: a tap on a control in the content, or on the bar, is not the bars' tap")
    func tapOnControlsAndBars() {
        let stage = LifeCycleStage()
        let (navigation, root) = showNavigation(stage)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 400, width: 200, height: 60)
        var taps = 0
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        root.view.addSubview(button)
        navigation.hidesBarsOnTap = true
        stage.sim.runUntilIdle()
        stage.sim.tap(at: CGPoint(x: 200, y: 430))
        stage.sim.runUntilIdle()
        #expect(taps == 1 && !navigation.isNavigationBarHidden)
        stage.sim.tap(at: CGPoint(x: 200, y: navigation.navigationBar.frame.midY))
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
    }

    @Test("hidesBarsWhenKeyboardAppears: the keyboard showing hides the bars, which stay hidden when it goes")
    func keyboardHides() {
        let stage = LifeCycleStage()
        let (navigation, root) = showNavigation(stage)
        let field = TypingView(frame: CGRect(x: 20, y: 200, width: 200, height: 40))
        root.view.addSubview(field)
        stage.sim.runUntilIdle()
        field.becomeFirstResponder()
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "off by default")
        field.resignFirstResponder()
        stage.sim.runUntilIdle()
        navigation.hidesBarsWhenKeyboardAppears = true
        field.becomeFirstResponder()
        stage.sim.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        field.resignFirstResponder()
        stage.sim.runUntilIdle()
        #expect(navigation.isNavigationBarHidden, "the bars stay hidden when the keyboard goes")
        navigation.hidesBarsWhenKeyboardAppears = false
        navigation.isNavigationBarHidden = false
        field.becomeFirstResponder()
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "turned off, the keyboard leaves the bars alone")
    }

    @Test("hidesBarsWhenVerticallyCompact: landscape hides the bar, a tap shows it, portrait shows the bars it hid")
    func verticallyCompact() {
        let stage = LifeCycleStage()
        let (navigation, _) = showNavigation(stage, toolbar: true)
        stage.sim.rotate(to: .landscapeLeft)
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "off by default")
        stage.sim.rotate(to: .portrait)
        stage.sim.runUntilIdle()
        navigation.hidesBarsWhenVerticallyCompact = true
        #expect(!navigation.isNavigationBarHidden, "portrait is vertically regular")
        #expect(navigation.barHideOnTapGestureRecognizer.isEnabled)
        stage.sim.tap(at: CGPoint(x: 200, y: 450))
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "in regular height a tap does not hide the bars")
        stage.sim.rotate(to: .landscapeLeft)
        stage.sim.runUntilIdle()
        #expect(navigation.traitCollection.verticalSizeClass == .compact)
        #expect(navigation.isNavigationBarHidden && navigation.isToolbarHidden)
        stage.sim.rotate(to: .portrait)
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden && !navigation.isToolbarHidden)
        stage.sim.rotate(to: .landscapeLeft)
        stage.sim.runUntilIdle()
        #expect(navigation.isNavigationBarHidden)
        stage.sim.tap(at: CGPoint(x: 420, y: 200))
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden, "a tap in the content shows the bars again")
    }

    @Test("hidesBarsWhenVerticallyCompact set while in landscape hides the bar at once")
    func verticallyCompactAlready() {
        let stage = LifeCycleStage()
        let (navigation, _) = showNavigation(stage)
        stage.sim.rotate(to: .landscapeLeft)
        stage.sim.runUntilIdle()
        navigation.hidesBarsWhenVerticallyCompact = true
        #expect(navigation.isNavigationBarHidden)
        stage.sim.rotate(to: .portrait)
        stage.sim.runUntilIdle()
        #expect(!navigation.isNavigationBarHidden)
    }
}
