import Foundation
import Testing

@testable import ParleyAssistant

@Suite struct PhraseSuiteTests {
  private func parse(_ text: String) throws -> PhraseSuite {
    try PhraseSuite.parse(text, file: "Trails.tests")
  }

  /// The description of the errors that parsing `text` throws, or `nil` when it parses.
  private func errors(_ text: String) -> String? {
    PhraseFileTesting.thrownDescription { try parse(text) }
  }

  @Test func aCaseKnowsWhereItsIntentAndParametersAreWritten() throws {
    let suite = try parse(
      """
      suggest hiking trails near cupertino in trails => SuggestTrails activity=hiking location="Cupertino"
        play some jazz => nothing
      """)
    let suggest = suite.cases[0]
    #expect(suggest.location.description == "Trails.tests:1:1")
    #expect(suggest.intentLocation.description == "Trails.tests:1:51")
    #expect(
      suggest.parameterLocations.mapValues(\.description) == [
        "activity": "Trails.tests:1:65", "location": "Trails.tests:1:81",
      ])
    #expect(suite.cases[1].intentLocation.description == "Trails.tests:2:21")
  }

  @Test func readsCasesDirectivesAndComments() throws {
    let suite = try parse(
      """
      # Trails phrase coverage
      @now 2026-11-21T09:00:00Z           # the clock for relative dates
      get conditions for bear creek in trails   => GetTrailInfo trail="Bear Creek Trail"

      show me my favourite trails                => OpenFavorites
      suggest hiking trails near cupertino in trails => SuggestTrails activity=hiking location="Cupertino"
        play some jazz                           => nothing  # must not match
      """)
    #expect(suite.now == Date(timeIntervalSince1970: 1_795_251_600))
    #expect(
      suite.cases.map(\.utterance) == [
        "get conditions for bear creek in trails", "show me my favourite trails",
        "suggest hiking trails near cupertino in trails", "play some jazz",
      ])
    #expect(
      suite.cases[0].expectation
        == .intent(
          app: nil, name: "GetTrailInfo",
          parameters: [.init(name: "trail", value: "Bear Creek Trail")]))
    #expect(suite.cases[1].expectation == .intent(app: nil, name: "OpenFavorites", parameters: []))
    #expect(
      suite.cases[2].expectation
        == .intent(
          app: nil, name: "SuggestTrails",
          parameters: [
            .init(name: "activity", value: "hiking"), .init(name: "location", value: "Cupertino"),
          ]))
    #expect(suite.cases[3].expectation == .nothing)
    #expect(
      suite.cases.map(\.location.description) == [
        "Trails.tests:3:1", "Trails.tests:5:1", "Trails.tests:6:1", "Trails.tests:7:3",
      ])
  }

  @Test func readsQualifiedNamesEscapesAndHashesInQuotes() throws {
    let suite = try parse(
      #"""
      open trail three => nothing # a comment with => and "a quote
      open trail 3 in trails => Trails.OpenTrail name="Trail \"#3\" \\ north" id=a#b
      """#)
    #expect(suite.cases.count == 2)
    let testCase = try #require(suite.cases.last)
    #expect(suite.cases.first?.utterance == "open trail three")
    #expect(testCase.utterance == "open trail 3 in trails")
    #expect(
      testCase.expectation
        == .intent(
          app: "Trails", name: "OpenTrail",
          parameters: [
            .init(name: "name", value: ##"Trail "#3" \ north"##), .init(name: "id", value: "a#b"),
          ]))
    #expect(suite.now == nil)
  }

  @Test func describesExpectationsAsWritten() throws {
    let suite = try parse(
      #"""
      a => Trails.GetTrailInfo trail="Bear \"Creek\"" difficulty=easy note=""
      b => nothing
      """#)
    #expect(
      suite.cases.map(\.expectation.description) == [
        #"Trails.GetTrailInfo trail="Bear \"Creek\"" difficulty=easy note="""#, "nothing",
      ])
  }

  @Test func acceptsCRLFLineEndsAndAByteOrderMark() throws {
    let text = "\u{FEFF}@now 2026-11-21\r\nhi there => Greet name=\"Ann\"\r\nbye => nothing\r\n"
    let suite = try parse(text)
    #expect(suite.now == Date(timeIntervalSince1970: 1_795_219_200))
    #expect(suite.cases.count == 2)
    #expect(
      suite.cases[0].expectation
        == .intent(app: nil, name: "Greet", parameters: [.init(name: "name", value: "Ann")]))
    #expect(suite.cases[1].location.description == "Trails.tests:3:1")
  }

  @Test func reportsEveryProblemWithItsLocation() {
    let text = """
      show me my favourite trails OpenFavorites
         => OpenFavorites
      @nwo 2026-11-21T09:00:00Z
      @surface display
      get info => GetTrailInfo trail="Bear Creek
      get info => GetTrailInfo trail
      get info => GetTrailInfo 3trail=x
      get info => GetTrailInfo trail=x"y
      get info => GetTrailInfo trail="x"y
      get info => GetTrailInfo trail="a\\nb"
      get info => GetTrailInfo trail=a trail=b
      get info => 9Lives
      get info => A.B.C
      get info =>   # nothing here
      play jazz => nothing really
      """
    #expect(
      errors(text) == """
        Trails.tests:1:1: missing '=>' between the utterance and the expected intent
        Trails.tests:2:4: empty utterance before '=>'
        Trails.tests:3:1: unknown directive '@nwo'; did you mean '@now'?
        Trails.tests:4:1: unknown directive '@surface'; expected '@now', '@matching' or '@focus'
        Trails.tests:5:32: unterminated quote in the value of 'trail'
        Trails.tests:6:26: bad parameter 'trail'; expected name=value or name="quoted value"
        Trails.tests:7:26: bad parameter '3trail=x'; expected name=value or name="quoted value"
        Trails.tests:8:26: bad parameter 'trail=x"y'; expected name=value or name="quoted value"
        Trails.tests:9:35: unexpected 'y' after the closing quote of 'trail'; separate parameters with spaces
        Trails.tests:10:34: unknown escape '\\n' in the value of 'trail'; write \\" for a quote and \\\\ for a backslash
        Trails.tests:11:34: parameter 'trail' is given twice
        Trails.tests:12:13: bad intent name '9Lives'; expected a type name such as 'GetTrailInfo' or 'Trails.GetTrailInfo', or 'nothing'
        Trails.tests:13:13: bad intent name 'A.B.C'; expected a type name such as 'GetTrailInfo' or 'Trails.GetTrailInfo', or 'nothing'
        Trails.tests:14:15: missing the expected intent after '=>'; write an intent name or 'nothing'
        Trails.tests:15:22: 'nothing' takes no parameters
        """)
  }

  @Test func reportsAQuoteEndedByABackslashAsUnterminated() {
    #expect(
      errors(#"get info => GetTrailInfo trail="Bear\"#) == """
        Trails.tests:1:32: unterminated quote in the value of 'trail'
        """)
    #expect(
      errors(#"get info => GetTrailInfo trail="Bear\" # still quoted"#) == """
        Trails.tests:1:32: unterminated quote in the value of 'trail'
        """)
  }

  @Test func reportsBadAndDuplicateDates() {
    let text = """
      @now 2026-02-30T09:00:00Z
      @now 2026-11-21T09:00:00Z
      """
    #expect(
      errors(text) == """
        Trails.tests:1:6: bad date '2026-02-30T09:00:00Z'; expected an ISO 8601 date and time such as 2026-11-21T09:00:00Z
        Trails.tests:2:1: duplicate '@now'; it is already set on line 1
        """)
    #expect(
      errors("@now   # no value") == """
        Trails.tests:1:8: '@now' needs a date and time such as 2026-11-21T09:00:00Z
        """)
  }

  @Test func reportsInvalidUTF8AtItsFirstBadByte() throws {
    var data = Data("hi => Greet\n".utf8)
    data.append(contentsOf: Array("café ".utf8) + [0xE9] + Array(" => Greet\n".utf8))
    data.append(contentsOf: [0x61, 0x20, 0xC3])
    do {
      _ = try PhraseSuite.parse(data, file: "Bad.tests")
      Issue.record("expected an error")
    } catch let error as PhraseFileErrors {
      #expect(
        error.description == """
          Bad.tests:2:6: invalid UTF-8 (byte 0xE9); save the file as UTF-8
          Bad.tests:3:3: invalid UTF-8 (byte 0xC3); save the file as UTF-8
          """)
      #expect(error.errors.map(\.code) == [.invalidUTF8, .invalidUTF8])
      #expect(error.errors.map(\.line) == [2, 3])
      #expect(error.errors.map(\.column) == [6, 3])
    }
  }

  @Test func reportsOverlongLines() {
    let long = String(repeating: "é", count: 10_001) + " => nothing"
    #expect(
      errors("ok => nothing\n" + long) == """
        Trails.tests:2:10001: line is 10012 characters long; the limit is 10000
        """)
    #expect(errors(String(repeating: "a", count: 9_988) + " => nothing") == nil)
  }

  @Test func loadsFromDiskAndReportsMissingFiles() throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("PhraseSuiteTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("Trails.tests")
    try Data("hi => Greet\n".utf8).write(to: url)
    #expect(try PhraseSuite.load(contentsOf: url).cases.count == 1)

    #expect(
      PhraseFileTesting.thrownDescription { try PhraseSuite.load(contentsOf: directory) }
        == "\(directory.path): is a directory, not a file")

    let missing = directory.appendingPathComponent("Missing.tests")
    #expect {
      try PhraseSuite.load(contentsOf: missing)
    } throws: { error in
      "\(error)" == "\(missing.path): no such file"
    }
  }
}

@Suite struct FocusDirectiveTests {
  @Test func aFocusHoldsForTheLinesBelowItUntilTheNext() throws {
    let suite = try PhraseSuite.parse(
      """
      order a latte with brew => OrderCoffee
      @focus Brew   # right after an order
      what did i order => CheckOrderStatus
      is it ready => CheckOrderStatus
      @focus Soup Shop
      what did i order => CheckOrder
      @focus
      what did i order => nothing
      """, file: "Focus.tests")
    #expect(suite.cases.map(\.appInFocus) == [nil, "Brew", "Brew", "Soup Shop", nil])
    #expect(suite.cases[1].appInFocusLocation?.description == "Focus.tests:2:8")
    #expect(suite.cases[3].appInFocusLocation?.description == "Focus.tests:5:8")
    #expect(suite.cases[4].appInFocusLocation == nil)
  }
}
