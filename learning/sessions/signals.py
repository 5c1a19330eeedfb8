"""Signals of learning sessions that other apps react to (``learning`` never imports them).

``teach_turn_taken`` is sent after the transaction that wrote a Teach me turn has committed, so a
receiver (the tutor's model phrasing, tutor/session_phrasing.py) can neither undo nor delay the write.
kwargs: session_id (UUID), student_id (int), answer (str or None: the student's answer it followed)."""

from django.dispatch import Signal

teach_turn_taken = Signal()
