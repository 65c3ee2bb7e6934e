@testable import ParleyMatcher

extension TestCatalogs {
  /// A home assistant of sixteen intents, six phrases each: enough for its phrases, each left
  /// out, to mean their intents clearly (it has a least meaning).
  private static let homeAssistantPhrases: [(intent: String, texts: [String])] = [
    (
      "PlayMusic",
      [
        "play some music", "put on a song", "play my playlist", "shuffle my songs",
        "play something by my favourite band", "i want to hear some tunes",
      ]
    ),
    (
      "PlayGame",
      [
        "start a game", "let's play a quiz", "play trivia with me", "begin a board game",
        "i want to play a word game", "challenge me to a riddle",
      ]
    ),
    (
      "PlayAudiobook",
      [
        "resume my audiobook", "read me a book", "continue the novel",
        "play the next chapter of my book", "start the audiobook from the beginning",
        "i want to listen to a story",
      ]
    ),
    (
      "PlayRadio",
      [
        "turn on the radio", "tune in to a station", "play the radio", "put on the local station",
        "switch to fm", "play the news station",
      ]
    ),
    (
      "GetWeather",
      [
        "what's the weather", "is it going to rain", "how warm is it outside",
        "do i need a jacket today", "what's the forecast for tomorrow", "will it be sunny",
      ]
    ),
    (
      "GetNews",
      [
        "what's in the news", "tell me the headlines", "read me today's news",
        "any news about the election", "what happened in the world today",
        "give me the sports headlines",
      ]
    ),
    (
      "SetAlarm",
      [
        "set an alarm for seven", "wake me up at six", "create an alarm for the morning",
        "alarm at five thirty", "i need to get up early tomorrow", "set my alarm for noon",
      ]
    ),
    (
      "ListAlarms",
      [
        "what alarms do i have", "show my alarms", "list the alarms for tomorrow",
        "do i have an alarm set", "which alarms are on", "check my alarms",
      ]
    ),
    (
      "AddEvent",
      [
        "add lunch with sam to my calendar", "put a meeting on friday",
        "schedule a call with the team",
        "book a dentist visit next week", "create an event for saturday",
        "add a birthday party to my calendar",
      ]
    ),
    (
      "ListEvents",
      [
        "what's on my calendar", "do i have meetings today", "what's my schedule tomorrow",
        "show my events this week", "when is my next meeting", "am i free on friday",
      ]
    ),
    (
      "LightsOn",
      [
        "turn on the lights", "switch the lamp on", "lights on in the kitchen",
        "light up the living room", "i need some light", "turn the bedroom light on",
      ]
    ),
    (
      "LightsOff",
      [
        "turn off the lights", "switch the lamp off", "lights off in the kitchen",
        "kill the lights",
        "make it dark in here", "turn the bedroom light off",
      ]
    ),
    (
      "OrderFood",
      [
        "order a pizza", "get me some takeaway", "order dinner from the thai place",
        "i want to order food", "get sushi delivered", "order a burger for lunch",
      ]
    ),
    (
      "Clean",
      [
        "start the vacuum", "clean the living room", "run the robot vacuum", "vacuum the bedroom",
        "clean the floors", "send the robot to clean the kitchen",
      ]
    ),
    (
      "Define",
      [
        "what does serendipity mean", "define the word ubiquitous", "give me the meaning of a word",
        "what's the definition of irony", "explain the word ephemeral",
        "how do you spell necessary",
      ]
    ),
    (
      "Joke",
      [
        "tell me a joke", "make me laugh", "say something funny", "do you know any jokes",
        "tell me a pun", "cheer me up with a joke",
      ]
    ),
  ]

  /// ``homeAssistantPhrases`` as one app's, Home's, none naming the app.
  static let homeAssistant = MatcherCatalog(
    apps: [MatcherApp(name: "Home")],
    templates: homeAssistantPhrases.flatMap { intent, texts in
      texts.map { PhraseTemplate(app: "Home", intent: intent, parts: [.text($0)]) }
    },
    vocabularies: [])
}
