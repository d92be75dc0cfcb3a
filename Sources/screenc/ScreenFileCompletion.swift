/// The extensions shell completion offers for each kind of file screenc reads (`completion: .file(extensions:)` of
/// the arguments and options that take one); folders are offered too, to complete a path through them.
enum ScreenFileCompletion {
    /// Screen files, samples files (`preview --data`) and the project configuration (`--config`).
    static let screens = ["yaml", "yml"]
    /// Telegram-style `Localizable.strings` files (`--strings`).
    static let strings = ["strings"]
    /// Custom templates (`compile --template`).
    static let templates = ["mustache"]
}
