/// The objective: the errors of optional constraints, minimised lexicographically by priority.
///
/// Each distinct priority in use has a level (a slot). A symbol's objective coefficient is
/// a vector with one number per level, and vectors compare from the highest priority down,
/// so a cost at 251 outweighs any cost at 250 (one level per priority, as UIKit's
/// priorities rank, not Kiwi's single weighted sum). A symbol with costs has a block of
/// `stride` numbers, one per slot, so reading its vector is a few array loads; most symbols
/// (variables, required constraints' markers) never get one.
///
/// Only symbols whose coefficients changed since the objective was last optimal can have
/// negative ones; they are listed in `dirty`, so finding an entering symbol never scans the
/// whole objective (independent parts of a layout do not pay for each other).
struct Objective {
    /// Slots per block in `coefficients`.
    private(set) var stride = 4
    /// Blocks of `stride` coefficients, and each symbol's block (-1: all zero).
    private var coefficients: [Double] = []
    private var blocks: [Int32] = []
    private var freeBlocks: [Int32] = []
    /// Per slot: its priority and how many constraints use it (0: free for reuse).
    private var slotPriority: [Float] = []
    private var slotUses: [Int] = []
    /// Slots in use, highest priority first: the order of comparison.
    private(set) var order: [Int] = []
    /// Symbols whose coefficients changed since they were last found non-negative.
    private(set) var dirty: [Int] = []
    private var isDirty: [Bool] = []

    /// Makes room for symbols `0 ..< count`.
    mutating func growSymbols(to count: Int) {
        while blocks.count < count {
            blocks.append(-1)
            isDirty.append(false)
        }
    }

    /// Clears a symbol's coefficients (it became basic, or its number is freed).
    mutating func clear(_ symbol: Int) {
        let block = Int(blocks[symbol])
        guard block >= 0 else { return }
        for slot in 0..<stride { coefficients[block * stride + slot] = 0 }
        freeBlocks.append(Int32(block))
        blocks[symbol] = -1
    }

    /// `symbol`'s block, made on first need.
    private mutating func block(of symbol: Int) -> Int {
        if blocks[symbol] >= 0 { return Int(blocks[symbol]) }
        let block: Int
        if let free = freeBlocks.popLast() {
            block = Int(free)
        } else {
            block = coefficients.count / stride
            coefficients.append(contentsOf: repeatElement(0, count: stride))
        }
        blocks[symbol] = Int32(block)
        return block
    }

    // MARK: Levels

    /// The slot for `priority`, created if needed, with one more use.
    mutating func retainSlot(for priority: Float) -> Int {
        if let slot = slotPriority.firstIndex(of: priority) {
            slotUses[slot] += 1
            return slot
        }
        let slot: Int
        if slotPriority.count >= Self.slotsBeforeReuse, let idle = slotUses.firstIndex(of: 0) {
            // A slot no constraint uses any more: its coefficients are zero up to rounding.
            slot = idle
            for block in 0..<coefficients.count / stride { coefficients[block * stride + slot] = 0 }
            slotPriority[slot] = priority
            order.removeAll { $0 == slot }
        } else {
            slot = slotPriority.count
            slotPriority.append(priority)
            slotUses.append(0)
            if slot >= stride { widen(to: stride * 2) }
        }
        slotUses[slot] = 1
        let position = order.firstIndex { slotPriority[$0] < priority } ?? order.count
        order.insert(slot, at: position)
        return slot
    }

    /// Idle slots keep their priority, so a constraint removed and added again finds its level
    /// as it left it; only past this many levels are idle ones cleared and reused.
    static let slotsBeforeReuse = 16

    /// One use fewer of `slot`.
    mutating func releaseSlot(_ slot: Int) {
        slotUses[slot] -= 1
    }

    private mutating func widen(to newStride: Int) {
        let count = coefficients.count / stride
        var wider = [Double](repeating: 0, count: count * newStride)
        for block in 0..<count {
            for slot in 0..<stride { wider[block * newStride + slot] = coefficients[block * stride + slot] }
        }
        coefficients = wider
        stride = newStride
    }

    // MARK: Coefficients

    func coefficient(of symbol: Int, slot: Int) -> Double {
        let block = Int(blocks[symbol])
        return block < 0 ? 0 : coefficients[block * stride + slot]
    }

    /// Adds `amount` to `symbol`'s coefficient at `slot`.
    mutating func add(_ amount: Double, to symbol: Int, slot: Int) {
        if blocks[symbol] < 0 && amount.isNearZero { return }
        let index = block(of: symbol) * stride + slot
        let sum = coefficients[index] + amount
        coefficients[index] = sum.isNearZero ? 0 : sum
        markDirty(symbol)
    }

    /// Adds `factor × row` at `slot` (the row's constant is the objective's value, not kept).
    mutating func add(_ row: Row, times factor: Double, slot: Int) {
        for cell in row.cells { add(factor * cell.coefficient, to: cell.symbol, slot: slot) }
    }

    /// Replaces `symbol` (becoming basic) by `row`, its definition, at every level.
    mutating func substitute(_ symbol: Int, by row: Row) {
        let block = Int(blocks[symbol])
        guard block >= 0 else { return }
        for slot in order {
            let weight = coefficients[block * stride + slot]
            if weight != 0 { add(row, times: weight, slot: slot) }
        }
        clear(symbol)
    }

    /// Whether `symbol`'s coefficient vector is negative: its first entry beyond the tolerance,
    /// from the highest priority down, is below zero.
    func isNegative(_ symbol: Int) -> Bool {
        let block = Int(blocks[symbol])
        guard block >= 0 else { return false }
        let base = block * stride
        for slot in order {
            let value = coefficients[base + slot]
            if value < -epsilon { return true }
            if value > epsilon { return false }
        }
        return false
    }

    /// Orders the dual simplex's ratios `cost(a) / ca` and `cost(b) / cb` (ca, cb > 0):
    /// negative if a's is smaller, positive if b's is, 0 if they tie.
    func compareRatios(_ a: Int, _ ca: Double, _ b: Int, _ cb: Double) -> Int {
        let blockA = Int(blocks[a]), blockB = Int(blocks[b])
        for slot in order {
            let costA = blockA < 0 ? 0 : coefficients[blockA * stride + slot]
            let costB = blockB < 0 ? 0 : coefficients[blockB * stride + slot]
            let difference = costA / ca - costB / cb
            if difference < -epsilon { return -1 }
            if difference > epsilon { return 1 }
        }
        return 0
    }

    // MARK: Entering candidates

    mutating func markDirty(_ symbol: Int) {
        if !isDirty[symbol] {
            isDirty[symbol] = true
            dirty.append(symbol)
        }
    }

    /// The lowest-numbered symbol allowed by `isCandidate` with a negative coefficient vector
    /// (Bland's rule, which cannot cycle), or nil when the objective is optimal. Symbols found
    /// non-negative leave the dirty list.
    mutating func entering(where isCandidate: (Int) -> Bool) -> Int? {
        var best = -1
        var index = 0
        while index < dirty.count {
            let symbol = dirty[index]
            if isCandidate(symbol) && isNegative(symbol) {
                if best < 0 || symbol < best { best = symbol }
                index += 1
            } else {
                isDirty[symbol] = false
                dirty.swapAt(index, dirty.count - 1)
                dirty.removeLast()
            }
        }
        return best < 0 ? nil : best
    }
}
