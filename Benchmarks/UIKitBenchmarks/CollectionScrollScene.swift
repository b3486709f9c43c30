import CoreGraphics
import Foundation
import UIKit
import UIKitTesting

/// A counted cell: live instances are those made and not yet freed, by class (each
/// collection view of the scene registers its own subclass).
class BenchCell: UICollectionViewCell {
    @MainActor static var live: [ObjectIdentifier: Int] = [:]

    required init(frame: CGRect) {
        super.init(frame: frame)
        Self.live[ObjectIdentifier(type(of: self)), default: 0] += 1
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        Self.live[ObjectIdentifier(type(of: self)), default: 0] += 1
    }

    isolated deinit {
        Self.live[ObjectIdentifier(type(of: self)), default: 0] -= 1
    }
}

final class SmallSceneCell: BenchCell {}
final class LargeSceneCell: BenchCell {}

/// A full-screen collection view on a simulated iPhone 15 (393 × 852 at 3×) over a flow
/// layout of 100 × 100 coloured cells, spacing 10/10 (three columns): one with 1,000 items
/// and one with 1,000,000, side by side in one window, only one shown at a time. A scroll
/// frame moves the shown one by 50 points and lets the Simulator lay out (the visible set
/// updated, cells reused) and composite the damage.
@MainActor
final class CollectionScrollScene: NSObject, UICollectionViewDataSource {
    let simulator = Simulator(device: .iPhone15)
    let window: UIWindow
    let small: UICollectionView, large: UICollectionView
    private var counts: [ObjectIdentifier: Int] = [:]
    /// The offset range both scroll through (within the 1,000-item content).
    static let scrollRange: CGFloat = 30_000, step: CGFloat = 50

    override init() {
        window = UIWindow(frame: simulator.screen.bounds)
        small = Self.makeCollectionView(frame: window.bounds, cell: SmallSceneCell.self)
        large = Self.makeCollectionView(frame: window.bounds, cell: LargeSceneCell.self)
        super.init()
        counts = [ObjectIdentifier(small): 1_000, ObjectIdentifier(large): 1_000_000]
        for view in [small, large] {
            view.dataSource = self
            window.addSubview(view)
        }
        window.makeKeyAndVisible()
        show(small)
    }

    private static func makeCollectionView(frame: CGRect, cell: BenchCell.Type) -> UICollectionView {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = UICollectionView(frame: frame, collectionViewLayout: layout)
        view.backgroundColor = .white
        view.register(cell, forCellWithReuseIdentifier: "Cell")
        return view
    }

    /// Shows `view` alone and settles it.
    func show(_ view: UICollectionView) {
        small.isHidden = view !== small
        large.isHidden = view !== large
        simulator.runUntilIdle()
    }

    /// One scrolling frame of `view`: the offset moves 50 points (wrapping within the range)
    /// and the Simulator runs the layout pass and composites.
    func scrollFrame(_ view: UICollectionView) {
        var y = view.contentOffset.y + Self.step
        if y > Self.scrollRange { y = 0 }
        view.contentOffset = CGPoint(x: 0, y: y)
        simulator.runUntilIdle()
    }

    /// Scrolls `view` down through `rows` rows of items (110 points each) in steps of 50
    /// points, one layout pass each, and answers the live cells afterwards and the most
    /// cells visible at once.
    func scrollThrough(rows: Int, of view: UICollectionView) -> (live: Int, peakVisible: Int) {
        var peak = 0
        var y: CGFloat = 0
        while y <= CGFloat(rows) * 110 {
            view.contentOffset = CGPoint(x: 0, y: y)
            view.layoutIfNeeded()
            peak = max(peak, view.visibleCells.count)
            y += Self.step
        }
        let cellClass: BenchCell.Type = view === large ? LargeSceneCell.self : SmallSceneCell.self
        return (BenchCell.live[ObjectIdentifier(cellClass)] ?? 0, peak)
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[ObjectIdentifier(collectionView)] ?? 0
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Cell", for: indexPath)
        let hue = CGFloat(indexPath.item % 12) / 12
        cell.contentView.backgroundColor = UIColor(hue: hue, saturation: 0.6, brightness: 0.9, alpha: 1)
        return cell
    }
}
