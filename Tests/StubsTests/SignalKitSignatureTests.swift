import Testing
import SwiftSignalKit

/// itemlistui-api-2.md §8.3: the SwiftSignalKit signatures settings screens and app code use, beyond the basics in
/// SignalKitTests — wide `combineLatest`, the initial-value form, `Promise(initializeOnFirstAccess:)`, the `start`
/// family with implicitly unwrapped handlers, and disposables added after disposal.
@Suite struct SignalKitSignatureTests {
    private final class Box<T> {
        var values: [T] = []
        var completed = 0
    }

    private func record<T, E>(_ signal: Signal<T, E>) -> (Box<T>, Disposable) {
        let box = Box<T>()
        let disposable = signal.start(next: { box.values.append($0) }, completed: { box.completed += 1 })
        return (box, disposable)
    }

    @Test func combineLatestTakesTwelveAndSeventeenSignalsWithAQueue() {
        let s = Signal<Int, NoError>.single
        let (twelve, _) = record(combineLatest(queue: .mainQueue(), s(1), s(2), s(3), s(4), s(5), s(6), s(7), s(8), s(9), s(10), s(11), Signal<String, NoError>.single("x"))
            |> map { a, b, c, d, e, f, g, h, i, j, k, l in "\(a + b + c + d + e + f + g + h + i + j + k)\(l)" })
        #expect(twelve.values == ["66x"])
        #expect(twelve.completed == 1)

        let (seventeen, _) = record(combineLatest(s(1), s(2), s(3), s(4), s(5), s(6), s(7), s(8), s(9), s(10), s(11), s(12), s(13), s(14), s(15), s(16), s(17))
            |> map { v in [v.0, v.1, v.2, v.3, v.4, v.5, v.6, v.7, v.8, v.9, v.10, v.11, v.12, v.13, v.14, v.15, v.16].reduce(0, +) })
        #expect(seventeen.values == [153])
    }

    @Test func wideCombineLatestWaitsForEveryInput() {
        let pipes = (0 ..< 8).map { _ in ValuePipe<Int>() }
        let (values, _) = record(combineLatest(queue: .mainQueue(), pipes[0].signal(), pipes[1].signal(), pipes[2].signal(), pipes[3].signal(), pipes[4].signal(), pipes[5].signal(), pipes[6].signal(), pipes[7].signal())
            |> map { a, b, c, d, e, f, g, h in a + b + c + d + e + f + g + h })
        for (index, pipe) in pipes.enumerated().dropLast() {
            pipe.putNext(index)
        }
        #expect(values.values.isEmpty)
        pipes[7].putNext(100)
        pipes[0].putNext(10)
        #expect(values.values == [121, 131])
    }

    @Test func initialValuesStandInUntilASignalEmits() {
        let a = ValuePipe<Int>()
        let b = ValuePipe<String>()
        let (values, _) = record(combineLatest(queue: .mainQueue(), a.signal(), 0, b.signal(), "-") |> map { "\($0)\($1)" })
        // Like SwiftSignalKit, nothing is emitted at subscription; the first value of either signal emits at once.
        #expect(values.values.isEmpty)
        b.putNext("x")
        a.putNext(5)
        #expect(values.values == ["0x", "5x"])
    }

    @Test func promiseInitializesOnFirstAccess() {
        var started = 0
        let source = Signal<Int, NoError> { subscriber in
            started += 1
            subscriber.putNext(42)
            return EmptyDisposable
        }
        let promise = Promise<Int>(initializeOnFirstAccess: source)
        #expect(started == 0)
        let (values, _) = record(promise.get())
        let (again, _) = record(promise.get())
        #expect(started == 1)
        #expect(values.values == [42])
        #expect(again.values == [42])

        let replaced = Promise<Int>(initializeOnFirstAccess: source)
        replaced.set(.single(7))
        let (replacedValues, _) = record(replaced.get())
        #expect(replacedValues.values == [7])
        #expect(started == 1)

        let empty = Promise<Int>(initializeOnFirstAccess: nil)
        let (emptyValues, _) = record(empty.get())
        #expect(emptyValues.values.isEmpty)
    }

    @Test func startFamilyTakesImplicitlyUnwrappedHandlers() {
        var log: [String] = []
        let next: ((Int) -> Void)! = { log.append("next \($0)") }
        let _ = Signal<Int, NoError>.single(1).start(next: next)
        let _ = Signal<Int, NoError>.single(2).startStandalone(next: { log.append("standalone \($0)") }, completed: { log.append("completed") })
        let _ = Signal<Int, NoError>.single(3).startStrict(next: { log.append("strict \($0)") })
        let _ = Signal<Int, NoError>.complete().start()
        #expect(log == ["next 1", "standalone 2", "completed", "strict 3"])
    }

    @Test func neverCompleteFailAndCastError() {
        enum Failure: Equatable { case failed }
        var events: [String] = []
        let _ = Signal<Int, NoError>.never().start(next: { _ in events.append("never next") }, completed: { events.append("never completed") })
        let _ = Signal<Int, Failure>.complete().start(completed: { events.append("complete") })
        let _ = Signal<Int, Failure>.fail(.failed).start(error: { events.append("error \($0)") })
        let _ = (Signal<Int, NoError>.single(1) |> castError(Failure.self)).start(next: { events.append("cast \($0)") }, error: { _ in events.append("cast error") })
        #expect(events == ["complete", "error failed", "cast 1"])
    }

    @Test func disposablesAddedAfterDisposalAreDisposedAtOnce() {
        var log: [String] = []
        let set = DisposableSet()
        set.dispose()
        set.add(ActionDisposable { log.append("set") })

        let meta = MetaDisposable()
        meta.dispose()
        meta.set(ActionDisposable { log.append("meta") })

        let dict = DisposableDict<String>()
        dict.set(ActionDisposable { log.append("dict a") }, forKey: "a")
        dict.set(ActionDisposable { log.append("dict a2") }, forKey: "a")
        dict.dispose()
        dict.set(ActionDisposable { log.append("dict late") }, forKey: "b")

        #expect(log == ["set", "meta", "dict a", "dict a2", "dict late"])
    }

    @Test func atomicSwapReturnsTheOldValueAndModifyTheNew() {
        let atomic = Atomic(value: [1])
        #expect(atomic.modify { $0 + [2] } == [1, 2])
        #expect(atomic.swap([9]) == [1, 2])
        #expect(atomic.with { $0.count } == 1)
    }
}
