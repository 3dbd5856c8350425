"""argon2id password hashing (DESIGN.md §5).

Hashing is CPU- and memory-bound: call these from sync routes (FastAPI runs them in its thread
pool), never from `async def`. argon2-cffi releases the GIL while hashing, so a few hashes run in
parallel; a semaphore caps that at the CPU count so a burst of logins cannot claim
19 MiB × (thread pool size) of memory at once.
"""

from __future__ import annotations

import os
import secrets
import threading

from argon2 import PasswordHasher, Type
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError

from khadi.config import Settings


class Passwords:
    def __init__(self, *, time_cost: int, memory_kib: int, parallelism: int) -> None:
        self._hasher = PasswordHasher(
            time_cost=time_cost,
            memory_cost=memory_kib,
            parallelism=parallelism,
            hash_len=32,
            salt_len=16,
            type=Type.ID,
        )
        self._slots = threading.BoundedSemaphore(max(2, os.cpu_count() or 2))
        # Verified against when the e-mail is unknown, so both answers take the same time.
        self._dummy_hash = self.hash(secrets.token_urlsafe(16))

    @classmethod
    def from_settings(cls, settings: Settings) -> Passwords:
        return cls(
            time_cost=settings.argon2_time_cost,
            memory_kib=settings.argon2_memory_kib,
            parallelism=settings.argon2_parallelism,
        )

    def hash(self, password: str) -> str:
        with self._slots:
            return self._hasher.hash(password)

    def verify(self, stored_hash: str | None, password: str) -> bool:
        """True when the password matches; a missing user (None) costs the same and is False."""
        with self._slots:
            try:
                return self._hasher.verify(stored_hash or self._dummy_hash, password) and bool(
                    stored_hash
                )
            except (VerifyMismatchError, VerificationError, InvalidHashError):
                return False

    def needs_rehash(self, stored_hash: str) -> bool:
        """The hash was made with other parameters than today's (e.g. after raising the cost)."""
        return self._hasher.check_needs_rehash(stored_hash)
