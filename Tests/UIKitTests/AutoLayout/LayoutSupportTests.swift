import Testing
import UIKitTesting

/// `topLayoutGuide` and `bottomLayoutGuide`, deprecated since iOS 11 but in the SDK: the
/// parts of the controller's view outside its safe area.
@MainActor
@Suite("Auto Layout: a view controller's top and bottom layout guides", .serialized)
struct LayoutSupportTests {
    @Test("the guides' lengths are the safe area's insets and their anchors place views")
    func lengthsAndAnchors() {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let header = UIView(), footer = UIView()
        for view in [header, footer] {
            view.translatesAutoresizingMaskIntoConstraints = false
            controller.view.addSubview(view)
        }
        let top = controller.topLayoutGuide, bottom = controller.bottomLayoutGuide
        #expect(controller.topLayoutGuide === top && controller.bottomLayoutGuide === bottom)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: top.bottomAnchor), header.heightAnchor.constraint(equalTo: top.heightAnchor),
            header.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor), header.widthAnchor.constraint(equalToConstant: 10),
            footer.bottomAnchor.constraint(equalTo: bottom.topAnchor), footer.heightAnchor.constraint(equalTo: bottom.heightAnchor),
            footer.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor), footer.widthAnchor.constraint(equalToConstant: 10),
        ])
        sim.runUntilIdle()
        #expect(top.length == 59 && bottom.length == 34)
        #expect(header.frame == CGRect(x: 0, y: 59, width: 10, height: 59))
        #expect(footer.frame == CGRect(x: 0, y: 852 - 34 - 34, width: 10, height: 34))
        #expect(top.topAnchor.item === (top as AnyObject) && bottom.heightAnchor.item === (bottom as AnyObject))
        withExtendedLifetime(window) {}
    }

    @Test("without a safe area the guides have no length")
    func noSafeArea() {
        let controller = UIViewController()
        #expect(controller.topLayoutGuide.length == 0 && controller.bottomLayoutGuide.length == 0)
        #expect(controller.isViewLoaded)
    }
}
