// The notification settings of one kind of chat (Screens/NotificationsPeerCategory.yaml). The caller picks the kind:
// it is the screen's parameter (title and "add" row follow it) and selects the app data: that category's settings
// and its exceptions, read from the account's preferences, with each exception's name from engine data.

import AccountContext
import Display
import GeneratedScreens
import Postbox
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
    category: NotificationCategory
) -> Signal<NotificationsPeerCategoryData, NoError> {
    return context.account.postbox.preferencesView(keys: [GlobalNotificationSettings.key, NotificationExceptions.key])
        |> mapToSignal { view -> Signal<NotificationsPeerCategoryData, NoError> in
            let settings = view.settings(GlobalNotificationSettings.self)[category]
            let exceptions = view.settings(NotificationExceptions.self).exceptions.filter { $0.category == category }
            let peers = exceptions.map { exception in
                context.engine.data.subscribe(TelegramEngine.EngineData.Item.Peer.Peer(id: exception.enginePeerId))
            }
            return combineLatest(queue: .mainQueue(), peers)
                |> map { peers -> NotificationsPeerCategoryData in
                    let rows = zip(exceptions, peers).compactMap {
                        exception,
                        peer -> NotificationsPeerCategoryData.NotificationException? in
                        guard let peer else {
                            return nil
                        }
                        return NotificationsPeerCategoryData.NotificationException(
                            id: Int(exception.peerId),
                            name: peer.displayTitle,
                            notificationsOn: exception.enabled,
                            sound: exception.sound
                        )
                    }
                    return NotificationsPeerCategoryData(
                        notificationsOn: settings.enabled,
                        previewsOn: settings.displayPreviews,
                        soundName: settings.sound,
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
    let hooks = NotificationsPeerCategoryHooks(
        updateNotificationsOn: { value, _ in
            let _ = updateGlobalNotificationSettingsInteractively(postbox: postbox, { $0[kind].enabled = value })
                .start()
        },
        updatePreviewsOn: { value, _ in
            let _ = updateGlobalNotificationSettingsInteractively(
                postbox: postbox,
                { $0[kind].displayPreviews = value }
            ).start()
        },
        pickCategorySound: { handle in
            // The handle has the screen's local state, not its app data: read the current sound once, then push.
            let current =
                postbox.preferencesView(keys: [GlobalNotificationSettings.key])
                |> take(1)
                |> map { view in view.settings(GlobalNotificationSettings.self)[kind].sound }
                |> deliverOnMainQueue
            handle.disposables.add(
                current.start(next: { sound in
                    handle.push(
                        services.makeSoundPicker(sound) { sound in
                            let _ = updateGlobalNotificationSettingsInteractively(
                                postbox: postbox,
                                { $0[kind].sound = sound }
                            ).start()
                        }
                    )
                })
            )
        },
        addException: { handle in
            let picker = services.makePeerPicker { peerId in
                let exception = PeerNotificationException(
                    peerId: peerId.id._internalGetInt64Value(),
                    category: kind,
                    enabled: false,
                    sound: nil
                )
                let _ = updateNotificationExceptionsInteractively(
                    postbox: postbox,
                    { settings in
                        settings.exceptions.removeAll(where: { $0.enginePeerId == peerId })
                        settings.exceptions.append(exception)
                    }
                ).start()
            }
            handle.present(
                picker,
                in: .window(.root),
                with: ViewControllerPresentationArguments(presentationAnimation: .modalSheet)
            )
        },
        updateNotificationExceptionNotificationsOn: { exception, value, _ in
            let _ = updateNotificationExceptionsInteractively(
                postbox: postbox,
                { settings in
                    for index in settings.exceptions.indices
                    where settings.exceptions[index].category == kind
                        && settings.exceptions[index].peerId == Int64(exception.id)
                    {
                        settings.exceptions[index].enabled = value
                    }
                }
            ).start()
        },
        removeAllExceptions: { _ in
            let _ = updateNotificationExceptionsInteractively(
                postbox: postbox,
                { settings in
                    settings.exceptions.removeAll(where: { $0.category == kind })
                }
            ).start()
        }
    )
    return notificationsPeerCategoryController(
        context: context,
        category: category,
        data: notificationsPeerCategoryData(context: context, category: kind),
        hooks: hooks
    )
}
