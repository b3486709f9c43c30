import UIKit

/// A tab of the live Gallery with several screens: a segmented control at the top and the
/// chosen screen below it. Screens are made when first chosen and kept, so each keeps its
/// state.
final class GalleryViewController: UIViewController {
    private let screens: [GalleryScreen]
    private var controllers: [Int: UIViewController] = [:]
    private var shown: UIViewController?
    private lazy var switcher = UISegmentedControl(items: screens.map(\.title))
    private lazy var rootView = GalleryRootView(frame: UIScreen.main.bounds, switcher: switcher)

    /// A switcher between `screens`, the first shown.
    init(screens: [GalleryScreen]) {
        self.screens = screens
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        view = rootView
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        switcher.selectedSegmentIndex = 0
        switcher.addAction(UIAction { [unowned self] _ in show(switcher.selectedSegmentIndex) }, for: .valueChanged)
        show(0)
    }

    /// Shows screen `index` under the switcher.
    private func show(_ index: Int) {
        let controller = controllers[index] ?? screens[index].makeController()
        controllers[index] = controller
        guard controller !== shown else { return }
        rootView.screen = controller.view
        shown = controller
        GalleryLog.line("showing \(screens[index].title)")
    }

    /// Touches on a screen that its views leave alone come up the responder chain to here.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        for touch in touches {
            let point = touch.location(in: nil)
            GalleryLog.line(String(format: "touch began at (%.1f, %.1f)", point.x, point.y))
        }
        super.touchesBegan(touches, with: event)
    }
}
