from django.apps import AppConfig


class TutorConfig(AppConfig):
    name = "tutor"

    def ready(self) -> None:
        # with a model configured, Teach me turns are phrased by the model after they are written
        from learning.sessions.signals import session_changed, teach_turn_taken
        from tutor.session_phrasing import on_teach_turn_taken
        from tutor.session_updates import on_session_changed

        teach_turn_taken.connect(on_teach_turn_taken, dispatch_uid="tutor_session_turn_phrasing")
        # every session write's state_update goes to the student's open pages of its conversation
        session_changed.connect(on_session_changed, dispatch_uid="tutor_session_state_push")

        # a course's passages changed: its suggested prompts are regenerated and answered again
        from tutor import suggestion_hooks

        suggestion_hooks.connect()
