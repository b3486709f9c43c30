import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// A translucent group fading frame after frame is painted from its kept look
/// (`GroupLook`) instead of being drawn into a transparency layer again; the pixels must
/// be exactly those of drawing it afresh, and any change to what the group draws must
/// show at once.
@Suite("Compositor group looks")
struct GroupLookTests {
    /// A white screen holding a card (a background and three coloured sublayers) at
    /// `opacity`.
    private func makeCard(opacity: Float) -> (root: CALayer, card: CALayer, rows: [CALayer]) {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: CompositedScreen.size)
        root.backgroundColor = color(1, 1, 1)
        let card = CALayer()
        card.frame = CGRect(x: 5, y: 5, width: 50, height: 30)
        card.backgroundColor = color(0.2, 0.4, 0.9)
        let rows = (0..<3).map { index in
            let row = CALayer()
            row.frame = CGRect(x: 4, y: 4 + CGFloat(index) * 8, width: 42, height: 6)
            row.backgroundColor = color(CGFloat(index) / 2, 0.8, 0.3, 0.8)
            card.addSublayer(row)
            return row
        }
        card.opacity = opacity
        root.addSublayer(card)
        return (root, card, rows)
    }

    /// Composites the screen's changes and checks them against a compositor drawing
    /// everything afresh.
    private func frame(_ screen: CompositedScreen, sourceLocation: SourceLocation = #_sourceLocation) {
        screen.compositor.commit()
        screen.compositor.composite()
        let afresh = CompositedScreen(screen.roots, skipping: false).pixels
        #expect(screen.pixels.differingPixels(from: afresh) == 0, sourceLocation: sourceLocation)
    }

    @Test("A fading group keeps its look from its second frame and paints it at each new opacity, pixel for pixel")
    func fadeKeepsLook() {
        let (root, card, _) = makeCard(opacity: 0.2)
        let screen = CompositedScreen([root])
        // The first frame only notes where the group is drawn.
        #expect(card.composite.groupLook?.pixels == nil)
        for step in 1...5 {
            card.opacity = 0.2 + Float(step) * 0.1
            frame(screen)
            #expect(card.composite.groupLook?.pixels != nil, "step \(step): the group's look is kept")
        }
        let kept = card.composite.groupLook
        card.opacity = 0.9
        frame(screen)
        #expect(card.composite.groupLook === kept, "an opacity change draws from the same kept look")
    }

    @Test("A change to a sublayer or to the group's own drawing drops the kept look and shows on the next frame")
    func changesDropLook() {
        let (root, card, rows) = makeCard(opacity: 0.5)
        let screen = CompositedScreen([root])
        card.opacity = 0.6
        frame(screen)
        #expect(card.composite.groupLook?.pixels != nil)
        let changes: [(String, () -> Void)] = [
            ("a sublayer's colour", { rows[1].backgroundColor = color(1, 0, 0) }),
            ("a sublayer moved", { rows[2].position.x += 3 }),
            ("a sublayer's opacity", { rows[0].opacity = 0.3 }),
            ("a sublayer added", { card.addSublayer(CALayer()) }),
            ("a sublayer removed", { rows[2].removeFromSuperlayer() }),
            ("the group's background", { card.backgroundColor = color(0, 0.6, 0.2) }),
            ("the group's corners", { card.cornerRadius = 6 }),
        ]
        for (what, change) in changes {
            change()
            frame(screen)
            // Drawn afresh this frame (the pixels matched); kept again from the next.
            #expect(card.composite.groupLook?.pixels == nil, "after \(what)")
            card.opacity = card.opacity == 0.6 ? 0.5 : 0.6
            frame(screen)
        }
    }

    @Test("A group that moves is drawn afresh where it is; a group back at full opacity lets its look go")
    func movingAndOpaque() {
        let (root, card, _) = makeCard(opacity: 0.5)
        let screen = CompositedScreen([root])
        card.opacity = 0.6
        frame(screen)
        card.position.x += 2
        card.opacity = 0.7
        frame(screen)
        #expect(card.composite.groupLook?.pixels == nil, "a new place is noted, not drawn from the old look")
        card.opacity = 0.8
        frame(screen)
        #expect(card.composite.groupLook?.pixels != nil)
        card.opacity = 1
        frame(screen)
        #expect(card.composite.groupLook == nil, "an opaque layer is no group")
    }

    @Test("Under a clip that cuts pixels (rounded corners above) the group is drawn as usual")
    func partialPixelClip() {
        let (root, card, _) = makeCard(opacity: 0.5)
        root.cornerRadius = 7
        root.masksToBounds = true
        card.frame = CGRect(x: 0, y: 0, width: 60, height: 40)
        let screen = CompositedScreen([root])
        for step in 1...3 {
            card.opacity = 0.5 + Float(step) * 0.1
            frame(screen)
        }
        #expect(card.composite.groupLook?.pixels == nil)
    }

    @Test("A lone translucent layer keeps no look: it paints as fast without one")
    func loneLayer() {
        let root = CALayer()
        root.frame = CGRect(origin: .zero, size: CompositedScreen.size)
        let dimming = CALayer()
        dimming.frame = root.bounds
        dimming.backgroundColor = color(0, 0, 0)
        dimming.opacity = 0.3
        root.addSublayer(dimming)
        let screen = CompositedScreen([root])
        dimming.opacity = 0.4
        frame(screen)
        #expect(dimming.composite.groupLook == nil)
    }

    @Test("A group with a shadow cast by its content inside keeps no look: the clip decides what casts it")
    func contentShadowInside() {
        let (root, card, rows) = makeCard(opacity: 0.5)
        rows[0].shadowOpacity = 0.8
        rows[0].shadowRadius = 2
        let screen = CompositedScreen([root])
        for step in 1...3 {
            card.opacity = 0.5 + Float(step) * 0.1
            frame(screen)
        }
        #expect(card.composite.groupLook == nil)
    }
}
