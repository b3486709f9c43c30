import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitTesting

/// UISegmentedControl: segments (titles, images, actions) and UIKit's index rules, selection
/// in code and by touch (tap, pressing, dragging the thumb, momentary), the actions sent,
/// widths, the sliding thumb on the virtual clock, and the iOS 13+ look read from pixels.
@MainActor
@Suite("UISegmentedControl", .serialized)
struct UISegmentedControlTests {
    /// A segmented control at (10, 100, 300, 32) in a fresh 320 × 480 window at scale 1,
    /// its events logged. With three segments each is 100 points wide.
    @MainActor
    final class Stage {
        let sim: Simulator
        let window: UIWindow
        let control: UISegmentedControl
        let log = ControlEventLog()

        init(_ control: UISegmentedControl = UISegmentedControl(items: ["One", "Two", "Three"])) {
            (sim, window) = makeScenarioWindow(background: .white)
            self.control = control
            control.frame = CGRect(x: 10, y: 100, width: 300, height: 32)
            window.addSubview(control)
            log.watch(control)
            sim.runUntilIdle()
        }

        /// The centre of segment `index`, in the window.
        func point(_ index: Int) -> CGPoint {
            let frame = control.testingSegmentFrame(at: index) ?? .zero
            return control.convert(CGPoint(x: frame.midX, y: frame.midY), to: window)
        }

        /// The value changes and primary actions sent, in order.
        var changes: [String] { log.names.filter { $0 == "valueChanged" || $0 == "primary" } }
    }

    /// A `side` × `side` black square at scale 1.
    static func square(_ side: CGFloat) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    private func widths(_ control: UISegmentedControl) -> [CGFloat] {
        (0..<control.numberOfSegments).map { control.testingSegmentFrame(at: $0)?.width ?? -1 }
    }

    // MARK: Segments

    @Test("defaults: no segments, no selection (-1), not momentary, equal widths, no tint or attributes, 32 points tall")
    func defaults() {
        let control = UISegmentedControl()
        #expect(UISegmentedControl.noSegment == -1)
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(!control.isMomentary && !control.apportionsSegmentWidthsByContent)
        #expect(control.selectedSegmentTintColor == nil && control.titleTextAttributes(for: .normal) == nil)
        #expect(control.intrinsicContentSize == CGSize(width: 0, height: 32))
        #expect(control.isEnabled && control.allControlEvents.isEmpty)
    }

    @Test("init(items:) makes a title segment per String and an image segment per UIImage, sized to fit, none selected")
    func itemsInit() {
        let image = Self.square(16)
        let control = UISegmentedControl(items: ["Day", image, "Week"])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == -1)
        #expect(control.titleForSegment(at: 0) == "Day" && control.imageForSegment(at: 0) == nil)
        #expect(control.imageForSegment(at: 1) === image && control.titleForSegment(at: 1) == nil)
        #expect(control.frame.origin == .zero && control.frame.size == control.intrinsicContentSize)
        #expect(control.frame.height == 32 && control.frame.width > 0)
        #expect(UISegmentedControl(items: nil).numberOfSegments == 0)
    }

    @Test("misuse stops with a message naming the API: an item that is neither a String, a UIImage nor a UIAction")
    func badItem() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run { _ = UISegmentedControl(items: ["A", 42]) }
        }
    }

    @Test("insertion indexes are pinned to 0…numberOfSegments; the selection stays on its segment as others come and go")
    func insertAndRemove() {
        let control = UISegmentedControl(items: ["A", "B"])
        control.selectedSegmentIndex = 1
        control.insertSegment(withTitle: "End", at: 99, animated: false)
        control.insertSegment(withTitle: "Start", at: -3, animated: false)
        #expect((0..<4).map { control.titleForSegment(at: $0) } == ["Start", "A", "B", "End"])
        #expect(control.selectedSegmentIndex == 2)
        control.removeSegment(at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 1 && control.titleForSegment(at: 1) == "B")
        control.removeSegment(at: 7, animated: false)
        control.removeSegment(at: -1, animated: false)
        #expect(control.numberOfSegments == 3, "indexes out of range are ignored")
        control.removeSegment(at: 1, animated: false)
        #expect(control.selectedSegmentIndex == -1, "removing the selected segment leaves none selected")
        control.insertSegment(with: Self.square(8), at: 1, animated: false)
        #expect(control.imageForSegment(at: 1) != nil && control.numberOfSegments == 3)
        control.selectedSegmentIndex = 0
        control.removeAllSegments()
        #expect(control.numberOfSegments == 0 && control.selectedSegmentIndex == -1)
    }

    @Test("animated insertion and removal in a window fade the segment in and out while the others slide")
    func animatedChanges() throws {
        let stage = Stage()
        let (sim, control) = (stage.sim, stage.control)
        let leaving = try #require(control.testingContentView(forSegmentAt: 2))
        control.removeSegment(at: 2, animated: true)
        sim.advance(by: 0.1)
        #expect(leaving.superview === control && (leaving.layer.presentation()?.opacity ?? 0) < 1, "fading out")
        sim.runUntilIdle()
        #expect(leaving.superview == nil && widths(control) == [150, 150])
        control.insertSegment(withTitle: "New", at: 1, animated: true)
        let arriving = try #require(control.testingContentView(forSegmentAt: 1))
        sim.advance(by: 0.1)
        let opacity = arriving.layer.presentation()?.opacity ?? 1
        #expect(opacity > 0 && opacity < 1, "fading in")
        sim.runUntilIdle()
        #expect(arriving.alpha == 1 && widths(control) == [100, 100, 100] && control.testingSeparatorViews.count == 2)
    }

    @Test("a segment shows a title or an image, never both; out-of-range indexes are ignored and read as empty")
    func contentAndRanges() {
        let control = UISegmentedControl(items: ["A"])
        let image = Self.square(10)
        control.setImage(image, forSegmentAt: 0)
        #expect(control.imageForSegment(at: 0) === image && control.titleForSegment(at: 0) == nil)
        control.setTitle("B", forSegmentAt: 0)
        #expect(control.titleForSegment(at: 0) == "B" && control.imageForSegment(at: 0) == nil)
        for index in [-1, 1, 99] {
            control.setTitle("X", forSegmentAt: index)
            control.setEnabled(false, forSegmentAt: index)
            control.setWidth(40, forSegmentAt: index)
            control.setContentOffset(CGSize(width: 3, height: 3), forSegmentAt: index)
            #expect(control.titleForSegment(at: index) == nil && control.imageForSegment(at: index) == nil)
            #expect(!control.isEnabledForSegment(at: index) && control.widthForSegment(at: index) == 0)
            #expect(control.contentOffsetForSegment(at: index) == .zero && control.actionForSegment(at: index) == nil)
        }
        #expect(control.numberOfSegments == 1 && control.isEnabledForSegment(at: 0) && control.widthForSegment(at: 0) == 0)
        control.setContentOffset(CGSize(width: 2, height: -1), forSegmentAt: 0)
        control.setContentOffset(CGSize(width: CGFloat.nan, height: 0), forSegmentAt: 0)
        #expect(control.contentOffsetForSegment(at: 0) == CGSize(width: 2, height: -1), "non-finite offsets are ignored")
    }

    @Test("the content offset moves a segment's content from the segment's centre")
    func contentOffset() throws {
        let stage = Stage()
        let label = try #require(stage.control.testingContentView(forSegmentAt: 0))
        let centred = label.center
        stage.control.setContentOffset(CGSize(width: 6, height: -3), forSegmentAt: 0)
        stage.control.layoutIfNeeded()
        #expect(abs(label.center.x - centred.x - 6) <= 0.5 && abs(label.center.y - centred.y + 3) <= 0.5)
    }

    // MARK: Actions

    @Test("action segments show the action's image (else its title); choosing one performs it with the control as sender, then valueChanged")
    func actionSegments() {
        var performed: [String] = []
        var sender: Any?
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { action in
                performed.append("list")
                sender = action.sender
            },
            UIAction(title: "Grid", image: Self.square(12)) { _ in performed.append("grid") },
            UIAction(title: "Map") { _ in performed.append("map") },
        ])
        #expect(control.titleForSegment(at: 0) == "List" && control.actionForSegment(at: 0)?.title == "List")
        #expect(control.imageForSegment(at: 1) != nil && control.titleForSegment(at: 1) == nil, "images win over titles")
        let stage = Stage(control)
        control.addAction(UIAction { _ in performed.append("valueChanged \(control.selectedSegmentIndex)") }, for: .valueChanged)
        stage.sim.tap(at: stage.point(0))
        #expect(performed == ["list", "valueChanged 0"])
        #expect((sender as? UISegmentedControl) === control)
        stage.sim.tap(at: stage.point(0))
        #expect(performed.count == 2, "choosing the selected segment again performs nothing")
    }

    @Test("segmentIndex(identifiedBy:) finds an action's segment, else NSNotFound; inserting an action again updates or moves its segment")
    func actionIdentifiers() {
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "A", identifier: .init("a")) { _ in },
            UIAction(title: "B", identifier: .init("b")) { _ in },
        ])
        #expect(control.segmentIndex(identifiedBy: .init("b")) == 1)
        #expect(control.segmentIndex(identifiedBy: .init("none")) == NSNotFound)
        control.insertSegment(action: UIAction(title: "B2", identifier: .init("b")) { _ in }, at: 1, animated: false)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 1) == "B2", "same index: updated")
        control.insertSegment(action: UIAction(title: "B3", identifier: .init("b")) { _ in }, at: 0, animated: false)
        #expect(control.numberOfSegments == 2 && control.titleForSegment(at: 0) == "B3" && control.titleForSegment(at: 1) == "A",
                "another index: the old segment goes")
        control.setAction(UIAction(title: "A2", identifier: .init("a")) { _ in }, forSegmentAt: 1)
        #expect(control.titleForSegment(at: 1) == "A2" && control.actionForSegment(at: 1)?.identifier == .init("a"))
    }

    @Test("misuse stops: giving a segment an action whose identifier another segment's action has")
    func duplicateActionIdentifier() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let control = UISegmentedControl(frame: .zero, actions: [
                    UIAction(title: "A", identifier: .init("a")) { _ in }, UIAction(title: "B") { _ in },
                ])
                control.setAction(UIAction(title: "A again", identifier: .init("a")) { _ in }, forSegmentAt: 1)
            }
        }
    }

    // MARK: Selection and events

    @Test("selectedSegmentIndex set in code sends nothing; -1 clears it; other values out of range are ignored")
    func programmaticSelection() {
        let stage = Stage()
        let control = stage.control
        control.selectedSegmentIndex = 2
        #expect(control.selectedSegmentIndex == 2)
        for bad in [3, 99, -2, Int.min, Int.max] {
            control.selectedSegmentIndex = bad
            #expect(control.selectedSegmentIndex == 2)
        }
        control.selectedSegmentIndex = UISegmentedControl.noSegment
        #expect(control.selectedSegmentIndex == -1)
        stage.sim.runUntilIdle()
        #expect(stage.log.names.isEmpty)
    }

    @Test("a tap on another segment selects it and sends valueChanged then the primary action, once; on the selected one, nothing")
    func tapSelects() {
        let stage = Stage()
        stage.control.selectedSegmentIndex = 0
        stage.sim.tap(at: stage.point(2))
        #expect(stage.control.selectedSegmentIndex == 2)
        #expect(stage.log.names == ["touchDown", "valueChanged", "primary", "upInside"])
        stage.log.clear()
        stage.sim.advance(by: 1) // not a double tap
        stage.sim.tap(at: stage.point(2))
        #expect(stage.log.names == ["touchDown", "upInside"] && stage.control.selectedSegmentIndex == 2)
    }

    @Test("target–action: a valueChanged target reads the new selectedSegmentIndex")
    func targetReadsSelection() {
        let stage = Stage()
        let target = SelectionTarget()
        stage.control.addTarget(target, action: #Selector(SelectionTarget.changed(_:)), for: .valueChanged)
        stage.sim.tap(at: stage.point(1))
        stage.sim.tap(at: stage.point(0))
        #expect(target.seen == [1, 0])
    }

    @Test("a disabled segment cannot be chosen by touch but stays selected; a disabled control sends nothing")
    func disabled() {
        let stage = Stage()
        let control = stage.control
        control.setEnabled(false, forSegmentAt: 1)
        #expect(!control.isEnabledForSegment(at: 1))
        stage.sim.tap(at: stage.point(1))
        #expect(control.selectedSegmentIndex == -1 && stage.changes.isEmpty)
        control.selectedSegmentIndex = 1
        #expect(control.selectedSegmentIndex == 1, "code may select a disabled segment")
        control.isEnabled = false
        stage.log.clear()
        stage.sim.tap(at: stage.point(2))
        #expect(control.selectedSegmentIndex == 1 && stage.log.names.isEmpty)
    }

    @Test("touching the selected segment takes the thumb: it shrinks, follows the finger past disabled segments, and the lift selects, once")
    func dragThumb() {
        let stage = Stage(UISegmentedControl(items: ["One", "Two", "Three", "Four"]))
        let (sim, control) = (stage.sim, stage.control)
        control.selectedSegmentIndex = 0
        control.setEnabled(false, forSegmentAt: 3)
        sim.runUntilIdle()
        let thumb = control.testingThumbView
        let finger = sim.touchDown(at: stage.point(0))
        sim.runUntilIdle()
        #expect(abs(thumb.transform.a - 0.95) < 1e-9 && abs(thumb.transform.d - 0.95) < 1e-9, "the held thumb shrinks")
        sim.touchMove(finger, to: stage.point(1))
        sim.touchMove(finger, to: stage.point(2))
        sim.runUntilIdle()
        #expect(thumb.center.x == 187.5 && control.selectedSegmentIndex == 0, "the thumb follows; the selection waits")
        sim.touchMove(finger, to: stage.point(3))
        sim.runUntilIdle()
        #expect(thumb.center.x == 187.5, "a disabled segment does not take the thumb")
        #expect(stage.changes.isEmpty)
        sim.touchUp(finger)
        sim.runUntilIdle()
        #expect(control.selectedSegmentIndex == 2 && stage.changes == ["valueChanged", "primary"])
        #expect(thumb.transform == .identity)
    }

    @Test("a dragged thumb lifted far outside the control goes back: no change, no action")
    func dragThumbAway() {
        let stage = Stage()
        let (sim, control) = (stage.sim, stage.control)
        control.selectedSegmentIndex = 0
        sim.runUntilIdle()
        let finger = sim.touchDown(at: stage.point(0))
        sim.touchMove(finger, to: stage.point(2))
        sim.touchMove(finger, to: CGPoint(x: 270, y: 300))
        sim.touchUp(finger)
        sim.runUntilIdle()
        #expect(control.selectedSegmentIndex == 0 && stage.changes.isEmpty)
        #expect(control.testingThumbView.center.x == 50)
    }

    @Test("pressing a segment dims it and the press follows the finger; a lift far outside chooses nothing, a lift inside the last one")
    func pressing() throws {
        let stage = Stage()
        let (sim, control) = (stage.sim, stage.control)
        let one = try #require(control.testingContentView(forSegmentAt: 1))
        let two = try #require(control.testingContentView(forSegmentAt: 2))
        let finger = sim.touchDown(at: stage.point(1))
        sim.runUntilIdle()
        #expect(abs(one.alpha - 0.3) < 1e-6 && two.alpha == 1)
        sim.touchMove(finger, to: stage.point(2))
        sim.runUntilIdle()
        #expect(one.alpha == 1 && abs(two.alpha - 0.3) < 1e-6)
        sim.touchMove(finger, to: CGPoint(x: 260, y: 300))
        sim.runUntilIdle()
        #expect(two.alpha == 1, "outside the widened bounds nothing is pressed")
        sim.touchUp(finger)
        sim.runUntilIdle()
        #expect(control.selectedSegmentIndex == -1 && stage.changes.isEmpty)
        sim.drag(from: stage.point(0), to: stage.point(1), duration: 0.2)
        sim.runUntilIdle()
        #expect(control.selectedSegmentIndex == 1 && stage.changes == ["valueChanged", "primary"])
    }

    @Test("a cancelled touch chooses nothing and leaves no feedback")
    func cancelled() {
        let stage = Stage()
        let (sim, control) = (stage.sim, stage.control)
        control.selectedSegmentIndex = 0
        sim.runUntilIdle()
        let finger = sim.touchDown(at: stage.point(0))
        sim.touchMove(finger, to: stage.point(1))
        sim.cancelAllTouches()
        sim.runUntilIdle()
        #expect(control.selectedSegmentIndex == 0 && stage.changes.isEmpty && stage.log.names.last == "cancel")
        #expect(control.testingThumbView.transform == .identity && control.testingThumbView.center.x == 50)
    }

    @Test("momentary: the thumb shows only while the finger is down; every tap, even of the same segment, sends the actions")
    func momentary() {
        let stage = Stage()
        let (sim, control) = (stage.sim, stage.control)
        control.isMomentary = true
        sim.runUntilIdle()
        #expect(control.testingThumbView.isHidden)
        let finger = sim.touchDown(at: stage.point(1))
        sim.runUntilIdle()
        #expect(!control.testingThumbView.isHidden && control.testingThumbView.center.x == 150)
        sim.touchUp(finger)
        sim.runUntilIdle()
        #expect(control.testingThumbView.isHidden && control.selectedSegmentIndex == 1, "the last segment chosen is kept")
        sim.tap(at: stage.point(1))
        #expect(stage.changes == ["valueChanged", "primary", "valueChanged", "primary"])
    }

    @Test("a superview's single tap does not fire over an enabled segmented control, which selects instead; over a disabled one it fires")
    func superviewTap() {
        let stage = Stage()
        let actions = ActionLog()
        stage.window.addGestureRecognizer(UITapGestureRecognizer().reporting(to: actions, as: "tap"))
        stage.sim.tap(at: stage.point(1))
        #expect(actions.labels.isEmpty && stage.control.selectedSegmentIndex == 1)
        stage.control.isEnabled = false
        stage.sim.tap(at: stage.point(2))
        #expect(actions.labels == ["tap.ended"] && stage.control.selectedSegmentIndex == 1)
    }

    // MARK: Widths and sizes

    @Test("widths: equal by default; fixed widths are kept and the rest shared; NaN and negative widths mean automatic")
    func segmentWidths() {
        let stage = Stage()
        let control = stage.control
        #expect(widths(control) == [100, 100, 100])
        control.setWidth(60, forSegmentAt: 0)
        #expect(control.widthForSegment(at: 0) == 60 && widths(control) == [60, 120, 120])
        control.setWidth(.nan, forSegmentAt: 0)
        control.setWidth(-20, forSegmentAt: 1)
        control.setWidth(.infinity, forSegmentAt: 2)
        #expect(control.widthForSegment(at: 0) == 0 && control.widthForSegment(at: 1) == 0 && control.widthForSegment(at: 2) == 0)
        #expect(widths(control) == [100, 100, 100])
    }

    @Test("intrinsic width: the widest segment times the count (plus fixed widths); apportioned, the segments' own widths")
    func intrinsicWidths() {
        let long = UISegmentedControl(items: ["A much longer title"]).intrinsicContentSize.width
        let control = UISegmentedControl(items: ["A", "A much longer title"])
        #expect(control.intrinsicContentSize == CGSize(width: 2 * long, height: 32))
        control.setWidth(50, forSegmentAt: 0)
        #expect(control.intrinsicContentSize.width == 50 + long)
        control.setWidth(0, forSegmentAt: 0)
        control.apportionsSegmentWidthsByContent = true
        let apportioned = control.intrinsicContentSize.width
        let short = UISegmentedControl(items: ["A"]).intrinsicContentSize.width
        #expect(apportioned == long + short)
        #expect(control.sizeThatFits(CGSize(width: 1000, height: 1000)) == control.intrinsicContentSize)
    }

    @Test("apportionsSegmentWidthsByContent shares the bounds in proportion to each segment's content")
    func apportionedWidths() {
        let stage = Stage(UISegmentedControl(items: ["A", "A much longer title"]))
        let control = stage.control
        #expect(widths(control) == [150, 150])
        control.apportionsSegmentWidthsByContent = true
        let short = UISegmentedControl(items: ["A"]).intrinsicContentSize.width
        let long = UISegmentedControl(items: ["A much longer title"]).intrinsicContentSize.width
        let shares = widths(control)
        #expect(abs(shares[0] - 300 * short / (short + long)) <= 1 && abs(shares[0] + shares[1] - 300) < 1e-9)
    }

    @Test("a taller image makes the control taller than 32 points")
    func tallImage() {
        let control = UISegmentedControl(items: [Self.square(40), "Text"])
        #expect(control.intrinsicContentSize.height == 48)
    }

    // MARK: The thumb

    @Test("the thumb slides to a newly chosen segment on the virtual clock, half-way at half its 0.3 s")
    func slideAnimation() throws {
        let stage = Stage()
        let (sim, control) = (stage.sim, stage.control)
        control.selectedSegmentIndex = 0
        sim.runUntilIdle()
        let thumb = control.testingThumbView
        #expect(thumb.center.x == 50 && thumb.bounds.size == CGSize(width: 96, height: 28))
        let finger = sim.touchDown(at: stage.point(2))
        sim.touchUp(finger)
        #expect(thumb.center.x == 250, "the model value is the destination at once")
        sim.advance(by: 0.15)
        let midway = try #require(thumb.layer.presentation()).position.x
        #expect(abs(midway - 150) < 12, "half-way at half the time (ease in, ease out)")
        sim.advance(by: 0.2)
        #expect(abs((thumb.layer.presentation()?.position.x ?? 0) - 250) < 0.5)
    }

    @Test("a selection made in code slides the thumb at the next layout; in performWithoutAnimation with layoutIfNeeded it jumps")
    func programmaticSlide() {
        let stage = Stage()
        let (sim, control) = (stage.sim, stage.control)
        control.selectedSegmentIndex = 0
        sim.runUntilIdle()
        let thumb = control.testingThumbView
        control.selectedSegmentIndex = 1
        sim.advance(by: 0.1)
        let position = thumb.layer.presentation()?.position.x ?? 0
        #expect(position > 50 && position < 150)
        sim.runUntilIdle()
        UIView.performWithoutAnimation {
            control.selectedSegmentIndex = 2
            control.layoutIfNeeded()
        }
        #expect(thumb.layer.animationKeys()?.isEmpty ?? true)
        sim.advance(by: 1.0 / 60)
        #expect(thumb.layer.presentation()?.position.x == 250)
        control.selectedSegmentIndex = -1
        control.layoutIfNeeded()
        #expect(thumb.isHidden)
    }

    @Test("separators sit on the boundaries between segments, 16 points tall, hidden on both sides of the thumb")
    func separators() {
        let stage = Stage(UISegmentedControl(items: ["A", "B", "C", "D"]))
        let control = stage.control
        let separators = control.testingSeparatorViews
        #expect(separators.count == 3)
        #expect(separators.map(\.frame) == [75, 150, 225].map { CGRect(x: $0, y: 8, width: 1, height: 16) })
        #expect(separators.allSatisfy { $0.alpha == 1 })
        control.selectedSegmentIndex = 1
        UIView.performWithoutAnimation { control.layoutIfNeeded() }
        #expect(separators.map(\.alpha) == [0, 0, 1])
        control.removeSegment(at: 3, animated: false)
        #expect(control.testingSeparatorViews.count == 2)
    }

    // MARK: Look

    @Test("title attributes: iOS's 13-point system font, semibold when selected; .normal attributes reach every state, a state's own go on top")
    func titleAttributes() {
        let stage = Stage()
        let control = stage.control
        control.selectedSegmentIndex = 0
        control.layoutIfNeeded()
        func attribute(_ key: NSAttributedString.Key, _ segment: Int) -> Any? {
            (control.testingContentView(forSegmentAt: segment) as? UILabel)?.attributedText?.attribute(key, at: 0, effectiveRange: nil)
        }
        #expect(attribute(.font, 0) as? UIFont == UIFont.systemFont(ofSize: 13, weight: .semibold))
        #expect(attribute(.font, 1) as? UIFont == UIFont.systemFont(ofSize: 13))
        #expect(attribute(.foregroundColor, 1) as? UIColor == UIColor.label)
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemRed], for: .normal)
        control.setTitleTextAttributes([.foregroundColor: UIColor.systemBlue], for: .selected)
        control.setEnabled(false, forSegmentAt: 2)
        control.layoutIfNeeded()
        #expect(attribute(.foregroundColor, 1) as? UIColor == UIColor.systemRed)
        #expect(attribute(.foregroundColor, 0) as? UIColor == UIColor.systemBlue)
        #expect(attribute(.foregroundColor, 2) as? UIColor == UIColor.systemRed, "normal's colour replaces the disabled default")
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == UIColor.systemRed)
        #expect(control.titleTextAttributes(for: .highlighted) == nil)
        control.setTitleTextAttributes(nil, for: .normal)
        control.layoutIfNeeded()
        #expect(attribute(.foregroundColor, 2) as? UIColor == UIColor.tertiaryLabel)
    }

    @Test("appearance: a proxy's selectedSegmentTintColor and title attributes reach a control entering a window, unless set on it")
    func appearanceProxy() {
        let (sim, window) = makeScenarioWindow()
        UISegmentedControl.appearance().selectedSegmentTintColor = .systemRed
        UISegmentedControl.appearance().setTitleTextAttributes([.foregroundColor: UIColor.systemGreen], for: .normal)
        let control = UISegmentedControl(items: ["A", "B"])
        let own = UISegmentedControl(items: ["A"])
        own.selectedSegmentTintColor = .systemBlue
        window.addSubview(control)
        window.addSubview(own)
        sim.runUntilIdle()
        #expect(control.selectedSegmentTintColor == .systemRed && own.selectedSegmentTintColor == .systemBlue)
        #expect(control.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .systemGreen)
        #expect(control.titleTextAttributes(for: .selected) == nil)
    }

    @Test("pixels: the gray track, the white thumb with a shadow below, a separator away from the thumb, none beside it")
    func trackThumbSeparatorPixels() {
        let stage = Stage()
        stage.control.selectedSegmentIndex = 0
        stage.sim.runUntilIdle()
        let pixels = RenderedPixels(stage.sim.screenshot())
        // The tertiary fill (118, 118, 128 at 12 %) over white.
        #expect(pixels[240, 104].isClose(to: .init(239, 239, 240, 255), tolerance: 2))
        #expect(pixels[18, 116] == .white, "inside the thumb, left of its title")
        let belowThumb = pixels[60, 131], belowTrack = pixels[240, 131]
        #expect(belowThumb.r < belowTrack.r - 2, "the thumb's shadow darkens the track below it")
        #expect(pixels[210, 110].r < 220, "the separator between the second and third segments")
        #expect(pixels[110, 110].r > pixels[210, 110].r + 10, "no separator beside the thumb")
        #expect(pixels[10, 100].r > 250 && pixels[309, 131].r > 250, "rounded corners")
    }

    @Test("pixels: a normal title is near black, a disabled one gray; a selected segment tinted by selectedSegmentTintColor")
    func contentPixels() {
        let stage = Stage(UISegmentedControl(items: ["Mmm", "Mmm", "Mmm"]))
        stage.control.setEnabled(false, forSegmentAt: 1)
        stage.control.selectedSegmentIndex = 2
        stage.control.selectedSegmentTintColor = .systemYellow
        stage.sim.runUntilIdle()
        let pixels = RenderedPixels(stage.sim.screenshot())
        func darkest(_ xs: ClosedRange<Int>) -> Int {
            var least = 255
            for x in xs { for y in 104...128 { least = min(least, pixels[x, y].g) } }
            return least
        }
        #expect(darkest(20...100) < 60)
        let disabled = darkest(120...200)
        #expect(disabled > 150 && disabled < 235)
        #expect(pixels[218, 116].isClose(to: .init(255, 204, 0, 255), tolerance: 2), "the yellow thumb")
    }

    @Test("sampler: titles, images, a disabled segment, a selected one, a held thumb — written to /tmp/segments and checked for its track")
    func sampler() throws {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .white)
        let titles = UISegmentedControl(items: ["First", "Second", "Third"])
        titles.selectedSegmentIndex = 1
        let images = UISegmentedControl(items: [Self.square(14), Self.square(18), "Mixed"])
        images.selectedSegmentIndex = 0
        let disabled = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        disabled.setEnabled(false, forSegmentAt: 2)
        disabled.selectedSegmentIndex = 3
        let apportioned = UISegmentedControl(items: ["S", "Medium", "A long title"])
        apportioned.apportionsSegmentWidthsByContent = true
        apportioned.selectedSegmentIndex = 2
        let held = UISegmentedControl(items: ["Held", "Thumb"])
        held.selectedSegmentIndex = 0
        for (row, control) in [titles, images, disabled, apportioned, held].enumerated() {
            control.frame = CGRect(x: 20, y: 80 + CGFloat(row) * 56, width: 353, height: 32)
            window.addSubview(control)
        }
        apportioned.frame.size.width = apportioned.intrinsicContentSize.width
        sim.runUntilIdle()
        _ = sim.touchDown(at: held.convert(CGPoint(x: 80, y: 16), to: window))
        sim.runUntilIdle()
        let shot = sim.screenshot()
        try FileManager.default.createDirectory(atPath: "/tmp/segments", withIntermediateDirectories: true)
        RenderedPixels.writePNG(shot, to: "/tmp/segments/segmented-sampler.png")
        let pixels = RenderedPixels(shot)
        let scale = Int(sim.screen.scale)
        #expect(pixels[360 * scale, 84 * scale].isClose(to: .init(239, 239, 240, 255), tolerance: 2))
    }
}

/// A target recording the selected segment each time the control's value changes.
@MainActor
final class SelectionTarget: NSObject {
    var seen: [Int] = []
    func changed(_ sender: UISegmentedControl) { seen.append(sender.selectedSegmentIndex) }
}
