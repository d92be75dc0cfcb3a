import Postbox
import ScreenExpressions
@_spi(Stubs) import TelegramCore

/// A `PeerId` is the runtime's Int (a peer id sample): the id in the cloud-user namespace (0 in the stubs).
extension PeerId: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        guard case .int(let value) = expressionValue else { throw Self.mismatch(expressionValue) }
        self.init(namespace: ._internalFromInt32Value(0), id: ._internalFromInt64Value(Int64(value)))
    }

    var expressionValue: ExpressionValue { .int(Int(id._internalGetInt64Value())) }
}

/// An `EnginePeer` is the runtime's peer sample (`PeerSample`: id and name): a user with that first name.
extension EnginePeer: ExpressionValueConvertible {
    init(expressionValue: ExpressionValue) throws {
        guard let (id, name) = PeerSample.parts(of: expressionValue) else { throw Self.mismatch(expressionValue) }
        self = .user(TelegramUser(id: try PeerId(expressionValue: .int(id)), firstName: name, lastName: nil))
    }

    var expressionValue: ExpressionValue {
        PeerSample.value(id: Int(id.id._internalGetInt64Value()), name: stubDisplayName)
    }
}
