#!/usr/bin/env python3
"""Writes dev catalogs and requests drawn from HWU64's training pool, for `parley bench`.

Choices about the matcher that no fit makes (how many templates are scored in full, say) are
made on these files and on the dev sets `parley bench --check` re-measures, never on HWU64's
test file or on a corpus nothing here was tuned on. Every row comes from `train.tsv`
(../shared/datasets/hwu64; Creative Commons Attribution 4.0, see its LICENSE); this script
writes nothing of it into this project.

    python3 Scripts/hwu64-dev-draws.py ../shared/datasets/hwu64 /tmp/hwu64-dev
    parley bench --phrases-file /tmp/hwu64-dev/k30.tsv --utterances-file /tmp/hwu64-dev/u30.tsv

It writes, each line `intent<TAB>text`, for three seeded draws (each intent's rows shuffled
by Python's `random.Random(seed)`):

- k10-11.tsv, u10-11.tsv and k10-12.tsv, u10-12.tsv (seeds 11 and 12): ten rows of each intent
  as its phrases, the next twenty as requests;
- k30.tsv, u30.tsv (seed 7): thirty rows of each intent as its phrases, the next twelve as
  requests: an app with many phrases per intent;
- for each, `-known` catalogs and `-unknown` requests without the 12 intents HWU64's
  phrases-k10-known.tsv leaves out, their requests labelled `nothing`, for the refusal curve.
"""
import collections
import os
import random
import sys


def draw(by_intent, known, seed, shots, requests, out, catalog, asked):
    rng = random.Random(seed)
    files = {
        name: open(os.path.join(out, name), "w")
        for name in (
            f"{catalog}.tsv",
            f"{catalog}-known.tsv",
            f"{asked}.tsv",
            f"{asked}-unknown.tsv",
        )
    }
    for intent in sorted(by_intent):
        rows = by_intent[intent][:]
        rng.shuffle(rows)
        for text in rows[:shots]:
            files[f"{catalog}.tsv"].write(f"{intent}\t{text}\n")
            if intent in known:
                files[f"{catalog}-known.tsv"].write(f"{intent}\t{text}\n")
        for text in rows[shots : shots + requests]:
            files[f"{asked}.tsv"].write(f"{intent}\t{text}\n")
            label = intent if intent in known else "nothing"
            files[f"{asked}-unknown.tsv"].write(f"{label}\t{text}\n")
    for file in files.values():
        file.close()


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: hwu64-dev-draws.py HWU64_DIR OUT_DIR")
    source, out = sys.argv[1], sys.argv[2]
    os.makedirs(out, exist_ok=True)
    by_intent = collections.defaultdict(list)
    with open(os.path.join(source, "train.tsv")) as file:
        for line in file:
            intent, text = line.rstrip("\n").split("\t")
            by_intent[intent].append(text)
    with open(os.path.join(source, "phrases-k10-known.tsv")) as file:
        known = {line.split("\t")[0] for line in file}
    draw(by_intent, known, 11, 10, 20, out, "k10-11", "u10-11")
    draw(by_intent, known, 12, 10, 20, out, "k10-12", "u10-12")
    draw(by_intent, known, 7, 30, 12, out, "k30", "u30")


if __name__ == "__main__":
    main()
