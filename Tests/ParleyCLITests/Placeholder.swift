import Testing

@Suite struct ParleyCLITestsPlaceholder {
  @Test func builds() {}
}
