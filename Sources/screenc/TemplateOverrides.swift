import Foundation
import ScreenCodeGen

/// Loads user templates that replace built-in ones by name (`--templates DIR`, `--template FILE`).
enum TemplateOverrides {
    static let fileExtension = "mustache"

    /// The templates, and the file each overriding template was read from (by template name), for messages.
    static func load(directory: String?, files: [String]) throws -> (templates: TemplateSet, paths: [String: String]) {
        var overrides: [String: String] = [:]
        var paths: [String: String] = [:]
        do {
            if let directory {
                guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else {
                    throw UsageError("cannot read the templates directory \(directory)")
                }
                for name in names.sorted() where name.hasSuffix("." + fileExtension) {
                    let path = (directory as NSString).appendingPathComponent(name)
                    overrides[templateName(path)] = try read(path)
                    paths[templateName(path)] = path
                }
            }
            for file in files {
                guard file.hasSuffix("." + fileExtension) else {
                    throw UsageError("a template file must end in .\(fileExtension): \(file)")
                }
                overrides[templateName(file)] = try read(file)
                paths[templateName(file)] = file
            }
        } catch let error as UsageError {
            Terminal.writeError("error: \(error.description)\n")
            throw ExitStatus.usage
        }
        return (TemplateSet.builtin.overriding(with: overrides), paths)
    }

    private static func templateName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    private static func read(_ path: String) throws -> String {
        String(decoding: try InputFiles.requiredContents(path, what: "the template"), as: UTF8.self)
    }
}
