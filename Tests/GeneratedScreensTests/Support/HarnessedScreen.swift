import Display
import ItemListUI
import ScreenExpressions
import ScreenRuntime

/// What the harness creates a generated screen from (`makeHarnessedScreen(named:context:setup:log:)`): the
/// runtime's values for its parameters, initial state and first app data, and how that data first arrives.
struct GeneratedScreenSetup {
    /// The initial state (`initialState:`).
    var state: ExpressionFields
    /// The first app data.
    var data: ExpressionFields
    /// The parameters, each passed to the factory.
    var parameters: ExpressionFields
    /// Whether the first data is passed as the factory's `initialData:` (the data signal then sends only later
    /// values), rather than as the data signal's current value.
    var passesInitialData: Bool
    /// The factory's `focusOnItemTag:` (a tag of another screen's rows is passed as nil).
    var focusOnItemTag: ItemListItemTag?

    /// The values of `values`, by where each field is declared.
    init(_ values: ScreenState, passesInitialData: Bool = false, focusOnItemTag: ItemListItemTag? = nil) {
        self.focusOnItemTag = focusOnItemTag
        state = values.expressionFields(of: .state)
        data = values.expressionFields(of: .data)
        parameters = values.expressionFields(of: .parameter)
        self.passesInitialData = passesInitialData
    }
}

extension ScreenState {
    /// The values of the fields declared as `origin` (state, app data or parameters), by name.
    func expressionFields(of origin: Origin) -> ExpressionFields {
        var values: [String: ExpressionValue] = [:]
        for field in fields where field.origin == origin {
            values[field.name] = self[field.name]
        }
        return ExpressionFields(values, of: "the \(origin.rawValue)")
    }
}

/// A generated screen as the harness created it: its controller, and the app data signal that feeds it.
struct HarnessedScreen {
    let controller: ViewController
    private let putData: ((ExpressionFields) throws -> Void)?
    /// Counts the data signal's live subscriptions (always 0 for a screen without app data). It does not hold the
    /// controller: a test keeps it to check that releasing the controller ends the subscription.
    let countDataSubscribers: () -> Int

    /// A screen without app data.
    init(controller: ViewController) {
        self.controller = controller
        putData = nil
        countDataSubscribers = { 0 }
    }

    /// A screen fed by `feed`.
    init<Data: ExpressionRecord>(controller: ViewController, feed: DataFeed<Data>) {
        self.controller = controller
        putData = { feed.put(try Data(expressionFields: $0)) }
        countDataSubscribers = { feed.subscriberCount }
    }

    /// Whether the screen shows app data.
    var hasData: Bool { putData != nil }

    /// How many subscriptions the data signal has (0 for a screen without app data).
    var dataSubscribers: Int { countDataSubscribers() }

    /// Sends new app data (runtime values by data field name) through the screen's data signal, as the app does
    /// when its data changes.
    func emit(_ data: ExpressionFields) throws {
        guard let putData else {
            throw ExpressionConversionError(description: "the screen has no app data")
        }
        try putData(data)
    }
}
