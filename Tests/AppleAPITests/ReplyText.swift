import ParleyAssistant

/// The sentences of a reply, in order, without its cards and lists.
func dialog(_ reply: Reply) -> [String] {
  reply.items.compactMap { if case .dialog(let text) = $0 { text } else { nil } }
}
