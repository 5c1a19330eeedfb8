"""A bank's fitted probe, committed beside the bank and used only when it was fitted on exactly the
bank's examples (materials/semantic_bank.py)."""

from __future__ import annotations

import logging

import numpy as np
import pytest

from materials.semantic_bank import Bank, BankError, Example


def _bank(tmp_path, texts=("one", "two", "three", "four"), labels=("a", "b", "a", "b")):
    examples = [Example(label, "en", text) for text, label in zip(texts, labels)]
    bank = Bank(examples, name="t", probe_file=tmp_path / "t.probe.npz")
    rng = np.random.default_rng(len(texts))
    vectors = rng.normal(size=(len(texts), 384)).astype(np.float32)
    bank._vectors = vectors / np.linalg.norm(vectors, axis=1, keepdims=True)
    return bank


def test_a_saved_probe_is_loaded_without_embedding_anything(tmp_path):
    fitted = _bank(tmp_path)
    fitted.save_probe()
    again = Bank(fitted.examples, name="t", probe_file=tmp_path / "t.probe.npz")
    probe = again.probe
    assert again._vectors is None  # nothing was embedded
    np.testing.assert_allclose(probe.probabilities(fitted.vectors), fitted.probe.probabilities(fitted.vectors),
                               atol=1e-6)


def test_a_probe_fitted_on_other_examples_is_not_used(tmp_path, caplog):
    _bank(tmp_path).save_probe()
    relabelled = _bank(tmp_path, labels=("c", "d", "d", "c"))  # same texts, other labels
    with caplog.at_level(logging.WARNING):
        probe = relabelled.probe
    assert "fitted on other examples" in caplog.text
    assert probe.probabilities(relabelled.vectors).argmax(axis=1).tolist() == [0, 1, 1, 0]  # its own labels


def test_an_unreadable_probe_file_is_ignored(tmp_path, caplog):
    bank = _bank(tmp_path)
    bank.probe_file.write_bytes(b"not a numpy archive")
    with caplog.at_level(logging.WARNING):
        assert bank.probe is not None
    assert "unreadable probe file" in caplog.text


def test_saving_needs_a_probe_file(tmp_path):
    bank = _bank(tmp_path)
    bank.probe_file = None
    with pytest.raises(BankError):
        bank.save_probe()


@pytest.mark.parametrize("kind", ["safety", "integrity"])
def test_the_committed_guardrail_probes_match_their_banks(kind):
    """A bank edited without `manage.py fit_guardrail_probes` fails here (a process would otherwise
    embed thousands of examples at its first message)."""
    from tutor.guardrails import semantic

    bank = semantic.Bank(semantic.bank_examples(kind), name=kind, probe_file=semantic.BANKS / f"{kind}.probe.npz")
    assert bank._read_probe_file() is not None
