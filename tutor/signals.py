"""Signals other apps react to (gamification, analytics). The tutor sends them; it never imports
those apps. Both are sent after the transaction that wrote the data has committed."""

from django.dispatch import Signal

# kwargs: conversation_id (UUID), user_message_id (UUID), assistant_message_id (UUID)
turn_completed = Signal()

# kwargs: message_id (UUID), rating ("thumbs_up" | "thumbs_down")
message_rated = Signal()
