extension SiriDomainList {
  /// The table the bundled list is read from: Siri's built-in domains and the openings of
  /// their requests, the system apps' names and everyday words, each line with its source.
  static let table = """
    # What Siri takes for itself: the openings of requests that go to one of its built-in domains
    # (and so to a system app) rather than to an app that declares the same words, the names of the
    # system apps, and everyday words an app's name should not be. `parley test` reads this file
    # for its `siri-domain`, `system-app-name` and `common-app-name` lints.
    #
    # Lines, fields separated by " | ":
    #   domain | NAME | SYSTEM APP | OPENING, OPENING, … | SOURCE
    #   system apps | NAME, NAME, … | SOURCE
    #   common words | WORD, WORD, … | SOURCE
    # An opening is the first words of a request, matched as whole words, in lower case; a phrase
    # may put "please", "hey", "can you" and the like before them.
    #
    # Sources, as cited below:
    #   [SiriKit]  Apple's SiriKit documentation: the domain's intent classes (developer.apple.com/
    #              documentation/sirikit), the requests Siri hands to the system app or to an
    #              app that adopts the domain.
    #   [Guide]    Apple's iPhone User Guide, "Use Siri on iPhone" and the chapters of the apps
    #              named (support.apple.com/guide/iphone): the requests Siri answers with them.
    #   [Field]    Developers' reports of phrases that Siri sent elsewhere on a device:
    #              hushh-labs/hushh-research pull requests 6501 ("Call <app> <target>" made Siri
    #              ask "Agent One or Phone?"), 6383 (app name taken as a contact) and 6542 ("no
    #              phrase opens with a system-domain verb"); Apple forum and radar reports that
    #              "list", "car" and "add a note" go to Reminders, Notes or car features.
    #   [Parley]   This project's own choice, not a documented behaviour.

    domain | calling | Phone | call, phone, dial, ring, facetime, video call, audio call | \
    [SiriKit] Calls: INStartCallIntent; [Field] 6501
    domain | messaging | Messages | text, message, send a message, send a text, send an imessage, \
    read my messages, reply to | [SiriKit] Messaging: INSendMessageIntent, \
    INSearchForMessagesIntent; [Field] 6542
    domain | reminders | Reminders | remind me, create a reminder, add a reminder, set a \
    reminder, make a reminder, new reminder, create a list, make a list, new list, add to my list \
    | [SiriKit] Lists and Notes: INAddTasksIntent, INCreateTaskListIntent; [Field] "list"
    domain | notes | Notes | create a note, make a note, take a note, write a note, add a note, \
    new note, note that | [SiriKit] Lists and Notes: INCreateNoteIntent, INAppendToNoteIntent; \
    [Field] "add a note"
    domain | timers and alarms | Clock | set a timer, start a timer, set an alarm, wake me up, \
    cancel my alarm, start the stopwatch | [Guide] Clock: timers, alarms and the stopwatch by Siri
    domain | music playback | Music | play, shuffle, pause the music, skip this song, next song, \
    what song is this | [SiriKit] Media: INPlayMediaIntent; [Guide] Music
    domain | directions | Maps | navigate to, directions to, get directions, take me to, how do i \
    get to, share my location, share my eta, where did i park | [Guide] Maps: directions, sharing \
    an ETA and the parked car by Siri; [Field] 6542
    domain | finding devices and items | Find My | find my | [Guide] Find My: devices, items \
    and people located by Siri
    domain | weather | Weather | what's the weather, what is the weather, how's the weather, will \
    it rain, will it snow, is it going to rain, what's the temperature | [Guide] Weather: \
    forecasts by Siri
    domain | calendar | Calendar | schedule a meeting, create an event, add an event, new event, \
    what's on my calendar | [Guide] Calendar: events by Siri
    domain | mail | Mail | email, send an email, write an email, read my email | [Guide] Mail: \
    email by Siri
    domain | payments | Wallet | send money, request money, pay back | [SiriKit] Payments: \
    INSendPaymentIntent, INRequestPaymentIntent
    domain | workouts | Fitness | start a workout, end my workout, pause my workout | [SiriKit] \
    Workouts: INStartWorkoutIntent, INEndWorkoutIntent
    domain | ride booking | Maps | book a ride, get me a ride, get me a taxi | [SiriKit] Ride \
    Booking: INRequestRideIntent
    domain | car commands | Car Key | lock my car, unlock my car | [SiriKit] Car Commands: \
    INSetCarLockStatusIntent; [Field] "car"
    domain | photos | Photos | show me photos, show me pictures, find photos | [SiriKit] Photos: \
    INSearchForPhotosIntent
    domain | home | Home | turn on the lights, turn off the lights, lock the door, unlock the \
    door, set the thermostat | [Guide] Home: accessories by Siri

    system apps | Phone, Messages, Mail, Music, Maps, Weather, Notes, Reminders, Calendar, Clock, \
    Photos, Camera, Settings, Podcasts, Books, News, Wallet, Health, Home, Files, Shortcuts, App \
    Store, Safari, FaceTime, Contacts, Calculator, Find My, Translate, Voice Memos, Stocks, TV, \
    Fitness, Journal, Passwords, Freeform, Tips, Measure, Compass, Magnifier, Siri | [Guide] the \
    apps that come with iPhone; an alternative app name "must not borrow another app's name" \
    (Apple, "Specifying synonyms for your app name")
    common words | go, now, next, back, stop, start, open, close, find, search, show, list, help, \
    more, again, done, yes, no, okay, ok, hey, please, cancel, today, tomorrow, one, two, it, \
    this, that, me, my, up, on, off, do, get, make, add, note, timer, alarm, music, radio, call, \
    text, message, email, play, home, weather, map, maps, reminder, calendar, photo, photos | \
    [Parley] words people say in requests to Siri: a one-word app name among them is heard as \
    part of the request, as in [Field] 6383
    """
}
