// The engine data items the stubs can resolve. Test support only; never shipped.

import Postbox

public extension TelegramEngine.EngineData.Item {
    enum Peer {
        /// The peer with `id`, or nil when the engine does not know it.
        public struct Peer: TelegramEngineDataItem, StubResolvableEngineDataItem {
            public typealias Result = Optional<EnginePeer>

            fileprivate var id: EnginePeer.Id

            public init(id: EnginePeer.Id) {
                self.id = id
            }

            func stubResolve(in database: EngineDatabase) -> Any {
                let result: Result = database.peers[self.id]
                return result as Any
            }

            func stubDepends(onPeers changedPeerIds: Set<EnginePeer.Id>) -> Bool {
                return changedPeerIds.contains(self.id)
            }
        }
    }
}
