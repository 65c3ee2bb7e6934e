import ParleyAssistant
import Testing

@testable import ParleyIntents

/// The snippets from Apple's documentation and guides, compiled as written, run through the
/// conversation engine.
@Suite struct GuideSnippetTests {
  private func conversation(_ surface: Surface = .display) async throws -> Conversation {
    Conversation(
      catalog: try await AppCatalog.load([Guide.app]),
      options: ConversationOptions(surface: surface))
  }

  @Test func aPackagesIntentRunsAndDescribesItself() async throws {
    let conversation = try await conversation()
    #expect(dialog(await conversation.respond(to: "foo with guide")) == ["Done."])
    let help = await conversation.respond(to: "/FooIntent ?")
    guard case .snippet(let card) = help.items.first else {
      Issue.record("no help card in \(help.items)")
      return
    }
    #expect(card.lines.contains("Perform Foo."))
  }

  @Test func anEntityWithADecimalAndAnEnumWithMutableCases() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "/OrderSoup soup=tomato")
    #expect(question.items.last == .choices(["Small (8 oz)", "Medium (12 oz)", "Large (16 oz)"]))
    #expect(
      dialog(await conversation.respond(to: "medium"))
        == ["A Medium (12 oz) Tomato soup, $4.5."])
  }

  @Test func anOpenIntentWithoutPerformOpensItsTarget() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/OpenLandmarkIntent target=\"old mill\""))
        == ["Opening Old Mill in Guide…"])
    #expect(dialog(await conversation.respond(to: "/OpenLandmarkIntent")) == ["Which landmark?"])
  }

  @Test func parametersWithADefaultValueAndAQuestion() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "/BookAppointmentIntent service=haircut")
    #expect(dialog(question) == ["Which location would you like to visit?"])
    #expect(
      dialog(await conversation.respond(to: "harbour"))
        == ["Booked Haircut at Harbour for 60 minutes."])
  }

  @Test func aSummaryWithItsParametersListed() async throws {
    let order = OrderIntent()
    #expect(order.summarySentence == "Order Quantity Item")
    #expect(order.summaryOutline == "Order [Quantity] [Item]")
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/OrderIntent item=lattes quantity=2"))
        == ["Ordered 2 lattes."])
  }

  @Test func anErrorSaysWhatWentWrong() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/BuySoldOut")) == ["Sorry, Scones is out of stock"])
  }

  @Test func aStringQueryAddedInAnExtensionFindsTheBook() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/ReadBook book=dune"))
        == ["Reading Dune by Frank Herbert."])
  }

  @Test func theSystemContextSaysTheIntentCanContinueInTheForeground() async throws {
    #expect(GetCrowdStatusIntent().systemContext.currentMode.canContinueInForeground)
    #expect(!OrderIntent().systemContext.currentMode.canContinueInForeground)
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/GetCrowdStatusIntent landmark=\"old mill\""))
        == ["Current crowd level: 3", "Opening Guide…"])
    #expect(
      dialog(await conversation.respond(to: "/GetCrowdStatusIntent landmark=lighthouse"))
        == ["The landmark is currently closed."])
  }

  @Test func aConfirmationNamedByAStringLiteral() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/DeleteTaskIntent task=\"buy milk\""))
        == ["Are you sure you want to delete 'Buy milk'?"])
    #expect(dialog(await conversation.respond(to: "delete")) == ["Task deleted"])
    _ = await conversation.respond(to: "/DeleteTaskIntent task=\"buy milk\"")
    #expect(dialog(await conversation.respond(to: "cancel")) == ["Okay, cancelled."])
  }
}
