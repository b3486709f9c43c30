@_implementationOnly import CSDL2
import CoreGraphics
import Foundation
import QuartzCore

/// The live host: a desktop window, through SDL, showing the main screen and
/// feeding it the mouse, touch-screen fingers and the keyboard.
///
/// The window starts at the screen's size in pixels, scaled down to fit the display
/// (keeping the aspect ratio), and may be resized: the screen keeps its size and the
/// picture is rescaled to the window, with black bars where the shapes differ. After each
/// frame that repainted the screen, only the damaged rectangles are redrawn into the
/// window's texture; presenting waits for the display's refresh when the renderer offers
/// vsync, and otherwise follows the run loop's 60 Hz frame timing. Idle frames present
/// nothing. Closing the window ends the app through the termination sequence.
@MainActor
package final class SDLHost: LiveDisplay {
    let window: OpaquePointer
    let renderer: OpaquePointer
    /// The picture, at its size in the window's pixels (made on first use and again when
    /// that size or the screen's changes).
    var texture: OpaquePointer?
    /// How the composited screen maps onto `texture`.
    var scaler: SDLHostScaler?
    /// The window's size in window coordinates.
    var windowSize: CGSize
    var pointer = SDLHostPointer()
    package internal(set) var isClosed = false
    /// Whether SDL's text input (and with it the system's input method) is on: while an
    /// editable object is first responder.
    var isTextInputActive = true
    /// Where the input method was last told the caret is, in window coordinates.
    var textInputArea: CGRect?
    /// The general pasteboard's text shared with the desktop's clipboard.
    let clipboard = SDLHostClipboard()

    /// The longest the loop waits for input before serving Foundation's run loop again
    /// (the main dispatch queue, Foundation's timers): SDL cannot wake on those.
    static let foundationServiceInterval = 0.01

    /// Whether `environment` asks for a window: `UIKIT_HOST=sdl` always,
    /// `UIKIT_HOST=headless` never, otherwise when `DISPLAY` or `WAYLAND_DISPLAY` names a
    /// display.
    nonisolated package static func isRequested(by environment: [String: String]) -> Bool {
        switch environment["UIKIT_HOST"]?.lowercased() {
        case "headless": false
        case "sdl": true
        default: !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
        }
    }

    /// Whether `UIApplicationMain` will show the app in a window: the process's environment
    /// asks for one and SDL can reach a display.
    package static var canOpenWindow: Bool {
        isRequested(by: ProcessInfo.processInfo.environment) && initializeVideo() == nil
    }

    /// Opens the window for the main screen; nil, with the reason on standard error, when
    /// SDL cannot.
    package static func open() -> SDLHost? {
        if let reason = initializeVideo() {
            report("cannot open a window (\(reason)); running headless")
            return nil
        }
        let screen = UIScreen.main
        var usable = SDL_Rect()
        if SDL_GetDisplayUsableBounds(0, &usable) != 0 { usable = SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        let pixels = CGSize(width: screen.bounds.width * screen.scale, height: screen.bounds.height * screen.scale)
        let size = SDLHostLayout.initialWindowSize(
            screenPixelSize: pixels, usableSize: CGSize(width: CGFloat(usable.w), height: CGFloat(usable.h)))
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        guard let window = SDL_CreateWindow(windowTitle(), csdl_windowpos_centered(), csdl_windowpos_centered(),
                                            Int32(size.width), Int32(size.height), flags) else {
            report("cannot open a window (\(lastError())); running headless")
            return nil
        }
        // Presenting waits for the display's refresh where the renderer can; elsewhere
        // frames keep the run loop's 60 Hz timing.
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_PRESENTVSYNC.rawValue)
                ?? SDL_CreateRenderer(window, -1, 0) else {
            report("cannot draw into the window (\(lastError())); running headless")
            SDL_DestroyWindow(window)
            return nil
        }
        return SDLHost(window: window, renderer: renderer)
    }

    private init(window: OpaquePointer, renderer: OpaquePointer) {
        self.window = window
        self.renderer = renderer
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        windowSize = CGSize(width: CGFloat(width), height: CGFloat(height))
        SDL_SetWindowMinimumSize(window, 64, 64)
        // SDL starts its text input with the video; it runs only while a text object edits.
        SDL_StopTextInput()
        isTextInputActive = false
        showPicture()
    }

    /// Where the main screen's picture sits in the window now.
    package var layout: SDLHostLayout {
        SDLHostLayout(screenSize: UIScreen.main.bounds.size, windowSize: windowSize)
    }

    package func wait(upTo seconds: Double) {
        // Blocks already queued for the main queue run before the wait, not after it.
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
        let wait = min(seconds, SDLHost.foundationServiceInterval)
        guard wait > 0 else { return }
        SDL_WaitEventTimeout(nil, Int32((wait * 1000).rounded(.up)))
    }

    package func close() {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        SDL_Quit()
    }

    /// Starts SDL's video (once; later calls only check); nil on success, else why not.
    private static func initializeVideo() -> String? {
        if SDL_WasInit(SDL_INIT_VIDEO) != 0 { return nil }
        // The run loop handles SIGINT and SIGTERM; the mouse and touches each come once.
        SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        // An app window, not a game: leave the desktop's compositor on.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Compositions longer than an event's 32 bytes arrive whole.
        SDL_SetHint(SDL_HINT_IME_SUPPORT_EXTENDED_TEXT, "1")
        return SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 ? nil : lastError()
    }

    /// The app's name from its Info.plist, else the process's.
    private static func windowTitle() -> String {
        let info = InfoPlist.current.dictionary
        return info["CFBundleDisplayName"] as? String ?? info["CFBundleName"] as? String
            ?? ProcessInfo.processInfo.processName
    }

    private static func lastError() -> String {
        String(cString: SDL_GetError())
    }

    private static func report(_ message: String) {
        FileHandle.standardError.write(Data("UIKit: \(message)\n".utf8))
    }
}
