import Foundation

/// Sound read from a WAV file and made ready for the recogniser: one channel, 16,000 samples a
/// second, 16-bit.
///
/// Reads PCM of 8, 16, 24 or 32 bits and 32-bit float, any rate and channel count; channels are
/// mixed and the rate converted by linear interpolation (after a running average when the
/// rate falls, so what the new rate cannot carry does not fold back into speech).
///
/// ```swift
/// let audio = try WaveAudio(contentsOf: URL(fileURLWithPath: "latte.wav"))
/// try audio.resampled(to: 16_000).write(to: URL(fileURLWithPath: "/tmp/latte-16k.wav"))
/// ```
struct WaveAudio {
  /// The samples, mixed to one channel, from -1 to 1.
  var samples: [Float]
  /// Samples a second.
  var rate: Int

  init(samples: [Float], rate: Int) {
    self.samples = samples
    self.rate = rate
  }

  /// Reads a WAV file.
  ///
  /// - Throws: ``WaveAudioError`` when the file cannot be read or is no WAV file this reads.
  init(contentsOf url: URL) throws(WaveAudioError) {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw WaveAudioError(file: url.path, reason: "cannot be read")
    }
    try self.init(data: data, file: url.path)
  }

  /// Reads the bytes of a WAV file; `file` names it in errors.
  init(data: Data, file: String) throws(WaveAudioError) {
    let bytes = [UInt8](data)
    func number(_ offset: Int, _ size: Int) -> Int {
      (0..<size).reduce(0) { $0 | Int(bytes[offset + $1]) << (8 * $1) }
    }
    func tag(_ offset: Int) -> String {
      String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
    }
    guard bytes.count >= 12, tag(0) == "RIFF", tag(8) == "WAVE" else {
      throw WaveAudioError(file: file, reason: "is not a WAV file")
    }
    var format: (code: Int, channels: Int, rate: Int, bits: Int)?
    var offset = 12
    while offset + 8 <= bytes.count {
      let size = number(offset + 4, 4)
      let body = offset + 8
      switch tag(offset) {
      case "fmt " where body + 16 <= bytes.count:
        var code = number(body, 2)
        if code == 0xFFFE, size >= 26, body + 26 <= bytes.count { code = number(body + 24, 2) }
        format = (code, number(body + 2, 2), number(body + 4, 4), number(body + 14, 2))
      case "data":
        guard let format else {
          throw WaveAudioError(file: file, reason: "has its sound before its format")
        }
        let end = min(bytes.count, body + size)
        self = try Self.decode(bytes[body..<end], format: format, file: file)
        return
      default:
        break
      }
      offset = body + size + (size & 1)
    }
    throw WaveAudioError(file: file, reason: "holds no sound")
  }

  private static func decode(
    _ bytes: ArraySlice<UInt8>, format: (code: Int, channels: Int, rate: Int, bits: Int),
    file: String
  ) throws(WaveAudioError) -> WaveAudio {
    let width = format.bits / 8
    let isPCM = format.code == 1 && format.bits % 8 == 0 && [1, 2, 3, 4].contains(width)
    let isFloat = format.code == 3 && width == 4
    guard isPCM || isFloat, format.channels > 0, format.rate >= 4000, format.rate <= 192_000
    else {
      throw WaveAudioError(
        file: file,
        reason:
          "is \(format.bits)-bit sound of format \(format.code); only PCM and 32-bit float are read"
      )
    }
    let frame = width * format.channels
    let start = bytes.startIndex
    let count = bytes.count / frame
    var samples = [Float](repeating: 0, count: count)
    for index in 0..<count {
      var sum: Float = 0
      for channel in 0..<format.channels {
        let at = start + index * frame + channel * width
        var raw: UInt32 = 0
        for byte in 0..<width { raw |= UInt32(bytes[at + byte]) << (8 * byte) }
        if isFloat {
          sum += Float(bitPattern: raw)
        } else if width == 1 {
          sum += (Float(raw) - 128) / 128
        } else {
          let shift = UInt32(32 - 8 * width)
          sum += Float(Int32(bitPattern: raw << shift) >> shift) / Float(1 << (8 * width - 1))
        }
      }
      samples[index] = sum / Float(format.channels)
    }
    return WaveAudio(samples: samples, rate: format.rate)
  }

  /// The sound at `newRate` samples a second.
  func resampled(to newRate: Int) -> WaveAudio {
    guard newRate != rate, !samples.isEmpty else { return self }
    var source = samples
    if newRate < rate {
      // A running average over as many samples as one new sample spans.
      let span = max(1, Int((Double(rate) / Double(newRate)).rounded()))
      if span > 1 {
        var running: Float = 0
        source = samples.indices.map { index in
          running += samples[index]
          if index >= span { running -= samples[index - span] }
          return running / Float(min(index + 1, span))
        }
      }
    }
    let step = Double(rate) / Double(newRate)
    let count = Int(Double(source.count) / step)
    let resampled = (0..<count).map { index -> Float in
      let position = Double(index) * step
      let lower = Int(position)
      let upper = min(lower + 1, source.count - 1)
      let fraction = Float(position - Double(lower))
      return source[lower] * (1 - fraction) + source[upper] * fraction
    }
    return WaveAudio(samples: resampled, rate: newRate)
  }

  /// The sound as a 16-bit mono WAV file.
  var wavData: Data {
    var data = Data()
    func append(_ value: Int, _ size: Int) {
      for byte in 0..<size { data.append(UInt8(truncatingIfNeeded: value >> (8 * byte))) }
    }
    let bytes = samples.count * 2
    data.append(contentsOf: Array("RIFF".utf8))
    append(36 + bytes, 4)
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    append(16, 4)
    append(1, 2)
    append(1, 2)
    append(rate, 4)
    append(rate * 2, 4)
    append(2, 2)
    append(16, 2)
    data.append(contentsOf: Array("data".utf8))
    append(bytes, 4)
    for sample in samples {
      append(Int((max(-1, min(1, sample)) * 32767).rounded()), 2)
    }
    return data
  }

  /// Writes the sound as a 16-bit mono WAV file.
  func write(to url: URL) throws {
    try wavData.write(to: url)
  }
}

/// A sound file that could not be read.
struct WaveAudioError: Error, CustomStringConvertible, Equatable {
  /// The file, as given.
  let file: String
  /// What is wrong with it ("is not a WAV file").
  let reason: String

  var description: String { "\(file): \(reason)" }
}
