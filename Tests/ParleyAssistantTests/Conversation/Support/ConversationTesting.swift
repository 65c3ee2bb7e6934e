import BrewApp
import Foundation
import ParleyIntents
import TrailsApp

@testable import ParleyAssistant

/// Builds conversations over the Trails app and the small test apps, with a fixed clock.
enum ConversationTesting {
  /// The clock of every conversation test: Saturday 21 November 2026, 09:00 UTC.
  static let now = Date(timeIntervalSince1970: 1_795_251_600)

  /// Every app the tests talk to.
  static let apps = [Trails.app, Studio.app, Kitchen.app, Radio.app, Errands.app]

  /// A fresh conversation over every test app.
  static func conversation(
    _ surface: Surface = .display, passcode: String? = nil, isUnlocked: Bool = false,
    maximumAttempts: Int = 3
  ) async throws -> Conversation {
    let catalog = try await AppCatalog.load(apps)
    return conversation(
      over: catalog, surface, passcode: passcode, isUnlocked: isUnlocked,
      maximumAttempts: maximumAttempts)
  }

  /// A fresh conversation over the bundled Trails and Brew apps.
  static func trailsAndBrew(_ surface: Surface) async throws -> Conversation {
    conversation(over: try await AppCatalog.load([Trails.app, Brew.app]), surface)
  }

  /// A fresh conversation over a catalog that was already loaded.
  static func conversation(
    over catalog: AppCatalog, _ surface: Surface = .display, passcode: String? = nil,
    isUnlocked: Bool = false, maximumAttempts: Int = 3
  ) -> Conversation {
    let options = ConversationOptions(
      surface: surface, now: now, passcode: passcode, isUnlocked: isUnlocked,
      maximumAttempts: maximumAttempts)
    return Conversation(catalog: catalog, options: options)
  }

  /// A fresh conversation over `apps` on `surface`.
  static func conversation(over apps: [ParleyApp], _ surface: Surface) async throws
    -> Conversation
  {
    conversation(over: try await AppCatalog.load(apps), surface)
  }
}

extension Conversation {
  /// The replies to `lines`, said one after the other.
  func replies(to lines: [String]) async -> [Reply] {
    var replies: [Reply] = []
    for line in lines {
      replies.append(await respond(to: line))
    }
    return replies
  }
}

/// The texts a reply says, without its snippets and lists.
func dialogs(_ reply: Reply) -> [String] {
  reply.items.compactMap { item in
    if case .dialog(let text) = item { return text }
    return nil
  }
}

/// A reply that asks a question and waits for the answer.
func asks(_ items: ReplyItem...) -> Reply {
  Reply(items: items, outcome: nil)
}

/// A reply that ends the request with `outcome`.
func ends(_ outcome: Outcome, _ items: ReplyItem...) -> Reply {
  Reply(items: items, outcome: outcome)
}

/// A reply that ends the request with the intent's answer.
func completes(_ items: ReplyItem...) -> Reply {
  Reply(items: items, outcome: .completed)
}

/// The acknowledgement of a cancelled request.
let cancelled = Reply(items: [.dialog("Okay, cancelled.")], outcome: .cancelled)

/// What opening `place` says on `surface`: a display opens it, a speaker sends the person to
/// their phone.
func opening(_ place: String, on surface: Surface) -> ReplyItem {
  .dialog(
    surface == .display ? "Opening \(place)…" : "To open \(place), continue on your iPhone.")
}
