import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`: on an iPhone a
/// popover adapted to full screen can be shown inside a navigation controller the delegate
/// makes (to give it a Done button), the classic use of the method.
@MainActor
@Suite("Popover adaptation: a controller in place of the presented one", .serialized)
struct PopoverAdaptationTests {
    /// Adapts to `style` and wraps the presented controller in a navigation controller,
    /// logging the style it was asked for.
    private final class WrappingDelegate: NSObject, UIPopoverPresentationControllerDelegate {
        var style: UIModalPresentationStyle = .fullScreen
        var askedFor: [UIModalPresentationStyle] = []
        private(set) var wrapper: UINavigationController?

        func adaptivePresentationStyle(for controller: UIPresentationController,
                                       traitCollection: UITraitCollection) -> UIModalPresentationStyle { style }

        func presentationController(_ controller: UIPresentationController,
                                    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle)
            -> UIViewController? {
            askedFor.append(style)
            let navigation = UINavigationController(rootViewController: controller.presentedViewController)
            wrapper = navigation
            return navigation
        }
    }

    private func present(on stage: DeviceStage, delegate: WrappingDelegate) -> LoggingController {
        let content = LoggingController("B", log: stage.log, style: .popover)
        content.title = "Details"
        let popover = content.popoverPresentationController!
        popover.sourceView = stage.root.view
        popover.sourceRect = CGRect(x: 150, y: 200, width: 100, height: 40)
        popover.delegate = delegate
        stage.root.present(content, animated: true)
        stage.sim.runUntilIdle()
        return content
    }

    @Test("on an iPhone the delegate's controller is shown full screen instead: it is the presenter's presentedViewController, the original is inside it and answers the presenter")
    func wrappedOnIPhone() throws {
        let stage = DeviceStage(.iPhone15)
        let delegate = WrappingDelegate()
        let content = present(on: stage, delegate: delegate)
        let wrapper = try #require(delegate.wrapper)
        #expect(delegate.askedFor == [.fullScreen])
        #expect(stage.root.presentedViewController === wrapper)
        #expect(wrapper.presentingViewController === stage.root)
        #expect(content.navigationController === wrapper && content.presentingViewController === stage.root)
        #expect(wrapper.view.frame == stage.window.bounds && content.view.window != nil)
        #expect(wrapper.navigationBar.topItem?.title == "Details")
        #expect(content.popoverPresentationController != nil, "the popover controller stays readable on the original")
    }

    @Test("dismiss from the original controller (its Done button) dismisses the wrapper")
    func originalDismisses() {
        let stage = DeviceStage(.iPhone15)
        let delegate = WrappingDelegate()
        let content = present(on: stage, delegate: delegate)
        content.dismiss(animated: true)
        stage.sim.runUntilIdle()
        #expect(stage.root.presentedViewController == nil)
        #expect(content.viewIfLoaded?.window == nil)
    }

    @Test("not asked when the popover does not adapt (.none on an iPhone, or an iPad's regular width)")
    func notAskedWithoutAdaptation() {
        let phone = DeviceStage(.iPhone15)
        let keeping = WrappingDelegate()
        keeping.style = .none
        let kept = present(on: phone, delegate: keeping)
        #expect(keeping.askedFor.isEmpty && phone.root.presentedViewController === kept)
        let pad = DeviceStage(.iPad)
        let regular = WrappingDelegate()
        let shown = present(on: pad, delegate: regular)
        #expect(regular.askedFor.isEmpty && pad.root.presentedViewController === shown)
    }
}
