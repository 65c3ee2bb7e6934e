import Testing

@Suite struct ParleyIntentsTestsPlaceholder {
  @Test func builds() {}
}
