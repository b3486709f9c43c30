import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A child of a presented controller (the page in a presented navigation controller, whose
/// Done button dismisses): its `presentingViewController` is its ancestor's presenter and its
/// `dismiss` dismisses that ancestor, as UIKit documents.
@MainActor
@Suite("Presentation: children of presented controllers", .serialized)
struct PresentationChildTests {
    @Test("presentingViewController: a child of a presented controller answers its ancestor's presenter; a child of one that is not presented answers nil")
    func childPresenting() {
        let stage = LifeCycleStage()
        let root = stage.controller("Root")
        stage.show(root)
        let page = stage.controller("Page")
        let wrapper = UINavigationController(rootViewController: page)
        #expect(page.presentingViewController == nil)
        root.present(wrapper, animated: false)
        stage.sim.runUntilIdle()
        #expect(wrapper.presentingViewController === root && page.presentingViewController === root)
        #expect(root.presentingViewController == nil)
    }

    @Test("dismiss(animated:completion:) on a child of a presented controller dismisses that controller, with the completion after its viewDidDisappear")
    func childDismisses() {
        let stage = LifeCycleStage()
        let root = stage.controller("Root")
        stage.show(root)
        let page = stage.controller("Page")
        let wrapper = UINavigationController(rootViewController: page)
        root.present(wrapper, animated: true)
        stage.sim.runUntilIdle()
        stage.log.entries = []
        var completed = false
        page.dismiss(animated: true) { completed = true }
        stage.sim.runUntilIdle()
        #expect(root.presentedViewController == nil && completed)
        // A page sheet (the automatic style) leaves its presenter on screen: only the page
        // disappears.
        #expect(stage.log.take() == ["Page.viewWillDisappear(true)", "Page.viewDidDisappear(true)"])
    }

    @Test("dismiss on a child whose ancestor presents something dismisses what the ancestor presented")
    func childOfPresenterDismissesPresented() {
        let stage = LifeCycleStage()
        let content = stage.controller("Content")
        let navigation = UINavigationController(rootViewController: content)
        stage.show(navigation)
        let sheet = stage.controller("Sheet")
        content.present(sheet, animated: false)
        stage.sim.runUntilIdle()
        #expect(navigation.presentedViewController === sheet)
        content.dismiss(animated: false)
        stage.sim.runUntilIdle()
        #expect(navigation.presentedViewController == nil && sheet.presentingViewController == nil)
    }
}
