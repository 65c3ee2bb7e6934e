import Testing

@Suite struct ParleyAssistantTestsPlaceholder {
  @Test func builds() {}
}
