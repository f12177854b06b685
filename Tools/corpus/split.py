#!/usr/bin/env python3
"""The corpus split: which half a repository belongs to.

Fixed before any result on the corpus was looked at (issues #32 and #33): a
rule about Interface Builder or UIKit is tuned on the `tune` half and only
counts when it also holds on the `held-out` half, which nobody looks at while
tuning. The half depends on the repository's name alone (`owner/name`, lower
case), so every file and every cross-device pair of one repository falls in
the same half, and adding repositories never moves an old one.

    split.py OWNER/NAME...     print each name with its half
"""
import hashlib
import sys


def half(repository: str) -> str:
    """`tune` when the first 32 bits of SHA-256(owner/name in lower case) are even, else `held-out`."""
    digest = hashlib.sha256(repository.strip().lower().encode("utf-8")).hexdigest()
    return "tune" if int(digest[:8], 16) % 2 == 0 else "held-out"


if __name__ == "__main__":
    for name in sys.argv[1:]:
        print(f"{name}\t{half(name)}")
