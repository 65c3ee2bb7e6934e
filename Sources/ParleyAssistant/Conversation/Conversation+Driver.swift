import Foundation
import ParleyIntents
import ParleyMatcher

/// The conversation as the driver of its transitions: it reads a line into a ``DialogStep``,
/// takes the state the step leads to, and carries out its effects, the work for the apps
/// included.
extension Conversation {
  /// The transition `line` makes from the conversation's state, read by the line reader (see
  /// `read(_:)`) and not carried out: nothing is shown, asked or performed, and the
  /// conversation's state is as it was. The line is read with its words misspelt beyond doubt
  /// of those the conversation reads a line by written as meant (see `spelledAsMeant(_:)`).
  func transition(on line: String) async -> DialogStep {
    let said = spelledAsMeant(line.trimmingCharacters(in: .whitespacesAndNewlines))
    var text = answerAfterEchoedQuestion(said)
    // "never mind, show my favorite trails" with nothing under way stops nothing: what follows
    // the stop is the request. "cancel that, …" still takes back what was just done.
    if case .idle = state, let (stop, rest) = ConversationWords.stopSaidFirst(text),
      !Lexicon.undoRequests.contains(stop)
    {
      text = rest
    }
    return DialogStep.transition(
      from: dialog, on: .line(text, await read(text)), setting: setting)
  }

  /// Carries out `step`: takes the state it leads to, then does its effects in order, and
  /// returns what they show and say.
  func carryOut(_ step: DialogStep) async -> Reply {
    dialog = step.state
    var reply = Reply(items: [], outcome: nil)
    for effect in step.effects {
      let done: Reply
      switch effect {
      case .carryOut(let work): done = await carryOut(work)
      case .perform(let request, let next): done = await perform(request, next)
      default:
        apply(effect, to: &reply)
        continue
      }
      reply = Reply(items: reply.items + done.items, outcome: done.outcome)
    }
    return reply
  }

  /// Makes a step from the conversation's state with `change` and carries it out: a transition
  /// made in the middle of work for the apps, which needs none of them.
  func take(_ change: (inout DialogStep) -> Void) -> Reply {
    var step = DialogStep(state: dialog, setting: setting)
    change(&step)
    return carryOutAtOnce(step)
  }

  /// Carries out `step`, whose effects need no app (no work and nothing performed, which are
  /// left undone): takes the state it leads to, then does its effects in order, and returns
  /// what they show and say.
  func carryOutAtOnce(_ step: DialogStep) -> Reply {
    dialog = step.state
    var reply = Reply(items: [], outcome: nil)
    for effect in step.effects { apply(effect, to: &reply) }
    return reply
  }

  /// Does `effect`, which needs no app, adding what it shows or says to `reply`.
  private func apply(_ effect: DialogEffect, to reply: inout Reply) {
    switch effect {
    case .show(let items):
      reply.items += items
    case .ask(let prompt):
      let said = withoutListedOptions(reply.items, before: prompt)
      reply.items = said + items(of: prompt, after: said)
      reply.outcome = nil
    case .outcome(let outcome):
      reply.outcome = outcome
    case .endRun(let request):
      request.run?.abandon()
    case .carryOut, .perform:
      break
    }
  }

  /// Goes on performing `request` as `step` says, and answers for what it came to.
  private func perform(_ request: ActiveRequest, _ step: PerformStep) async -> Reply {
    switch step {
    case .resolve(let parameter, let value):
      set(parameter, to: value)
      return await proceed()
    case .restart(setting: let parameter, to: let value):
      set(parameter, to: value)
      return await perform()
    case .restartConfirming(let name):
      request.confirmed.insert(name)
      return await perform()
    case .answer(let value):
      guard let run = request.run else { return finish([], .cancelled) }
      return await resume(run, with: value, in: request)
    case .together:
      return await confirmTogether(then: request)
    case .continueInApp:
      if let refusal = authenticate(request) { return refusal }
      return await continueInApp(request)
    }
  }

  /// Hands what performing the request under way came to to its transition, and carries the
  /// step out.
  func take(_ outcome: PerformOutcome) async -> Reply {
    await carryOut(DialogStep.transition(from: dialog, on: .outcome(outcome), setting: setting))
  }

  /// Does the work a line left for the apps (see ``LineWork``).
  private func carryOut(_ work: LineWork) async -> Reply {
    switch work {
    case .directInvocation(let text, let waiting):
      // An intent run directly replaces the request waiting, which is said to be cancelled.
      var reply = await invokeDirectly(text)
      if let waiting, waiting !== request {
        reply.items.insert(requestLeft(waiting), at: 0)
      }
      return reply
    case .answer(let text):
      return await answerQuestion(text)
    case .sideRequest(let side, let said):
      return await carryOut(side, said: said)
    case .offeredAction(let index, let text):
      return await runOfferedAction(index, pickedBy: text)
    case .otherOne(let pick):
      return await takeOther(than: pick)
    case .undo(let context, let said):
      let reply = await undo(context)
      dialog.lastUndo = UndoTurn(
        line: said, change: context?.intentName,
        undoneBy: context.flatMap { done in
          done.undoIntent.map { FollowUpContext.intentName(done.app, type(of: $0)) }
        })
      return reply
    case .followUp(let plan):
      return await run(plan)
    case .severalRequests(let parts):
      return await startSeveral(parts)
    case .request(let text, let performed, let left):
      var reply = await startRequest(text, after: (performed ?? left)?.app)
      dialog.referent = nil
      if reply.outcome == .notUnderstood {
        reply = answerFromWhatWasDone(text, performed: performed, left: left) ?? reply
        if dialog.followUp == nil { dialog.followUp = performed }
      }
      return reply
    case .refusal(let text, let question):
      return askAgain(because: await refusal(of: text, at: question))
    case .unusable(let text, let reason):
      return askAgain(because: await wishRefusal(text) ?? reason)
    case .askConfirmation(let question):
      return askConfirmation(question)
    case .askValue(let parameter, let dialog, let use):
      return await askValue(for: parameter, dialog: dialog, use: use)
    }
  }
}
