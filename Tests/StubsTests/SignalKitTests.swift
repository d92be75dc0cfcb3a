import Testing
import SwiftSignalKit

/// The synchronous SwiftSignalKit stub: operators, combineLatest, promises, disposables.
@Suite struct SignalKitTests {
    private final class Values<T> {
        var values: [T] = []
        var completed = 0
        var errors = 0
    }

    private func record<T, E>(_ signal: Signal<T, E>) -> (Values<T>, Disposable) {
        let values = Values<T>()
        let disposable = signal.start(next: { values.values.append($0) }, error: { _ in values.errors += 1 }, completed: { values.completed += 1 })
        return (values, disposable)
    }

    @Test func pipeMapFilterAndSingle() {
        let (values, _) = record(single(20, NoError.self) |> map { $0 + 1 } |> filter { $0 % 2 == 1 } |> map { "\($0)" })
        #expect(values.values == ["21"])
        #expect(values.completed == 1)

        let (filtered, _) = record(Signal<Int, NoError>.single(2) |> filter { $0 > 5 })
        #expect(filtered.values.isEmpty)
        #expect(filtered.completed == 1)
    }

    @Test func pipeBindsLooserThanArithmeticAndTighterThanAssignment() {
        let signal: Signal<Int, NoError> = .single(1 + 2) |> map { $0 * 10 }
        let (values, _) = record(signal)
        #expect(values.values == [30])
    }

    @Test func combineLatestWaitsForEveryInputThenEmitsOnEveryChange() {
        let a = ValuePipe<Int>()
        let b = ValuePipe<String>()
        let (values, _) = record(combineLatest(queue: .mainQueue(), a.signal(), b.signal()) |> map { "\($0)\($1)" })

        a.putNext(1)
        #expect(values.values.isEmpty)
        a.putNext(2)
        #expect(values.values.isEmpty)
        b.putNext("x")
        #expect(values.values == ["2x"])
        a.putNext(3)
        b.putNext("y")
        #expect(values.values == ["2x", "3x", "3y"])
    }

    @Test func combineLatestArities() {
        let (three, _) = record(combineLatest(.single(1), .single("a"), Signal<Bool, NoError>.single(true)))
        #expect(three.values.count == 1)
        #expect(three.values.first.map { "\($0.0)\($0.1)\($0.2)" } == "1atrue")
        #expect(three.completed == 1)

        let (four, _) = record(combineLatest(queue: Queue.mainQueue(), Signal<Int, NoError>.single(1), .single(2), .single(3), .single(4)) |> map { $0 + $1 + $2 + $3 })
        #expect(four.values == [10])

        let (five, _) = record(combineLatest(Signal<Int, NoError>.single(1), .single(2), .single(3), .single(4), .single(5)) |> map { $0 + $1 + $2 + $3 + $4 })
        #expect(five.values == [15])

        let (array, _) = record(combineLatest([Signal<Int, NoError>.single(1), .single(2)]))
        #expect(array.values == [[1, 2]])
    }

    @Test func combineLatestKeepsOptionalNilValues() {
        let (values, _) = record(combineLatest(Signal<Int?, NoError>.single(nil), Signal<Int, NoError>.single(3)) |> map { "\(String(describing: $0)) \($1)" })
        #expect(values.values == ["nil 3"])
    }

    @Test func combineLatestCompletesWhenAllInputsCompleteAndFailsOnFirstError() {
        let pipe = ValuePipe<Int>()
        let (values, _) = record(combineLatest(Signal<Int, NoError>.single(1), pipe.signal()))
        pipe.putNext(2)
        #expect(values.values.map { $0.0 + $0.1 } == [3])
        #expect(values.completed == 0)

        enum Failure { case failed }
        let (failing, _) = record(combineLatest(Signal<Int, Failure>.fail(.failed), .single(1)))
        #expect(failing.errors == 1)
        #expect(failing.values.isEmpty)
    }

    @Test func valuePromiseDeliversCurrentValueAndIgnoresRepeats() {
        let promise = ValuePromise(1, ignoreRepeated: true)
        let (values, disposable) = record(promise.get())
        #expect(values.values == [1])

        promise.set(1)
        promise.set(2)
        promise.set(2)
        promise.set(3)
        #expect(values.values == [1, 2, 3])

        let (late, _) = record(promise.get())
        #expect(late.values == [3])

        disposable.dispose()
        promise.set(4)
        #expect(values.values == [1, 2, 3])
        #expect(late.values == [3, 4])
    }

    @Test func valuePromiseWithoutIgnoreRepeatedEmitsEverySet() {
        let promise = ValuePromise(0)
        let (values, _) = record(promise.get())
        promise.set(0)
        promise.set(0)
        #expect(values.values == [0, 0, 0])

        let empty = ValuePromise<Int>(ignoreRepeated: true)
        let (emptyValues, _) = record(empty.get())
        #expect(emptyValues.values.isEmpty)
        empty.set(5)
        #expect(emptyValues.values == [5])
    }

    @Test func atomicModifyReturnsTheNewValue() {
        let atomic = Atomic(value: 1)
        #expect(atomic.modify { $0 + 1 } == 2)
        #expect(atomic.with { $0 } == 2)
        #expect(atomic.swap(10) == 2)
        #expect(atomic.with { $0 * 2 } == 20)
    }

    @Test func promiseFollowsTheLatestSignal() {
        let promise = Promise<Int>(1)
        let (values, _) = record(promise.get())
        #expect(values.values == [1])
        let pipe = ValuePipe<Int>()
        promise.set(pipe.signal())
        pipe.putNext(7)
        promise.set(.single(8))
        pipe.putNext(9)
        #expect(values.values == [1, 7, 8])
    }

    @Test func distinctUntilChangedAndTake() {
        let pipe = ValuePipe<Int>()
        let (values, _) = record(pipe.signal() |> distinctUntilChanged |> take(3))
        for value in [1, 1, 2, 2, 2, 3, 3, 4] {
            pipe.putNext(value)
        }
        #expect(values.values == [1, 2, 3])
        #expect(values.completed == 1)
    }

    @Test func mapToSignalSwitchesToTheLatestInnerSignal() {
        let outer = ValuePipe<Int>()
        let inners = [ValuePipe<String>(), ValuePipe<String>()]
        let (values, _) = record(outer.signal() |> mapToSignal { index in inners[index].signal() })
        outer.putNext(0)
        inners[0].putNext("a")
        outer.putNext(1)
        inners[0].putNext("ignored")
        inners[1].putNext("b")
        #expect(values.values == ["a", "b"])
    }

    @Test func afterDisposedRunsOnDisposeAndOnCompletion() {
        var disposed = 0
        let pipe = ValuePipe<Int>()
        let (values, disposable) = record(pipe.signal() |> afterDisposed { disposed += 1 })
        pipe.putNext(1)
        #expect(disposed == 0)
        disposable.dispose()
        #expect(disposed == 1)
        pipe.putNext(2)
        #expect(values.values == [1])
        disposable.dispose()
        #expect(disposed == 1)

        var completedDisposed = 0
        let (completed, _) = record(Signal<Int, NoError>.single(1) |> afterDisposed { completedDisposed += 1 })
        #expect(completed.completed == 1)
        #expect(completedDisposed == 1)
    }

    @Test func sideEffectOperatorsAndQueuesAreSynchronous() {
        var log: [String] = []
        let signal = Signal<Int, NoError>.single(1)
            |> beforeNext { log.append("before \($0)") }
            |> afterNext { log.append("after \($0)") }
            |> deliverOnMainQueue
            |> deliverOn(Queue.concurrentDefaultQueue())
        let _ = signal.start(next: { log.append("next \($0)") })
        Queue.mainQueue().async { log.append("async") }
        Queue.mainQueue().after(1.0) { log.append("after delay") }
        #expect(log == ["before 1", "next 1", "after 1", "async", "after delay"])
        #expect(Queue.mainQueue() === Queue.mainQueue())
    }

    @Test func disposables() {
        var log: [String] = []
        let set = DisposableSet()
        set.add(ActionDisposable { log.append("a") })
        let b = ActionDisposable { log.append("b") }
        set.add(b)
        set.remove(b)
        set.dispose()
        set.add(ActionDisposable { log.append("late") })
        #expect(log == ["a", "late"])

        let meta = MetaDisposable()
        meta.set(ActionDisposable { log.append("first") })
        meta.set(ActionDisposable { log.append("second") })
        meta.dispose()
        #expect(log == ["a", "late", "first", "second"])

        let action = ActionDisposable { log.append("once") }
        action.dispose()
        action.dispose()
        #expect(log.last == "once")
        #expect(log.filter { $0 == "once" }.count == 1)

        EmptyDisposable.dispose()
    }

    @Test func thenAndIgnoreValues() {
        let (values, _) = record(Signal<Int, NoError>.single(1) |> then(.single(2)))
        #expect(values.values == [1, 2])
        #expect(values.completed == 1)

        // A first signal that completes at once must not cut the subscription to the second: later values arrive,
        // and disposing the result disposes the second.
        let pipe = ValuePipe<Int>()
        var disposedSecond = false
        let second = Signal<Int, NoError> { subscriber in
            let inner = pipe.signal().start(next: { subscriber.putNext($0) })
            return ActionDisposable {
                inner.dispose()
                disposedSecond = true
            }
        }
        let (later, disposable) = record(Signal<Int, NoError>.single(1) |> then(second))
        pipe.putNext(2)
        pipe.putNext(3)
        #expect(later.values == [1, 2, 3])
        #expect(!disposedSecond)
        disposable.dispose()
        #expect(disposedSecond)

        let (ignored, _) = record(Signal<Int, NoError>.single(1) |> ignoreValues)
        #expect(ignored.values.isEmpty)
        #expect(ignored.completed == 1)
    }
}
