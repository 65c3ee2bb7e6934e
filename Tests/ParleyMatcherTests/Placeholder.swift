import Testing

@Suite struct ParleyMatcherTestsPlaceholder {
  @Test func builds() {}
}
