import ParleyAssistant
import Testing

@testable import ParleyIntents

/// Apple-style code for each API a developer's own app uses compiles against ParleyIntents and
/// runs through the conversation engine.
@Suite struct AppleAPITests {
  private func conversation() async throws -> Conversation {
    Conversation(catalog: try await AppCatalog.load([Grocery.app]))
  }

  @Test func anOptionalIntentDescriptionIsRead() {
    #expect(BuyProduce.descriptionText == "Buys fruit.")
  }

  @Test func theParameterSummaryFollowsTheValues() {
    let intent = BuyProduce()
    #expect(intent.summarySentence == "Buy Produce")
    intent.produce = .apples
    #expect(intent.summarySentence == "Buy some apples in a Basket basket")
    intent.produce = .plums
    intent.basket = "Large"
    #expect(intent.summarySentence == "Buy Plums in a Large basket")
    intent.express = true
    #expect(intent.summaryTemplate == "Buy ${produce} by express")
  }

  @Test func aQuestionListsTheOptionsProvidersChoices() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "buy pears with grocer")
    #expect(
      question.items == [.dialog("What's the basket?"), .choices(["Small", "Medium", "Large"])])
    let done = await conversation.respond(to: "large")
    #expect(dialog(done) == ["Bought pears in a Large basket."])
    #expect(done.items.contains(.snippet(Snippet(title: "Basket", lines: ["1 order, 3.5 each"]))))
  }

  @Test func aClearRequestIsNotConfirmedAgain() async throws {
    let conversation = try await conversation()
    #expect(dialog(await conversation.respond(to: "clear my basket in grocer")) == ["Cleared."])
  }

  @Test func aDirectRunIsNotALowConfidenceSource() async throws {
    let conversation = try await conversation()
    #expect(dialog(await conversation.respond(to: "/ClearBasket")) == ["Cleared."])
  }

  @Test func aConfirmationWithoutDialogReadsTheSummary() async throws {
    let conversation = try await conversation()
    let question = await conversation.respond(to: "/PlaceOrder item=\"oat milk\"")
    #expect(dialog(question) == ["Order oat milk?"])
    #expect(dialog(await conversation.respond(to: "yes")) == ["Ordered oat milk."])
  }

  @Test func anAttributedStringParameterIsAskedAsText() async throws {
    let conversation = try await conversation()
    #expect(dialog(await conversation.respond(to: "/AddNote")) == ["What's the note?"])
    #expect(dialog(await conversation.respond(to: "ripe ones only")) == ["Noted: ripe ones only."])
  }
}

extension AppleAPITests {
  @Test func aWeakMatchIsConfirmed() async throws {
    // A score under the confirming line: a produce named that clearing the basket does not take.
    let conversation = try await conversation()
    let question = await conversation.respond(to: "clear apples in grocer")
    #expect(try #require(conversation.lastMatch?.best).score < 0.75)
    #expect(
      dialog(question) == [
        "Clear Basket doesn't take a produce, so I've left out “apples”.", "Clear the basket?",
      ])
    #expect(dialog(await conversation.respond(to: "empty")) == ["Cleared."])
  }
}

extension AppleAPITests {
  @Test func continuingInTheForegroundAsksThenOpensTheApp() async throws {
    let conversation = try await conversation()
    #expect(dialog(await conversation.respond(to: "/CheckOut")) == ["Finish paying in the app?"])
    #expect(dialog(await conversation.respond(to: "yes")) == ["Checked out.", "Opening Grocer…"])
  }

  @Test func aForegroundErrorAsksThenOpensTheApp() async throws {
    let conversation = try await conversation()
    #expect(dialog(await conversation.respond(to: "/TrackDelivery")) == ["Continue in Grocer?"])
    #expect(dialog(await conversation.respond(to: "yes")) == ["Opening Grocer…"])
    _ = await conversation.respond(to: "/TrackDelivery")
    #expect(dialog(await conversation.respond(to: "no")) == ["Okay, cancelled."])
  }

  @Test func anOpenedIntentRunsFully() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/ReviewOrder"))
        == ["Thanks for shopping.", "How many stars?"])
    #expect(dialog(await conversation.respond(to: "4")) == ["Rated 4 stars."])
    _ = await conversation.respond(to: "/ReviewOrder")
    #expect(dialog(await conversation.respond(to: "9")) == ["Five stars at most, please."])
  }
}

extension AppleAPITests {
  @Test func aSpeakerCannotRunWhatNeedsTheLocalDeviceUnlocked() async throws {
    let catalog = try await AppCatalog.load([Grocery.app])
    let speaker = Conversation(
      catalog: catalog, options: ConversationOptions(surface: .speaker, isUnlocked: true))
    #expect(
      dialog(await speaker.respond(to: "/PayNow"))
        == ["You'll need to do that on your device; Grocer can't do it here."])
    #expect(dialog(await speaker.respond(to: "/ReorderUsual")) == ["Reordered."])
    let display = Conversation(
      catalog: catalog, options: ConversationOptions(surface: .display, isUnlocked: true))
    #expect(dialog(await display.respond(to: "/PayNow")) == ["Paid."])
  }
}

extension AppleAPITests {
  @Test func aURLRepresentableIntentOpensItsURL() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/OpenAisle aisle=\"fresh fruit\""))
        == ["Opening https://grocer.example/aisles/fresh%20fruit…"])
  }

  @Test func anOpenIntentOpensItsTargetsURL() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/OpenAisleEntity target=fruit"))
        == ["Opening https://grocer.example/aisles/7…"])
    #expect(
      dialog(await conversation.respond(to: "/ShowAisle target=bakery"))
        == ["Here's the Bakery aisle.", "Opening https://grocer.example/aisles/9…"])
    #expect(
      dialog(await conversation.respond(to: "/ShareAisle aisle=bakery"))
        == ["Opening https://grocer.example/aisles/9…"])
    let speaker = Conversation(
      catalog: try await AppCatalog.load([Grocery.app]),
      options: ConversationOptions(surface: .speaker))
    #expect(
      dialog(await speaker.respond(to: "/OpenAisleEntity target=fruit"))
        == ["To open Fruit in Grocer, continue on your iPhone."])
  }

  @Test func aURLRepresentableEntityHasItsURL() async throws {
    let aisle = try await AisleQuery().allEntities()[0]
    #expect(aisle.url == URL(string: "https://grocer.example/aisles/7"))
  }

  @Test func predictableAndFocusFilterIntentsRunDirectly() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/ShowProduce produce=plums")) == [
        "Here are the plums."
      ])
    #expect(dialog(await conversation.respond(to: "/QuietShopping")) == ["Offers muted."])
    #expect(try await QuietShopping.current.appContext.notificationFilterPredicate == nil)
  }
}

extension AppleAPITests {
  @Test func theFindActionComparesSortsAndLimits() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/FindProducts name_contains=bread sortBy=price"))
        == ["Found 2 products: Bread Rolls and Rye Bread."])
    #expect(
      dialog(await conversation.respond(to: "/FindProducts price_below=4 sortBy=name limit=2"))
        == ["Found 2 products: Bread Rolls and Oat Milk."])
    #expect(
      dialog(
        await conversation.respond(
          to: "/FindProducts name=sourdough price_below=2 mode=or sortBy=price order=descending"
        )) == ["Found 2 products: Sourdough and Bread Rolls."])
    #expect(
      dialog(await conversation.respond(to: "/FindProducts name_contains=cheese"))
        == ["No products match."])
  }

  @Test func theFindActionSaysWhatItCannotDo() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/FindProducts colour=red"))
        == ["There's no property called “colour”. Properties: name, price."])
    #expect(
      dialog(await conversation.respond(to: "/FindProducts price_above=3"))
        == ["“price” can't be compared that way."])
    #expect(
      dialog(await conversation.respond(to: "/FindProducts limit=none"))
        == ["limit is a whole number above 0, not “none”."])
  }

  @Test func anEnumerableQueryListsItsEntities() async throws {
    let conversation = try await conversation()
    #expect(
      dialog(await conversation.respond(to: "/FindAisles sortBy=name order=descending limit=1"))
        == ["Found 1 aisle: Fruit."])
  }
}

extension AppleAPITests {
  @Test func whenComparesValues() {
    let order = PlaceOrder()
    order.item = "bread"
    #expect(order.summarySentence == "Order a loaf")
    order.item = "figs"
    order.aisle = .pears
    #expect(order.summarySentence == "Order figs from the Pears shelf")
    order.quantity = 3
    #expect(order.summarySentence == "Order 3 of figs")
  }
}

extension AppleAPITests {
  @Test func intentHelpShowsTheSummaryDescriptionAndParameters() async throws {
    let conversation = try await conversation()
    let help = await conversation.respond(to: "/BuyProduce ?")
    #expect(
      help.items == [
        .snippet(
          Snippet(
            title: "Buy Produce (Grocer)",
            lines: [
              "Summary: Buy [Produce]", "Buys fruit.", "Say: “Buy Apples with Grocer”",
              "produce: Produce, a produce; Apples, Pears, or Plums",
              "basket: Basket, text; Small, Medium, or Large",
              "express: Express, yes or no; optional",
              "Run: /BuyProduce produce=… basket=… express=…",
            ]))
      ])
    let order = await conversation.respond(to: "/PlaceOrder?")
    #expect(
      order.items.first.map { if case .snippet(let card) = $0 { card.lines[0] } else { "" } }
        == "Summary: Order [Item]")
  }

  @Test func theIntentListShowsEachIntentsSummary() async throws {
    let conversation = try await conversation()
    let list = await conversation.respond(to: "/?")
    guard case .snippet(let card) = list.items.last else {
      Issue.record("no list in \(list.items)")
      return
    }
    #expect(card.title == "Grocer")
    #expect(card.lines.contains("/PlaceOrder — Order [Item]"))
    #expect(card.lines.contains("/AddNote — Add Note"))
    #expect(card.lines.suffix(2) == ["/FindProducts — Find Products", "/FindAisles — Find Aisles"])
  }

  @Test func findHelpShowsWhatTheFindActionTakes() async throws {
    let conversation = try await conversation()
    #expect(
      await conversation.respond(to: "/FindProducts ?").items == [
        .snippet(
          Snippet(
            title: "Find Products (Grocer)",
            lines: [
              "name: name=…, name_contains=…", "price: price_below=…",
              "sortBy=name|price, order=descending",
              "limit=…, mode=or (any comparison instead of all)",
              "Run: /FindProducts with any of the above",
            ]))
      ])
    #expect(
      await conversation.respond(to: "/FindAisles ?").items == [
        .snippet(
          Snippet(
            title: "Find Aisles (Grocer)",
            lines: [
              "Every one, by title: sortBy=title, order=descending, limit=…",
              "Run: /FindAisles with any of the above",
            ]))
      ])
  }
}
