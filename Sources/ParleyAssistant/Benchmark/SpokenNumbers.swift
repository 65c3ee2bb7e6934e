/// Whole numbers as words ("twenty five"), for generated utterances.
enum SpokenNumbers {
  private static let small = [
    "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten",
    "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen",
    "nineteen",
  ]
  private static let tens = [
    "", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy",
    "eighty", "ninety",
  ]

  /// `number` (0…99) in words; larger numbers as digits.
  static func words(for number: Int) -> String {
    guard number >= 0, number < 100 else { return String(number) }
    if number < 20 { return small[number] }
    let unit = number % 10
    return tens[number / 10] + (unit == 0 ? "" : " " + small[unit])
  }
}
