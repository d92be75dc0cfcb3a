// The notification settings of one kind of chat (Screens/NotificationsPeerCategory.yaml). The caller picks the kind:
// it is the screen's parameter (title and "add" row follow it) and selects the app data: that category's settings
// and its exceptions, read from the account's preferences, with each exception's name from engine data, and the
// account's uploaded tones, which the screen needs to name an uploaded sound.

import AccountContext
import Display
import GeneratedScreens
import Postbox
import SettingsModel
import SwiftSignalKit
import TelegramCore

extension NotificationCategory {
    init(_ category: NotificationsPeerCategoryParameters.Category) {
        switch category {
        case .privateChats:
            self = .privateChats
        case .groups:
            self = .groups
        case .channels:
            self = .channels
        }
    }
}

func notificationsPeerCategoryData(
    context: AccountContext,
    services: AppServices,
    category: NotificationCategory
) -> Signal<NotificationsPeerCategoryData, NoError> {
    let preferences = context.account.postbox.preferencesView(keys: [
        GlobalNotificationSettings.key, NotificationExceptions.key,
    ])
    return combineLatest(queue: .mainQueue(), preferences, services.notificationSoundList)
        |> mapToSignal { view, soundList -> Signal<NotificationsPeerCategoryData, NoError> in
            let settings = view.settings(GlobalNotificationSettings.self)[category]
            let exceptions = view.settings(NotificationExceptions.self).exceptions.filter { $0.category == category }
            let peers = exceptions.map { exception in
                context.engine.data.subscribe(TelegramEngine.EngineData.Item.Peer.Peer(id: exception.enginePeerId))
            }
            return combineLatest(queue: .mainQueue(), peers)
                |> map { peers -> NotificationsPeerCategoryData in
                    var rows: [NotificationsPeerCategoryData.NotificationException] = []
                    for (exception, peer) in zip(exceptions, peers) {
                        guard let peer else {
                            continue
                        }
                        rows.append(
                            NotificationsPeerCategoryData.NotificationException(
                                id: Int(exception.peerId),
                                name: peer.displayTitle,
                                notificationsOn: exception.enabled,
                                sound: exception.sound
                            )
                        )
                    }
                    return NotificationsPeerCategoryData(
                        notificationsOn: settings.enabled,
                        previewsOn: settings.displayPreviews,
                        sound: settings.sound,
                        soundList: soundList,
                        exceptions: rows
                    )
                }
        }
        |> distinctUntilChanged
}

func makeNotificationsPeerCategoryController(
    context: AccountContext,
    services: AppServices,
    category: NotificationsPeerCategoryParameters.Category
) -> ViewController {
    let postbox = context.account.postbox
    let kind = NotificationCategory(category)
    func updateSettings(_ f: @escaping (inout CategoryNotificationSettings) -> Void) {
        let _ = updateGlobalNotificationSettingsInteractively(postbox: postbox) { f(&$0[kind]) }.start()
    }
    func updateExceptions(_ f: @escaping (inout [PeerNotificationException]) -> Void) {
        let _ = updateNotificationExceptionsInteractively(postbox: postbox) { f(&$0.exceptions) }.start()
    }
    let hooks = NotificationsPeerCategoryHooks(
        updateNotificationsOn: { value, _ in updateSettings { $0.enabled = value } },
        updatePreviewsOn: { value, _ in updateSettings { $0.displayPreviews = value } },
        pickCategorySound: { handle in
            // The handle has the screen's local state, not its app data: read the current sound once, then push.
            let current =
                postbox.preferencesView(keys: [GlobalNotificationSettings.key])
                |> take(1)
                |> map { view in view.settings(GlobalNotificationSettings.self)[kind].sound }
                |> deliverOnMainQueue
            handle.disposables.add(
                current.start(next: { sound in
                    handle.push(services.makeSoundPicker(sound) { sound in updateSettings { $0.sound = sound } })
                })
            )
        },
        addException: { handle in
            let picker = services.makePeerPicker { peerId in
                let id = peerId.id._internalGetInt64Value()
                updateExceptions { exceptions in
                    exceptions.removeAll(where: { $0.category == kind && $0.peerId == id })
                    exceptions.append(PeerNotificationException(peerId: id, category: kind, enabled: false, sound: nil))
                }
            }
            let sheet = ViewControllerPresentationArguments(presentationAnimation: .modalSheet)
            handle.present(picker, in: .window(.root), with: sheet)
        },
        updateNotificationExceptionNotificationsOn: { exception, value, _ in
            updateExceptions { exceptions in
                for index in exceptions.indices
                where exceptions[index].category == kind && exceptions[index].peerId == Int64(exception.id) {
                    exceptions[index].enabled = value
                }
            }
        },
        removeAllExceptions: { _ in
            updateExceptions { $0.removeAll(where: { $0.category == kind }) }
        }
    )
    return notificationsPeerCategoryController(
        context: context,
        category: category,
        data: notificationsPeerCategoryData(context: context, services: services, category: kind),
        hooks: hooks
    )
}
