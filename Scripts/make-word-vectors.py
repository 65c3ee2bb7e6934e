#!/usr/bin/env python3
"""Makes Sources/ParleyMatcher/Resources/WordVectors.bin, the matcher's table of word-piece
vectors, from the sentence encoder all-MiniLM-L6-v2 (Apache-2.0; see
Sources/ParleyMatcher/Resources/WordVectors.md).

Each word piece of the encoder's vocabulary is passed through the encoder alone
([CLS] piece [SEP]) and its output is averaged over the three positions, as a sentence of one
piece. The vectors are centred on their mean, the 12 directions in which they vary most (which
say how frequent or how long a piece is more than what it means) are removed, and the rest is
kept in 372 dimensions, quantised to 8 bits per value with one scale per piece. Pieces that are
reserved ([unused…]) or hold letters outside ASCII are left out: the matcher reads words with
their accents removed, as the encoder does.

    pip install numpy safetensors
    python3 Scripts/make-word-vectors.py MODEL_DIR

MODEL_DIR holds the model's `model.safetensors` and `vocab.txt` (the Hugging Face repository
sentence-transformers/all-MiniLM-L6-v2). Output format, little-endian:

    "PWV1", UInt32 piece count, UInt32 dimensions,
    for each piece: UInt8 byte length, UTF-8 bytes,
    Float32 scale per piece, then Int8 values, piece by piece.
"""
import math
import struct
import sys

import numpy as np
from safetensors.numpy import load_file

REMOVED_DIRECTIONS = 12
LAYERS, HEADS = 6, 12


def main(model_dir, output):
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
    centred = vectors - vectors.mean(0)
    _, _, directions = np.linalg.svd(centred, full_matrices=False)
    reduced = centred @ directions[REMOVED_DIRECTIONS:].T
    scales = np.abs(reduced).max(1) / 127 + 1e-12
    values = np.clip(np.round(reduced / scales[:, None]), -127, 127).astype(np.int8)
    with open(output, "wb") as out:
        out.write(b"PWV1" + struct.pack("<II", len(kept), reduced.shape[1]))
        for i in kept:
            piece = vocab[i].encode("utf-8")
            out.write(struct.pack("<B", len(piece)) + piece)
        out.write(scales.astype("<f4").tobytes())
        out.write(values.tobytes())


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


if __name__ == "__main__":
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2
         else "Sources/ParleyMatcher/Resources/WordVectors.bin")
