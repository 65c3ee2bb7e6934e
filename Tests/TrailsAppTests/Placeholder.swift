import Testing

@Suite struct TrailsAppTestsPlaceholder {
  @Test func builds() {}
}
