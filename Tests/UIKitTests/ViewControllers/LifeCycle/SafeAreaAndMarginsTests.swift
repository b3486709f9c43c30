import Foundation
import Testing
import UIKitTesting

/// A controller's additions to the safe area (`additionalSafeAreaInsets`) and its root
/// view's layout margins (`systemMinimumLayoutMargins`,
/// `viewRespectsSystemMinimumLayoutMargins`, `viewLayoutMarginsDidChange`).
@MainActor
@Suite("View controller safe area and margins", .serialized)
struct SafeAreaAndMarginsTests {
    @Test("additionalSafeAreaInsets: the root view's safe area grows by them in the next layout pass, with viewSafeAreaInsetsDidChange; the views inside measure from it")
    func additionalInsetsOfRoot() {
        let stage = LifeCycleStage()
        let root = stage.controller("A", records: .layout)
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        root.view.addSubview(inner)
        let pinned = Self.pin(to: root.view.safeAreaLayoutGuide, in: root.view)
        stage.show(root)
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 50, right: 0)
        stage.sim.runUntilIdle()
        #expect(root.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 84, right: 0))
        #expect(inner.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 0, right: 0))
        #expect(pinned.frame.minY == 103, "a view pinned to the safe area guide moves down")
        #expect(stage.log.take().prefix(2) == ["A.viewSafeAreaInsetsDidChange", "A.viewWillLayoutSubviews"])
        root.additionalSafeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 50, right: 0)
        stage.sim.runUntilIdle()
        #expect(stage.log.entries.isEmpty, "the same value changes nothing")
    }

    @Test("additionalSafeAreaInsets of a child: the child's views include them, the parent's view does not")
    func additionalInsetsOfChild() {
        let stage = LifeCycleStage()
        let parent = stage.controller("P")
        let child = stage.controller("C", records: .layout)
        parent.addChild(child)
        child.view.frame = CGRect(x: 0, y: 0, width: 393, height: 852)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        stage.show(parent)
        child.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        stage.sim.runUntilIdle()
        #expect(child.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 10, bottom: 34, right: 10))
        #expect(parent.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(stage.log.entries.contains("C.viewSafeAreaInsetsDidChange"))
    }

    @Test("systemMinimumLayoutMargins on an iPhone 15 in portrait (compact width): 0, 16, 0, 16; the root view starts at them and never goes below")
    func compactMinimum() {
        let stage = LifeCycleStage()
        let root = stage.controller("A", records: .layout)
        let pinned = Self.pin(to: root.view.layoutMarginsGuide, in: root.view)
        stage.show(root)
        #expect(root.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(root.viewRespectsSystemMinimumLayoutMargins)
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(pinned.frame.minX == 16)
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "other views keep 8")

        root.view.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30)
        #expect(stage.log.take() == ["A.viewLayoutMarginsDidChange"])
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 4, left: 16, bottom: 4, right: 30),
                "whichever is greater, edge by edge")
        root.viewRespectsSystemMinimumLayoutMargins = false
        #expect(stage.log.take() == ["A.viewLayoutMarginsDidChange"])
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 30))
        stage.sim.runUntilIdle()
        #expect(pinned.frame.minX == 4)
    }

    /// A small view in `view` whose top leading corner is pinned to `guide`'s.
    private static func pin(to guide: UILayoutGuide, in view: UIView) -> UIView {
        let pinned = UIView()
        pinned.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(pinned)
        NSLayoutConstraint.activate([
            pinned.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            pinned.topAnchor.constraint(equalTo: guide.topAnchor),
            pinned.widthAnchor.constraint(equalToConstant: 10), pinned.heightAnchor.constraint(equalToConstant: 10),
        ])
        return pinned
    }

    @Test("systemMinimumLayoutMargins on an iPad (regular width): 0, 20, 0, 20")
    func regularMinimum() {
        let stage = LifeCycleStage(device: .iPad)
        let root = stage.controller("A")
        stage.show(root)
        #expect(root.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20))
        #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
    }
}
