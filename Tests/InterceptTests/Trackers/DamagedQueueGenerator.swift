import Foundation
import InterceptDelivery

/// Builds a queue, settles part of it, closes it and damages its files as a seeded sequence says
/// (T10): flipped bytes, zeroed ranges, a length field pointing past the end, truncation, foreign
/// files, a damaged or missing state file. It remembers which records' bytes the damage left
/// untouched, so a test can check that exactly those come back.
struct DamagedQueueGenerator {
    /// What one case wrote and what its damage left.
    struct Case {
        let directory: URL
        /// Records appended.
        let written: Int
        /// Record numbers settled as delivered before the damage.
        let deliveredBefore: Set<Int>
        /// Pending record numbers whose frame bytes the damage left untouched.
        let intactPending: Set<Int>
        /// What was done, to read in a failure message.
        let damage: [String]
    }

    /// The payload of record `number`: its number first, so a test can read it back.
    static func payload(_ number: Int, size: Int) -> Data {
        Data("{\"n\":\(number),\"pad\":\"\(String(repeating: "p", count: size))\"}".utf8)
    }

    static func number(of payload: Data) -> Int? {
        guard let object = try? JSONSerialization.jsonObject(with: payload) as? [String: Any] else { return nil }
        return object["n"] as? Int
    }

    /// Where a record's frame lies: 24 header bytes (marker, length at 4...7, ...) and the payload.
    struct Frame {
        let number: Int
        let segment: String
        let range: Range<Int>
    }

    var random: SeededGenerator

    init(seed: UInt64) { random = SeededGenerator(seed: seed) }

    mutating func makeCase(in root: URL) throws -> Case {
        let directory = root.appendingPathComponent("case")
        let queue = try DurableQueue(directory: directory, options: .init(maximumBytes: 1 << 24, segmentBytes: 4096), onProblem: { _ in })
        let written = Int.random(in: 1...40, using: &random)
        for number in 0..<written { try queue.append(Self.payload(number, size: Int.random(in: 0...300, using: &random))) }
        var deliveredBefore: Set<Int> = []
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            guard let batch = queue.nextBatch(maximumCount: Int.random(in: 1...8, using: &random)) else { break }
            queue.settle(batch, as: .delivered)
            deliveredBefore.formUnion(batch.records.compactMap(Self.number(of:)))
        }
        queue.close()

        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".segment") }.sorted()
        var files: [String: Data] = [:]
        var frames: [Frame] = []
        for name in names {
            let data = try Data(contentsOf: directory.appendingPathComponent(name))
            files[name] = data
            var offset = 0
            while offset + 24 <= data.count {
                let length = Int(data[offset + 4]) | Int(data[offset + 5]) << 8 | Int(data[offset + 6]) << 16 | Int(data[offset + 7]) << 24
                let range = offset..<(offset + 24 + length)
                guard let number = Self.number(of: data.subdata(in: (offset + 24)..<range.upperBound)) else { break }
                frames.append(Frame(number: number, segment: name, range: range))
                offset = range.upperBound
            }
        }
        let original = files
        var damage: [String] = []
        for _ in 0..<Int.random(in: 1...3, using: &random) {
            damage.append(try damageOnce(directory: directory, files: &files, frames: frames))
        }
        for (name, data) in files where data != original[name] {
            try data.write(to: directory.appendingPathComponent(name))
        }
        let intact = frames.filter { frame in
            guard let now = files[frame.segment], let before = original[frame.segment], now.count >= frame.range.upperBound else { return false }
            return now[frame.range] == before[frame.range]
        }
        return Case(
            directory: directory, written: written, deliveredBefore: deliveredBefore,
            intactPending: Set(intact.map(\.number)).subtracting(deliveredBefore), damage: damage)
    }

    /// One kind of damage, chosen at random; segments are changed in `files`, other files on disk.
    private mutating func damageOnce(directory: URL, files: inout [String: Data], frames: [Frame]) throws -> String {
        let segments = files.keys.sorted().filter { !(files[$0]?.isEmpty ?? true) }
        guard let name = segments.randomElement(using: &random), var data = files[name] else { return "nothing to damage" }
        defer { files[name] = data }
        switch Int.random(in: 0..<8, using: &random) {
        case 0, 1:
            let count = Int.random(in: 1...50, using: &random)
            for _ in 0..<count { data[Int.random(in: 0..<data.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random) }
            return "\(count) bytes flipped in \(name)"
        case 2:
            let start = Int.random(in: 0..<data.count, using: &random)
            let end = min(data.count, start + Int.random(in: 1...600, using: &random))
            data.replaceSubrange(start..<end, with: Data(count: end - start))
            return "zeroed \(start)..<\(end) of \(name)"
        case 3:
            guard let frame = frames.filter({ $0.segment == name && $0.range.lowerBound + 8 <= data.count }).randomElement(using: &random) else { return "no frame" }
            data.replaceSubrange((frame.range.lowerBound + 4)..<(frame.range.lowerBound + 8), with: [0xFF, 0xFF, 0xFF, 0x7F])
            return "length of record \(frame.number) points past the end of \(name)"
        case 4:
            let length = Int.random(in: 0..<data.count, using: &random)
            data = Data(data.prefix(length))
            return "\(name) cut to \(length) bytes"
        case 5:
            let foreign = ["notes.txt", "00000000000000000007.segment", "18000000000000000000.segment", "x.segment", ".DS_Store"].randomElement(using: &random)!
            let bytes = Data((0..<Int.random(in: 0...2000, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })
            if files[foreign] == nil {
                try bytes.write(to: directory.appendingPathComponent(foreign))
            }
            return "foreign file \(foreign) (\(bytes.count) bytes)"
        case 6:
            let state = directory.appendingPathComponent("state.json")
            if Bool.random(using: &random) {
                try? FileManager.default.removeItem(at: state)
                return "state.json deleted"
            }
            var bytes = (try? Data(contentsOf: state)) ?? Data()
            if !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &random)] ^= 0x08 }
            try bytes.write(to: state)
            return "state.json damaged"
        default:
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("00000000000000000003.segment.d"), withIntermediateDirectories: true)
            let start = Int.random(in: 0..<data.count, using: &random)
            data[start] = 0xF5   // a stray marker byte
            return "stray marker at \(start) of \(name), a foreign directory"
        }
    }
}
