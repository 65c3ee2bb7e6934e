import ParleyIntents
import ParleyTesting
import Testing

@testable import ThermoApp

@Test func temperatureIsAskedAndSet() async throws {
  let thermo = try await AppTester(Thermo.app)
  await thermo.expect("set the temperature in thermo", reaches: "SetTemperature")
  await thermo.expect("set thermo to cool", reaches: "SetMode", ["mode": "Cool"])
  await thermo.expectNothing("play some jazz")
  let dialog = thermo.dialog()
  await dialog.say("set the temperature in thermo", replies: "< What temperature should I set?")
  await dialog.say("21", replies: "< The thermostat is set to 21 degrees.")
  var intent = SetMode()
  intent.mode = .heat
  let result = try await thermo.perform(intent)
  #expect(result.fullText == "The thermostat is now in heat mode.")
  await thermo.run("Phrases/Thermo.tests")
}
