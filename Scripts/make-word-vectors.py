#!/usr/bin/env python3
"""Makes Sources/ParleyMatcher/Resources/WordVectors.bin, the matcher's table of word-piece
vectors, from the sentence encoder all-MiniLM-L6-v2 (Apache-2.0; see
Sources/ParleyMatcher/Resources/WordVectors.md).

Each word piece of the encoder's vocabulary is passed through the encoder alone
([CLS] piece [SEP]) and its output is averaged over the three positions, as a sentence of one
piece. The vectors are centred on their mean, the 12 directions in which they vary most (which
say how frequent or how long a piece is more than what it means) are removed, and the rest is
kept in 372 dimensions. Pieces that are reserved ([unused...]) or hold letters outside ASCII are
left out: the matcher reads words with their accents removed, as the encoder does.

Given the folder of the HWU64 corpus, the vectors of the pieces its sentences use are then
fitted to the encoder's reading of whole sentences: the encoder reads each sentence of the
training pool (train.tsv less the ten phrases per intent of phrases-k10.tsv, less the 2,000
rows the matcher's constants are chosen on and any sentence also in test.tsv), and the pieces'
vectors are moved, by least squares, so that a sentence's pieces averaged as the matcher
averages them (each weighted by its inverse document frequency) come as near as they can to
the encoder's vector for the sentence, and each piece stays near its own vector
(FIT_REGULARIZATION). No intent label is read. A piece alone says what it means out of
context; fitted, "alarm" also says what the sentences it is said in mean.

With `--map R`, an experiment the shipped table does not use, one linear map of the whole table
is fitted first the same way, regularised toward the identity by R, and applied to every piece;
the pieces the sentences use are then fitted as above, each kept near its mapped vector. The
What Was Tried article ("Classifiers, discriminants and the word table") gives
what it gains and loses at R = 100.

The values are quantised to 8 bits per value with one scale per piece.

    pip install numpy safetensors
    python3 Scripts/make-word-vectors.py MODEL_DIR [HWU64_DIR] [--map R] [--output FILE]

MODEL_DIR holds the model's `model.safetensors` and `vocab.txt` (the Hugging Face repository
sentence-transformers/all-MiniLM-L6-v2). Output format, little-endian:

    "PWV1", UInt32 piece count, UInt32 dimensions,
    for each piece: UInt8 byte length, UTF-8 bytes,
    Float32 scale per piece, then Int8 values, piece by piece.
"""
import argparse
import math
import random
import struct
import sys
import unicodedata

import numpy as np
from safetensors.numpy import load_file

REMOVED_DIRECTIONS = 12
LAYERS, HEADS = 6, 12
FIT_REGULARIZATION = 0.3
SAMPLE_SEED, SAMPLE_SIZE = 7, 2000


def main(model_dir, corpus_dir, output, map_regularization=None):
    weights = load_file(f"{model_dir}/model.safetensors")
    vocab = [line.rstrip("\n") for line in open(f"{model_dir}/vocab.txt", encoding="utf-8")]
    kept = [i for i, piece in enumerate(vocab)
            if not piece.startswith("[") and all(ord(c) < 128 for c in piece)]
    vectors = np.zeros((len(kept), weights["embeddings.word_embeddings.weight"].shape[1]))
    cls, sep = vocab.index("[CLS]"), vocab.index("[SEP]")
    for start in range(0, len(kept), 512):
        ids = np.array(kept[start:start + 512])
        batch = np.stack([np.full_like(ids, cls), ids, np.full_like(ids, sep)], 1)
        vectors[start:start + len(ids)] = encode(weights, batch).mean(1)
    mean = vectors.mean(0)
    _, _, directions = np.linalg.svd(vectors - mean, full_matrices=False)
    kept_directions = directions[REMOVED_DIRECTIONS:].T
    reduced = (vectors - mean) @ kept_directions
    if corpus_dir:
        sentences = fit_sentences(corpus_dir)
        # A sentence's vector is a mean of outputs as a piece's is; scaled to a piece's length.
        length = np.linalg.norm(vectors, axis=1).mean()
        reduced = fit(weights, vocab, kept, reduced, sentences,
                      lambda sentence: (sentence * length - mean) @ kept_directions,
                      map_regularization)
    scales = np.abs(reduced).max(1) / 127 + 1e-12
    values = np.clip(np.round(reduced / scales[:, None]), -127, 127).astype(np.int8)
    with open(output, "wb") as out:
        out.write(b"PWV1" + struct.pack("<II", len(kept), reduced.shape[1]))
        for i in kept:
            piece = vocab[i].encode("utf-8")
            out.write(struct.pack("<B", len(piece)) + piece)
        out.write(scales.astype("<f4").tobytes())
        out.write(values.tobytes())


def fit_sentences(corpus_dir):
    """The training pool's sentences the table may be fitted on, in a fixed order."""
    def rows(name):
        return [line.rstrip("\n") for line in open(f"{corpus_dir}/{name}", encoding="utf-8")
                if line.strip()]
    phrases = set(rows("phrases-k10.tsv"))
    pool = [row for row in rows("train.tsv") if row not in phrases]
    sample = set(random.Random(SAMPLE_SEED).sample(pool, SAMPLE_SIZE))
    held = {row.split("\t")[1] for row in sample | set(rows("test.tsv"))}
    return sorted({row.split("\t")[1] for row in pool} - held)


def fit(weights, vocab, kept, reduced, sentences, target_of, map_regularization=None):
    """`reduced` with the vectors of the pieces `sentences` use fitted to the encoder's
    vectors for them, after a map of the whole table when `map_regularization` is given (see
    the header)."""
    ids = {piece: i for i, piece in enumerate(vocab)}
    place = {i: row for row, i in enumerate(kept)}
    cls, sep = ids["[CLS]"], ids["[SEP]"]
    tokens = [word_pieces(sentence, ids) for sentence in sentences]
    targets = np.zeros((len(sentences), reduced.shape[1]))
    by_length = {}
    for row, pieces in enumerate(tokens):
        by_length.setdefault(len(pieces), []).append(row)
    for length, rows in by_length.items():
        for start in range(0, len(rows), 256):
            chunk = rows[start:start + 256]
            batch = np.array([[cls] + tokens[row] + [sep] for row in chunk])
            encoded = encode(weights, batch).mean(1)
            encoded /= np.linalg.norm(encoded, axis=1, keepdims=True)
            targets[chunk] = target_of(encoded)
    pieces = [[place[i] for i in sentence if i in place] for sentence in tokens]
    documents = {}
    for sentence in pieces:
        for piece in set(sentence):
            documents[piece] = documents.get(piece, 0) + 1
    count = len(pieces)
    rarity = {piece: math.log((count + 1) / (n + 1)) + 1 for piece, n in documents.items()}
    seen = sorted(documents)
    column = {piece: i for i, piece in enumerate(seen)}
    design = np.zeros((count, len(seen)))
    for row, sentence in enumerate(pieces):
        total = sum(rarity[piece] for piece in sentence)
        for piece in sentence:
            design[row, column[piece]] += rarity[piece] / total
    reduced = reduced.copy()
    if map_regularization is not None:
        read = design @ reduced[seen]
        identity = np.eye(reduced.shape[1])
        reduced = reduced @ np.linalg.solve(read.T @ read + map_regularization * identity,
                                            read.T @ targets + map_regularization * identity)
    gram = design.T @ design + FIT_REGULARIZATION * np.eye(len(seen))
    reduced[seen] = np.linalg.solve(gram, design.T @ targets + FIT_REGULARIZATION * reduced[seen])
    return reduced


def word_pieces(text, ids):
    """The encoder's word-piece ids of `text` (lower-cased, accents removed, punctuation
    apart, each word split greedily into the longest pieces the vocabulary has)."""
    text = "".join(c for c in unicodedata.normalize("NFD", text.lower())
                   if unicodedata.category(c) != "Mn")
    words = []
    for word in text.split():
        current = ""
        for c in word:
            if unicodedata.category(c).startswith("P") or (33 <= ord(c) <= 47 or 58 <= ord(c) <= 64
                                                           or 91 <= ord(c) <= 96 or 123 <= ord(c) <= 126):
                if current:
                    words.append(current)
                words.append(c)
                current = ""
            else:
                current += c
        if current:
            words.append(current)
    result = []
    for word in words:
        pieces, start = [], 0
        while start < len(word):
            end = len(word)
            while end > start and (("##" if start else "") + word[start:end]) not in ids:
                end -= 1
            if end == start:
                pieces = [ids["[UNK]"]]
                break
            pieces.append(ids[("##" if start else "") + word[start:end]])
            start = end
        result += pieces
    return result


def encode(w, ids):
    """The encoder's last hidden states for a batch of equally long id sequences."""
    batch, length = ids.shape
    x = (w["embeddings.word_embeddings.weight"][ids]
         + w["embeddings.position_embeddings.weight"][:length]
         + w["embeddings.token_type_embeddings.weight"][0])
    x = norm(w, x, "embeddings.LayerNorm")
    width = x.shape[-1] // HEADS
    for layer in range(LAYERS):
        p = f"encoder.layer.{layer}."

        def heads(name):
            return dense(w, x, p + name).reshape(batch, length, HEADS, width).transpose(0, 2, 1, 3)

        q, k, v = heads("attention.self.query"), heads("attention.self.key"), heads("attention.self.value")
        attention = q @ k.transpose(0, 1, 3, 2) / math.sqrt(width)
        attention = np.exp(attention - attention.max(-1, keepdims=True))
        attention /= attention.sum(-1, keepdims=True)
        mixed = (attention @ v).transpose(0, 2, 1, 3).reshape(batch, length, HEADS * width)
        x = norm(w, x + dense(w, mixed, p + "attention.output.dense"), p + "attention.output.LayerNorm")
        hidden = dense(w, x, p + "intermediate.dense")
        hidden = 0.5 * hidden * (1 + np.vectorize(math.erf)(hidden / math.sqrt(2)))
        x = norm(w, x + dense(w, hidden, p + "output.dense"), p + "output.LayerNorm")
    return x


def dense(w, x, name):
    return x @ w[name + ".weight"].T + w[name + ".bias"]


def norm(w, x, name):
    mean = x.mean(-1, keepdims=True)
    variance = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(variance + 1e-12) * w[name + ".weight"] + w[name + ".bias"]


def arguments(argv):
    """MODEL_DIR, HWU64_DIR or None, the output file and the map's regularisation or None."""
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("model_dir")
    parser.add_argument("corpus_dir", nargs="?")
    parser.add_argument("--map", type=float, dest="map_regularization")
    parser.add_argument("--output", default="Sources/ParleyMatcher/Resources/WordVectors.bin")
    parsed = parser.parse_args(argv)
    if parsed.map_regularization is not None and parsed.corpus_dir is None:
        parser.error("--map needs HWU64_DIR: the map is fitted on its sentences")
    return parsed.model_dir, parsed.corpus_dir, parsed.output, parsed.map_regularization


if __name__ == "__main__":
    main(*arguments(sys.argv[1:]))
