import CoreGraphics
import Foundation
import QuartzCore

/// The windows of the process and what shows them: one compositor per screen, fed the
/// visible windows in level order. Commits (`CATransaction.flush()` on the main queue, and
/// each frame) lay out and display their trees; `composite()` paints what changed.
@MainActor
package final class WindowServer: LayerTreeHost {
    /// The window server of the environment in force.
    package static var current: WindowServer { HostEnvironment.current.uiKit.windowServer }

    private var windows: [WeakWindow] = []
    weak var keyWindow: UIWindow?
    private var compositors: [ObjectIdentifier: ScreenCompositor] = [:]

    private struct WeakWindow {
        weak var window: UIWindow?
    }

    init() {}

    func register(_ window: UIWindow) {
        windows.append(WeakWindow(window: window))
    }

    /// Moves `window` in front of the other windows of its level (it was just shown).
    func orderFront(_ window: UIWindow) {
        windows.removeAll { $0.window == nil || $0.window === window }
        windows.append(WeakWindow(window: window))
    }

    /// The visible windows on `screen`, back to front: by level, and within a level in the
    /// order they were last shown.
    package func visibleWindows(on screen: UIScreen) -> [UIWindow] {
        windows.compactMap(\.window).filter { !$0.isHidden && $0.screen === screen }
            .enumerated().sorted { l, r in
                l.element.windowLevel != r.element.windowLevel ? l.element.windowLevel < r.element.windowLevel
                    : l.offset < r.offset
            }.map(\.element)
    }

    /// Every window on `screen`, shown or not, in the order they were last shown.
    func windows(on screen: UIScreen) -> [UIWindow] {
        windows.compactMap(\.window).filter { $0.screen === screen }
    }

    /// Turns `screen` to `orientation`: its bounds swap sides, `windows` (those that
    /// filled it) are resized to fill it again (their root views follow by autoresizing or
    /// Auto Layout, as on a device); a keyboard up takes its size for the orientation.
    /// The rotation (ViewControllers/Rotation) decides when and tells the controllers.
    func turn(_ screen: UIScreen, to orientation: UIInterfaceOrientation, resizing windows: [UIWindow]) {
        let oldBounds = screen.bounds
        screen.interfaceOrientation = orientation
        screen.hasTurned = true
        let newBounds = screen.bounds
        guard newBounds != oldBounds else { return }
        for window in windows { window.frame = newBounds }
        SoftwareKeyboard.current.screenTurned(screen)
    }

    func windowsChanged() {
        windows.removeAll { $0.window == nil }
    }

    /// The compositor of `screen` (made on first use, and again when the screen's size or
    /// scale changes: a new mode or orientation), showing its visible windows.
    package func compositor(for screen: UIScreen) -> ScreenCompositor? {
        let compositor = currentCompositor(for: screen) ?? ScreenCompositor(size: screen.bounds.size, scale: screen.scale)
        compositors[ObjectIdentifier(screen)] = compositor
        compositor?.roots = visibleWindows(on: screen).map(\.layer)
        return compositor
    }

    /// The compositor made for `screen`, if it still fits the screen's size and scale.
    private func currentCompositor(for screen: UIScreen) -> ScreenCompositor? {
        guard let compositor = compositors[ObjectIdentifier(screen)],
              compositor.size == screen.bounds.size, compositor.scale == screen.scale else { return nil }
        return compositor
    }

    /// The rectangles, in points, the last composite of `screen` repainted (none before
    /// its first). Asking changes nothing.
    package func lastDamage(on screen: UIScreen) -> [CGRect] {
        compositors[ObjectIdentifier(screen)]?.lastDamage ?? []
    }

    /// Forgets the compositor of a screen that went away.
    func screenDisconnected(_ screen: UIScreen) {
        compositors[ObjectIdentifier(screen)] = nil
    }

    /// The commit: layout and display of every visible window's tree.
    package func commitLayerTrees() {
        for screen in UIScreen.screens {
            for window in visibleWindows(on: screen) {
                for _ in 0..<LayoutEngine.maximumPasses {
                    window.prepareConstraintLayout()
                    window.layer.updateTree()
                    guard window.treeEngine?.hasPendingWork == true else { break }
                }
            }
        }
    }

    /// Whether the next frame would change anything on a screen: Auto Layout has work in
    /// a window (`setNeedsUpdateConstraints` marks no layer), a screen has no compositor
    /// at its size yet, or its compositor would repaint (see
    /// `ScreenCompositor.hasPendingChanges(showing:)`). Asking changes nothing.
    package var hasPendingChanges: Bool {
        UIScreen.screens.contains { screen in
            let windows = visibleWindows(on: screen)
            if windows.contains(where: { $0.treeEngine?.hasPendingWork ?? false }) { return true }
            guard let compositor = currentCompositor(for: screen) else { return true }
            return compositor.hasPendingChanges(showing: windows.map(\.layer))
        }
    }

    /// Composites every screen. Returns whether any pixel was repainted.
    package func composite() -> Bool {
        var painted = false
        for screen in UIScreen.screens {
            if compositor(for: screen)?.composite() == true { painted = true }
        }
        return painted
    }
}
