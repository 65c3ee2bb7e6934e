#!/usr/bin/env python3
"""Writes the HINT3 intent corpora as `parley bench` corpus files.

HINT3 (Arora, Arora, Shrivastava, Pashine, "HINT3: Raising the bar for Intent Detection in the
Wild", EMNLP 2020 Insights workshop; https://github.com/hellohaptik/HINT3) holds three bots'
intents as their makers wrote them and what their users then asked, a third to two thirds of
it for no intent of the bot. It is published under the Open Database License 1.0; this script reads a
clone of the repository and writes nothing of it into this project.

    git clone https://github.com/hellohaptik/HINT3 /tmp/HINT3
    python3 Scripts/hint3-corpus-files.py /tmp/HINT3 /tmp/hint3
    parley bench --baseline --phrases-file /tmp/hint3/curekart-train.tsv \\
        --utterances-file /tmp/hint3/curekart-test.tsv

For each bot (sofmattress, curekart, powerplay11) it writes BOT-train.tsv, the bot's training
sentences as its phrases, and BOT-test.tsv, its test sentences, each `intent<TAB>text`, the
label NO_NODES_DETECTED written as `nothing`. Whitespace in a sentence is collapsed to single
spaces; empty sentences are skipped. The version used is the dataset's v2 folder.
"""
import csv
import os
import sys

BOTS = ["sofmattress", "curekart", "powerplay11"]


def convert(source, target):
    with open(source, newline="", encoding="utf-8") as infile, \
            open(target, "w", encoding="utf-8") as outfile:
        for row in csv.DictReader(infile):
            text = " ".join(row["sentence"].split())
            if not text:
                continue
            label = "nothing" if row["label"] == "NO_NODES_DETECTED" else row["label"]
            outfile.write(f"{label}\t{text}\n")


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: hint3-corpus-files.py HINT3_CLONE OUTPUT_DIR")
    clone, output = sys.argv[1], sys.argv[2]
    os.makedirs(output, exist_ok=True)
    for bot in BOTS:
        for part in ["train", "test"]:
            source = os.path.join(clone, "dataset", "v2", part, f"{bot}_{part}.csv")
            if not os.path.exists(source):
                sys.exit(f"{source}: not found; is {clone} a clone of hellohaptik/HINT3?")
            convert(source, os.path.join(output, f"{bot}-{part}.tsv"))


if __name__ == "__main__":
    main()
