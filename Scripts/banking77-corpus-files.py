#!/usr/bin/env python3
"""Writes the BANKING77 intent corpus as `parley bench` corpus files.

BANKING77 (Casanueva, Temčinas, Gerz, Henderson, Vulić, "Efficient Intent Detection with Dual
Sentence Encoders", NLP4ConvAI 2020; https://github.com/PolyAI-LDN/task-specific-datasets)
holds 13,083 requests to a bank's assistant in 77 intents. It is published under the Creative
Commons Attribution 4.0 International License; this script reads a clone of the repository and
writes nothing of it into this project.

    git clone https://github.com/PolyAI-LDN/task-specific-datasets /tmp/polyai
    python3 Scripts/banking77-corpus-files.py /tmp/polyai /tmp/banking77
    parley bench --baseline --phrases-file /tmp/banking77/phrases-k10.tsv \\
        --utterances-file /tmp/banking77/test.tsv

It writes, each line `intent<TAB>text` with whitespace collapsed:

- phrases-k10.tsv: ten sentences of each intent's training pool as its phrases, the ten whose
  MD5 digests sort first (a fixed choice no one picked by hand);
- test.tsv: every test sentence;
- phrases-k10-known.tsv and test-unknown.tsv: the same without the 15 intents whose names' MD5
  digests sort first, whose test sentences are labelled `nothing`, for the refusal curve.
"""
import csv
import hashlib
import os
import sys

SHOTS, LEFT_OUT = 10, 15


def digest(text):
    return hashlib.md5(text.encode("utf-8")).hexdigest()


def rows(path):
    with open(path, newline="", encoding="utf-8") as infile:
        return [(row["category"], " ".join(row["text"].split()))
                for row in csv.DictReader(infile) if row["text"].strip()]


def write(path, lines):
    with open(path, "w", encoding="utf-8") as outfile:
        outfile.writelines(f"{label}\t{text}\n" for label, text in lines)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: banking77-corpus-files.py POLYAI_CLONE OUTPUT_DIR")
    clone, output = sys.argv[1], sys.argv[2]
    source = os.path.join(clone, "banking_data")
    if not os.path.exists(os.path.join(source, "train.csv")):
        sys.exit(f"{source}/train.csv: not found; is {clone} a clone of "
                 "PolyAI-LDN/task-specific-datasets?")
    os.makedirs(output, exist_ok=True)
    pool = {}
    for label, text in rows(os.path.join(source, "train.csv")):
        pool.setdefault(label, []).append(text)
    phrases = [(label, text) for label in sorted(pool)
               for text in sorted(set(pool[label]), key=digest)[:SHOTS]]
    test = rows(os.path.join(source, "test.csv"))
    left_out = set(sorted(pool, key=digest)[:LEFT_OUT])
    write(os.path.join(output, "phrases-k10.tsv"), phrases)
    write(os.path.join(output, "test.tsv"), test)
    write(os.path.join(output, "phrases-k10-known.tsv"),
          [row for row in phrases if row[0] not in left_out])
    write(os.path.join(output, "test-unknown.tsv"),
          [("nothing" if label in left_out else label, text) for label, text in test])


if __name__ == "__main__":
    main()
