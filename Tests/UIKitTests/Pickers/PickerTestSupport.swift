import Foundation
@testable import UIKit
import UIKitTesting

/// A data source and delegate with fixed row counts that logs what the picker asks and
/// when the user selects, with the virtual time of each selection.
@MainActor
final class PickerModel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rowCounts: [Int]
    /// Every question asked, in order ("components", "rows 1", "title 0 5", "height 0"…).
    private(set) var asked: [String] = []
    /// The selections the delegate heard: (row, component, media time).
    private(set) var selections: [(row: Int, component: Int, time: CFTimeInterval)] = []

    init(rows: [Int]) {
        rowCounts = rows
    }

    func clearLog() { asked = [] }
    func count(_ prefix: String) -> Int { asked.filter { $0.hasPrefix(prefix) }.count }
    /// The rows whose titles were asked for `component`.
    func titledRows(_ component: Int) -> [Int] {
        asked.compactMap { entry in
            let parts = entry.split(separator: " ")
            guard parts.count == 3, parts[0] == "title", Int(parts[1]) == component else { return nil }
            return Int(parts[2])
        }
    }

    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        asked.append("components")
        return rowCounts.count
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        asked.append("rows \(component)")
        return rowCounts[component]
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        asked.append("height \(component)")
        return UIPickerView.defaultRowHeight
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        asked.append("title \(component) \(row)")
        return component == 0 ? "Row \(row)" : "\(row)"
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        selections.append((row, component, CACurrentMediaTime()))
    }
}

/// A picker of `rows` at (0, 100, 320, 216) in a fresh 320 × 480 window at scale 1, laid out
/// and shown. Holding the stage keeps the window alive.
@MainActor
final class PickerStage {
    let sim: Simulator
    let window: UIWindow
    let picker: UIPickerView
    let model: PickerModel
    static let frame = CGRect(x: 0, y: 100, width: 320, height: 216)

    init(rows: [Int], model: PickerModel? = nil, background: UIColor? = .white) {
        (sim, window) = makeScenarioWindow(background: background)
        self.model = model ?? PickerModel(rows: rows)
        picker = UIPickerView(frame: PickerStage.frame)
        picker.dataSource = self.model
        picker.delegate = self.model
        window.addSubview(picker)
        sim.runUntilIdle()
    }

    /// The screen point at the picker's vertical centre in `component`'s column, moved by
    /// `dy`.
    func point(component: Int = 0, dy: CGFloat = 0) -> CGPoint {
        let column = picker.columns[component].frame
        return CGPoint(x: column.midX, y: PickerStage.frame.midY + dy)
    }

    /// The wheel's position of `component` (points along the rim from row 0).
    func offset(_ component: Int = 0) -> CGFloat { picker.columns[component].offset }

    /// A slow drag of `component`'s wheel by `dy` points over `duration` seconds.
    func drag(component: Int = 0, by dy: CGFloat, duration: TimeInterval = 1) {
        let start = point(component: component)
        sim.drag(from: start, to: CGPoint(x: start.x, y: start.y + dy), duration: duration)
    }

    /// The text of the title in `component`'s band (the selected row's, when at rest).
    func bandTitle(_ component: Int = 0) -> String? {
        picker.layoutIfNeeded()
        let column = picker.columns[component]
        return column.cells[column.centredRow]?.bandLabel.text
    }
}

/// Writes `image` under /tmp/picker/ to look at.
func writePickerPNG(_ image: CGImage, _ name: String) {
    try? FileManager.default.createDirectory(atPath: "/tmp/picker", withIntermediateDirectories: true)
    RenderedPixels.writePNG(image, to: "/tmp/picker/\(name).png")
}

/// `view` drawn on white at `scale` (the way to look at it closely), also written under
/// /tmp/picker/ as `name`.png.
@MainActor
func renderPicker(_ view: UIView, _ name: String, scale: CGFloat = 3) -> CGImage {
    view.layoutIfNeeded()
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let image = UIGraphicsImageRenderer(size: view.bounds.size, format: format).image { context in
        UIColor.white.setFill()
        context.fill(CGRect(origin: .zero, size: view.bounds.size))
        view.layer.render(in: context.cgContext)
    }
    let cgImage = image.cgImage!
    writePickerPNG(cgImage, name)
    return cgImage
}

extension RenderedPixels {
    /// The darkest channel value over the pixels of `rect` (in pixels).
    func darkest(in rect: CGRect) -> Int {
        var darkest = 255
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = self[x, y]
                darkest = min(darkest, p.r, p.g, p.b)
            }
        }
        return darkest
    }
}
