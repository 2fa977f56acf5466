// The libFuzzer entry points. Not part of the package: Scripts/fuzz.sh compiles this file with
// Tests/LintRulesTests/Support/{FuzzOracle,ReportValidation}.swift against an instrumented
// build of the library modules (SwiftSource, ProjectModel, LintRules), so `swift build` never pays for it.
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import LintRules
import ProjectModel
import SwiftSource

/// Any broken promise is a crash, so libFuzzer keeps the input as an artifact. So is anything
/// written to standard error while tablint works on the input: the product has no business
/// printing there but its own one-line messages (Foundation's parsers like to log).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    var problems = StandardErrorCapture.shared.capturing { FuzzOracle.problems(bytes) }
    if let stray = StandardErrorCapture.shared.takeOutput() {
        problems.append("wrote to standard error: \(stray)")
    }
    if !problems.isEmpty {
        FileHandle.standardError.write(Data(("tablint invariants broken:\n" + problems.joined(separator: "\n") + "\n").utf8))
        abort()
    }
    return 0
}

/// Points file descriptor 2 at a file while a closure runs. The file is named in
/// TABLINT_FUZZ_STDERR, so that if tablint crashes while it is captured (the sanitizer's report
/// goes there too), Scripts/fuzz.sh can still show the report.
final class StandardErrorCapture: @unchecked Sendable {
    static let shared = StandardErrorCapture()
    private let original = dup(2)
    private let file: Int32

    private init() {
        let path = ProcessInfo.processInfo.environment["TABLINT_FUZZ_STDERR"] ?? "/tmp/tablint-fuzz-stderr-\(getpid())"
        file = open(path, O_RDWR | O_CREAT | O_TRUNC, 0o644)
    }

    func capturing<T>(_ body: () -> T) -> T {
        guard file >= 0 else { return body() }
        _ = ftruncate(file, 0)
        _ = lseek(file, 0, SEEK_SET)
        fflush(stderr)
        dup2(file, 2)
        defer {
            fflush(stderr)
            dup2(original, 2)
        }
        return body()
    }

    /// What was written while capturing, if anything.
    func takeOutput() -> String? {
        guard file >= 0 else { return nil }
        let size = Int(lseek(file, 0, SEEK_END))
        guard size > 0 else { return nil }
        var buffer = [UInt8](repeating: 0, count: min(size, 4096))
        let count = pread(file, &buffer, buffer.count, 0)
        return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
    }
}

/// With TABLINT_FUZZ_SEEDS set, first writes every rule example there, one file each, so the
/// corpus starts from code each rule is known to flag or to leave alone.
@_cdecl("LLVMFuzzerInitialize")
public func fuzzInitialize(_ argc: UnsafeMutablePointer<CInt>?, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?) -> CInt {
    guard let folder = ProcessInfo.processInfo.environment["TABLINT_FUZZ_SEEDS"] else { return 0 }
    for description in RuleRegistry.descriptions {
        let examples = description.triggeringExamples + description.nonTriggeringExamples
        for (number, example) in examples.enumerated() {
            let name = "\(folder)/example-\(description.identifier)-\(number)-\(example.path)"
            _ = FileManager.default.createFile(atPath: name, contents: Data(example.plainCode.utf8))
            for (other, content) in example.otherFiles.sorted(by: { $0.key < $1.key }) {
                let otherName = "\(folder)/example-\(description.identifier)-\(number)-other-\(PathUtilities.lastComponent(other))"
                _ = FileManager.default.createFile(atPath: otherName, contents: Data(content.utf8))
            }
        }
    }
    return 0
}
