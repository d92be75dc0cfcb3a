import ArgumentParser

@main
struct Screenc: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "screenc", abstract: "Compile declarative settings screens.")
}
