import UIKit
import UIKitTesting

/// The "Controls" screen: every standard control, wired to each other as an app would —
/// the switch enables the Continue button, the slider drives the progress view, the stepper
/// a quantity, the segmented control the activity indicator, the page control a caption —
/// and buttons that present an alert, an action sheet and a pull-down menu, whose choice the
/// screen reports. Laid out by a stack view in a scroll view, from the safe area.
final class ControlsViewController: UIViewController {
    private(set) var continueButton: UIButton!
    private(set) var enableSwitch: UISwitch!
    private(set) var slider: UISlider!
    private let progress = UIProgressView(progressViewStyle: .default)
    private let percent = UILabel()
    private(set) var stepper: UIStepper!
    private let quantity = UILabel()
    private(set) var segments: UISegmentedControl!
    private let spinner = UIActivityIndicatorView(style: .medium)
    private(set) var pages: UIPageControl!
    private let pageCaption = UILabel()
    private(set) var alertButton: UIButton!
    private(set) var sheetButton: UIButton!
    private let choice = UILabel()
    private let scrollView = UIScrollView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        let content = UIStackView(arrangedSubviews: [
            GroupedSectionView(title: "Buttons", rows: buttonRows(), style: .spaced),
            GroupedSectionView(title: "Values", rows: valueRows(), style: .spaced),
            GroupedSectionView(title: "Choices", rows: choiceRows(), style: .spaced),
            GroupedSectionView(title: "Presenting", rows: presentingRows(), style: .spaced),
        ])
        content.axis = .vertical
        content.spacing = 22
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(scrollView)
        scrollView.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            scrollView.topAnchor.constraint(equalTo: guide.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scrollView.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 12),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -20),
            content.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            content.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
        ])
        sliderChanged()
        stepperChanged()
        pageChanged()
    }

    // MARK: Sections

    private func buttonRows() -> [UIView] {
        var filled = UIButton.Configuration.filled()
        filled.title = "Continue"
        continueButton = UIButton(configuration: filled, primaryAction: UIAction { [unowned self] _ in
            report("Continue")
        })
        var tinted = UIButton.Configuration.tinted()
        tinted.title = "Later"
        let later = UIButton(configuration: tinted, primaryAction: UIAction { [unowned self] _ in report("Later") })
        var gray = UIButton.Configuration.gray()
        gray.title = "Gray"
        var plain = UIButton.Configuration.plain()
        plain.title = "Plain"
        var bordered = UIButton.Configuration.bordered()
        bordered.title = "Bordered"
        let styles = [gray, plain, bordered].map { configuration in
            UIButton(configuration: configuration, primaryAction: UIAction { [unowned self] action in
                report((action.sender as? UIButton)?.configuration?.title ?? "")
            })
        }
        enableSwitch = UISwitch()
        enableSwitch.isOn = true
        enableSwitch.addAction(UIAction { [unowned self] _ in
            continueButton.isEnabled = enableSwitch.isOn
        }, for: .valueChanged)
        return [row(equal: [continueButton, later]), row(equal: styles), row(caption: "Enable Continue", enableSwitch)]
    }

    private func valueRows() -> [UIView] {
        slider = UISlider()
        slider.value = 0.4
        slider.addTarget(self, action: #Selector(ControlsViewController.sliderChanged), for: .valueChanged)
        percent.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        percent.textColor = .secondaryLabel
        stepper = UIStepper()
        stepper.maximumValue = 10
        stepper.value = 3
        stepper.addTarget(self, action: #Selector(ControlsViewController.stepperChanged), for: .valueChanged)
        return [row(slider, percent), row(progress), row(caption: quantity, stepper)]
    }

    private func choiceRows() -> [UIView] {
        segments = UISegmentedControl(items: ["Stopped", "Medium", "Large"])
        segments.selectedSegmentIndex = 0
        segments.addTarget(self, action: #Selector(ControlsViewController.segmentChanged), for: .valueChanged)
        pages = UIPageControl()
        pages.numberOfPages = 5
        // The default dots are white, for dark backgrounds: on this light one, dark dots.
        pages.pageIndicatorTintColor = .tertiaryLabel
        pages.currentPageIndicatorTintColor = .label
        pages.addTarget(self, action: #Selector(ControlsViewController.pageChanged), for: .valueChanged)
        pageCaption.font = .systemFont(ofSize: 15)
        pageCaption.textColor = .secondaryLabel
        return [row(segments, spinner), row(pages, pageCaption)]
    }

    private func presentingRows() -> [UIView] {
        var alertStyle = UIButton.Configuration.tinted()
        alertStyle.title = "Alert"
        alertButton = UIButton(configuration: alertStyle, primaryAction: UIAction { [unowned self] _ in showAlert() })
        var sheetStyle = UIButton.Configuration.tinted()
        sheetStyle.title = "Action Sheet"
        sheetButton = UIButton(configuration: sheetStyle, primaryAction: UIAction { [unowned self] _ in showSheet() })
        choice.text = "Nothing chosen yet"
        choice.font = .systemFont(ofSize: 15)
        choice.textColor = .secondaryLabel
        return [row(equal: [alertButton, sheetButton]), row(choice)]
    }

    // MARK: Wiring

    func sliderChanged() {
        progress.setProgress(slider.value, animated: false)
        percent.text = "\(Int((slider.value * 100).rounded())) %"
    }

    func stepperChanged() {
        quantity.text = "Quantity: \(Int(stepper.value))"
    }

    func segmentChanged() {
        switch segments.selectedSegmentIndex {
        case 1:
            spinner.style = .medium
            spinner.startAnimating()
        case 2:
            spinner.style = .large
            spinner.startAnimating()
        default:
            spinner.stopAnimating()
        }
    }

    func pageChanged() {
        pageCaption.text = "Page \(pages.currentPage + 1) of \(pages.numberOfPages)"
    }

    private func report(_ what: String) {
        choice.text = "Chose: \(what)"
        GalleryLog.line("controls: \(what)")
    }

    private func showAlert() {
        let alert = UIAlertController(title: "Discard changes?", message: "Your edits to this photo will be lost.",
                                      preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [unowned self] _ in report("Cancel") })
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { [unowned self] _ in report("Discard") })
        present(alert, animated: true)
    }

    private func showSheet() {
        let sheet = UIAlertController(title: "Share photo", message: "Choose where to send it.", preferredStyle: .actionSheet)
        for title in ["Messages", "Mail", "Save to Files"] {
            sheet.addAction(UIAlertAction(title: title, style: .default) { [unowned self] _ in report(title) })
        }
        sheet.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [unowned self] _ in report("Cancel") })
        present(sheet, animated: true)
    }

    // MARK: Driving (the headless screenshot and the tests)

    /// The point in window coordinates at `fraction` of `view`'s width and half its height.
    func pointOnScreen(_ view: UIView, x fraction: CGFloat, y yFraction: CGFloat = 0.5) -> CGPoint {
        view.convert(CGPoint(x: view.bounds.width * fraction, y: view.bounds.height * yFraction), to: nil)
    }

    /// Touches as a user would: the slider's thumb dragged to 75 %, the stepper's + tapped
    /// twice, "Medium" chosen, the switch turned off.
    func driveForScreenshot(_ simulator: Simulator) {
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: slider.trackRect(forBounds: slider.bounds),
                                     value: slider.value)
        let track = slider.trackRect(forBounds: slider.bounds)
        // Pressed, held past the scroll view's content-touch delay, then dragged.
        let finger = simulator.touchDown(at: slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: nil))
        simulator.advance(by: 0.2)
        let end = track.minX + track.width * 0.75
        for step in 1...10 {
            let x = thumb.midX + (end - thumb.midX) * CGFloat(step) / 10
            simulator.touchMove(finger, to: slider.convert(CGPoint(x: x, y: thumb.midY), to: nil))
            simulator.advance(by: 1.0 / 60)
        }
        simulator.touchUp(finger)
        for _ in 0..<2 {
            simulator.tap(at: pointOnScreen(stepper, x: 0.75))
            simulator.advance(by: 0.5)
        }
        simulator.tap(at: pointOnScreen(segments, x: 0.5))
        simulator.tap(at: pointOnScreen(enableSwitch, x: 0.5))
        simulator.advance(by: 1)
    }

    // MARK: Building

    /// Views side by side, centred vertically, the first taking the room left.
    private func row(_ views: UIView...) -> UIView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 12
        stack.alignment = .center
        return stack
    }

    /// Views sharing the row equally.
    private func row(equal views: [UIView]) -> UIView {
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.distribution = .fillEqually
        return stack
    }

    /// A caption on the left and a control on the right.
    private func row(caption: String, _ control: UIView) -> UIView {
        let label = UILabel()
        label.text = caption
        return row(caption: label, control)
    }

    private func row(caption label: UILabel, _ control: UIView) -> UIView {
        label.font = .systemFont(ofSize: 17)
        let stack = UIStackView(arrangedSubviews: [label, control])
        stack.alignment = .center
        stack.distribution = .equalSpacing
        return stack
    }
}
