import Foundation
@testable import UIKit
import Testing
import UIKitTesting

/// UP-2: updates that do not fit the data source stop the app with UIKit's
/// NSInternalInconsistencyException text.
@MainActor
@Suite("Collection view update validation")
struct CollectionViewUpdateMisuseTests {
    @Test("AT-070, UP-2: inserting an item the data source does not have stops with UIKit's text naming the counts")
    func insertWithoutData() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            await MainActor.run {
                let (stage, _) = updateStage(counts: [3])
                stage.collectionView.insertItems(at: [.at(0, 3)])
            }
        }
        let expected = "Invalid update: invalid number of items in section 0.  The number of items contained in an existing "
            + "section after the update (3) must be equal to the number of items contained in that section before the update "
            + "(3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus "
            + "or minus the number of items moved into or out of that section (0 moved in, 0 moved out)"
        let text = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(text.contains(expected) && text.contains("performBatchUpdates"), "\(text)")
    }

    @Test("deleting an item past the end, or a section that does not exist, stops")
    func outOfRange() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (stage, _) = updateStage(counts: [3])
                stage.dataSource.counts = [2]
                stage.collectionView.deleteItems(at: [.at(0, 5)])
            }
        }
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (stage, _) = updateStage(counts: [3])
                stage.dataSource.counts = []
                stage.collectionView.deleteSections([1])
            }
        }
    }

    @Test("an item both deleted and moved stops")
    func deleteAndMove() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (stage, _) = updateStage(counts: [3])
                stage.collectionView.performBatchUpdates {
                    stage.dataSource.counts = [2]
                    stage.collectionView.deleteItems(at: [.at(0, 0)])
                    stage.collectionView.moveItem(at: .at(0, 0), to: .at(0, 1))
                }
            }
        }
    }

    @Test("a wrong number of sections stops")
    func sectionCount() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (stage, _) = updateStage(counts: [3])
                stage.dataSource.counts = [3, 1]
                stage.collectionView.performBatchUpdates(nil)
            }
        }
    }

    @Test("an index path that is not (section, item) stops")
    func badIndexPath() async {
        await #expect(processExitsWith: .failure) {
            await MainActor.run {
                let (stage, _) = updateStage(counts: [3])
                stage.collectionView.insertItems(at: [IndexPath(index: 1)])
            }
        }
    }
}
