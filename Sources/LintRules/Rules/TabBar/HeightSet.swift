import ProjectModel
import SwiftSource

/// The numbers `hardcoded_bar_height` looks for. Whole numbers below 128 (every default) are
/// bits, so the check costs no hashing for the many numbers in a file.
struct HeightSet: Sendable {
    private var smallWholeNumbers: (low: UInt64, high: UInt64) = (0, 0)
    private var others: [Double] = []

    init(_ heights: [Double]) {
        for height in heights {
            if height >= 0, height < 128, height.rounded(.towardZero) == height {
                let bit = Int(height)
                if bit < 64 { smallWholeNumbers.low |= 1 << UInt64(bit) } else { smallWholeNumbers.high |= 1 << UInt64(bit - 64) }
            } else if !others.contains(height) {
                others.append(height)
            }
        }
    }

    func contains(_ value: Double) -> Bool {
        if value >= 0, value < 128, value.rounded(.towardZero) == value {
            let bit = Int(value)
            return bit < 64 ? smallWholeNumbers.low >> UInt64(bit) & 1 == 1 : smallWholeNumbers.high >> UInt64(bit - 64) & 1 == 1
        }
        return others.contains(value)
    }
}
