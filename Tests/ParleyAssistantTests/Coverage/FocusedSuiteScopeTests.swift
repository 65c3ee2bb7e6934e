import BrewApp
import Testing
import TrailsApp

@testable import ParleyAssistant

/// `parley test --app`: a line of a shared suite said to an app left out is skipped with the
/// app, as a line expecting its intent is.
@Suite struct FocusedSuiteScopeTests {
  @Test func aLineSaidToAnAppLeftOutIsSkippedWithIt() async throws {
    let catalog = try await AppCatalog.load([Trails.app])
    let suite = try PhraseSuite.parse(
      """
      open favorites in trails => OpenFavorites
      @focus Brew
      what did i order => nothing
      @focus Trails
      open my favorites => OpenFavorites
      """, file: "Shared.tests")
    let scoped = CoverageFiles.scoped(suite, leavingOut: [Brew.app], catalog: catalog)
    #expect(scoped.cases.map(\.utterance) == ["open favorites in trails", "open my favorites"])
    #expect(PhraseSuiteRunner(catalog: catalog).problems(in: scoped).isEmpty)
  }
}
