import UIKit

/// The "Photos" screen's data: albums of generated photos, nothing stored per photo until
/// the user edits an album. A photo is a number; its tile is a colour made from that number.
///
/// An album starts as a run of consecutive numbers (album `a` holds `a × perAlbum + 1` …
/// `(a + 1) × perAlbum`). An edit turns the album's first photos, up to the last one it
/// touches, into an explicit list (`edited`) followed by the rest of the run, so an edit costs
/// at most one album's photos and a million untouched photos cost two integers per album.
public struct PhotoLibrary {
    /// One album: `edited`'s photos, then the run `runStart ..< runEnd`.
    private struct Album {
        var edited: [Int] = []
        var runStart: Int
        var runEnd: Int

        var count: Int { edited.count + runEnd - runStart }

        func photo(at item: Int) -> Int {
            item < edited.count ? edited[item] : runStart + item - edited.count
        }

        /// Moves the run's photos into `edited` until it holds `count` of them.
        mutating func materialize(upTo count: Int) {
            while edited.count < count, runStart < runEnd {
                edited.append(runStart)
                runStart += 1
            }
        }
    }

    private var albums: [Album]
    /// The number the next new photo gets: above every generated one.
    private var nextNewPhoto: Int

    /// `albumCount` albums of `photosPerAlbum` photos each, numbered from 1.
    public init(albums albumCount: Int, photosPerAlbum: Int) {
        albums = (0..<albumCount).map { Album(runStart: $0 * photosPerAlbum + 1, runEnd: ($0 + 1) * photosPerAlbum + 1) }
        nextNewPhoto = albumCount * photosPerAlbum + 1
    }

    /// The albums.
    public var albumCount: Int { albums.count }
    /// All photos in all albums.
    public var photoCount: Int { albums.reduce(0) { $0 + $1.count } }

    /// The photos in `album`.
    public func count(inAlbum album: Int) -> Int { albums[album].count }

    /// The photo shown at `indexPath` (section: album, item: position in it).
    public func photo(at indexPath: IndexPath) -> Int { albums[indexPath.section].photo(at: indexPath.item) }

    /// Puts `count` new photos at the start of `album`; returns their index paths.
    public mutating func insertNewPhotos(_ count: Int, atStartOf album: Int) -> [IndexPath] {
        let new = (0..<count).map { nextNewPhoto + $0 }
        nextNewPhoto += count
        albums[album].edited.insert(contentsOf: new, at: 0)
        return (0..<count).map { IndexPath(item: $0, section: album) }
    }

    /// Removes the photos at `indexPaths` (positions before the removal; ones that do not
    /// exist are left out) and returns the index paths it removed.
    public mutating func removePhotos(at indexPaths: [IndexPath]) -> [IndexPath] {
        let valid = Set(indexPaths.filter { albums.indices.contains($0.section) && (0..<albums[$0.section].count).contains($0.item) })
        for (album, paths) in Dictionary(grouping: valid, by: \.section) {
            let items = paths.map(\.item).sorted(by: >)
            albums[album].materialize(upTo: items[0] + 1)
            for item in items { albums[album].edited.remove(at: item) }
        }
        return Array(valid)
    }

    /// The tile colour of `photo`: hues spread by a multiplicative hash so neighbours differ,
    /// in soft, photo-like saturations.
    static func colour(of photo: Int) -> UIColor {
        let hash = UInt64(truncatingIfNeeded: photo) &* 0x9E37_79B9_7F4A_7C15
        let hue = CGFloat(hash >> 40) / CGFloat(1 << 24)
        let saturation = 0.35 + 0.3 * CGFloat((hash >> 20) & 0xFF) / 255
        let brightness = 0.7 + 0.25 * CGFloat((hash >> 8) & 0xFF) / 255
        return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    /// `number` with a comma every three digits ("1,000,000"), the same in every locale.
    public static func grouped(_ number: Int) -> String {
        var digits = String(number.magnitude)
        var index = digits.endIndex
        while digits.distance(from: digits.startIndex, to: index) > 3 {
            index = digits.index(index, offsetBy: -3)
            digits.insert(",", at: index)
        }
        return number < 0 ? "-" + digits : digits
    }
}
