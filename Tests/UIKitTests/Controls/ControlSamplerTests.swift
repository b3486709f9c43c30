import Foundation
import Testing
@_spi(Testing) import UIKit
import UIKitSnapshotTesting
import UIKitTesting

/// Every control in each of its states on an iPhone 15 screen (scale 3), screen by screen,
/// kept as reviewed snapshot references (`__Snapshots__/ControlSamplerTests`, recorded when
/// missing, as every snapshot test here) that were held against iOS 17's metrics and look
/// (docs/DIFFERENCES.md, "How the controls were checked"), and checked at a few pixels.
@MainActor
@Suite("Control sampler", .serialized)
struct ControlSamplerTests {
    /// The screenshot held against its reference. Text goes through FreeType and Pango:
    /// sub-visible differences between their versions are allowed.
    private func assertMatchesReference(_ shot: CGImage, testName: String = #function, fileID: StaticString = #fileID,
                                        filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        assertSnapshot(of: UIImage(cgImage: shot, scale: 3, orientation: .up), as: .image(perceptualPrecision: 0.98),
                       fileID: fileID, file: filePath, testName: testName, line: line, column: column)
    }

    @Test("sampler: switches off, on, pressed and disabled; sliders plain, held, tinted, with images and disabled; steppers at each state")
    func switchesSlidersSteppers() {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .systemBackground)
        func place<Control: UIControl>(_ control: Control, _ x: CGFloat, _ y: CGFloat) -> Control {
            control.frame.origin = CGPoint(x: x, y: y)
            window.addSubview(control)
            return control
        }

        // Row 1: switches off, on, to be pressed (off and on), disabled off and on.
        let switches = (0..<6).map { place(UISwitch(), 16 + CGFloat($0) * 62, 80) }
        for index in [1, 3, 5] { switches[index].isOn = true }
        switches[4].isEnabled = false
        switches[5].isEnabled = false
        // Row 2: a switch with custom tints.
        let tinted = place(UISwitch(), 16, 130)
        tinted.isOn = true
        tinted.onTintColor = .systemIndigo
        tinted.thumbTintColor = .systemYellow
        let offTinted = place(UISwitch(), 78, 130)
        offTinted.tintColor = .systemPink

        // Sliders: plain at 0.3, to be held at 0.6, tinted, with value images, disabled.
        func slider(_ y: CGFloat, _ value: Float) -> UISlider {
            let slider = place(UISlider(frame: CGRect(x: 0, y: 0, width: 361, height: 31)), 16, y)
            slider.value = value
            return slider
        }
        _ = slider(190, 0.3)
        let held = slider(240, 0.6)
        let tintedSlider = slider(290, 0.45)
        tintedSlider.minimumTrackTintColor = .systemOrange
        tintedSlider.maximumTrackTintColor = .systemTeal.withAlphaComponent(0.3)
        tintedSlider.thumbTintColor = .systemGray6
        let imaged = slider(340, 0.7)
        imaged.minimumValueImage = dot(.systemGray, diameter: 12)
        imaged.maximumValueImage = dot(.systemGray, diameter: 22)
        slider(390, 0.5).isEnabled = false

        // Steppers: at the minimum, in the middle, to be pressed, at the maximum, disabled.
        let steppers = (0..<4).map { place(UIStepper(), 16 + CGFloat($0) * 100, 450) }
        steppers[1].value = 50
        steppers[2].value = 50
        steppers[2].autorepeat = false // held while the simulator runs until idle
        steppers[3].value = 100
        let disabledStepper = place(UIStepper(), 16, 500)
        disabledStepper.value = 50
        disabledStepper.isEnabled = false
        let wrapping = place(UIStepper(), 116, 500)
        wrapping.wraps = true

        sim.runUntilIdle()
        // Fingers held on the pressed switches, the held slider's thumb and the pressed stepper's +.
        let fingers = [
            sim.touchDown(at: switches[2].convert(CGPoint(x: 25, y: 15), to: window)),
            sim.touchDown(at: switches[3].convert(CGPoint(x: 25, y: 15), to: window)),
            sim.touchDown(at: held.convert(CGPoint(x: 14 + 0.6 * 333, y: 15), to: window)),
            sim.touchDown(at: steppers[2].convert(CGPoint(x: 70, y: 16), to: window)),
        ]
        sim.runUntilIdle()
        let shot = sim.screenshot()
        assertMatchesReference(shot)
        let pixels = RenderedPixels(shot)
        func pixel(_ view: UIView, _ x: CGFloat, _ y: CGFloat) -> RenderedPixels.RGBA {
            let point = view.convert(CGPoint(x: x, y: y), to: window)
            return pixels[Int(point.x * 3), Int(point.y * 3)]
        }
        #expect(pixel(switches[1], 8, 15.5).isClose(to: .over(white: .systemGreen)))
        #expect(pixel(switches[0], 44, 15.5).isClose(to: .over(white: .secondarySystemFill)))
        #expect(pixel(switches[2], 33, 15.5) == .white, "the pressed thumb is wider")
        #expect(pixel(steppers[2], 85, 16).isClose(to: .over(white: .systemFill)))
        #expect(held.isHighlighted && steppers[2].value == 51)
        for finger in fingers { sim.touchUp(finger) }
    }

    @Test("sampler: each button configuration style normal, highlighted and disabled; the sizes; the system types")
    func buttons() {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .systemBackground)
        let styles: [UIButton.Configuration] = [.plain(), .tinted(), .gray(), .filled(), .borderless(), .bordered(),
                                                .borderedTinted(), .borderedProminent()]
        var highlighted: [UIButton] = []
        for (row, style) in styles.enumerated() {
            for column in 0..<3 {
                var configuration = style
                configuration.title = "Button"
                let button = UIButton(configuration: configuration)
                let size = button.intrinsicContentSize
                button.frame = CGRect(origin: CGPoint(x: 16 + CGFloat(column) * 124, y: 70 + CGFloat(row) * 44), size: size)
                if column == 1 { highlighted.append(button) }
                if column == 2 { button.isEnabled = false }
                window.addSubview(button)
            }
        }
        // Filled at each size, mini to large, side by side.
        var x: CGFloat = 16
        for size in [UIButton.Configuration.Size.mini, .small, .medium, .large] {
            var configuration = UIButton.Configuration.filled()
            configuration.title = "Button"
            configuration.buttonSize = size
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(origin: CGPoint(x: x, y: 434), size: button.intrinsicContentSize)
            x = button.frame.maxX + 12
            window.addSubview(button)
        }
        // The system types, then a system-type button normal, highlighted, selected and disabled.
        x = 16
        for type in [UIButton.ButtonType.close, .detailDisclosure, .contactAdd, .infoLight, .infoDark] {
            let button = UIButton(type: type)
            button.frame = CGRect(origin: CGPoint(x: x, y: 500), size: button.intrinsicContentSize)
            x = button.frame.maxX + 24
            window.addSubview(button)
        }
        for column in 0..<4 {
            let button = UIButton(type: .system)
            button.setTitle("Button", for: .normal)
            button.frame = CGRect(origin: CGPoint(x: 16 + CGFloat(column) * 90, y: 550), size: button.intrinsicContentSize)
            button.isHighlighted = column == 1
            button.isSelected = column == 2
            button.isEnabled = column != 3
            window.addSubview(button)
        }
        for button in highlighted { button.isHighlighted = true }
        sim.runUntilIdle()
        assertMatchesReference(sim.screenshot())
        #expect(highlighted.allSatisfy { $0.isHighlighted })
    }

    @Test("sampler: segmented controls, page controls, progress views at 0.3 and activity indicators")
    func segmentsPagesProgressSpinners() {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .systemBackground)
        let segmented = UISegmentedControl(items: ["First", "Second", "Third"])
        segmented.selectedSegmentIndex = 1
        segmented.frame.origin = CGPoint(x: 16, y: 80)
        segmented.sizeToFit()
        window.addSubview(segmented)
        let disabled = UISegmentedControl(items: ["One", "Two"])
        disabled.selectedSegmentIndex = 0
        disabled.isEnabled = false
        disabled.frame.origin = CGPoint(x: 16, y: 130)
        disabled.sizeToFit()
        window.addSubview(disabled)
        let wide = UISegmentedControl(items: ["Day", "Week", "Month", "Year"])
        wide.selectedSegmentIndex = 3
        wide.frame = CGRect(x: 16, y: 180, width: 361, height: 32)
        window.addSubview(wide)

        // Page controls: on the screen's background with the platter (the default white dots
        // need it, or a dark background), and on a dark band.
        let pages = UIPageControl()
        pages.numberOfPages = 5
        pages.currentPage = 2
        pages.backgroundStyle = .prominent
        pages.frame = CGRect(x: 16, y: 240, width: 361, height: 26)
        window.addSubview(pages)
        let band = colouredView(CGRect(x: 0, y: 280, width: 393, height: 50), .darkGray)
        window.addSubview(band)
        let onDark = UIPageControl(frame: CGRect(x: 16, y: 12, width: 361, height: 26))
        onDark.numberOfPages = 5
        onDark.currentPage = 0
        band.addSubview(onDark)

        for (index, style) in [UIProgressView.Style.default, .bar].enumerated() {
            let progress = UIProgressView(progressViewStyle: style)
            progress.frame = CGRect(x: 16, y: 360 + CGFloat(index) * 30, width: 361, height: progress.frame.height)
            progress.progress = 0.3
            window.addSubview(progress)
        }
        for (index, style) in [UIActivityIndicatorView.Style.medium, .large].enumerated() {
            let spinner = UIActivityIndicatorView(style: style)
            spinner.frame.origin = CGPoint(x: 16 + CGFloat(index) * 60, y: 440)
            spinner.startAnimating()
            window.addSubview(spinner)
        }
        sim.runUntilIdle()
        assertMatchesReference(sim.screenshot())
        #expect(segmented.frame.height == 32)
    }

    @Test("sampler: a picker view and the date picker's wheels")
    func pickers() {
        let (sim, window) = makeScenarioWindow(device: .iPhone15, background: .systemBackground)
        let model = SamplerPickerModel()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 70, width: 393, height: 216))
        picker.dataSource = model
        picker.delegate = model
        picker.selectRow(4, inComponent: 0, animated: false)
        picker.selectRow(2, inComponent: 1, animated: false)
        window.addSubview(picker)
        let datePicker = UIDatePicker(frame: CGRect(x: 0, y: 320, width: 393, height: 216))
        datePicker.preferredDatePickerStyle = .wheels
        datePicker.calendar = Calendar(identifier: .gregorian)
        datePicker.timeZone = TimeZone(identifier: "UTC")
        datePicker.locale = Locale(identifier: "en_US")
        datePicker.datePickerMode = .dateAndTime
        datePicker.date = Date(timeIntervalSince1970: 1_732_786_860) // 2024-11-28 09:41 UTC
        window.addSubview(datePicker)
        sim.runUntilIdle()
        assertMatchesReference(sim.screenshot())
        _ = model
    }

    @Test("sampler: an alert with a preferred and a cancel action")
    func alert() {
        let stage = AlertStage()
        let alert = UIAlertController(title: "Delete Photo?", message: "This photo will be deleted from all your devices.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        let delete = UIAlertAction(title: "Delete", style: .destructive)
        alert.addAction(delete)
        alert.addAction(UIAlertAction(title: "Keep", style: .default))
        alert.preferredAction = delete
        stage.root.present(alert, animated: false)
        stage.sim.runUntilIdle()
        assertMatchesReference(stage.sim.screenshot())
    }

    @Test("sampler: an action sheet with a destructive and a cancel action")
    func actionSheet() {
        let stage = AlertStage()
        let sheet = UIAlertController(title: "Share Photo", message: "Choose how to share it.", preferredStyle: .actionSheet)
        sheet.addAction(UIAlertAction(title: "Copy Link", style: .default))
        sheet.addAction(UIAlertAction(title: "Save to Files", style: .default))
        sheet.addAction(UIAlertAction(title: "Delete", style: .destructive))
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        stage.root.present(sheet, animated: false)
        stage.sim.runUntilIdle()
        assertMatchesReference(stage.sim.screenshot())
    }

    @Test("sampler: a context menu with images, a checked item, an inline section and a destructive item")
    func menu() {
        let stage = ContextMenuStage { log in
            UIMenu(children: [
                log.action("Copy", image: UIImage(systemName: "doc.on.doc")),
                log.action("Share", image: UIImage(systemName: "square.and.arrow.up")),
                log.action("Favorite", state: .on),
                UIMenu(options: .displayInline, children: [log.action("Rename"), log.action("Delete", attributes: .destructive)]),
            ])
        }
        stage.showMenu()
        assertMatchesReference(stage.sim.screenshot())
        #expect(shownRowTitles == ["Copy", "Share", "Favorite", "Rename", "Delete"])
    }

    /// A round `color` image `diameter` points across.
    private func dot(_ color: UIColor, diameter: CGFloat) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: diameter, height: diameter)).image { context in
            color.setFill()
            context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: diameter, height: diameter))
        }
    }
}

/// Two wheels for the picker sampler: the numbers 1–20 and six colours.
@MainActor
private final class SamplerPickerModel: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    static let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Purple"]

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? 20 : Self.colours.count
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? "\(row + 1)" : Self.colours[row]
    }
}
