import Testing
import TypicalIOSCode6
import UIKitSnapshotTesting
import UIKitTesting

/// Snapshot tests as a user writes them, in a package that built its app first.
@MainActor
@Suite("Downstream: snapshot tests of an app's views")
struct ProfileSnapshotTests {
    @Test("a card laid out by Auto Layout matches its reference picture")
    func card() {
        _ = Simulator(device: .iPhoneSE)
        let card = ProfileCard(frame: CGRect(x: 0, y: 0, width: 240, height: 64))
        assertSnapshot(of: card, as: .image)
    }

    /// The profile screen shown as an app's root controller on an iPhone SE, settled.
    private func showScreen() -> (Simulator, ProfileViewController, UIWindow) {
        let simulator = Simulator(device: .iPhoneSE)
        let controller = ProfileViewController()
        let window = UIWindow(frame: simulator.screen.bounds)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
        return (simulator, controller, window)
    }

    @Test("a tap on the card reaches the controller through a #Selector target–action pair")
    func tapOnCard() {
        let (simulator, controller, window) = showScreen()
        simulator.tap(at: CGPoint(x: 60, y: 60))
        #expect(controller.cardTaps == 1 && window.isKeyWindow)
    }

    @Test("the screen's controller loads, lays out and follows its scroll view")
    func screen() {
        let (simulator, controller, window) = showScreen()
        controller.scrollView.contentOffset = CGPoint(x: 0, y: 40)
        simulator.runUntilIdle()
        #expect(controller.lastOffset == CGPoint(x: 0, y: 40))
        #expect(controller.card.nameLabel.frame.width > 0 && window.isKeyWindow)
    }
}
