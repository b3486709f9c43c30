// UIKit and QuartzCore benchmarks (release build: `make bench`). Each figure is a ratio
// against a baseline measured in the same process, so it holds on a noisy machine.
import CoreGraphics
import Foundation
@_spi(Testing) import UIKit
import UIKitTesting

// 1. Damage: one changed cell against a repaint of the whole screen, same scene.
let list = ListScene()
var toggle = false
let damage = Measuring.compare(
    iterations: 20,
    subject: { toggle.toggle(); list.highlightOneCell(toggle) },
    baseline: { toggle.toggle(); list.repaintEverything(toggle) })
Measuring.report("one cell changed in a \(list.layerCount)-layer list, iPhone 15 @3x",
                 subject: ("recomposite", damage.subject), baseline: ("full recomposite", damage.baseline),
                 target: 0.10)
toggle.toggle()
list.highlightOneCell(toggle)
let repainted = list.simulator.lastDamage.map { "\(Int($0.width))x\(Int($0.height)) pt at (\(Int($0.minX)), \(Int($0.minY)))" }
let listDiffering = list.differingFromFullRepaint()
print("  repainted for one cell: \(repainted.joined(separator: ", ")); "
      + "pixels differing from a full repaint: \(listDiffering)")
Measuring.require(listDiffering == 0, "the list after one changed cell equals a full repaint")

// 2. A full frame of opaque layers against raw Cairo copying the same images.
let opaque = OpaqueScene()
let full = Measuring.compare(iterations: 10, subject: { toggle.toggle(); opaque.compositeFullFrame(toggle) },
                             baseline: { opaque.copyRaw() })
Measuring.report("full frame of \(opaque.layerCount) opaque layers, 1179x2556 px",
                 subject: ("compositor", full.subject), baseline: ("raw Cairo SOURCE copy", full.baseline),
                 target: 1.5)
let opaqueDiffering = Pixels.differing(opaque.compositor.makeImage()!, opaque.rawImage)
print("  pixels differing from the raw copy: \(opaqueDiffering)")
Measuring.require(opaqueDiffering == 0, "the opaque frame equals the raw copy")
opaque.compositor.skipsHiddenLayers = false
let everyLayer = Measuring.compare(iterations: 10, subject: { toggle.toggle(); opaque.compositeFullFrame(toggle) },
                                  baseline: { opaque.copyRaw() })
opaque.compositor.skipsHiddenLayers = true
print(String(format: "  drawing hidden layers too: %.3f ms against %.3f ms, ratio %.3f",
             everyLayer.subject * 1000, everyLayer.baseline * 1000, everyLayer.subject / everyLayer.baseline))

// 3. Hit testing: 10,000 views against 1,000 at the same depth.
let small = HitTestScene(views: 1000), large = HitTestScene(views: 10_000)
small.hitTestAll(); large.hitTestAll()   // builds any lazy index
let hits = Measuring.compare(iterations: 5, subject: { large.hitTestAll() }, baseline: { small.hitTestAll() })
Measuring.report("hitTest(_:with:) from the window, depth 4, 1000 points",
                 subject: ("\(large.viewCount) views", hits.subject), baseline: ("\(small.viewCount) views", hits.baseline),
                 target: 1.5)
let indexed = large.answers()
UIView.hitTestUsesSubviewIndex = false
let linear = Measuring.compare(iterations: 1, subject: { large.hitTestAll() }, baseline: { small.hitTestAll() })
let differing = zip(indexed, large.answers()).count { $0 !== $1 }
UIView.hitTestUsesSubviewIndex = true
print(String(format: "  asking every subview: %.3f ms and %.3f ms, ratio %.3f; answers differing: %d",
             linear.subject * 1000, linear.baseline * 1000, linear.subject / linear.baseline, differing))
Measuring.require(differing == 0, "hit testing with the subview index answers as without it")

// 4. Touch delivery: one touch move through a 50-deep hierarchy with 5 recognizers, against
//    the same move over a single view with none.
let deep = TouchScene(depth: 50, recognizers: 5)
let deepTime = Measuring.bestTime(iterations: 2000) { deep.move() }
let shallow = TouchScene(depth: 1, recognizers: 0)
let shallowTime = Measuring.bestTime(iterations: 2000) { shallow.move() }
print(String(format: "one touch move, 50-deep hierarchy, 5 recognizers: %.2f µs per event "
             + "(one view, no recognizers: %.2f µs, ratio %.2f)",
             deepTime * 1e6, shallowTime * 1e6, deepTime / shallowTime))

// 5. An idle app's frame: nothing changed, nothing committed or composited.
let idle = IdleScene()
let frames = Measuring.compare(iterations: 60, subject: { idle.idleFrame() }, baseline: { idle.changedFrame() })
idle.idleFrame()
// A frame is composited only when the window server has pending changes.
let idlePending = WindowServer.current.hasPendingChanges
print(String(format: "idle frame, iPhone 15 app of 42 views: %.2f µs (a frame changing one view: %.2f µs, "
             + "ratio %.3f); changes pending in an idle frame: %@",
             frames.subject * 1e6, frames.baseline * 1e6, frames.subject / frames.baseline,
             idlePending ? "yes" : "none"))
Measuring.require(!idlePending, "an idle frame leaves no changes pending")

// 6. 1,000 layers animating at once: the animation engine's work for one frame, against a
//    bare loop evaluating the same timing curve and interpolating the same positions.
let animations = AnimationScene()
let perFrame = Measuring.compare(iterations: 50, subject: { animations.evaluateFrame() },
                                 baseline: { animations.evaluateBare() })
Measuring.report("\(AnimationScene.count) layers animating, evaluated per frame",
                 subject: ("engine", perFrame.subject), baseline: ("bare loop", perFrame.baseline), target: 3)
let animationsAgree = animations.agrees()
print(String(format: "  per frame: %.3f ms (target <= 1 ms) %@; presented positions agree with the bare loop: %@",
             perFrame.subject * 1000, Measuring.verdict(perFrame.subject <= 0.001), animationsAgree ? "yes" : "no"))
Measuring.require(animationsAgree, "presented positions agree with the bare loop")

// 7. Auto Layout: a feed of 100 cells (an image and three labels each) laid out by
//    constraints, against the same frames laid out by hand.
let feedMatches = zip(FeedScene.frames(FeedScene.constrained(width: 393)), FeedScene.frames(FeedScene.manual(width: 393)))
    .allSatisfy { a, b in
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }
let feedBuild = Measuring.compare(iterations: 3, subject: { _ = FeedScene.constrained(width: 393) },
                                  baseline: { _ = FeedScene.manual(width: 393) })
Measuring.report("feed of \(FeedScene.cellCount) cells (image + 3 labels), built and laid out",
                 subject: ("constraints", feedBuild.subject), baseline: ("manual frames", feedBuild.baseline), target: 4)
let constrainedFeed = FeedScene.constrained(width: 393), manualFeed = FeedScene.manual(width: 393)
var feedWidth: CGFloat = 393
let feedRelayout = Measuring.compare(
    iterations: 10,
    subject: { feedWidth = feedWidth == 393 ? 852 : 393; FeedScene.relayout(constrainedFeed, width: feedWidth) },
    baseline: { FeedScene.relayout(manualFeed, width: feedWidth) })
Measuring.report("the same feed laid out again at another width",
                 subject: ("constraints", feedRelayout.subject), baseline: ("manual frames", feedRelayout.baseline), target: 4)
print("  frames of the two feeds equal (to 1e-9 pt): \(feedMatches ? "yes" : "NO")")
Measuring.require(feedMatches, "the constrained feed's frames equal the manual ones")

// 8. Flow layout: 1,000,000 equal items, prepare + the first visible-rect query, against a bare
//    loop computing the visible frames of a known grid; 100,000 items sized by a closure against
//    filling 100,000 rects from the same closure.
let uniformFlow = Measuring.compare(iterations: 200, subject: { FlowLayoutScene.uniformPrepareAndQuery() },
                                    baseline: { _ = FlowLayoutScene.bareVisibleFrames() })
Measuring.report("flow layout, \(FlowLayoutScene.uniformCount) equal items, prepare + first query",
                 subject: ("engine", uniformFlow.subject), baseline: ("bare visible frames", uniformFlow.baseline),
                 target: 5)
let flowAgrees = FlowLayoutScene.agrees()
print(String(format: "  prepare + query: %.2f µs (target <= 1 ms) %@; frames agree with the bare loop: %@",
             uniformFlow.subject * 1e6, Measuring.verdict(uniformFlow.subject <= 0.001),
             flowAgrees ? "yes" : "NO"))
Measuring.require(flowAgrees, "the flow layout's frames agree with the bare loop")
let sizedFlow = Measuring.compare(iterations: 3, subject: { FlowLayoutScene.sizedPrepareAndQuery() },
                                  baseline: { FlowLayoutScene.bareSizedFill() })
Measuring.report("flow layout, \(FlowLayoutScene.sizedCount) delegate-sized items, prepare + first query",
                 subject: ("engine", sizedFlow.subject), baseline: ("100,000 rects filled", sizedFlow.baseline),
                 target: 8)
print(String(format: "  prepare + query: %.3f ms (target <= 50 ms) %@",
             sizedFlow.subject * 1000, Measuring.verdict(sizedFlow.subject <= 0.050)))

// 9. Collection view scrolling: one frame (offset moved 50 points, layout pass, visible set
//    updated with cells reused, damage composited by the Simulator) over a flow layout of
//    1,000,000 items against the same over 1,000 items; then the live cells after scrolling
//    through 10,000 rows against the most visible at once (prefetching asks the data source
//    for data and never makes cells, so the margin for cells is 0).
let collectionScroll = CollectionScrollScene()
var largeFrame = Double.infinity, smallFrame = Double.infinity
for _ in 0..<Measuring.passes {
    collectionScroll.show(collectionScroll.large)
    largeFrame = min(largeFrame, Measuring.bestTime(iterations: 60) { collectionScroll.scrollFrame(collectionScroll.large) })
    collectionScroll.show(collectionScroll.small)
    smallFrame = min(smallFrame, Measuring.bestTime(iterations: 60) { collectionScroll.scrollFrame(collectionScroll.small) })
}
Measuring.report("collection view scroll frame, flow layout, iPhone 15 @3x",
                 subject: ("1,000,000 items", largeFrame), baseline: ("1,000 items", smallFrame), target: 1.5)
collectionScroll.show(collectionScroll.large)
let liveCells = collectionScroll.scrollThrough(rows: 10_000, of: collectionScroll.large)
print("  live cells after scrolling through 10,000 rows: \(liveCells.live) (in the hierarchy and reuse queues), "
      + "most visible at once: \(liveCells.peakVisible), margin 0 (prefetching makes no cells) "
      + Measuring.verdict(liveCells.live <= liveCells.peakVisible))

// 10. Batch update: one performBatchUpdates of 100 deletes, 100 reloads, 100 moves and 100
//     inserts spread over 10,000 items (flow layout, on screen), from the call to the end of
//     the layout pass that starts the animations, against reloadData() and a layout pass of
//     the same change.
let batchScene = BatchUpdateScene()
var batchTime = Double.infinity, reloadTime = Double.infinity
for _ in 0..<Measuring.passes {
    batchTime = min(batchTime, BatchUpdateScene.best(iterations: 10) { batchScene.batchUpdate() })
    reloadTime = min(reloadTime, BatchUpdateScene.best(iterations: 10) { batchScene.reload() })
}
_ = batchScene.batchUpdate()
let batchShowsModel = batchScene.showsModel()
print(String(format: "batch update of 400 mixed changes on %d items, flow layout: performBatchUpdates + layout pass "
             + "%.3f ms (target <= 15 ms) %@, reloadData + layout pass %.3f ms, ratio %.3f; cells show the model: %@",
             BatchUpdateScene.itemCount, batchTime * 1000, Measuring.verdict(batchTime <= 0.015), reloadTime * 1000,
             batchTime / reloadTime, batchShowsModel ? "yes" : "NO"))
Measuring.require(batchShowsModel, "after the batch update the cells shown show the model")

// 11. Controls: a screen of 200 mixed controls built, laid out and composited for the first
//     time, against the same grid of plain views; then one tap, touch-down to the handler,
//     on a button 20 views deep against the same tap on a view with a tap recognizer. The
//     button does more than the recognizer, as on iOS: it highlights (its title dims) and
//     unhighlights with a 0.2 s fade, a Core Animation animation made at every lift.
let controlsScene = ControlsScene()
let controlsFrame = Measuring.compare(iterations: 5, subject: { controlsScene.showControls() },
                                      baseline: { controlsScene.showPlainViews() })
Measuring.report("\(ControlsScene.count) mixed controls built, laid out and first composited, iPhone 15 @3x",
                 subject: ("controls", controlsFrame.subject), baseline: ("plain views", controlsFrame.baseline),
                 target: 40)
print(String(format: "  controls screen's first frame: %.2f ms", controlsFrame.subject * 1000))
let tapScene = ControlTapScene()
let taps = Measuring.compare(iterations: 500, subject: { tapScene.tapButton() }, baseline: { tapScene.tapRecognizer() })
Measuring.report("one tap, touch-down to handler, 20 views deep",
                 subject: ("UIButton action", taps.subject), baseline: ("tap recognizer", taps.baseline), target: 2.5)
Measuring.require(tapScene.buttonTaps > 0 && tapScene.buttonTaps == tapScene.recognizerTaps,
                  "every tap reached its handler (button \(tapScene.buttonTaps), recognizer \(tapScene.recognizerTaps))")

// 12. Text view: a keystroke with the caret in the middle of a 1 MB document (about 20,000
//     lines, some non-ASCII) up to its composited frame, against the same in a 1 KB
//     document; opening the 1 MB document to its first frame, against opening the 1 KB one;
//     a fling frame mid-document against a frame where nothing changes.
let textScene = TextViewScene()
textScene.show(textScene.large)
textScene.show(textScene.small)
var keystrokeSmall = Double.infinity, keystrokeLarge = Double.infinity
for _ in 0..<3 {
    textScene.show(textScene.small)
    keystrokeSmall = min(keystrokeSmall, Measuring.bestTime(iterations: 20) { textScene.keystroke() } / 2)
    textScene.show(textScene.large)
    keystrokeLarge = min(keystrokeLarge, Measuring.bestTime(iterations: 20) { textScene.keystroke() } / 2)
}
Measuring.report("keystroke to composited frame, caret mid-document, iPhone 15 @3x",
                 subject: ("\(textScene.largeBytes / 1000) KB", keystrokeLarge), baseline: ("1 KB", keystrokeSmall), target: 1.5)
print(String(format: "  keystroke in the large document: %.3f ms (target <= 2 ms) %@", keystrokeLarge * 1000,
             Measuring.verdict(keystrokeLarge <= 0.002)))
do {
    textScene.large.resetParagraphLayoutCount()
    textScene.keystroke()
    print("  paragraphs laid out again for one keystroke (and its deletion): \(textScene.largeLayoutsBuilt)")
    Measuring.require(textScene.largeLayoutsBuilt <= 4, "a keystroke lays out only the paragraph it changed")
}
let opening = Measuring.compare(iterations: 3, subject: { textScene.open(textScene.largeText) },
                                baseline: { textScene.open(textScene.smallText) })
print(String(format: "open to first frame: %d KB %.3f ms (target <= 30 ms) %@, 1 KB %.3f ms, ratio %.1f",
             textScene.largeBytes / 1000, opening.subject * 1000, Measuring.verdict(opening.subject <= 0.030),
             opening.baseline * 1000, opening.subject / opening.baseline))
textScene.show(textScene.large)
let fling = Measuring.compare(iterations: 20, subject: { textScene.scrollFrame() }, baseline: { textScene.staticFrame() })
print(String(format: "fling frame mid-document (40 pt): %.3f ms, static frame %.3f ms, ratio %.2f",
             fling.subject * 1000, fling.baseline * 1000, fling.subject / fling.baseline))

let presentationScene = PresentationScene()
for (name, style, transition) in [("cover vertical", UIModalPresentationStyle.overFullScreen, UIModalTransitionStyle.coverVertical),
                                   ("cross dissolve", .overFullScreen, .crossDissolve),
                                   ("flip horizontal", .overFullScreen, .flipHorizontal),
                                   ("partial curl", .fullScreen, .partialCurl),
                                   ("page sheet", .pageSheet, .coverVertical)] {
    var moving = Double.infinity, resting = Double.infinity
    for _ in 0..<Measuring.passes {
        moving = min(moving, presentationScene.transitionFrame(style: style, transition: transition, rounds: 8))
        resting = min(resting, presentationScene.restingFrame(style: style, rounds: 8))
    }
    print(String(format: "modal transition frame, %@: %.3f ms (target <= 8 ms) %@, resting frame %.3f ms, ratio %.2f",
                 name, moving * 1000, Measuring.verdict(moving <= 0.008), resting * 1000, moving / resting))
}

// 14. Navigation push: the frames of the standard push and pop slide between two list
//     screens (20 labelled rows) in a navigation controller, against a frame of the same
//     screen at rest redrawn whole.
let navigationScene = NavigationScene()
let navigationFrames = Measuring.compare(iterations: 2, subject: { navigationScene.transition() },
                                         baseline: { navigationScene.staticFrame() })
let pushFrame = navigationFrames.subject / Double(NavigationScene.framesPerTransition)
print(String(format: "navigation push frame, iPhone 15 @3x: %.3f ms per frame (target <= 8 ms) %@, static frame redrawn whole %.3f ms, ratio %.2f",
             pushFrame * 1000, Measuring.verdict(pushFrame <= 0.008), navigationFrames.baseline * 1000,
             pushFrame / navigationFrames.baseline))
Measuring.require(navigationScene.isSettled, "the pushes and pops leave the stack where they should")

// 15. Diffable data source: the batch update's change (figure 10) as a snapshot applied,
//     animated — difference, batch update and the layout pass that starts the animations —
//     against the same snapshot applied by reloading the data; and an equal snapshot built
//     afresh, applied.
let diffableScene = DiffableScene()
var diffableTime = Double.infinity, diffableReload = Double.infinity, unchangedTime = Double.infinity
for _ in 0..<Measuring.passes {
    diffableTime = min(diffableTime, BatchUpdateScene.best(iterations: 10) { diffableScene.applyChanges() })
    diffableReload = min(diffableReload, BatchUpdateScene.best(iterations: 10) { diffableScene.reload() })
    unchangedTime = min(unchangedTime, BatchUpdateScene.best(iterations: 10) { diffableScene.applyUnchanged() })
}
_ = diffableScene.applyChanges()
let diffableShowsModel = diffableScene.showsModel()
print(String(format: "diffable apply of 400 mixed changes on %d items, flow layout: %.3f ms (target <= 5 ms) %@, "
             + "applied by reloading data %.3f ms, ratio %.2f; an equal snapshot applied %.3f ms (target <= 1 ms) %@; "
             + "cells show the model: %@",
             BatchUpdateScene.itemCount, diffableTime * 1000, Measuring.verdict(diffableTime <= 0.005), diffableReload * 1000,
             diffableTime / diffableReload, unchangedTime * 1000, Measuring.verdict(unchangedTime <= 0.001),
             diffableShowsModel ? "yes" : "NO"))
Measuring.require(diffableShowsModel, "after the diffable apply the cells shown show the snapshot")

// 16. Compositional layout: 100 sections of 1,000 items (a large item beside a column of two,
//     rows of thirds, a header each) invalidated, prepared and asked for the first screen,
//     against 100 sections of 10 items: the cost follows the sections, not the items.
let manyItems = CompositionalScene(sections: 100, itemsPerSection: 1_000)
let fewItems = CompositionalScene(sections: 100, itemsPerSection: 10)
let compositional = Measuring.compare(iterations: 20, subject: { manyItems.reloadLayout() },
                                      baseline: { fewItems.reloadLayout() })
Measuring.report("compositional layout prepare + first screen, 100 sections, iPhone 15",
                 subject: ("100,000 items", compositional.subject), baseline: ("1,000 items", compositional.baseline),
                 target: 1.5)
Measuring.require(manyItems.holdsEveryItem && manyItems.reloadLayout() > 0,
                  "the compositional layout places every item and shows the first screen")

// 17. Table views: 1,000,000 fixed-height rows — reloadData() and the first frame, and a
//     scroll frame — against 1,000 rows, and the whole first frame with its drawing; 100,000 self-sizing rows (estimated) — the first
//     frame and a scroll frame — against 1,000, and the rows on screen staying put while the
//     rows above are measured; a table's diffable data source applying figure 10's change.
let tableScene = TableScene()
let millionRows = tableScene.makeTable(rows: 1_000_000, selfSizing: false)
let thousandRows = tableScene.makeTable(rows: 1_000, selfSizing: false)
var millionReload = Double.infinity, thousandReload = Double.infinity, millionFrame = Double.infinity
var millionScroll = Double.infinity, thousandScroll = Double.infinity
for _ in 0..<Measuring.passes {
    tableScene.show(millionRows)
    millionReload = min(millionReload, BatchUpdateScene.best(iterations: 10) { tableScene.reloadAndLayout(millionRows) })
    millionFrame = min(millionFrame, BatchUpdateScene.best(iterations: 10) { tableScene.reloadAndFirstFrame(millionRows) })
    millionScroll = min(millionScroll, Measuring.bestTime(iterations: 60) { tableScene.scrollFrame(millionRows) })
    tableScene.show(thousandRows)
    thousandReload = min(thousandReload, BatchUpdateScene.best(iterations: 10) { tableScene.reloadAndLayout(thousandRows) })
    thousandScroll = min(thousandScroll, Measuring.bestTime(iterations: 60) { tableScene.scrollFrame(thousandRows) })
}
let requestsBefore = tableScene.cellRequests
_ = tableScene.reloadAndLayout(millionRows)
let rowsAsked = tableScene.cellRequests - requestsBefore
print("  rows asked of the data source by one reload and first frame: \(rowsAsked) (the rows on screen)")
Measuring.require(rowsAsked > 0 && rowsAsked <= 25, "a reload and first frame asks for the rows on screen only")
print(String(format: "table view, 1,000,000 rows of 44 points: reloadData + the first frame's layout pass %.3f ms "
             + "(target <= 1 ms) %@, 1,000 rows %.3f ms, ratio %.2f; with the new rows' text drawn and the screen "
             + "composited %.3f ms (target <= 8 ms) %@",
             millionReload * 1000, Measuring.verdict(millionReload <= 0.001), thousandReload * 1000,
             millionReload / thousandReload, millionFrame * 1000, Measuring.verdict(millionFrame <= 0.008)))
Measuring.report("table view scroll frame, fixed heights, iPhone 15 @3x",
                 subject: ("1,000,000 rows", millionScroll), baseline: ("1,000 rows", thousandScroll), target: 1.2)
let sizingRows = tableScene.makeTable(rows: 100_000, selfSizing: true)
let fewSizingRows = tableScene.makeTable(rows: 1_000, selfSizing: true)
var sizingFirst = Double.infinity, fewSizingFirst = Double.infinity
var sizingScroll = Double.infinity, fewSizingScroll = Double.infinity
for _ in 0..<Measuring.passes {
    tableScene.show(sizingRows)
    sizingFirst = min(sizingFirst, BatchUpdateScene.best(iterations: 5) { tableScene.reloadAndFirstFrame(sizingRows) })
    sizingScroll = min(sizingScroll, Measuring.bestTime(iterations: 40) { tableScene.scrollFrame(sizingRows) })
    tableScene.show(fewSizingRows)
    fewSizingFirst = min(fewSizingFirst, BatchUpdateScene.best(iterations: 5) { tableScene.reloadAndFirstFrame(fewSizingRows) })
    fewSizingScroll = min(fewSizingScroll, Measuring.bestTime(iterations: 40) { tableScene.scrollFrame(fewSizingRows) })
}
Measuring.report("table view first frame, self-sizing rows, iPhone 15 @3x",
                 subject: ("100,000 rows", sizingFirst), baseline: ("1,000 rows", fewSizingFirst), target: 1.5)
Measuring.report("table view scroll frame, self-sizing rows, iPhone 15 @3x",
                 subject: ("100,000 rows", sizingScroll), baseline: ("1,000 rows", fewSizingScroll), target: 1.5)
let tableStable = tableScene.scrollPositionStaysStable(sizingRows)
print("  rows on screen stay put while the rows above them are measured: \(tableStable ? "yes" : "NO")")
Measuring.require(tableStable, "a self-sizing table keeps what is on screen in place as estimates are replaced")
let tableDiffable = TableDiffableScene()
var tableDiffableTime = Double.infinity, tableDiffableReload = Double.infinity, tableUnchanged = Double.infinity
for _ in 0..<Measuring.passes {
    tableDiffableTime = min(tableDiffableTime, BatchUpdateScene.best(iterations: 10) { tableDiffable.applyChanges() })
    tableDiffableReload = min(tableDiffableReload, BatchUpdateScene.best(iterations: 10) { tableDiffable.reload() })
    tableUnchanged = min(tableUnchanged, BatchUpdateScene.best(iterations: 10) { tableDiffable.applyUnchanged() })
}
_ = tableDiffable.applyChanges()
let tableShowsModel = tableDiffable.showsModel()
print(String(format: "table diffable apply of 400 mixed changes on %d rows: %.3f ms (target <= 5 ms) %@, "
             + "applied by reloading data %.3f ms, ratio %.2f; an equal snapshot applied %.3f ms (target <= 1 ms) %@; "
             + "rows show the model: %@",
             BatchUpdateScene.itemCount, tableDiffableTime * 1000, Measuring.verdict(tableDiffableTime <= 0.005),
             tableDiffableReload * 1000, tableDiffableTime / tableDiffableReload, tableUnchanged * 1000,
             Measuring.verdict(tableUnchanged <= 0.001), tableShowsModel ? "yes" : "NO"))
Measuring.require(tableShowsModel, "after the diffable apply the rows shown show the snapshot")

// `make bench` fails when a figure missed its target (a line ending in OVER) or a check failed.
if Measuring.failed {
    print("UIKitBenchmarks: a figure missed its target or a check failed")
    exit(1)
}
