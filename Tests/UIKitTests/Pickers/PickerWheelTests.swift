import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Turning a picker's wheels with the finger: drags, flicks with deceleration, taps on
/// rows, touches that stop a turning wheel, rubber banding at the ends — every turn ends
/// on a row, and the delegate hears `didSelectRow` once, when the wheel is at rest on a
/// new row. Also the wheel's look: the band, black titles in it, grey rows fading away.
@MainActor
@Suite("UIPickerView wheels", .serialized)
struct PickerWheelTests {
    @Test("a slow drag up two rows settles on row 2 and sends didSelectRow once, after the wheel stops")
    func slowDrag() throws {
        let stage = PickerStage(rows: [20])
        stage.drag(by: -74)
        #expect(stage.model.selections.isEmpty, "nothing is selected while the wheel moves")
        stage.sim.runUntilIdle()
        let selection = try #require(stage.model.selections.first)
        #expect(stage.model.selections.count == 1)
        #expect(selection.row == 2 && selection.component == 0)
        #expect(stage.offset() == 64 && stage.picker.selectedRow(inComponent: 0) == 2)
        #expect(stage.bandTitle() == "Row 2")
    }

    @Test("a flick coasts with a scroll view's deceleration and comes to rest exactly on a row, then selects it once")
    func flick() throws {
        let stage = PickerStage(rows: [200])
        stage.sim.swipe(from: stage.point(dy: 40), direction: .up, distance: 120, duration: 0.1)
        let lifted = stage.offset()
        stage.sim.advance(by: 0.1)
        let coasting = stage.offset()
        #expect(coasting > lifted, "the wheel keeps turning after the lift")
        #expect(stage.model.selections.isEmpty)
        stage.sim.advance(by: 0.5)
        #expect(stage.offset() > coasting && stage.model.selections.isEmpty)
        stage.sim.runUntilIdle()
        let selection = try #require(stage.model.selections.first)
        #expect(stage.model.selections.count == 1)
        #expect(stage.offset() == CGFloat(selection.row) * 32, "at rest exactly on the selected row")
        #expect(selection.row > 10, "a flick goes many rows (\(selection.row))")
        #expect(stage.picker.selectedRow(inComponent: 0) == selection.row)
    }

    @Test("a flick past the last row springs back to it; didSelectRow names the last row")
    func flickPastEnd() throws {
        let stage = PickerStage(rows: [6])
        stage.sim.swipe(from: stage.point(dy: 60), direction: .up, distance: 150, duration: 0.1)
        stage.sim.runUntilIdle()
        #expect(stage.offset() == 160)
        #expect(stage.model.selections.map(\.row) == [5])
    }

    @Test("dragging down past row 0 rubber bands and springs back; no selection (row 0 was selected)")
    func rubberBand() {
        let stage = PickerStage(rows: [10])
        let finger = stage.sim.touchDown(at: stage.point())
        for step in 1...20 { stage.sim.touchMove(finger, to: stage.point(dy: CGFloat(step) * 6)) }
        #expect(stage.offset() < 0 && stage.offset() > -110, "banded: less than the finger's travel")
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.offset() == 0)
        #expect(stage.model.selections.isEmpty)
    }

    @Test("a drag that ends on the row it started from sends nothing")
    func sameRow() {
        let stage = PickerStage(rows: [10])
        stage.picker.selectRow(4, inComponent: 0, animated: false)
        let finger = stage.sim.touchDown(at: stage.point())
        for step in 1...10 { stage.sim.touchMove(finger, to: stage.point(dy: CGFloat(-step) * 8)) }
        for step in 1...10 { stage.sim.touchMove(finger, to: stage.point(dy: CGFloat(-80 + step * 8))) }
        stage.sim.pause(0.3)
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        #expect(stage.offset() == 128)
        #expect(stage.model.selections.isEmpty)
    }

    @Test("a tap on a row above the centre turns it to the centre, then selects it once")
    func tapRow() throws {
        let stage = PickerStage(rows: [10])
        stage.picker.selectRow(5, inComponent: 0, animated: false)
        stage.sim.runUntilIdle()
        stage.sim.tap(at: stage.point(dy: -60))
        #expect(stage.model.selections.isEmpty, "not at the tap")
        stage.sim.runUntilIdle()
        #expect(stage.model.selections.map(\.row) == [3])
        #expect(stage.offset() == 96)
        stage.sim.tap(at: stage.point(dy: 34))
        stage.sim.runUntilIdle()
        #expect(stage.model.selections.map(\.row) == [3, 4], "the row below")
        stage.sim.tap(at: stage.point())
        stage.sim.runUntilIdle()
        #expect(stage.model.selections.count == 2, "a tap on the centre row selects nothing new")
    }

    @Test("a touch stops a coasting wheel; at the lift it settles on the nearest row and selects it once")
    func catchFlick() throws {
        let stage = PickerStage(rows: [300])
        stage.sim.swipe(from: stage.point(dy: 40), direction: .up, distance: 120, duration: 0.1)
        stage.sim.advance(by: 0.3)
        let finger = stage.sim.touchDown(at: stage.point())
        let caught = stage.offset()
        stage.sim.advance(by: 0.2)
        #expect(stage.offset() == caught, "held")
        stage.sim.touchUp(finger)
        stage.sim.runUntilIdle()
        let selection = try #require(stage.model.selections.first)
        #expect(stage.model.selections.count == 1)
        #expect(selection.row == Int((caught / 32).rounded()))
        #expect(stage.offset() == CGFloat(selection.row) * 32)
    }

    @Test("components turn independently; a horizontal drag turns nothing")
    func independentComponents() throws {
        let stage = PickerStage(rows: [10, 10])
        stage.drag(component: 1, by: -74)
        stage.sim.runUntilIdle()
        #expect(stage.picker.selectedRow(inComponent: 1) == 2 && stage.picker.selectedRow(inComponent: 0) == 0)
        #expect(stage.model.selections.map(\.component) == [1])
        let start = stage.point(component: 0)
        stage.sim.drag(from: start, to: CGPoint(x: start.x + 120, y: start.y + 10), duration: 0.5)
        stage.sim.runUntilIdle()
        #expect(stage.offset(0) == 0 && stage.model.selections.count == 1)
    }

    @Test("selecting in code during a user's turn stops it on the chosen row, silently")
    func selectDuringFlick() {
        let stage = PickerStage(rows: [100])
        stage.sim.swipe(from: stage.point(dy: 40), direction: .up, distance: 120, duration: 0.1)
        stage.sim.advance(by: 0.1)
        stage.picker.selectRow(7, inComponent: 0, animated: false)
        stage.sim.runUntilIdle()
        #expect(stage.offset() == 224 && stage.picker.selectedRow(inComponent: 0) == 7)
        #expect(stage.model.selections.isEmpty)
    }

    @Test("look: a rounded light-grey band, black titles in it, grey rows outside fading towards the edges")
    func look() {
        let stage = PickerStage(rows: [30, 30])
        stage.picker.selectRow(10, inComponent: 0, animated: false)
        stage.picker.selectRow(3, inComponent: 1, animated: false)
        let image = renderPicker(stage.picker, "two-components")
        let pixels = RenderedPixels(image)
        let s: CGFloat = 3
        // The band: tertiarySystemFill on white, (239, 239, 240), 32 points high, 8-point corners.
        #expect(pixels[Int(12 * s), Int(108 * s)].isClose(to: .init(239, 239, 240, 255), tolerance: 2))
        #expect(pixels[Int(12 * s), Int(90 * s)] == .white, "above the band")
        #expect(pixels[Int(8 * s) + 1, Int(92 * s) + 1] == .white, "the band's corner is rounded")
        let band = CGRect(x: 8 * s, y: 92 * s, width: 304 * s, height: 32 * s)
        #expect(pixels.darkest(in: band) < 40, "black titles in the band")
        let rowAbove = CGRect(x: 8 * s, y: 40 * s, width: 304 * s, height: 30 * s)
        let edge = CGRect(x: 8 * s, y: 0, width: 304 * s, height: 16 * s)
        let above = pixels.darkest(in: rowAbove), atEdge = pixels.darkest(in: edge)
        #expect(above > 100 && above < 180, "grey rows outside the band (\(above))")
        #expect(atEdge > above, "fainter towards the edges (\(atEdge) vs \(above))")
    }

    @Test("look: an empty picker draws only the band")
    func emptyLook() {
        let stage = PickerStage(rows: [])
        let pixels = RenderedPixels(renderPicker(stage.picker, "empty", scale: 1))
        #expect(pixels[12, 108].isClose(to: .init(239, 239, 240, 255), tolerance: 2))
        #expect(pixels.darkest(in: CGRect(x: 0, y: 0, width: 320, height: 216)) > 230)
    }
}
