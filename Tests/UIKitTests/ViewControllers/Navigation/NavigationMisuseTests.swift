import Foundation
import Testing
import UIKitTesting

/// What UIKit raises exceptions for, which stops the program here.
@MainActor
@Suite("Navigation controller misuse", .serialized)
struct NavigationMisuseTests {
    @Test("misuse that stops: pushing a controller already in the stack (Pushing the same view controller instance more than once is not supported)")
    func pushTwice() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let root = UIViewController()
                let navigation = UINavigationController(rootViewController: root)
                navigation.pushViewController(root, animated: false)
            }
        }
    }

    @Test("misuse that stops: pushing a navigation controller (Pushing a navigation controller is not supported)")
    func pushNavigationController() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.pushViewController(UINavigationController(), animated: false)
            }
        }
    }

    @Test("misuse that stops: setViewControllers with the same controller twice")
    func duplicates() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIViewController()
                UINavigationController().setViewControllers([controller, controller], animated: false)
            }
        }
    }

    @Test("misuse that stops: popToViewController with a controller not in the stack")
    func popToStranger() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let navigation = UINavigationController(rootViewController: UIViewController())
                navigation.popToViewController(UIViewController(), animated: false)
            }
        }
    }
}
