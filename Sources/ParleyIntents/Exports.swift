// Apple's App Intents module makes Foundation's types (`Date`, `UUID`, `URL`, `Decimal`, …)
// visible to every file that imports it; so does ParleyIntents, so that App Intents code
// compiles after changing `import AppIntents` to `import ParleyIntents` and nothing else.
@_exported import Foundation
