@_implementationOnly import CSDL2
import CoreGraphics
import Foundation

/// The window's events: the mouse and touch-screen fingers become touches on the main
/// screen, keys become presses, text and compositions go to the editable first responder,
/// window events close, resize and repaint the window, and the clipboard is shared.
extension SDLHost {
    package func deliverInput(at time: CFTimeInterval) {
        followTextInputClient()
        var samples: [EventRouter.FingerSample] = []
        // Touches that arrived together form one event; other input goes after them.
        func flushTouches() {
            if !samples.isEmpty { EventRouter.current.sendTouches(samples, at: time) }
            samples = []
        }
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            if let input = pointerInput(event) {
                samples += pointer.samples(for: input, layout: layout)
                continue
            }
            switch event.type {
            case SDL_QUIT.rawValue:
                isClosed = true
            case SDL_WINDOWEVENT.rawValue:
                samples += windowEvent(event.window)
            case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
                flushTouches()
                keyEvent(event.key, at: time)
            case SDL_TEXTINPUT.rawValue:
                flushTouches()
                textInputEvent(event.text)
            case SDL_TEXTEDITING.rawValue:
                flushTouches()
                textEditingEvent(text: Self.string(fromTextField: event.edit.text), start: event.edit.start,
                                 length: event.edit.length)
            case SDL_TEXTEDITING_EXT.rawValue:
                flushTouches()
                textEditingEvent(event.editExt)
            case SDL_CLIPBOARDUPDATE.rawValue:
                clipboard.clipboardMayHaveChanged()
            default:
                break
            }
        }
        flushTouches()
    }

    /// The pointer input `event` is, if it is the left mouse button or a finger on a touch
    /// screen (SDL's made-up mouse events for touches and touch events for the mouse are
    /// not, nor are touchpad fingers, which move the mouse).
    private func pointerInput(_ event: SDL_Event) -> SDLHostPointer.Input? {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            guard button.which != csdl_touch_mouseid(), Int32(button.button) == SDL_BUTTON_LEFT else { return nil }
            let point = CGPoint(x: CGFloat(button.x), y: CGFloat(button.y))
            return event.type == SDL_MOUSEBUTTONDOWN.rawValue ? .mouseDown(point) : .mouseUp(point)
        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            guard motion.which != csdl_touch_mouseid(), pointer.isTracking else { return nil }
            return .mouseMoved(CGPoint(x: CGFloat(motion.x), y: CGFloat(motion.y)))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let finger = event.tfinger
            guard finger.touchId != csdl_mouse_touchid(),
                  SDL_GetTouchDeviceType(finger.touchId) == SDL_TOUCH_DEVICE_DIRECT else { return nil }
            let at = CGPoint(x: CGFloat(finger.x), y: CGFloat(finger.y))
            switch event.type {
            case SDL_FINGERDOWN.rawValue: return .fingerDown(device: finger.touchId, finger: finger.fingerId, at: at)
            case SDL_FINGERUP.rawValue: return .fingerUp(device: finger.touchId, finger: finger.fingerId, at: at)
            default: return .fingerMoved(device: finger.touchId, finger: finger.fingerId, at: at)
            }
        default:
            return nil
        }
    }

    /// Handles a window event; returns the cancellations of touches under way when the
    /// window went out of sight.
    private func windowEvent(_ event: SDL_WindowEvent) -> [EventRouter.FingerSample] {
        switch UInt32(event.event) {
        case SDL_WINDOWEVENT_CLOSE.rawValue:
            isClosed = true
        case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
            windowResized(to: CGSize(width: CGFloat(event.data1), height: CGFloat(event.data2)))
        case SDL_WINDOWEVENT_EXPOSED.rawValue:
            showPicture()
        case SDL_WINDOWEVENT_HIDDEN.rawValue, SDL_WINDOWEVENT_MINIMIZED.rawValue:
            return pointer.cancelAll()
        case SDL_WINDOWEVENT_FOCUS_GAINED.rawValue:
            clipboard.clipboardMayHaveChanged()
        default:
            break
        }
        return []
    }

    /// A key went down or up. The text a press typed arrives from SDL as the event right
    /// after its key-down and travels with the press, so it is typed once, by the text
    /// system at the end of the responder chain (or not at all when a responder or a key
    /// command takes the press), as with a hardware keyboard on iOS. Repeats of a held key
    /// are not new presses: the text system repeats the key's edit. A key pressed means a
    /// hardware keyboard is there: the software keyboard goes.
    private func keyEvent(_ event: SDL_KeyboardEvent, at time: CFTimeInterval) {
        guard let usage = SDLHostKeys.usage(forScancode: Int(event.keysym.scancode.rawValue)) else { return }
        guard event.type == SDL_KEYDOWN.rawValue else {
            EventRouter.current.sendKeyUp(usage, at: time)
            return
        }
        SoftwareKeyboard.current.hardwareKeyboardConnected = true
        let key = SDLHostKeys.key(usage: usage, keycode: Int(event.keysym.sym), text: takeTextInput(),
                                  keymod: Int(event.keysym.mod))
        if event.repeat != 0 {
            TextInputKeys.keyRepeated(key)
        } else {
            EventRouter.current.sendKeyDown(key, at: time)
        }
    }

    /// The text of the next queued event if it is text input, removing it from the queue.
    private func takeTextInput() -> String? {
        var next = SDL_Event()
        let all = (SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue)
        guard SDL_PeepEvents(&next, 1, SDL_PEEKEVENT, all.0, all.1) == 1, next.type == SDL_TEXTINPUT.rawValue,
              SDL_PeepEvents(&next, 1, SDL_GETEVENT, SDL_TEXTINPUT.rawValue, SDL_TEXTINPUT.rawValue) == 1
        else { return nil }
        return Self.string(fromTextField: next.text.text)
    }
}
