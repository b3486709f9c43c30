import CoreGraphics
import Foundation
import UIKitTesting

/// A settings-style screen on a simulated iPhone 15 (393 × 852 points at 3×): a navigation
/// bar, a tab bar and a clipped, scrolled list of 60 cells, each a white row with a rounded
/// icon image, a rounded bordered badge and a hairline separator — about 250 layers, no text.
@MainActor
struct ListScene {
    let simulator = Simulator(device: .iPhone15)
    let window: UIWindow
    let cells: [UIView]

    static let cellCount = 60, cellHeight: CGFloat = 44

    init() {
        let screen = simulator.screen.bounds
        let width = screen.width
        window = UIWindow(frame: screen)
        window.backgroundColor = UIColor(white: 0.95, alpha: 1)

        let navigationBar = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 103))
        navigationBar.backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1)
        let searchField = UIView(frame: CGRect(x: 16, y: 59, width: width - 32, height: 36))
        searchField.backgroundColor = UIColor(white: 0.89, alpha: 1)
        searchField.layer.cornerRadius = 10
        navigationBar.addSubview(searchField)
        window.addSubview(navigationBar)

        let list = UIView(frame: CGRect(x: 0, y: 103, width: width, height: screen.height - 103 - 83))
        list.clipsToBounds = true
        list.bounds.origin.y = 10 * ListScene.cellHeight   // scrolled by ten rows
        let icon = ListScene.iconImage(pixels: 87)
        cells = (0..<ListScene.cellCount).map { row in
            let cell = UIView(frame: CGRect(x: 0, y: CGFloat(row) * ListScene.cellHeight, width: width,
                                            height: ListScene.cellHeight))
            cell.backgroundColor = .white
            let iconView = UIView(frame: CGRect(x: 16, y: 7.5, width: 29, height: 29))
            iconView.layer.contents = icon
            iconView.layer.contentsScale = 3
            iconView.layer.cornerRadius = 7
            iconView.clipsToBounds = true
            cell.addSubview(iconView)
            let badge = CALayer()
            badge.frame = CGRect(x: width - 70, y: 12, width: 52, height: 20)
            badge.backgroundColor = CGColor(red: 0.9, green: 0.95, blue: 1, alpha: 1)
            badge.cornerRadius = 10
            badge.borderWidth = 1
            badge.borderColor = CGColor(red: 0.2, green: 0.5, blue: 1, alpha: 1)
            cell.layer.addSublayer(badge)
            let separator = CALayer()
            separator.frame = CGRect(x: 61, y: ListScene.cellHeight - 1.0 / 3, width: width - 61, height: 1.0 / 3)
            separator.backgroundColor = CGColor(gray: 0.78, alpha: 1)
            cell.layer.addSublayer(separator)
            list.addSubview(cell)
            return cell
        }
        window.addSubview(list)

        let tabBar = UIView(frame: CGRect(x: 0, y: screen.height - 83, width: width, height: 83))
        tabBar.backgroundColor = UIColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 1)
        window.addSubview(tabBar)
        window.makeKeyAndVisible()
        simulator.runUntilIdle()
    }

    /// Every layer in the window's tree.
    var layerCount: Int {
        func count(_ layer: CALayer) -> Int { 1 + (layer.sublayers ?? []).reduce(0) { $0 + count($1) } }
        return count(window.layer)
    }

    /// A visible cell changes colour (a selection highlight) and the frame is composited.
    func highlightOneCell(_ on: Bool) {
        cells[20].backgroundColor = on ? UIColor(red: 0.82, green: 0.88, blue: 1, alpha: 1) : .white
        simulator.runUntilIdle()
    }

    /// The window's background changes, which repaints the whole screen.
    func repaintEverything(_ on: Bool) {
        window.backgroundColor = UIColor(white: on ? 0.94 : 0.95, alpha: 1)
        simulator.runUntilIdle()
    }

    /// How many pixels of the screen as composited frame by frame differ from a repaint of
    /// the whole screen.
    func differingFromFullRepaint() -> Int {
        let incremental = simulator.screenshot()
        let background = window.backgroundColor
        repaintEverything(true)
        window.backgroundColor = background
        simulator.runUntilIdle()
        return Pixels.differing(incremental, simulator.screenshot())
    }

    /// An opaque icon: a diagonal gradient with a light disc, `pixels` square.
    static func iconImage(pixels: Int) -> CGImage {
        let ctx = CGContext(data: nil, width: pixels, height: pixels, bitsPerComponent: 8, bytesPerRow: 0,
                            space: CGColorSpaceCreateDeviceRGB(),
                            bitmapInfo: CGImageAlphaInfo.noneSkipFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
        let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                  colors: [CGColor(red: 1, green: 0.6, blue: 0.1, alpha: 1),
                                           CGColor(red: 0.9, green: 0.2, blue: 0.4, alpha: 1)], locations: nil)!
        let side = CGFloat(pixels)
        ctx.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: side, y: side), options: [])
        ctx.setFillColor(CGColor(gray: 1, alpha: 0.8))
        ctx.fillEllipse(in: CGRect(x: side * 0.25, y: side * 0.25, width: side * 0.5, height: side * 0.5))
        return ctx.makeImage()!
    }
}
