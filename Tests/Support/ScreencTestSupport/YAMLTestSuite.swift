import Foundation

/// The official YAML test suite next to the repository (`../shared/corpora/yaml-test-suite`), shared by the reader's
/// corpus test and the linter's end-to-end corpus test so both read the same cases and the same known exceptions.
public enum YAMLTestSuite {
    /// One test case: a directory with `in.yaml` and, for invalid YAML, an `error` file.
    public struct Case: CustomStringConvertible, Sendable {
        /// `229Q`, or `2G84/00` for a numbered sub-case.
        public var id: String
        public var input: URL
        public var isInvalid: Bool
        public var description: String { id }
    }

    /// Invalid cases that libyaml 0.2.5 accepts. Each is a known libyaml leniency, not a reader bug: the reader only
    /// sees libyaml's events, so it cannot tell these apart from valid YAML.
    public static let libyamlLeniencies: [String: String] = [
        // Comments must be separated from other tokens by white space; libyaml does not check.
        "9JBA": "comment right after `]`",
        "CVW2": "comment right after `,` in a flow sequence",
        "SU5Z": "comment right after a double-quoted scalar",
        "X4QW": "comment right after a block scalar indicator",
        "MUS6/00": "comment right after a %YAML directive",
        // Continuation lines of a flow collection or a quoted scalar must be indented more than
        // the enclosing block mapping; libyaml ignores indentation inside them.
        "9C9N": "flow sequence continuation lines not indented",
        "QB6E": "double-quoted continuation lines not indented",
        "DK95/01": "a tab as the indentation of a double-quoted continuation line",
        "Y79Y/003": "a tab as the indentation inside a flow sequence",
        // A lone `-` is not a valid plain scalar in a flow collection; libyaml reads it as one.
        "G5U8": "`[-, -]`",
        "YJV2": "`[-]`",
        // Leading empty lines of a block scalar may not be indented more than its first content line.
        "S98Z": "over-indented leading empty lines in a block scalar",
    ]

    /// The corpus directory.
    public static let corpus: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // ScreencTestSupport
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // repository root
        .appendingPathComponent("../shared/corpora/yaml-test-suite")
        .standardizedFileURL

    /// Whether the corpus is there.
    public static var exists: Bool {
        FileManager.default.fileExists(atPath: corpus.appendingPathComponent("229Q/in.yaml").path)
    }

    /// Every case directory, including the numbered sub-cases (`2G84/00`), sorted; the `tags` and `name` index
    /// directories only repeat cases and are skipped.
    public static func cases() -> [Case] {
        let manager = FileManager.default
        guard let top = try? manager.contentsOfDirectory(atPath: corpus.path) else { return [] }
        var result: [Case] = []
        for name in top.sorted() where name != "tags" && name != "name" {
            let directory = corpus.appendingPathComponent(name)
            var candidates = [(name, directory)]
            if let subdirectories = try? manager.contentsOfDirectory(atPath: directory.path) {
                for sub in subdirectories.sorted() where sub.allSatisfy(\.isNumber) {
                    candidates.append(("\(name)/\(sub)", directory.appendingPathComponent(sub)))
                }
            }
            for (id, path) in candidates where manager.fileExists(atPath: path.appendingPathComponent("in.yaml").path) {
                let isInvalid = manager.fileExists(atPath: path.appendingPathComponent("error").path)
                result.append(Case(id: id, input: path.appendingPathComponent("in.yaml"), isInvalid: isInvalid))
            }
        }
        return result
    }
}
