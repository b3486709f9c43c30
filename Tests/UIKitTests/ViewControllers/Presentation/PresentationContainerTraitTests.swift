import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A presentation controller as UIKit's is: the content container of the controller it
/// presents (told when its `preferredContentSize` changes, answering the child's size) and
/// the source of the traits it overrides for it (`overrideTraitCollection`).
@MainActor
@Suite("Presentation controllers: content container and trait override", .serialized)
struct PresentationContainerTraitTests {
    /// A custom presentation controller that logs what its presented controller tells it.
    private final class ListeningPresentation: UIPresentationController {
        var heard: [CGSize] = []

        override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
            super.preferredContentSizeDidChange(forChildContentContainer: container)
            heard.append(container.preferredContentSize)
        }
    }

    private final class CustomDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var made: ListeningPresentation?

        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let made = ListeningPresentation(presentedViewController: presented, presenting: presenting)
            self.made = made
            return made
        }
    }

    @Test("UIContentContainer: a presented controller's new preferredContentSize is told to its presentation controller, which answers its preferred size; a child's goes to its parent instead")
    func preferredSizeReachesPresentation() throws {
        let stage = DeviceStage(.iPhone15)
        let delegate = CustomDelegate()
        let presented = LoggingController("B", log: stage.log, style: .custom)
        presented.transitioningDelegate = delegate
        stage.root.present(presented, animated: false)
        stage.sim.runUntilIdle()
        let presentation = try #require(delegate.made)

        presented.preferredContentSize = CGSize(width: 200, height: 100)
        presented.preferredContentSize = CGSize(width: 200, height: 100)
        #expect(presentation.heard == [CGSize(width: 200, height: 100)], "told once per change")
        #expect(presentation.preferredContentSize == CGSize(width: 200, height: 100))
        #expect(presentation.size(forChildContentContainer: presented, withParentContainerSize: .zero)
                == stage.window.bounds.size, "the size of frameOfPresentedViewInContainerView")

        let child = UIViewController()
        presented.addChild(child)
        child.preferredContentSize = CGSize(width: 10, height: 10)
        #expect(presentation.heard.count == 1, "a child's change goes to its parent")
    }

    @Test("overrideTraitCollection: the presented controller and its views get the overridden traits on top of the window's; changing it while shown tells them")
    func overrideTraitCollection() throws {
        let stage = DeviceStage(.iPad)
        let presented = LoggingController("B", log: stage.log, style: .formSheet)
        presented.presentationController?.overrideTraitCollection = UITraitCollection(horizontalSizeClass: .compact)
        stage.root.present(presented, animated: false)
        stage.sim.runUntilIdle()
        #expect(stage.window.traitCollection.horizontalSizeClass == .regular)
        #expect(presented.traitCollection.horizontalSizeClass == .compact)
        #expect(presented.view.traitCollection.horizontalSizeClass == .compact)
        #expect(presented.traitCollection.userInterfaceIdiom == .pad, "the other traits are the window's")
        #expect(stage.root.traitCollection.horizontalSizeClass == .regular, "the presenter keeps its own")

        var seen: [UIUserInterfaceSizeClass] = []
        presented.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (controller: UIViewController, _) in
            seen.append(controller.traitCollection.horizontalSizeClass)
        }
        presented.presentationController?.overrideTraitCollection = nil
        #expect(presented.traitCollection.horizontalSizeClass == .regular)
        #expect(seen == [.regular])
        #expect(presented.presentationController?.traitCollection.horizontalSizeClass == .regular)
    }
}
