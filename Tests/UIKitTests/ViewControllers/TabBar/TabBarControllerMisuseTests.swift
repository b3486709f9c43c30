import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Selecting a controller that is not a tab stops the program, as UIKit's exception does.
@MainActor
@Suite("Tab bar controller misuse", .serialized)
struct TabBarControllerMisuseTests {
    @Test("UITabBarController: selecting a controller not in viewControllers stops with UIKit's message")
    func selectingStranger() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let tabs = UITabBarController()
                tabs.viewControllers = [UIViewController()]
                tabs.selectedViewController = UIViewController()
            }
        }
    }
}
