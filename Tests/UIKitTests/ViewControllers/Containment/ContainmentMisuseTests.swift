import Foundation
import Testing
import UIKitTesting

/// Containment misuse UIKit raises for, which stops the program here.
@MainActor
@Suite("View controller containment misuse", .serialized)
struct ContainmentMisuseTests {
    @Test("misuse that stops: transition(from:to:) with a controller that is not a child of the receiver")
    func transitionWithStranger() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let parent = UIViewController()
                let child = UIViewController()
                parent.addChild(child)
                parent.view.addSubview(child.view)
                parent.transition(from: child, to: UIViewController(), duration: 0, animations: nil)
            }
        }
    }

    @Test("misuse that stops: a controller added as its own child")
    func ownChild() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let controller = UIViewController()
                controller.addChild(controller)
            }
        }
    }
}
