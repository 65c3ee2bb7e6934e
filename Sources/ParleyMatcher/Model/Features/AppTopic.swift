/// How much the request is about what all the candidate's app's phrases are about: the cosine
/// of its meaning to the app's average phrase, before that average is taken away to tell the
/// app's intents apart (see ``MeaningProfile/topicSimilarity(of:)``); 0 for an app with no
/// meaning profile.
///
/// The other meaning features are read after the app's average is taken away, so what all of an
/// app's phrases share says nothing about which intent is meant. But that shared part is what
/// tells a request for the app from one about something else: in an app of a few intents all
/// about one thing ("set an alarm", "cancel my alarm", "what alarms do I have"), "what's the
/// weather tomorrow" may lie nearer one intent than another once the alarm is taken away, and
/// far from all of them before. In a catalog of one app it is the same for every candidate and
/// weighs only against "nothing".
struct AppTopic: CandidateFeature {
  static let name = "app_topic"
  static let direction = WeightDirection.rising
  static func value(_ context: CandidateContext) -> Double { context.meaning?.topic ?? 0 }
}
