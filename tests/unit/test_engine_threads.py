"""The engine is used from several threads at once: each simulator decides in its own worker
thread, and a sweep runs several simulators in one process."""

from __future__ import annotations

import sys
import threading

from labkit.sim.engine import words


def test_stemming_from_many_threads_at_once_gives_each_thread_its_own_answers():
    vocabulary = [f"{root}{suffix}" for root in ("book", "cancel", "deliver", "organis", "nation", "relat", "hope")
                  for suffix in ("ing", "ings", "ational", "ization", "fulness", "ously", "ively", "ed", "er", "ers")]
    expected = {word: __import__("snowballstemmer").stemmer("english").stemWord(word) for word in vocabulary}
    errors: list[BaseException] = []
    wrong: list[tuple[str, str]] = []

    def work() -> None:
        try:
            for _ in range(60):
                words.stem.cache_clear()
                for word in vocabulary:
                    got = words.stem(word)
                    if got != expected[word]:
                        wrong.append((word, got))
        except BaseException as error:  # noqa: BLE001 - any failure in a thread is the finding
            errors.append(error)

    old = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        threads = [threading.Thread(target=work) for _ in range(6)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    finally:
        sys.setswitchinterval(old)
        words.stem.cache_clear()
    assert not errors, f"stemming raised in a thread: {errors[0]!r}"
    assert not wrong, f"stems mixed up between threads: {wrong[:3]}"
