@_implementationOnly import CSDL2
import CoreGraphics
import Foundation
import QuartzCore

/// The window's picture: the texture kept up to date from the composited main screen, and
/// presenting it.
extension SDLHost {
    package func presentFrame() {
        let damage = WindowServer.current.lastDamage(on: UIScreen.main)
        guard !damage.isEmpty else { return }
        updatePicture(damage: damage)
        showPicture()
    }

    /// The window changed size: the picture is redrawn at its new size and shown.
    func windowResized(to size: CGSize) {
        windowSize = size
        updatePicture(damage: nil)
        showPicture()
    }

    /// Redraws the texture where `damage` (screen points) changed, or all of it when nil or
    /// when the texture has to be made again (first frame, new sizes).
    func updatePicture(damage: [CGRect]?) {
        guard let compositor = WindowServer.current.compositor(for: UIScreen.main) else { return }
        let picture = pictureRect()
        compositor.withPixels { data, width, height, bytesPerRow in
            let wanted = SDLHostScaler(screenSize: layout.screenSize, sourceWidth: width, sourceHeight: height,
                                       targetWidth: Int(picture.width), targetHeight: Int(picture.height))
            var rects = damage.map(wanted.targetRects(forDamage:)) ?? [wanted.targetBounds]
            if wanted != scaler || texture == nil {
                guard makeTexture(width: wanted.targetWidth, height: wanted.targetHeight) else { return }
                scaler = wanted
                rects = [wanted.targetBounds]
            }
            for rect in rects {
                var area = SDL_Rect(x: Int32(rect.minX), y: Int32(rect.minY), w: Int32(rect.width), h: Int32(rect.height))
                var pixels: UnsafeMutableRawPointer?
                var pitch: Int32 = 0
                guard SDL_LockTexture(texture, &area, &pixels, &pitch) == 0, let pixels else { continue }
                wanted.draw(rect, from: data, sourceBytesPerRow: bytesPerRow, into: pixels, targetBytesPerRow: Int(pitch))
                SDL_UnlockTexture(texture)
            }
        }
    }

    /// Presents the window: black, and the picture over it. With vsync this waits for the
    /// display's refresh.
    func showPicture() {
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        if let texture {
            let picture = pictureRect()
            var target = SDL_Rect(x: Int32(picture.minX), y: Int32(picture.minY),
                                  w: Int32(picture.width), h: Int32(picture.height))
            SDL_RenderCopy(renderer, texture, nil, &target)
        }
        SDL_RenderPresent(renderer)
    }

    /// The picture's rectangle in the window's drawable pixels.
    private func pictureRect() -> CGRect {
        var width: Int32 = 0, height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        return layout.pixelRect(drawableSize: CGSize(width: CGFloat(width), height: CGFloat(height)))
    }

    /// Replaces the texture by one of `width` × `height` pixels in the screen's pixel
    /// layout; false if SDL could not make it.
    private func makeTexture(width: Int, height: Int) -> Bool {
        if let texture { SDL_DestroyTexture(texture) }
        texture = nil
        guard width > 0, height > 0 else { return false }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_RGB888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                    Int32(width), Int32(height))
        return texture != nil
    }
}
