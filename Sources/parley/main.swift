import BrewApp
import FlashcardsApp
import NotesApp
import ParleyCLI
import SoupShopApp
import TrailsApp

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

let status = await ParleyCLI.main(
  apps: [Trails.app, Brew.app, Flashcards.app, Notes.app, SoupShop.app],
  arguments: Array(CommandLine.arguments.dropFirst()))
exit(status)
