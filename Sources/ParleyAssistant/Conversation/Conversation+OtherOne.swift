import ParleyIntents
import ParleyMatcher

/// A pick from a list of options for a parameter: what "no, the other one" takes back.
struct PickMade {
  /// The request the pick was made for.
  let request: ActiveRequest
  /// The name of the parameter the pick filled.
  let parameter: String
  /// The options listed, the one picked among them.
  let options: [ChoiceOption]
  /// The index in `options` of the one picked.
  let picked: Int

  /// The options not picked.
  var others: [ChoiceOption] {
    options.indices.filter { $0 != picked }.map { options[$0] }
  }
}

extension Conversation {
  /// Remembers that `value` was picked among `options` for `parameter` of the request under
  /// way, for "no, the other one".
  func rememberPick(_ value: Any, among options: [ChoiceOption], for parameter: String) {
    guard let request, options.count > 1,
      let picked = options.firstIndex(where: { "\($0.value)" == "\(value)" })
    else { return }
    dialog.lastPick = PickMade(
      request: request, parameter: parameter, options: options, picked: picked)
  }

  /// The pick "no, the other one" takes back: the last pick from a list made for the request
  /// under way, or, with no question waiting, for the request just performed; `nil` when
  /// `text` says no such thing or there is no such pick.
  func pickTakenBack(by text: String) -> PickMade? {
    guard options.matching == .flexible, Lexicon.otherOneRequests.contains(Self.words(of: text)),
      let pick = dialog.lastPick
    else { return nil }
    if isAwaitingAnswer { return pick.request === request ? pick : nil }
    return dialog.followUp == nil ? nil : pick
  }

  /// "no, the other one" after a pick from a list: the request goes on, or is carried out
  /// again, with the other option of the list, as a person means who picked the wrong one;
  /// of a longer list, the options left are asked among. With no question waiting, the
  /// request is the one just performed, with the values it ran with.
  func takeOther(than pick: PickMade) async -> Reply {
    let target: ActiveRequest
    if isAwaitingAnswer, let request {
      request.run = nil
      // What the pick was taken as is no longer said back.
      request.inferred.removeAll { $0.title == pick.options[pick.picked].title }
      target = request
    } else {
      target = makeRequest(app: pick.request.app, intentType: pick.request.intentType)
    }
    endOffer()
    self.request = target
    state = .idle
    guard let parameter = target.parameter(named: pick.parameter) else {
      return finish([], .cancelled)
    }
    let others = pick.others
    if others.count == 1, let other = others.first {
      // Mid-request, the other one is said to be taken before the question is asked again.
      let taken: [ReplyItem] = target === pick.request ? [.dialog("Okay, \(other.title).")] : []
      set(parameter, to: other.value)
      fillTheRest(of: target, from: pick.request)
      let options = pick.options
      dialog.lastPick = PickMade(
        request: target, parameter: pick.parameter, options: options,
        picked: options.firstIndex { "\($0.value)" == "\(other.value)" } ?? pick.picked)
      var reply = await proceed()
      reply.items.insert(contentsOf: taken, at: 0)
      return reply
    }
    fillTheRest(of: target, from: pick.request, but: pick.parameter)
    return askChoice(others, for: parameter, dialog: nil, use: .resolve)
  }

  /// Sets each parameter of `target` still empty (but `skipped`) to the value `source` has.
  private func fillTheRest(
    of target: ActiveRequest, from source: ActiveRequest, but skipped: String? = nil
  ) {
    guard target !== source else { return }
    for parameter in target.parameters where !parameter.hasValue && parameter.name != skipped {
      guard !source.defaulted.contains(parameter.name),
        let value = source.parameter(named: parameter.name)?.anyValue
      else { continue }
      set(parameter, to: value)
    }
  }
}
