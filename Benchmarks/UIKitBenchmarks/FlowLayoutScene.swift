import CoreGraphics
import Foundation
import UIKit

/// The flow layout engine at scale, on an iPhone 15's width (393 points): building the layout
/// (`prepare()`) and answering the first visible-rect query, against bare loops that compute
/// the same frames with no engine at all.
enum FlowLayoutScene {
    static let width: CGFloat = 393, item = CGSize(width: 100, height: 100), spacing: CGFloat = 10
    /// A screenful far down the content.
    static let viewport = CGRect(x: 0, y: 3_000_000, width: width, height: 852)
    static let uniformCount = 1_000_000, sizedCount = 100_000

    /// Keeps results alive so the optimizer cannot drop the work.
    nonisolated(unsafe) static var sink = 0

    /// The size of item `i` in the delegate-sized scene: widths 40–159, heights 40–129.
    static func size(_ i: Int) -> CGSize {
        CGSize(width: 40 + CGFloat(i * 37 % 120), height: 40 + CGFloat(i * 53 % 90))
    }

    /// 1,000,000 equal items: build, then the visible rect's elements.
    static func uniformPrepareAndQuery() {
        let engine = FlowLayoutEngine(scrollAxis: .vertical, crossExtent: width, sections: [
            FlowSectionMetrics(itemCount: uniformCount, itemSizing: .uniform(item), minimumLineSpacing: spacing,
                               minimumInteritemSpacing: spacing)])
        sink &+= engine.elements(in: viewport).count
    }

    /// The same visible frames computed by hand for a grid whose columns are known: the least
    /// work any flow layout can do for this query.
    static func bareVisibleFrames() -> [CGRect] {
        let columns = 3, gap = (width - 3 * item.width) / 2, pitch = item.height + spacing
        var frames: [CGRect] = []
        var line = Int((viewport.minY / pitch).rounded(.down))
        while CGFloat(line) * pitch < viewport.maxY {
            for column in 0..<columns where line * columns + column < uniformCount {
                frames.append(CGRect(x: CGFloat(column) * (item.width + gap), y: CGFloat(line) * pitch,
                                     width: item.width, height: item.height))
            }
            line += 1
        }
        sink &+= frames.count
        return frames
    }

    /// 100,000 items sized by a closure: build (one size call per item), then the first screen.
    static func sizedPrepareAndQuery() {
        let engine = FlowLayoutEngine(scrollAxis: .vertical, crossExtent: width, sections: [
            FlowSectionMetrics(itemCount: sizedCount, itemSizing: .perItem(size), minimumLineSpacing: spacing,
                               minimumInteritemSpacing: spacing)])
        sink &+= engine.elements(in: CGRect(x: 0, y: 0, width: width, height: 852)).count
    }

    /// The floor for any layout asking every item's size: fill an array of 100,000 rects from
    /// the same closure.
    static func bareSizedFill() {
        var frames: [CGRect] = []
        frames.reserveCapacity(sizedCount)
        for i in 0..<sizedCount { frames.append(CGRect(origin: .zero, size: size(i))) }
        sink &+= frames.count
    }

    /// Whether the engine's visible frames are the bare loop's.
    static func agrees() -> Bool {
        let engine = FlowLayoutEngine(scrollAxis: .vertical, crossExtent: width, sections: [
            FlowSectionMetrics(itemCount: uniformCount, itemSizing: .uniform(item), minimumLineSpacing: spacing,
                               minimumInteritemSpacing: spacing)])
        // The bare loop's lines may only touch the viewport; the engine, like UIKit, drops those.
        let bare = bareVisibleFrames().filter { $0.maxY > viewport.minY && $0.minY < viewport.maxY }
        return engine.elements(in: viewport).map(\.frame) == bare
    }
}
