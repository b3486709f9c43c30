import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// An App Store-like screen: a centred paging row of feature cards, a row of columns of app
/// rows and a row of icons, each under a fixed title, the first row flicked along.
@MainActor
@Suite("Compositional layout: orthogonal scrolling rendering", .serialized)
struct CompositionalOrthogonalRenderTests {
    /// A rounded card with a title.
    final class CardCell: UICollectionViewCell {
        let title = UILabel()

        required init(frame: CGRect) {
            super.init(frame: frame)
            contentView.layer.cornerRadius = 12
            contentView.layer.masksToBounds = true
            title.font = .boldSystemFont(ofSize: 17)
            title.textColor = .white
            contentView.addSubview(title)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            title.frame = contentView.bounds.insetBy(dx: 12, dy: 8)
        }
    }

    /// A section title.
    final class TitleView: UICollectionReusableView {
        let label = UILabel()

        required init(frame: CGRect) {
            super.init(frame: frame)
            label.font = .boldSystemFont(ofSize: 22)
            addSubview(label)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = bounds
        }
    }

    final class Store: NSObject, UICollectionViewDataSource {
        static let titles = ["Featured", "Top Free Apps", "Categories"]
        static let colours: [UIColor] = [.systemBlue, .systemOrange, .systemPink, .systemGreen, .systemPurple, .systemTeal]

        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }

        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            [8, 30, 20][section]
        }

        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Card", for: indexPath) as! CardCell
            cell.contentView.backgroundColor = Self.colours[(indexPath.item + indexPath.section) % Self.colours.count]
            cell.title.text = indexPath.section == 2 ? "" : ["Story", "App", ""][indexPath.section] + " \(indexPath.item + 1)"
            return cell
        }

        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Title",
                                                                       for: indexPath) as! TitleView
            view.label.text = Self.titles[indexPath.section]
            return view
        }
    }

    private static func size(_ width: NSCollectionLayoutDimension,
                             _ height: NSCollectionLayoutDimension) -> NSCollectionLayoutSize {
        NSCollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private static let layout = UICollectionViewCompositionalLayout { index, _ in
        let item = NSCollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section: NSCollectionLayoutSection
        switch index {
        case 0:
            section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.85), .absolute(220)),
                                                                   subitems: [item]))
            section.orthogonalScrollingBehavior = .groupPagingCentered
        case 1:
            item.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0)
            let column = NSCollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.85), .absolute(210)),
                                                          subitem: item, count: 3)
            section = NSCollectionLayoutSection(group: column)
            section.orthogonalScrollingBehavior = .groupPaging
        default:
            section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(90), .absolute(90)),
                                                                   subitems: [item]))
            section.orthogonalScrollingBehavior = .continuous
        }
        section.interGroupSpacing = 12
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 20, bottom: 16, trailing: 20)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(36)), elementKind: UICollectionView.elementKindSectionHeader,
            alignment: .top)]
        return section
    }

    @Test("an App Store-like screen of three orthogonal rows renders each row's cards under its fixed title; a flicked row shows its next card centred")
    func appStoreScreen() throws {
        let sim = Simulator(device: .iPhone15)
        let window = UIWindow(frame: sim.screen.bounds)
        window.backgroundColor = .white
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: Self.layout)
        collectionView.backgroundColor = .white
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "Card")
        collectionView.register(TitleView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "Title")
        let store = Store()
        collectionView.dataSource = store
        window.addSubview(collectionView)
        window.makeKeyAndVisible()
        sim.runUntilIdle()
        // Featured: its title (36) and inset (8) above; the row's first card centred.
        let top: CGFloat = 36 + 8
        sim.drag(from: CGPoint(x: 300, y: top + 110), to: CGPoint(x: 240, y: top + 110), duration: 0.1)
        sim.runUntilIdle()
        let image = sim.screenshot()
        RenderedPixels.writePNG(image, to: "/tmp/compositional-orthogonal-app-store.png")
        let pixels = RenderedPixels(image)
        func colour(_ x: CGFloat, _ y: CGFloat) -> RenderedPixels.RGBA { pixels[Int(x * 3), Int(y * 3)] }
        func rgba(_ colour: UIColor) -> RenderedPixels.RGBA {
            var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
            colour.getRed(&r, green: &g, blue: &b, alpha: &a)
            return .init(Int((r * 255).rounded()), Int((g * 255).rounded()), Int((b * 255).rounded()), 255)
        }
        // Card 2 (orange) is centred now, card 1 (blue) peeks on the left, card 3 (pink) on the right.
        #expect(colour(196, top + 200).isClose(to: rgba(.systemOrange), tolerance: 3))
        #expect(colour(10, top + 200).isClose(to: rgba(.systemBlue), tolerance: 3))
        #expect(colour(385, top + 200).isClose(to: rgba(.systemPink), tolerance: 3))
        // The second row has not moved: its first column starts at the leading inset.
        let second = top + 220 + 16 + 36 + 8
        #expect(colour(15, second + 30).isClose(to: .init(255, 255, 255, 255), tolerance: 3))
        #expect(colour(30, second + 30).isClose(to: rgba(.systemOrange), tolerance: 3))
        #expect(collectionView.contentOffset.y == 0)
        // Titles stay across the content insets, the centred row's too.
        let title = try #require(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                                  at: IndexPath(item: 0, section: 0)))
        #expect(title.frame == CGRect(x: 20, y: 0, width: 353, height: 36))
    }
}
