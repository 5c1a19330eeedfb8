from django.apps import AppConfig


class TutorConfig(AppConfig):
    name = "tutor"

    def ready(self) -> None:
        # with a model configured, Teach me turns are phrased by the model after they are written
        from learning.sessions.signals import teach_turn_taken
        from tutor.session_phrasing import on_teach_turn_taken

        teach_turn_taken.connect(on_teach_turn_taken, dispatch_uid="tutor_session_turn_phrasing")

        # a course's passages changed: its suggested prompts are regenerated and answered again
        from tutor import suggestion_hooks

        suggestion_hooks.connect()
