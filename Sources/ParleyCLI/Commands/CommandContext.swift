/// What every command gets besides its arguments: where to write and the loaded apps.
struct CommandContext: Sendable {
  let console: Console
}
