import CoreGraphics
import Foundation
import UIKitTesting

/// A view that logs each `traitCollectionDidChange(_:)` to a shared log as
/// "name.traitCollectionDidChange(old→new style, old→new width class)".
@MainActor
final class TraitLoggingView: UIView {
    let name: String
    let log: CallbackLog

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    required init?(coder: NSCoder) { nil }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add("\(name).traitCollectionDidChange")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.add("\(name).layoutSubviews")
    }
}

/// A view controller that logs its trait, transition and layout callbacks.
@MainActor
final class TraitLoggingController: UIViewController {
    let name: String
    let log: CallbackLog
    /// What `supportedInterfaceOrientations` answers (nil: the default).
    var supported: UIInterfaceOrientationMask?
    /// What `shouldAutorotate` answers.
    var autorotates = true
    /// The sizes `viewWillTransition(to:with:)` was given.
    private(set) var transitionSizes: [CGSize] = []
    /// Whether the coordinator was the controller's `transitionCoordinator` inside the callback.
    private(set) var coordinatorWasCurrent = false

    init(_ name: String, log: CallbackLog) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported ?? super.supportedInterfaceOrientations }
    override var shouldAutorotate: Bool { autorotates }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        log.add("\(name).traitCollectionDidChange")
    }

    override func willTransition(to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name).willTransition(to:with:)")
        super.willTransition(to: newCollection, with: coordinator)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        log.add("\(name).viewWillTransition(to: \(Int(size.width))x\(Int(size.height)))")
        transitionSizes.append(size)
        coordinatorWasCurrent = transitionCoordinator === coordinator
        super.viewWillTransition(to: size, with: coordinator)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.add("\(name).viewWillLayoutSubviews")
    }
}
