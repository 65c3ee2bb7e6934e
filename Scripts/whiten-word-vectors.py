#!/usr/bin/env python3
"""Whitens the matcher's table of word-piece vectors against the ways one request is said.

An experiment: the table shipped in Sources/ParleyMatcher/Resources is not whitened. The
What Was Tried article of ParleyMatcher's documentation ("Thin apps and the least meaning")
gives what a whitened table gains and loses, measured against the shipped one, and why it was
left out.

Requests for one intent are said in many ways ("wake me at seven", "set an alarm for 7 am",
"could you get me up at seven"): the directions in which their vectors differ say how a thing
is asked, not what is asked. This script reads a table made by `make-word-vectors.py`, measures
those directions on a labelled corpus, and shrinks them in every piece's vector, so that what a
request means weighs more than how it is put. The transform is one matrix for the whole table
(a sentence's vector is a weighted sum of its pieces', so transforming the pieces transforms
every sentence alike); no piece, sentence or intent of the corpus is stored.

The directions are those of the within-intent covariance W of the corpus's sentences (each one
the inverse-document-frequency weighted sum of its pieces, at unit length, less the mean of
all): every piece's vector v becomes (W + a * mean eigenvalue of W * I)^(-1/2) v, with `a`
(SHRINK) chosen on the corpus's dev rows.

Sentences read: HWU64's training pool (train.tsv) less its ten phrases per intent
(phrases-k10.tsv), less any sentence also in test.tsv, and less the dev rows the scoring model
is chosen on (`CorpusDraw.isDev`: one row in five by the 64-bit FNV-1a hash of its text).

    pip install numpy
    python3 Scripts/whiten-word-vectors.py TABLE_IN TABLE_OUT HWU64_DIR [--choose] [--shrink A]

With --choose, prints the accuracy on the dev rows (nearest intent point, as the matcher's
meaning profile reads it, with phrases-k10.tsv as the app's phrases) for each candidate SHRINK
and writes nothing. With --shrink A, the table is whitened with `a` = A rather than SHRINK.
The table's format is that of `make-word-vectors.py`.
"""
import math
import re
import struct
import sys
import unicodedata

import numpy as np

SHRINK = 0.5
CANDIDATES = (2.0, 1.0, 0.5, 0.3, 0.2, 0.1, 0.05)
CONTRACTIONS = (("n't", " not"), ("'ve", " have"), ("'m", " am"), ("'re", " are"),
                ("'ll", " will"), ("'d", " would"), ("'s", ""))


def main(table_in, table_out, corpus_dir, choose, shrink=SHRINK):
    names, vectors = read_table(table_in)
    pieces = Pieces(names)

    def rows(name):
        found = []
        for line in open(f"{corpus_dir}/{name}", encoding="utf-8"):
            intent, _, text = line.rstrip("\n").partition("\t")
            if text:
                found.append((intent, text))
        return found

    phrases, test = rows("phrases-k10.tsv"), rows("test.tsv")
    held = {text for _, text in phrases} | {text for _, text in test}
    pool = [row for row in rows("train.tsv") if row[1] not in held]
    fit = [row for row in pool if not is_dev(row[1])]
    dev = [row for row in pool if is_dev(row[1])]
    values, directions = within_intent(fit, vectors, pieces)
    if choose:
        print(f"identity: dev {accuracy(phrases, dev, vectors, pieces):.4f}")
        for shrink in CANDIDATES:
            transformed = vectors @ transform(values, directions, shrink)
            print(f"shrink {shrink}: dev {accuracy(phrases, dev, transformed, pieces):.4f}")
        return
    write_table(table_out, names, vectors @ transform(values, directions, shrink))


def transform(values, directions, shrink):
    """The symmetric matrix that whitens the within-intent covariance, shrunk toward I."""
    scale = (values + shrink * values.mean()) ** -0.5
    return (directions * scale) @ directions.T


def within_intent(rows, vectors, pieces):
    """The eigenvalues and eigenvectors of the corpus's within-intent covariance."""
    sentences = [pieces.of(text) for _, text in rows]
    rarity = inverse_document_frequency(sentences)
    matrix = np.stack([unit(sum_of(sentence, vectors, rarity, 0)) for sentence in sentences])
    matrix -= matrix.mean(0)
    intents = sorted({intent for intent, _ in rows})
    labels = np.array([intents.index(intent) for intent, _ in rows])
    means = np.stack([matrix[labels == label].mean(0) for label in range(len(intents))])
    residual = matrix - means[labels]
    return np.linalg.eigh(residual.T @ residual / len(rows))


def accuracy(phrases, requests, vectors, pieces):
    """How often a request's nearest intent point is its intent, each point the mean of its
    phrases' centred unit vectors, as the matcher's meaning profile makes it."""
    intents = sorted({intent for intent, _ in phrases})
    sentences = [pieces.of(text) for _, text in phrases]
    rarity = inverse_document_frequency(sentences)
    unknown = math.log(len(sentences) + 1) + 1
    matrix = np.stack([unit(sum_of(sentence, vectors, rarity, unknown)) for sentence in sentences])
    mean = matrix.mean(0)
    centred = matrix - mean
    centred /= np.maximum(np.linalg.norm(centred, axis=1, keepdims=True), 1e-12)
    points = np.zeros((len(intents), vectors.shape[1]))
    for (intent, _), vector in zip(phrases, centred):
        points[intents.index(intent)] += vector
    points /= np.linalg.norm(points, axis=1, keepdims=True)
    right = 0
    for intent, text in requests:
        vector = unit(sum_of(pieces.of(text), vectors, rarity, unknown)) - mean
        right += intents[int(np.argmax(points @ vector))] == intent
    return right / len(requests)


def inverse_document_frequency(sentences):
    documents = {}
    for sentence in sentences:
        for piece in set(sentence):
            documents[piece] = documents.get(piece, 0) + 1
    count = len(sentences)
    return {piece: math.log((count + 1) / (n + 1)) + 1 for piece, n in documents.items()}


def sum_of(sentence, vectors, rarity, unknown):
    total = np.zeros(vectors.shape[1])
    for piece in sentence:
        total += rarity.get(piece, unknown) * vectors[piece]
    return total


def unit(vector):
    length = np.linalg.norm(vector)
    return vector / length if length > 1e-12 else vector


def is_dev(text):
    """`CorpusDraw.isDev`: the 64-bit FNV-1a hash of the text's UTF-8 bytes, modulo 5, is 0."""
    value = 0xCBF29CE484222325
    for byte in text.encode("utf-8"):
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value % 5 == 0


class Pieces:
    """A text's piece ids as the matcher reads it: lower-cased words of letters and digits,
    accents removed, contractions spelt out, numbers left out, each word split greedily into
    the longest pieces the table has."""

    def __init__(self, names):
        self.words, self.continuations, self.cache = {}, {}, {}
        for index, name in enumerate(names):
            if len(name) > 2 and name.startswith("##"):
                self.continuations[name[2:]] = index
            else:
                self.words[name] = index
        self.longest = max(len(name) for name in names)

    def of(self, text):
        text = "".join(c for c in unicodedata.normalize("NFD", text.lower())
                       if unicodedata.category(c) != "Mn").replace("\u2019", "'")
        for contraction, spelt in CONTRACTIONS:
            text = text.replace(contraction, spelt)
        found = []
        for word in re.findall(r"[a-z0-9]+", text):
            if not word.isdigit():
                found += self.word(word)
        return found

    def word(self, word):
        if word not in self.cache:
            found, start = [], 0
            while start < len(word):
                end = min(len(word), start + self.longest)
                table = self.continuations if start else self.words
                while end > start and word[start:end] not in table:
                    end -= 1
                if end == start:
                    found = []
                    break
                found.append(table[word[start:end]])
                start = end
            self.cache[word] = found
        return self.cache[word]


def read_table(path):
    data = open(path, "rb").read()
    assert data[:4] == b"PWV1", f"{path}: not a word-vector table"
    count, dimensions = struct.unpack("<II", data[4:12])
    offset, names = 12, []
    for _ in range(count):
        length = data[offset]
        names.append(data[offset + 1:offset + 1 + length].decode("utf-8"))
        offset += 1 + length
    scales = np.frombuffer(data, "<f4", count, offset)
    offset += 4 * count
    values = np.frombuffer(data, np.int8, count * dimensions, offset).reshape(count, dimensions)
    return names, values.astype(np.float64) * scales[:, None]


def write_table(path, names, vectors):
    scales = np.abs(vectors).max(1) / 127 + 1e-12
    values = np.clip(np.round(vectors / scales[:, None]), -127, 127).astype(np.int8)
    with open(path, "wb") as out:
        out.write(b"PWV1" + struct.pack("<II", len(names), vectors.shape[1]))
        for name in names:
            piece = name.encode("utf-8")
            out.write(struct.pack("<B", len(piece)) + piece)
        out.write(scales.astype("<f4").tobytes())
        out.write(values.tobytes())


if __name__ == "__main__":
    arguments = [argument for argument in sys.argv[1:] if argument != "--choose"]
    shrink = SHRINK
    if "--shrink" in arguments:
        at = arguments.index("--shrink")
        if at + 1 >= len(arguments):
            sys.exit("--shrink needs a number")
        shrink = float(arguments[at + 1])
        del arguments[at:at + 2]
    if len(arguments) != 3:
        sys.exit(__doc__)
    main(*arguments, choose="--choose" in sys.argv[1:], shrink=shrink)
