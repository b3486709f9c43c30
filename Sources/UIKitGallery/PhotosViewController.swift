import UIKit

/// The "Photos" screen: a million generated photos in 10,000 albums of 100, in a
/// `UICollectionView` with a `UICollectionViewFlowLayout` — album headers pinned while their
/// album scrolls, multiple selection, buttons that insert and delete photos with batch-update
/// animations, and a pinch (or the layout button) that switches between a dense grid and large
/// tiles with an animated `setCollectionViewLayout`. Only the cells on screen exist; a tile is
/// drawn from its photo's number. Pulling the grid down "reloads" it with a `UIRefreshControl`.
public final class PhotosViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    static let albums = 10_000
    static let photosPerAlbum = 100
    /// How many photos the insert button adds, and the delete button removes when nothing is
    /// selected.
    static let editBatch = 3
    /// How long a pull-to-refresh "reload" takes (the library is generated: nothing changes).
    static let reloadDuration: TimeInterval = 1

    /// The photos shown, as edited so far.
    public private(set) var library = PhotoLibrary(albums: PhotosViewController.albums, photosPerAlbum: PhotosViewController.photosPerAlbum)
    /// The layout shown (or being animated to).
    public private(set) var style = PhotoGridLayout.Style.dense
    /// The collection view showing the photos.
    public private(set) lazy var collectionView = UICollectionView(frame: .zero,
                                                                   collectionViewLayout: PhotoGridLayout(style: style, width: view.bounds.width))
    /// The heading: how many photos there are, or how many are selected.
    public let headingLabel = UILabel()
    /// The buttons: Insert and Delete run batch updates, the layout button switches layouts.
    public private(set) var insertButton = UIButton(), deleteButton = UIButton(), layoutButton = UIButton()
    /// The grid's pull-to-refresh control.
    public let refreshControl = UIRefreshControl()

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        headingLabel.font = .systemFont(ofSize: 15, weight: .semibold)
        view.addSubview(headingLabel)
        makeButton(layoutButton, title: "Large", action: #Selector(PhotosViewController.switchLayout(_:)))
        makeButton(deleteButton, title: "Delete", action: #Selector(PhotosViewController.deletePhotos(_:)))
        makeButton(insertButton, title: "Insert", action: #Selector(PhotosViewController.insertPhotos(_:)))

        collectionView.backgroundColor = .clear
        collectionView.allowsMultipleSelection = true
        collectionView.register(PhotoTileCell.self, forCellWithReuseIdentifier: PhotoTileCell.identifier)
        collectionView.register(AlbumHeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: AlbumHeaderView.identifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #Selector(PhotosViewController.pinched(_:))))
        refreshControl.addTarget(self, action: #Selector(PhotosViewController.reload(_:)), for: .valueChanged)
        collectionView.refreshControl = refreshControl
        view.addSubview(collectionView)
        updateHeading()
    }

    /// The heading and the buttons sit at the top of the safe area, wherever it is when the
    /// view is laid out (the buttons at its right, Insert, Delete, layout); the photos fill
    /// the safe area's width below them, down to the bottom of the view, where the last rows
    /// scroll clear of the home indicator by the safe area the collection view adds to its
    /// content inset itself.
    public override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let top = safe.minY + 8
        headingLabel.frame = CGRect(x: safe.minX + 16, y: top, width: safe.width - 32, height: 28)
        for (index, button) in [layoutButton, deleteButton, insertButton].enumerated() {
            button.frame = CGRect(x: safe.maxX - 12 - 58 - CGFloat(index) * 64, y: top, width: 58, height: 28)
        }
        collectionView.frame = CGRect(x: safe.minX, y: headingLabel.frame.maxY + 6, width: safe.width,
                                      height: view.bounds.maxY - headingLabel.frame.maxY - 6)
    }

    /// A small filled capsule button that sends `action` to the screen when tapped.
    private func makeButton(_ button: UIButton, title: String, action: Selector) {
        var configuration = UIButton.Configuration.filled()
        configuration.title = title
        configuration.buttonSize = .small
        configuration.cornerStyle = .capsule
        button.configuration = configuration
        button.addTarget(self, action: action, for: .touchUpInside)
        view.addSubview(button)
    }

    private func updateHeading() {
        let selected = collectionView.indexPathsForSelectedItems?.count ?? 0
        headingLabel.text = selected == 0 ? "\(PhotoLibrary.grouped(library.photoCount)) photos"
            : "\(PhotoLibrary.grouped(selected)) selected"
    }

    /// The album at the top of the screen: where the buttons insert and delete.
    public var firstVisibleAlbum: Int {
        collectionView.indexPathsForVisibleItems.map(\.section).min() ?? 0
    }

    // MARK: Data source

    /// One section per album.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { library.albumCount }

    /// The album's photos.
    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        library.count(inAlbum: section)
    }

    /// A `PhotoTileCell` showing the photo.
    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoTileCell.identifier, for: indexPath)
        (cell as? PhotoTileCell)?.show(photo: library.photo(at: indexPath))
        return cell
    }

    /// An `AlbumHeaderView` showing the album's number and count.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: AlbumHeaderView.identifier,
                                                                     for: indexPath)
        (header as? AlbumHeaderView)?.show(album: indexPath.section, count: library.count(inAlbum: indexPath.section))
        return header
    }

    // MARK: Delegate

    /// The heading counts the selection.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { updateHeading() }
    /// The heading counts the selection.
    public func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) { updateHeading() }

    // MARK: Editing

    /// Adds `editBatch` new photos at the start of the album at the top of the screen.
    func insertPhotos(_ sender: Any?) {
        let album = firstVisibleAlbum
        collectionView.performBatchUpdates { [self] in
            collectionView.insertItems(at: library.insertNewPhotos(Self.editBatch, atStartOf: album))
        }
        finishEdit(albums: [album])
    }

    /// Deletes the selected photos, or the first `editBatch` of the album at the top of the
    /// screen when none is selected.
    func deletePhotos(_ sender: Any?) {
        let album = firstVisibleAlbum
        let selected = collectionView.indexPathsForSelectedItems ?? []
        let doomed = selected.isEmpty
            ? (0..<min(Self.editBatch, library.count(inAlbum: album))).map { IndexPath(item: $0, section: album) } : selected
        collectionView.performBatchUpdates { [self] in
            collectionView.deleteItems(at: library.removePhotos(at: doomed))
        }
        finishEdit(albums: Set(doomed.map(\.section)))
    }

    /// The headers on screen of the edited albums show their new counts (a header stays
    /// across an item update, as in UIKit), and the heading the new total.
    private func finishEdit(albums: Set<Int>) {
        for album in albums { header(ofAlbum: album)?.show(album: album, count: library.count(inAlbum: album)) }
        updateHeading()
    }

    /// The header of `album`, if it is on screen.
    public func header(ofAlbum album: Int) -> AlbumHeaderView? {
        collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                         at: IndexPath(item: 0, section: album)) as? AlbumHeaderView
    }

    // MARK: Reloading

    /// A pull started a refresh: the "reload" ends after `reloadDuration`, on UIKit's clock
    /// (a target-action timer, so the Simulator's virtual time drives it).
    func reload(_ sender: Any?) {
        Timer.scheduledTimer(timeInterval: Self.reloadDuration, target: self,
                             selector: #Selector(PhotosViewController.reloadFinished(_:)), userInfo: nil, repeats: false)
    }

    func reloadFinished(_ timer: Timer) {
        refreshControl.endRefreshing()
    }

    // MARK: Switching layouts

    /// A pinch out shows large tiles, a pinch in the dense grid, once the fingers have moved
    /// far enough.
    func pinched(_ recognizer: UIPinchGestureRecognizer) {
        guard recognizer.state == .changed || recognizer.state == .ended else { return }
        if recognizer.scale > 1.2 {
            show(.large)
        } else if recognizer.scale < 0.83 {
            show(.dense)
        }
    }

    func switchLayout(_ sender: Any?) {
        show(style == .dense ? .large : .dense)
    }

    /// Animates to `newStyle`'s layout, keeping the photo at the top of the screen in view.
    func show(_ newStyle: PhotoGridLayout.Style) {
        guard newStyle != style else { return }
        style = newStyle
        layoutButton.configuration?.title = newStyle == .dense ? "Large" : "Grid"
        let layout = PhotoGridLayout(style: newStyle, width: collectionView.bounds.width)
        layout.anchor = collectionView.indexPathsForVisibleItems.min()
        collectionView.setCollectionViewLayout(layout, animated: true)
    }

    /// Where a tile is on the screen: what the tests and the headless Gallery tap.
    public func centerOnScreen(ofItemAt indexPath: IndexPath) -> CGPoint? {
        guard let cell = collectionView.cellForItem(at: indexPath) else { return nil }
        return cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
    }
}
