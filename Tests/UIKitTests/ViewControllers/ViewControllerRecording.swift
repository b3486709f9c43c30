import Foundation
import UIKitTesting

/// The calls made, in order, as "Name.callback(animated)".
@MainActor
final class CallbackLog {
    var entries: [String] = []

    func add(_ entry: String) { entries.append(entry) }

    /// Returns the entries logged since the last take, and forgets them.
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A view controller that logs its view loading and appearance callbacks to a shared log
/// ("A.viewWillAppear(true)"), and on request its other life-cycle calls.
@MainActor
final class LoggingController: UIViewController {
    /// The calls logged besides `viewDidLoad` and the appearance callbacks.
    struct Extras: OptionSet {
        let rawValue: Int
        /// `loadView`.
        static let loading = Extras(rawValue: 1)
        /// `willMove(toParent:)`, `didMove(toParent:)`, `preferredContentSizeDidChange`.
        static let containment = Extras(rawValue: 2)
        /// The layout callbacks, `viewSafeAreaInsetsDidChange`, `viewLayoutMarginsDidChange`.
        static let layout = Extras(rawValue: 4)
        /// After each appearance callback, the flags that are true in it
        /// ("[isBeingPresented]", "[isMovingToParent]"…).
        static let flags = Extras(rawValue: 8)
    }

    let name: String
    let log: CallbackLog
    let extras: Extras
    /// What `shouldAutomaticallyForwardAppearanceMethods` answers.
    var forwardsAppearance = true
    /// Whether the view was in a window, and its frame, when `viewIsAppearing` ran.
    private(set) var appearingPlacement: (inWindow: Bool, frame: CGRect)?

    init(_ name: String, log: CallbackLog, style: UIModalPresentationStyle = .fullScreen, records extras: Extras = []) {
        self.name = name
        self.log = log
        self.extras = extras
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = style
    }

    required init?(coder: NSCoder) { nil }

    override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwardsAppearance }

    override func loadView() {
        if extras.contains(.loading) { log.add("\(name).loadView") }
        super.loadView()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        log.add("\(name).viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        logAppearance("viewWillAppear(\(animated))")
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        appearingPlacement = (view.window != nil, view.frame)
        logAppearance("viewIsAppearing(\(animated))")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        logAppearance("viewDidAppear(\(animated))")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        logAppearance("viewWillDisappear(\(animated))")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        logAppearance("viewDidDisappear(\(animated))")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        if extras.contains(.containment) { log.add("\(name).willMove(toParent: \(Self.name(of: parent)))") }
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        if extras.contains(.containment) { log.add("\(name).didMove(toParent: \(Self.name(of: parent)))") }
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        if extras.contains(.containment) {
            log.add("\(name).preferredContentSizeDidChange(\(Self.name(of: container as? UIViewController)))")
        }
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if extras.contains(.layout) { log.add("\(name).viewWillLayoutSubviews") }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        if extras.contains(.layout) { log.add("\(name).viewDidLayoutSubviews") }
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        if extras.contains(.layout) { log.add("\(name).viewSafeAreaInsetsDidChange") }
    }

    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        if extras.contains(.layout) { log.add("\(name).viewLayoutMarginsDidChange") }
    }

    private func logAppearance(_ callback: String) {
        guard extras.contains(.flags) else { return log.add("\(name).\(callback)") }
        let flags = [(isBeingPresented, "isBeingPresented"), (isBeingDismissed, "isBeingDismissed"),
                     (isMovingToParent, "isMovingToParent"), (isMovingFromParent, "isMovingFromParent")]
            .filter(\.0).map(\.1)
        log.add("\(name).\(callback) [\(flags.joined(separator: ", "))]")
    }

    /// A controller as the log names it: its name, or "nil".
    private static func name(of controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? LoggingController)?.name ?? String(describing: type(of: controller))
    }
}

/// A window on a simulated device, not shown yet, and a log for the controllers in it.
@MainActor
struct LifeCycleStage {
    let sim: Simulator
    let log = CallbackLog()
    let window: UIWindow

    init(device: Device = .iPhone15) {
        sim = Simulator(device: device)
        window = UIWindow(frame: sim.screen.bounds)
    }

    /// A logging controller named `name`, logging to the stage's log.
    func controller(_ name: String, records extras: LoggingController.Extras = []) -> LoggingController {
        LoggingController(name, log: log, records: extras)
    }

    /// Makes `root` the window's root controller, shows the window, settles, and forgets
    /// what was logged.
    func show(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        log.entries = []
    }
}
