import Foundation
import ParleyIntents

extension AppPhraseFile {
  private typealias ParameterMaker =
    (AppPhraseFile.Parameter) -> @Sendable () -> any AnyIntentParameter

  /// The app the file declares, with a shortcut for each intent and no phrases yet (adding the
  /// file's phrases checks them as any others).
  func declaredApp(named name: String) -> ParleyApp {
    let store = DeclaredStore.shared
    var makers: [String: ParameterMaker] = [
      "string": Self.maker(String.self), "integer": Self.maker(Int.self),
      "decimal": Self.maker(Double.self), "boolean": Self.maker(Bool.self),
      "date": Self.maker(Date.self),
    ]
    for list in entities {
      makers[list.name] = Self.entityMaker(store.add(DeclaredValueList(list: list)))
    }
    for list in enums {
      makers[list.name] = Self.enumMaker(store.add(DeclaredValueList(list: list)))
    }
    var shortcuts: [@Sendable () -> AppShortcut] = []
    for intent in intents {
      let parameters = intent.parameters.compactMap {
        parameter -> (name: String, make: @Sendable () -> any AnyIntentParameter)? in
        makers[parameter.type].map { (parameter.name, $0(parameter)) }
      }
      let slot = store.add(
        DeclaredIntentDeclaration(intent: intent, appName: name, parameters: parameters))
      shortcuts.append(Self.shortcutMaker(slot))
    }
    let provider = Self.provider(
      store.add(
        DeclaredShortcutsDeclaration(
          appName: name, shortcuts: shortcuts, negativePhrases: negativePhrases.map(\.text))))
    // A declared app has its phrase parameters' values from the start, as an app that asks
    // for them at launch does.
    var app = ParleyApp(
      name: name, alternativeNames: synonyms, shortcuts: provider,
      dependencies: { _ in provider.updateAppShortcutParameters() })
    app.phrasesMayOmitAppName = !phrasesNameApp
    return app
  }

  private static func maker<Value: _IntentValue>(_: Value.Type) -> ParameterMaker {
    { declaration in
      let question = declaration.question
      if declaration.isOptional {
        return {
          IntentParameter<Value?>(
            requestValueDialog: question.map { IntentDialog(LocalizedStringResource($0)) })
        }
      }
      return {
        IntentParameter<Value>(
          requestValueDialog: question.map { IntentDialog(LocalizedStringResource($0)) })
      }
    }
  }

  private static func entityMaker(_ slot: any DeclaredSlot.Type) -> ParameterMaker {
    func maker<Slot: DeclaredSlot>(_: Slot.Type) -> ParameterMaker {
      Self.maker(DeclaredEntity<Slot>.self)
    }
    return maker(slot)
  }

  private static func enumMaker(_ slot: any DeclaredSlot.Type) -> ParameterMaker {
    func maker<Slot: DeclaredSlot>(_: Slot.Type) -> ParameterMaker {
      Self.maker(DeclaredEnum<Slot>.self)
    }
    return maker(slot)
  }

  private static func shortcutMaker(_ slot: any DeclaredSlot.Type) -> @Sendable () -> AppShortcut {
    func maker<Slot: DeclaredSlot>(_: Slot.Type) -> @Sendable () -> AppShortcut {
      { AppShortcut(intent: DeclaredIntent<Slot>(), phrases: []) }
    }
    return maker(slot)
  }

  private static func provider(_ slot: any DeclaredSlot.Type) -> any AppShortcutsProvider.Type {
    func provider<Slot: DeclaredSlot>(_: Slot.Type) -> any AppShortcutsProvider.Type {
      DeclaredShortcuts<Slot>.self
    }
    return provider(slot)
  }
}
