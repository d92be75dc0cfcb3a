import Foundation
import Testing

/// `--no-config`: build tools (the SwiftPM plugins, the Bazel rule) pass every option themselves, so a
/// `.screenc.yml` in the folder the build runs in, or above it, must not change what they do.
@Suite struct NoConfigTests {
    static let configuration = "strict: true\nnamePrefix: Gen\nunknownSetting: 1\n"

    @Test func noConfigIgnoresTheConfigurationThatWouldBeFound() throws {
        let sandbox = try Sandbox([".screenc.yml": Self.configuration, "a.yaml": validScreen("Settings")])
        let found = try ScreencProcess.run(["compile", "a.yaml", "-o", "out"], in: sandbox.url)
        #expect(found.status == 64, "the broken configuration is found and reported: \(found.stderr)")
        let ignored = try ScreencProcess.run(
            ["compile", "a.yaml", "--no-config", "--output-names", "file", "-o", "out"], in: sandbox.url)
        #expect(ignored.status == 0, "\(ignored.stderr)")
        #expect(FileManager.default.fileExists(atPath: sandbox.url.appendingPathComponent("out/a.swift").path))
        #expect(try ScreencProcess.run(["lint", "a.yaml", "--no-config"], in: sandbox.url).status == 0)
    }

    @Test func configAndNoConfigTogetherAreAUsageError() throws {
        let sandbox = try Sandbox(["a.yaml": validScreen("Settings"), "c.yml": "strict: true\n"])
        let both = try ScreencProcess.run(["lint", "a.yaml", "--config", "c.yml", "--no-config"], in: sandbox.url)
        #expect(both.status == 64)
        #expect(both.stderr.contains("--config or --no-config"), "\(both.stderr)")
    }
}
