#!/usr/bin/env python3
"""Writes large phrase files for measuring how loading grows with their size, as the README's
Performance section does:

    Scripts/make-large-phrase-files.py OUT_DIR
    parley bench --phrases-dir OUT_DIR/values-100000.phrases

values-N.phrases declares an app, Big, with one entity of N values (two made-up words each)
and one intent whose phrase takes it; intents-N.phrases declares Big with N intents of one
phrase each. The words are drawn from a fixed seed, so every run writes the same files.
"""
import os
import random
import sys

SYLLABLES = ["ka", "lo", "mi", "ra", "te", "su", "no", "vi", "pe", "do", "ba", "ze", "fu", "gi",
             "ho", "ju"]


def word(rng):
    return "".join(rng.choice(SYLLABLES) for _ in range(3))


def values_file(path, count, rng):
    seen = set()
    with open(path, "w") as out:
        out.write("@app Big\n  synonyms: the big app\n\n@entity Thing\n")
        while len(seen) < count:
            name = f"{word(rng)} {word(rng)}".title()
            if name in seen:
                continue
            seen.add(name)
            out.write(f"  - {name}\n")
        out.write("\n@intent OpenThing: Open Thing\n"
                  "  parameter thing: Thing, ask: Which thing?\n"
                  "  phrase: Open ${thing} in ${applicationName}\n"
                  "  answer: Opened ${thing}.\n")


def intents_file(path, count, rng):
    with open(path, "w") as out:
        out.write("@app Big\n  synonyms: the big app\n\n")
        for number in range(count):
            verb, thing = word(rng), word(rng)
            out.write(f"@intent Do{number}: Do {verb} {thing}\n"
                      f"  phrase: {verb} the {thing} with ${{applicationName}}\n"
                      f"  answer: Done {number}.\n\n")


def main():
    if len(sys.argv) != 2:
        sys.exit("usage: make-large-phrase-files.py OUT_DIR")
    folder = sys.argv[1]
    os.makedirs(folder, exist_ok=True)
    for count in [1_000, 8_000, 100_000]:
        values_file(os.path.join(folder, f"values-{count}.phrases"), count, random.Random(count))
    for count in [500, 2_000, 10_000]:
        intents_file(os.path.join(folder, f"intents-{count}.phrases"), count, random.Random(count))


if __name__ == "__main__":
    main()
