"""Bazel rule that compiles screenc screen files into Swift sources for a `swift_library`.

Usage (see docs/Plugins.md):

    load("//bazel:screenc.bzl", "screenc_swift_sources")

    screenc_swift_sources(
        name = "SettingsScreensSources",
        srcs = glob(["Screens/*.yaml"]),
        strings = "//Telegram/Telegram-iOS:en.lproj/Localizable.strings",  # optional
        declarations = glob(["Declarations/*.yaml"]),  # optional: every screen sees them
        imports = ["//submodules/TelegramCore:Privacy.yaml"],  # optional: files screens name under `imports:`
        module = "SettingsUI",  # optional: the module the Swift is compiled into (never imported)
        screenc = "//build-system/screenc",
    )

    swift_library(
        name = "SettingsScreens",
        srcs = [":SettingsScreensSources"] + glob(["Sources/**/*.swift"]),
        deps = ["//submodules/ItemListUI", ...],
    )

The rule runs one `screenc compile` action over all its screens (the cross-file checks — `push:` targets, unique
screen names — need them together). Outputs are named after the screen files (`--output-names file`:
`Screens/ProxySettings.yaml` → `ProxySettings.swift`), so the rule declares them without reading the screens; a
declarations file has no output, so it goes in `declarations` or `imports`, never in `srcs`.
Lint errors fail the action with `path:line:column: error: …` lines. Nothing here depends on rules_swift.
"""

def _base_name(file):
    if file.extension:
        return file.basename[:-(len(file.extension) + 1)]
    return file.basename

def screenc_compile_arguments(
        screens,
        output_directory,
        strings = None,
        config = None,
        templates = [],
        name_prefix = "",
        name_suffix = "",
        strict = False,
        declarations = [],
        module = ""):
    """The `screenc` command line the rule runs, as a list of strings.

    Args:
      screens: paths of the screen files.
      output_directory: the directory the Swift files are written to.
      strings: path of a Localizable.strings file, or None.
      config: path of a project configuration (.screenc.yml), or None.
      templates: paths of `.mustache` files that replace the built-in templates of the same name.
      name_prefix: `--name-prefix`.
      name_suffix: `--name-suffix`.
      strict: `--strict` (warnings fail the build).
      declarations: paths of declarations files every screen sees (`--declarations`).
      module: `--module`: the module the Swift files are compiled into.

    Returns:
      The arguments after the executable.
    """
    arguments = ["compile"] + screens + [
        "--output",
        output_directory,
        "--output-names",
        "file",
        "--format",
        "xcode",
        "--color",
        "never",
        "--quiet",
    ]
    if config:
        arguments += ["--config", config]
    else:
        # Not a .screenc.yml that screenc would find above the execution root (a local, unsandboxed build).
        arguments.append("--no-config")
    if strings:
        arguments += ["--strings", strings]
    for template in templates:
        arguments += ["--template", template]
    if name_prefix:
        arguments += ["--name-prefix", name_prefix]
    if name_suffix:
        arguments += ["--name-suffix", name_suffix]
    if strict:
        arguments.append("--strict")
    for declarations_file in declarations:
        arguments += ["--declarations", declarations_file]
    if module:
        arguments += ["--module", module]
    return arguments

def _screenc_swift_sources_impl(ctx):
    screens = ctx.files.srcs
    if not screens:
        fail("screenc_swift_sources %s: srcs has no screen files" % ctx.label)
    seen = {}
    outputs = []
    for screen in screens:
        name = _base_name(screen)
        if name.lower() in seen:
            fail("screenc_swift_sources %s: %s and %s would both be compiled to %s.swift; rename one" % (
                ctx.label,
                seen[name.lower()].path,
                screen.path,
                name,
            ))
        seen[name.lower()] = screen
        outputs.append(ctx.actions.declare_file("%s/%s.swift" % (ctx.label.name, name)))
    output_directory = outputs[0].dirname
    strings = ctx.file.strings
    config = ctx.file.config
    templates = ctx.files.templates
    declarations = ctx.files.declarations
    imports = ctx.files.imports
    arguments = screenc_compile_arguments(
        screens = [screen.path for screen in screens],
        output_directory = output_directory,
        strings = strings.path if strings else None,
        config = config.path if config else None,
        templates = [template.path for template in templates],
        name_prefix = ctx.attr.name_prefix,
        name_suffix = ctx.attr.name_suffix,
        strict = ctx.attr.strict,
        declarations = [declarations_file.path for declarations_file in declarations],
        module = ctx.attr.module,
    )
    ctx.actions.run(
        executable = ctx.executable.screenc,
        arguments = arguments,
        inputs = screens + templates + declarations + imports +
                 ([strings] if strings else []) + ([config] if config else []),
        outputs = outputs,
        mnemonic = "ScreencCompile",
        progress_message = "Compiling %d screens of %s with screenc" % (len(screens), ctx.label),
    )
    return [DefaultInfo(files = depset(outputs))]

screenc_swift_sources = rule(
    implementation = _screenc_swift_sources_impl,
    doc = "Compiles screen files into Swift sources (one `<screen file name>.swift` each) for a swift_library.",
    attrs = {
        "srcs": attr.label_list(allow_files = [".yaml", ".yml"], mandatory = True, doc = "The screen files."),
        "strings": attr.label(allow_single_file = [".strings"], doc = "The app's Localizable.strings (`--strings`)."),
        "config": attr.label(allow_single_file = [".yml", ".yaml"], doc = "A project configuration (`--config`)."),
        "templates": attr.label_list(allow_files = [".mustache"], doc = "Templates replacing built-in ones (`--template`)."),
        "name_prefix": attr.string(doc = "`--name-prefix`: before the screen name in every generated name."),
        "name_suffix": attr.string(doc = "`--name-suffix`: after the screen name in every generated name."),
        "strict": attr.bool(default = False, doc = "`--strict`: warnings fail the build."),
        "declarations": attr.label_list(
            allow_files = [".yaml", ".yml"],
            doc = "Declarations files every screen sees (`--declarations`); a change compiles the screens again.",
        ),
        "imports": attr.label_list(
            allow_files = [".yaml", ".yml"],
            doc = "Declarations files the screens (or other declarations files) name under `imports:`: inputs of " +
                  "the action, so that a change compiles again.",
        ),
        "module": attr.string(
            doc = "`--module`: the module the Swift files are compiled into, which they do not import.",
        ),
        "screenc": attr.label(
            mandatory = True,
            executable = True,
            cfg = "exec",
            allow_files = True,
            doc = "The screenc executable: a prebuilt binary checked in or fetched by the workspace, or a rule that builds it.",
        ),
    },
)
