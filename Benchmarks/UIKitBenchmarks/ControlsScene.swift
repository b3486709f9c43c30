import CoreGraphics
import Foundation
import UIKitTesting

/// A screen of 200 mixed controls (buttons of each configuration style, switches, sliders,
/// segmented controls, steppers, page controls, progress views and activity indicators) in
/// a 10 × 20 grid on an iPhone 15 at @3x, built, laid out and composited for the first time,
/// against the same grid of plain coloured views.
@MainActor
final class ControlsScene {
    static let count = 200
    let simulator = Simulator(device: .iPhone15)
    private let window: UIWindow
    private var shown: UIView?

    init() {
        window = UIWindow(frame: simulator.screen.bounds)
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
    }

    /// The frame of the `index`th control: 2 columns of 100 rows… packed into the screen as
    /// 4 columns × 50 rows of 98 × 16 points (controls keep their own fixed sizes inside).
    private static func frame(_ index: Int) -> CGRect {
        let column = index % 4, row = index / 4
        return CGRect(x: CGFloat(column) * 98, y: 60 + CGFloat(row) * 15.5, width: 96, height: 15)
    }

    /// Builds the controls screen, shows it and runs the frame that lays it out and
    /// composites it.
    func showControls() {
        let screen = UIView(frame: window.bounds)
        for index in 0..<ControlsScene.count {
            let control = ControlsScene.makeControl(index)
            control.frame = ControlsScene.frame(index)
            screen.addSubview(control)
        }
        show(screen)
    }

    /// The same grid of plain views.
    func showPlainViews() {
        let screen = UIView(frame: window.bounds)
        for index in 0..<ControlsScene.count {
            let view = UIView(frame: ControlsScene.frame(index))
            view.backgroundColor = index.isMultiple(of: 2) ? .systemBlue : .systemGray5
            screen.addSubview(view)
        }
        show(screen)
    }

    private func show(_ screen: UIView) {
        shown?.removeFromSuperview()
        window.addSubview(screen)
        shown = screen
        simulator.advance(by: 1.0 / 60)
    }

    private static func makeControl(_ index: Int) -> UIView {
        switch index % 8 {
        case 0:
            let styles: [UIButton.Configuration] = [.filled(), .tinted(), .gray(), .plain(), .borderedProminent()]
            var configuration = styles[(index / 8) % styles.count]
            configuration.title = "Button \(index)"
            return UIButton(configuration: configuration)
        case 1:
            let toggle = UISwitch()
            toggle.isOn = index.isMultiple(of: 3)
            return toggle
        case 2:
            let slider = UISlider()
            slider.value = Float(index % 10) / 10
            return slider
        case 3: return UISegmentedControl(items: ["One", "Two", "Three"])
        case 4: return UIStepper()
        case 5:
            let pages = UIPageControl()
            pages.numberOfPages = 5
            return pages
        case 6:
            let progress = UIProgressView(progressViewStyle: .default)
            progress.progress = Float(index % 10) / 10
            return progress
        default:
            let button = UIButton(type: .system)
            button.setTitle("System \(index)", for: .normal)
            return button
        }
    }
}

/// One tap — touch-down to the action handler — on a button at the end of a chain of 20
/// nested views, against the same tap on a plain view at the end of another such chain with
/// a tap gesture recognizer (the two chains side by side in one window).
@MainActor
final class ControlTapScene {
    let simulator = Simulator(device: .iPhone15)
    private let window: UIWindow
    private var time: TimeInterval = 0
    private(set) var buttonTaps = 0, recognizerTaps = 0
    private static let buttonPoint = CGPoint(x: 90, y: 322), recognizerPoint = CGPoint(x: 290, y: 322)

    init() {
        window = UIWindow(frame: simulator.screen.bounds)
        let button = UIButton(type: .system)
        button.setTitle("Tap", for: .normal)
        button.addAction(UIAction { [unowned self] _ in buttonTaps += 1 }, for: .touchUpInside)
        let plain = UIView()
        plain.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #Selector(ControlTapScene.tapped)))
        let half = window.bounds.width / 2
        for (leaf, x) in [(button as UIView, 0), (plain, half)] {
            var parent: UIView = window
            for level in 0..<19 {
                let view = UIView(frame: level == 0 ? CGRect(x: x, y: 0, width: half, height: window.bounds.height)
                                                    : parent.bounds)
                parent.addSubview(view)
                parent = view
            }
            leaf.frame = CGRect(x: 30, y: 300, width: 120, height: 44)
            parent.addSubview(leaf)
        }
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
    }

    func tapped() { recognizerTaps += 1 }

    /// One tap on the button.
    func tapButton() { tap(at: ControlTapScene.buttonPoint) }

    /// One tap on the view with the recognizer.
    func tapRecognizer() { tap(at: ControlTapScene.recognizerPoint) }

    /// Touch-down and lift, a second after the last tap so it is never a double tap.
    private func tap(at point: CGPoint) {
        time += 1
        EventRouter.current.sendTouches([.init(finger: 0, phase: .began, location: point)], at: time)
        EventRouter.current.sendTouches([.init(finger: 0, phase: .ended, location: point)], at: time + 0.05)
    }
}
