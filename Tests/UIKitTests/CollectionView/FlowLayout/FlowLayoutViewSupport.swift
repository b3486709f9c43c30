import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// A flow layout that counts its preparations and records its invalidation contexts.
@MainActor
class CountingFlowLayout: UICollectionViewFlowLayout {
    var prepares = 0
    var contexts: [UICollectionViewLayoutInvalidationContext] = []

    override func prepare() {
        super.prepare()
        prepares += 1
    }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

/// A simulated iPhone SE whose window holds a collection view (320 × 480 at (0, 40) unless
/// told) over a `CountingFlowLayout` with the spec's GRID metrics (100 × 100 items, spacing
/// 10/10), `MyCell`s and `HeaderView`s registered, and a recording data source. No
/// layout has run yet; the stage keeps the window alive.
@MainActor
struct FlowStage {
    let sim: Simulator
    let window: UIWindow
    let layout: CountingFlowLayout
    let collectionView: UICollectionView
    let dataSource: RecordingDataSource

    init(counts: [Int] = [7], frame: CGRect = CGRect(x: 0, y: 40, width: 320, height: 480),
         layout: CountingFlowLayout = CountingFlowLayout()) {
        sim = Simulator(device: .iPhoneSE)
        window = UIWindow(frame: sim.screen.bounds)
        window.backgroundColor = .white
        window.makeKeyAndVisible()
        layout.itemSize = CGSize(width: 100, height: 100)
        self.layout = layout
        collectionView = UICollectionView(frame: frame, collectionViewLayout: layout)
        collectionView.backgroundColor = .white
        collectionView.register(MyCell.self, forCellWithReuseIdentifier: "Cell")
        for kind in [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter] {
            collectionView.register(HeaderView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "H")
        }
        dataSource = RecordingDataSource(counts: counts)
        collectionView.dataSource = dataSource
        window.addSubview(collectionView)
    }

    /// The index paths of the visible items, sorted.
    var visibleItems: [IndexPath] { collectionView.indexPathsForVisibleItems.sorted() }

    func frame(_ item: Int, _ section: Int = 0) -> CGRect? {
        collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
    }

    func scroll(toY y: CGFloat) {
        collectionView.contentOffset = CGPoint(x: 0, y: y)
        collectionView.layoutIfNeeded()
    }
}

/// A flow delegate that answers item sizes and per-section metrics from closures, counting
/// every call.
@MainActor
final class SizingFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var size: (IndexPath) -> CGSize
    var sizeCalls: [IndexPath] = []

    init(size: @escaping (IndexPath) -> CGSize) { self.size = size }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        sizeCalls.append(indexPath)
        return size(indexPath)
    }
}

/// A flow delegate that does not size items: only section metrics, counted.
@MainActor
final class SectionFlowDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    var interitemSpacing: [Int: CGFloat] = [:]
    var lineSpacing: [Int: CGFloat] = [:]
    var insets: [Int: UIEdgeInsets] = [:]
    var headers: [Int: CGSize] = [:]
    var calls = 0

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        calls += 1
        return interitemSpacing[section] ?? 10
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        calls += 1
        return lineSpacing[section] ?? 10
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets {
        calls += 1
        return insets[section] ?? .zero
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize {
        calls += 1
        return headers[section] ?? .zero
    }
}

/// A self-sizing cell: a wrapping label inside a content view held 300 points wide by a
/// constraint, the label 8 points in from every edge.
final class LabelCell: UICollectionViewCell {
    let label = UILabel()

    required init(frame: CGRect) {
        super.init(frame: frame)
        label.numberOfLines = 0
        // The wrapping width (300 less the label's insets): the fitting size then has the
        // wrapped height from the first measurement.
        label.preferredMaxLayoutWidth = 284
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        // Below required, as in UIKit apps: the estimated frame may be narrower until sized.
        let width = contentView.widthAnchor.constraint(equalToConstant: 300)
        width.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            width,
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
