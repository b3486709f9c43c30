import Foundation
import Testing
import UIKitTesting

/// `contentLayoutGuide` and `frameLayoutGuide`: content pinned to the content guide sets the
/// content size; the frame guide sizes content to the scroll view and holds views in place
/// while the content scrolls.
@MainActor
@Suite("Scroll view layout guides", .serialized)
struct ScrollViewLayoutGuideTests {
    @Test("content pinned to the content guide, as wide as the frame guide, sets contentSize")
    func contentSizeFromConstraints() {
        let stage = ScrollStage(contentSize: .zero)
        let scrollView = stage.scrollView
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        let guide = scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        stage.sim.runUntilIdle()
        #expect(scrollView.contentSize == CGSize(width: 320, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1500))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 1500))
        scrollView.contentOffset = CGPoint(x: 0, y: 200)
        stage.sim.runUntilIdle()
        #expect(content.frame.minY == 0, "content stays in content coordinates")
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 200, width: 320, height: 480))
    }

    @Test("a view pinned to the frame guide stays in place on screen while the content scrolls")
    func floatingView() {
        let stage = ScrollStage()
        let scrollView = stage.scrollView
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 20),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -20),
            badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
        ])
        stage.sim.runUntilIdle()
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 260, y: 60))
        stage.drag(from: stage.point(y: 400), by: CGVector(dx: 0, dy: -200), steps: 20, hold: 0.1)
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentOffset.y == 180)
        #expect(badge.convert(CGPoint.zero, to: nil) == CGPoint(x: 260, y: 60))
    }

    @Test("a content guide its constraints leave free follows contentSize")
    func freeContentGuide() {
        let stage = ScrollStage(contentSize: CGSize(width: 320, height: 900))
        let marker = UIView()
        marker.translatesAutoresizingMaskIntoConstraints = false
        stage.scrollView.addSubview(marker)
        let guide = stage.scrollView.contentLayoutGuide
        NSLayoutConstraint.activate([
            marker.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            marker.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            marker.widthAnchor.constraint(equalToConstant: 10), marker.heightAnchor.constraint(equalToConstant: 10),
        ])
        stage.sim.runUntilIdle()
        #expect(stage.scrollView.contentSize == CGSize(width: 320, height: 900))
        #expect(marker.frame == CGRect(x: 0, y: 890, width: 10, height: 10))
        stage.scrollView.contentSize = CGSize(width: 320, height: 1200)
        stage.sim.runUntilIdle()
        #expect(marker.frame.minY == 1190)
    }
}
