import Testing

@Suite struct AppleCompatibilityTestsPlaceholder {
  @Test func builds() {}
}
