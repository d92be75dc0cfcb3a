import SwiftSignalKit

/// The app data signal the harness gives a generated screen: it holds the latest value, sends every value put to
/// the subscribers alive at that moment, and counts its live subscriptions — a controller holds one while it lives
/// and none once it is released.
final class DataFeed<Value> {
    /// The value put last (or the initial one).
    private(set) var value: Value
    private var subscribers: [Int: (Value) -> Void] = [:]
    private var nextKey = 0

    init(_ value: Value) {
        self.value = value
    }

    /// How many subscriptions to the feed's signals are alive.
    var subscriberCount: Int { subscribers.count }

    /// A signal of the values put from now on. With `replayingCurrentValue` a subscriber receives the current value
    /// at once (as from a `ValuePromise` or a shared-data view); without, only later values (as from a `ValuePipe`,
    /// with the first value passed as the factory's `initialData:`).
    func signal(replayingCurrentValue: Bool) -> Signal<Value, NoError> {
        Signal { subscriber in
            let key = self.nextKey
            self.nextKey += 1
            self.subscribers[key] = { subscriber.putNext($0) }
            if replayingCurrentValue {
                subscriber.putNext(self.value)
            }
            return ActionDisposable {
                self.subscribers[key] = nil
            }
        }
    }

    /// Makes `value` current and sends it to every live subscriber, oldest first.
    func put(_ value: Value) {
        self.value = value
        for key in subscribers.keys.sorted() {
            subscribers[key]?(value)
        }
    }
}
