import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// UIPickerView: defaults, what it asks its data source and delegate and when, rows made
/// only in sight, programmatic selection, and bad input.
@MainActor
@Suite("UIPickerView", .serialized)
struct PickerViewTests {
    @Test("defaults: no components, nothing selected, 320 × 216 natural size, transparent, indicator flag off")
    func defaults() {
        let picker = UIPickerView()
        #expect(picker.dataSource == nil && picker.delegate == nil)
        #expect(picker.numberOfComponents == 0)
        #expect(picker.numberOfRows(inComponent: 0) == 0)
        #expect(picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.rowSize(forComponent: 0) == .zero)
        #expect(picker.view(forRow: 0, forComponent: 0) == nil)
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        #expect(picker.sizeThatFits(CGSize(width: 1000, height: 50)) == CGSize(width: 320, height: 216))
        #expect(picker.backgroundColor == nil)
        #expect(!picker.showsSelectionIndicator)
    }

    @Test("the data source is asked only when needed: components once, then each component's rows and height once")
    func dataSourceCallPattern() {
        let model = PickerModel(rows: [5, 7])
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = model
        picker.delegate = model
        #expect(model.asked.isEmpty, "setting the data source asks nothing")
        #expect(picker.numberOfComponents == 2)
        #expect(model.asked == ["components", "rows 0", "height 0", "rows 1", "height 1"])
        #expect(picker.numberOfRows(inComponent: 1) == 7 && picker.numberOfRows(inComponent: 0) == 5)
        #expect(picker.numberOfRows(inComponent: 2) == 0, "a component that does not exist has no rows")
        #expect(model.count("components") == 1 && model.count("rows") == 2, "answers are kept")

        model.clearLog()
        model.rowCounts[1] = 3
        picker.reloadComponent(1)
        #expect(model.asked == ["rows 1", "height 1"])
        #expect(picker.numberOfRows(inComponent: 1) == 3)

        model.clearLog()
        model.rowCounts = [2]
        picker.reloadAllComponents()
        #expect(model.asked == ["components", "rows 0", "height 0"])
        #expect(picker.numberOfComponents == 1)

        model.clearLog()
        picker.reloadComponent(4)
        #expect(model.asked.isEmpty, "reloading a component that does not exist asks nothing")
    }

    @Test("rows exist only in sight: 10,000 rows ask for a handful of titles, around the selected row")
    func lazyRows() {
        let stage = PickerStage(rows: [10_000])
        let asked = stage.model.titledRows(0)
        #expect(asked.sorted() == Array(0...5), "rows 0–5 are in sight below row 0 (\(asked))")
        stage.model.clearLog()
        stage.picker.selectRow(5_000, inComponent: 0, animated: false)
        stage.sim.runUntilIdle()
        #expect(stage.model.titledRows(0).sorted() == Array(4_995...5_005))
        #expect(stage.picker.columns[0].cells.count == 11)
        stage.model.clearLog()
        stage.sim.runUntilIdle()
        #expect(stage.model.asked.isEmpty, "rows in sight are not asked again")
    }

    @Test("reloading asks again for the titles of the rows in sight only")
    func reloadAsksShownRows() {
        let stage = PickerStage(rows: [100])
        stage.picker.selectRow(50, inComponent: 0, animated: false)
        stage.sim.runUntilIdle()
        stage.model.clearLog()
        stage.picker.reloadComponent(0)
        stage.sim.runUntilIdle()
        #expect(stage.model.titledRows(0).sorted() == Array(45...55))
        #expect(stage.picker.selectedRow(inComponent: 0) == 50, "the selection is kept")
    }

    @Test("rowSize: components share the width less 8-point margins and 5-point spacing; rows are 32 points")
    func defaultRowSize() {
        let stage = PickerStage(rows: [3, 3])
        #expect(stage.picker.rowSize(forComponent: 0) == CGSize(width: 149.5, height: 32))
        #expect(stage.picker.rowSize(forComponent: 1) == CGSize(width: 149.5, height: 32))
        #expect(stage.picker.columns[0].frame == CGRect(x: 8, y: 0, width: 149.5, height: 216))
        #expect(stage.picker.columns[1].frame == CGRect(x: 162.5, y: 0, width: 149.5, height: 216))
        #expect(stage.picker.rowSize(forComponent: 2) == .zero)
    }

    @Test("a delegate's widths and row heights are used; the components are centred")
    func customSizes() {
        final class Sized: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 10 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
                component == 0 ? 100 : 60
            }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
                component == 0 ? 44 : .nan
            }
        }
        let sized = Sized()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = sized
        picker.delegate = sized
        picker.layoutIfNeeded()
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 100, height: 44))
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 60, height: 32), "a NaN height is the default")
        #expect(picker.columns[0].frame.minX == 77.5)
        #expect(picker.selectionBand.frame == CGRect(x: 8, y: (216 - 44) / 2, width: 304, height: 44))
    }

    @Test("a row shows the delegate's view first, then the attributed title, then the title, then \"?\"")
    func contentPreference() {
        final class Content: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var viewsAsked = 0, attributedAsked = 0, titlesAsked = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 4 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 3 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                            reusing view: UIView?) -> UIView {
                viewsAsked += 1
                guard component == 0 else { return pickerView.titleRowMarker }
                let label = UILabel()
                label.text = "view \(row)"
                return label
            }
            func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                            forComponent component: Int) -> NSAttributedString? {
                attributedAsked += 1
                return component == 1 ? NSAttributedString(string: "styled \(row)") : nil
            }
            func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
                titlesAsked += 1
                return component == 3 ? nil : "plain \(row)"
            }
        }
        let content = Content()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = content
        picker.delegate = content
        picker.layoutIfNeeded()
        let view = picker.view(forRow: 1, forComponent: 0) as? UILabel
        #expect(view?.text == "view 1")
        #expect(view?.bounds.size == CGSize(width: picker.rowSize(forComponent: 0).width, height: 32),
                "a view without a size gets the row's")
        #expect(picker.view(forRow: 1, forComponent: 1) == nil, "title rows have no view to return")
        func band(_ component: Int) -> String? {
            let column = picker.columns[component]
            return column.cells[column.centredRow]?.bandLabel.text
        }
        #expect(band(1) == "styled 0")
        #expect(band(2) == "plain 0")
        #expect(band(3) == "?")
        #expect(content.viewsAsked == 12 && content.attributedAsked == 9 && content.titlesAsked == 6)
    }

    @Test("a picker without a delegate shows \"?\" for every row")
    func noDelegate() {
        let model = PickerModel(rows: [3])
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = model
        picker.layoutIfNeeded()
        #expect(picker.columns[0].cells[0]?.label.text == "?")
    }

    @Test("views put out of sight are handed back for reuse")
    func viewReuse() {
        final class Views: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var made = 0, reused = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 1_000 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int,
                            reusing view: UIView?) -> UIView {
                let label = (view as? UILabel) ?? UILabel()
                if view == nil { made += 1 } else { reused += 1 }
                label.text = "\(row)"
                return label
            }
        }
        let views = Views()
        let stage = PickerStage(rows: [], model: nil)
        stage.picker.dataSource = views
        stage.picker.delegate = views
        stage.sim.runUntilIdle()
        #expect(views.made == 6 && views.reused == 0)
        stage.picker.selectRow(500, inComponent: 0, animated: false)
        stage.sim.runUntilIdle()
        #expect(views.made == 11, "as many views as rows ever in sight at once")
        #expect(views.reused == 6)
        #expect((stage.picker.view(forRow: 500, forComponent: 0) as? UILabel)?.text == "500")
        #expect(stage.picker.view(forRow: 0, forComponent: 0) == nil, "out of sight")
    }

    @Test("selectRow selects at once, turns the wheel (animated over 0.3 s) and never tells the delegate")
    func programmaticSelection() {
        let stage = PickerStage(rows: [20])
        stage.picker.selectRow(6, inComponent: 0, animated: false)
        #expect(stage.picker.selectedRow(inComponent: 0) == 6 && stage.offset() == 192)
        stage.picker.selectRow(2, inComponent: 0, animated: true)
        #expect(stage.picker.selectedRow(inComponent: 0) == 2, "selected before the wheel turns")
        stage.sim.advance(by: 0.15)
        #expect(stage.offset() < 6 * 32 && stage.offset() > 2 * 32, "turning")
        stage.sim.runUntilIdle()
        #expect(stage.offset() == 64)
        #expect(stage.model.selections.isEmpty)
        #expect(stage.bandTitle() == "Row 2")
    }

    @Test("bad input: rows past the ends select the nearest row; other components and empty components are ignored")
    func badSelection() {
        let stage = PickerStage(rows: [10, 0])
        stage.picker.selectRow(99, inComponent: 0, animated: false)
        #expect(stage.picker.selectedRow(inComponent: 0) == 9)
        stage.picker.selectRow(-4, inComponent: 0, animated: true)
        #expect(stage.picker.selectedRow(inComponent: 0) == 0)
        stage.picker.selectRow(3, inComponent: 5, animated: false)
        stage.picker.selectRow(3, inComponent: -1, animated: false)
        #expect(stage.picker.selectedRow(inComponent: 5) == -1 && stage.picker.selectedRow(inComponent: -1) == -1)
        stage.picker.selectRow(3, inComponent: 1, animated: false)
        #expect(stage.picker.selectedRow(inComponent: 1) == -1, "a component without rows selects nothing")
        stage.sim.runUntilIdle()
        #expect(stage.model.selections.isEmpty)
    }

    @Test("bad input: negative counts are zero, NaN widths are zero, and an empty picker lays out and draws")
    func badCounts() {
        final class Bad: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var components = -3
            func numberOfComponents(in pickerView: UIPickerView) -> Int { components }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { -5 }
            func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { .nan }
        }
        let bad = Bad()
        let stage = PickerStage(rows: [])
        stage.picker.dataSource = bad
        stage.picker.delegate = bad
        stage.sim.runUntilIdle()
        #expect(stage.picker.numberOfComponents == 0)
        bad.components = 2
        stage.picker.reloadAllComponents()
        stage.sim.runUntilIdle()
        #expect(stage.picker.numberOfComponents == 2 && stage.picker.numberOfRows(inComponent: 0) == 0)
        #expect(stage.picker.rowSize(forComponent: 0) == CGSize(width: 0, height: 32))
        #expect(stage.picker.selectedRow(inComponent: 0) == -1)
        stage.sim.drag(from: CGPoint(x: 160, y: 208), to: CGPoint(x: 160, y: 120))
        stage.sim.runUntilIdle()
        _ = stage.sim.screenshot()
    }

    @Test("a new data source is asked again; its selections start at row 0")
    func newDataSource() {
        let stage = PickerStage(rows: [10])
        stage.picker.selectRow(4, inComponent: 0, animated: false)
        let other = PickerModel(rows: [3, 3])
        stage.picker.dataSource = other
        #expect(stage.picker.numberOfComponents == 2)
        #expect(stage.picker.selectedRow(inComponent: 0) == 2, "component 0's selection is kept, within its rows")
        #expect(stage.picker.selectedRow(inComponent: 1) == 0)
    }
}
