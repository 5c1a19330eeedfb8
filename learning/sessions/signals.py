"""Signals of learning sessions that other apps react to (``learning`` never imports them).

``teach_turn_taken`` is sent after the transaction that wrote a Teach me turn has committed, so a
receiver (the tutor's model phrasing, tutor/session_phrasing.py) can neither undo nor delay the write.
kwargs: session_id (UUID), student_id (int), answer (str or None: the student's answer it followed).

``session_changed`` is sent after the transaction of every session write (a turn, an answer, pause,
resume, end, a Clarify turn, a model's phrasing) has committed, never for a write that was rolled back.
kwargs: session_id (UUID), student_id (int), conversation_id (UUID or None: the tutor conversation the
session runs in), state (dict: ``state.state_update`` of the row as written, the seed's ``state_update``
payload). The tutor pushes it to the student's open pages of that conversation (tutor/session_updates.py).
"""

from django.dispatch import Signal

teach_turn_taken = Signal()
session_changed = Signal()
