/// The phrase's evidence less the best evidence of the request's other candidates, −1…1; the
/// phrase's evidence when it has no rival.
///
/// A request that says one intent's phrase much better than any other's is clearer than one
/// that says several about as well: a request for something no app does often shares a few
/// words with many phrases, and none stands out.
struct EvidenceLead: CandidateFeature {
  static let name = "evidence_lead"
  static func value(_ context: CandidateContext) -> Double { context.lead }
}
