@_implementationOnly import CSDL2
import Foundation

/// The bridge between the general pasteboard's text and the desktop's clipboard, while the
/// app runs in the live window: what the app copies (any write to `UIPasteboard.general`
/// with a string) becomes the clipboard's text, and what another app copies becomes the
/// general pasteboard's string, a change like any other (`changeCount` goes up, observers
/// hear `changedNotification`).
///
/// The pasteboard knows nothing of SDL; the host owns this bridge, so headless runs and
/// tests keep the pasteboard of their own environment. Only text crosses: the desktop's
/// other kinds (images, rich text) are not read, and items without a string leave the
/// clipboard as it is.
///
/// The clipboard is read when SDL reports that it changed (`SDL_CLIPBOARDUPDATE`: on X11,
/// when another app takes it from this one) and when the window gains the keyboard focus
/// (an app the clipboard was never taken from cannot hear it change, and a user returning
/// to the window is about to paste what they copied elsewhere).
@MainActor
final class SDLHostClipboard {
    /// The text last passed either way: what neither side needs to hear again (each side
    /// reports the other's write as a change of its own).
    private var exchanged: String?
    private var observer: (any NSObjectProtocol)?

    init() {
        exchanged = UIPasteboard.general.string
        // Posted on the thread that changed the pasteboard; SDL's clipboard is the main
        // thread's.
        observer = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: UIPasteboard.general, queue: nil
        ) { [weak self] _ in
            if Thread.isMainThread {
                MainActor.assumeIsolated { self?.pasteboardChanged() }
            } else {
                DispatchQueue.main.async { self?.pasteboardChanged() }
            }
        }
    }

    isolated deinit {
        if let observer { NotificationCenter.default.removeObserver(observer) }
    }

    /// The general pasteboard changed: its string, if it has one, goes to the clipboard.
    func pasteboardChanged() {
        guard let string = UIPasteboard.general.string, string != exchanged else { return }
        exchanged = string
        SDL_SetClipboardText(string)
    }

    /// The clipboard may hold another app's text: when it does, and it is new, it becomes
    /// the general pasteboard's string.
    func clipboardMayHaveChanged() {
        guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return }
        let text = String(cString: pointer)
        SDL_free(pointer)
        guard !text.isEmpty, text != exchanged else { return }
        exchanged = text
        UIPasteboard.general.string = text
    }
}
