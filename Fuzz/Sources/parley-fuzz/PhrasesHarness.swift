import BrewApp
import Foundation
import ParleyAssistant
import ParleyMatcher
import TrailsApp

/// The phrase-file (`*.phrases`) reader: any bytes give a file or errors with locations inside
/// it; a file that reads is added to the bundled apps, and when that is accepted the apps load
/// and match a request.
enum PhrasesHarness {
  static let file = "Trails.phrases"

  static func prepare() {
    _ = Catalogs.catalog
  }

  static func run(_ data: Data) {
    let bytes = data.prefix(8192)
    let phrases: AppPhraseFile
    do {
      phrases = try AppPhraseFile.parse(bytes, file: file)
    } catch let errors as PhraseFileErrors {
      FileHarness.checkLocations(errors, file: file, lines: FileHarness.lineCount(bytes))
      return
    } catch {
      violated("the phrase-file reader threw \(error)")
    }
    guard let apps = try? AppPhraseFile.adding([phrases], to: [Trails.app, Brew.app]) else {
      return
    }
    guard let catalog = blocking({ try? await AppCatalog.load(apps) }) else { return }
    for phrase in phrases.phrases.prefix(4) {
      _ = catalog.index.match(phrase.text, options: MatchOptions(now: Catalogs.now))
    }
  }
}
