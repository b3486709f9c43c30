import Foundation
import UIKitTesting

/// The calls made, in order, as "Name.callback(animated)".
@MainActor
final class CallbackLog {
    var entries: [String] = []

    func add(_ entry: String) { entries.append(entry) }
}

/// A view controller that logs its view loading and appearance callbacks.
@MainActor
final class LoggingController: UIViewController {
    let name: String
    let log: CallbackLog
    /// Whether the view was in a window, and its frame, when `viewIsAppearing` ran.
    private(set) var appearingPlacement: (inWindow: Bool, frame: CGRect)?

    init(_ name: String, log: CallbackLog, style: UIModalPresentationStyle = .fullScreen) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = style
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        log.add("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.add("\(name).viewWillAppear(\(animated))")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        appearingPlacement = (view.window != nil, view.frame)
        log.add("\(name).viewIsAppearing(\(animated))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.add("\(name).viewDidAppear(\(animated))")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.add("\(name).viewWillDisappear(\(animated))")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.add("\(name).viewDidDisappear(\(animated))")
    }
}

/// An iPhone 15 with a visible window whose root controller "A" logs to `log`, settled.
@MainActor
struct PresentationStage {
    let sim = Simulator(device: .iPhone15)
    let log = CallbackLog()
    let window: UIWindow
    let root: LoggingController

    init() {
        window = UIWindow(frame: sim.screen.bounds)
        root = LoggingController("A", log: log)
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        log.entries = []
    }
}
