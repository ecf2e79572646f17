/// How SwiftUI's appearance callbacks go wrong, for storms (S5): each callback of an update may be
/// repeated or dropped, and the update's callbacks come in any order. Seeded (SplitMix64), so a
/// failing storm replays from its seed.
@_spi(Platform) public struct CallbackNoise: Sendable {
    /// The chance that a callback is delivered twice (and again, with the same chance).
    public var repeatChance: Double
    /// The chance that a callback is never delivered.
    public var dropChance: Double
    /// Whether an update's callbacks are shuffled.
    public var reorders: Bool
    private var state: UInt64

    /// Creates noise with `seed`.
    public init(seed: UInt64, repeatChance: Double = 0.3, dropChance: Double = 0.2, reorders: Bool = true) {
        self.state = seed
        self.repeatChance = repeatChance
        self.dropChance = dropChance
        self.reorders = reorders
    }

    /// The callbacks as delivered.
    mutating func apply<Callback>(to callbacks: [Callback]) -> [Callback] {
        var delivered: [Callback] = []
        for callback in callbacks where nextUnit() >= dropChance {
            delivered.append(callback)
            var repeats = 0
            while nextUnit() < repeatChance, repeats < 4 {
                delivered.append(callback)
                repeats += 1
            }
        }
        guard reorders, delivered.count > 1 else { return delivered }
        for index in stride(from: delivered.count - 1, to: 0, by: -1) {
            delivered.swapAt(index, Int(next() % UInt64(index + 1)))
        }
        return delivered
    }

    /// A number in 0..<1.
    mutating func nextUnit() -> Double {
        Double(next() >> 11) / Double(1 << 53)
    }

    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
