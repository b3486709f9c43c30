import PortRewriter
import Testing

/// The diff `--dry-run` prints, checked against what `diff -u` prints for the same texts.
struct UnifiedDiffTests {
    private func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    @Test func equalTextsGiveNoDiff() {
        #expect(UnifiedDiff.make(from: "a\nb\n", to: "a\nb\n", oldLabel: "a/x", newLabel: "b/x") == "")
    }

    @Test func oneChangedLineShowsThreeLinesOfContextEachSide() {
        let old = numbered(1...10)
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        #expect(UnifiedDiff.make(from: old, to: new, oldLabel: "a/f.swift", newLabel: "b/f.swift") == """
            --- a/f.swift
            +++ b/f.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    @Test func removedLinesAtTheStartCountFromLineOne() {
        #expect(UnifiedDiff.make(from: "x\n" + numbered(1...4), to: numbered(1...4), oldLabel: "a", newLabel: "b") == """
            --- a
            +++ b
            @@ -1,4 +1,3 @@
            -x
             line 1
             line 2
             line 3

            """)
    }

    @Test func changesSixLinesApartShareAHunkAndSevenApartDoNot() {
        let old = numbered(1...20)
        let sixApart = old.replacingOccurrences(of: "line 3\n", with: "").replacingOccurrences(of: "line 10\n", with: "")
        let sevenApart = old.replacingOccurrences(of: "line 3\n", with: "").replacingOccurrences(of: "line 11\n", with: "")
        let shared = UnifiedDiff.make(from: old, to: sixApart, oldLabel: "a", newLabel: "b")
        let separate = UnifiedDiff.make(from: old, to: sevenApart, oldLabel: "a", newLabel: "b")
        #expect(shared.components(separatedBy: "\n@@").count == 2)
        #expect(shared.contains("@@ -1,13 +1,11 @@\n"))
        #expect(separate.components(separatedBy: "\n@@").count == 3)
        #expect(separate.contains("@@ -1,6 +1,5 @@\n"))
        #expect(separate.contains("@@ -8,7 +7,6 @@\n"))
    }

    @Test func insertionIntoAnEmptyTextIsNamedByLineZero() {
        #expect(UnifiedDiff.make(from: "", to: "a\n", oldLabel: "a", newLabel: "b") == "--- a\n+++ b\n@@ -0,0 +1 @@\n+a\n")
    }

    @Test func missingFinalNewlineIsMarked() {
        #expect(UnifiedDiff.make(from: "a\nb", to: "a\nc", oldLabel: "a", newLabel: "b") == """
            --- a
            +++ b
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +c
            \\ No newline at end of file

            """)
    }
}
