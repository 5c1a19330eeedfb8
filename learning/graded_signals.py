"""Signals other apps react to when graded work is recorded (gamification pays XP, analytics could
count). ``learning`` sends them and never imports those apps. Sent after the transaction that
recorded the result has committed, so a receiver's failure cannot undo a grade."""

from django.dispatch import Signal

# kwargs: student_id (int), course_id (int), unit_id (int), card_id (str), correct (bool)
drill_graded = Signal()

# kwargs: student_id (int), course_id (int), question_id (int), attempt_id (int), tier (str), correct (bool)
exam_submitted = Signal()
