import Foundation
import Testing

@testable import ParleyCLI

@Suite struct WaveAudioTests {
  /// A WAV file's bytes: the format chunk, then the samples as given.
  private func wav(channels: Int, rate: Int, bits: Int, samples: [UInt8]) -> Data {
    var data = Data()
    func append(_ value: Int, _ size: Int) {
      for byte in 0..<size { data.append(UInt8(truncatingIfNeeded: value >> (8 * byte))) }
    }
    data.append(contentsOf: Array("RIFF".utf8))
    append(36 + samples.count, 4)
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    append(16, 4)
    append(1, 2)
    append(channels, 2)
    append(rate, 4)
    append(rate * channels * bits / 8, 4)
    append(channels * bits / 8, 2)
    append(bits, 2)
    data.append(contentsOf: Array("data".utf8))
    append(samples.count, 4)
    data.append(contentsOf: samples)
    return data
  }

  @Test func mixesChannelsOfSixteenBitSound() throws {
    // Two frames of two channels: (16384, 0) and (-16384, -16384).
    let data = wav(
      channels: 2, rate: 16_000, bits: 16, samples: [0x00, 0x40, 0, 0, 0x00, 0xC0, 0x00, 0xC0])
    let audio = try WaveAudio(data: data, file: "two.wav")
    #expect(audio.rate == 16_000)
    #expect(audio.samples == [0.25, -0.5])
  }

  @Test func readsEightBitSound() throws {
    let audio = try WaveAudio(
      data: wav(channels: 1, rate: 8000, bits: 8, samples: [128, 192, 64]), file: "low.wav")
    #expect(audio.samples == [0, 0.5, -0.5])
  }

  @Test func resamplesToTheRecognizersRate() {
    let audio = WaveAudio(samples: [Float](repeating: 0.5, count: 8000), rate: 8000)
    let faster = audio.resampled(to: 16_000)
    #expect(faster.rate == 16_000)
    #expect(faster.samples.count == 16_000)
    #expect(faster.samples.allSatisfy { $0 == 0.5 })
    let slower = WaveAudio(samples: [Float](repeating: 0.25, count: 22_050), rate: 22_050)
      .resampled(to: 16_000)
    #expect(slower.samples.count == 16_000)
    #expect(slower.samples.allSatisfy { abs($0 - 0.25) < 1e-6 })
  }

  @Test func writesWhatItReads() throws {
    let audio = WaveAudio(samples: [0, 0.5, -0.5], rate: 16_000)
    let again = try WaveAudio(data: audio.wavData, file: "again.wav")
    #expect(again.rate == 16_000)
    #expect(again.samples.map { ($0 * 100).rounded() } == [0, 50, -50])
  }

  @Test func saysWhatIsWrongWithAFile() {
    #expect(throws: WaveAudioError(file: "notes.txt", reason: "is not a WAV file")) {
      try WaveAudio(data: Data("hello".utf8), file: "notes.txt")
    }
    let header = wav(channels: 1, rate: 16_000, bits: 16, samples: []).prefix(36)
    #expect(throws: WaveAudioError(file: "cut.wav", reason: "holds no sound")) {
      try WaveAudio(data: header, file: "cut.wav")
    }
    #expect(
      throws: WaveAudioError(
        file: "odd.wav", reason: "is 12-bit sound of format 1; only PCM and 32-bit float are read")
    ) {
      try WaveAudio(
        data: wav(channels: 1, rate: 16_000, bits: 12, samples: [0, 0]), file: "odd.wav")
    }
  }
}
