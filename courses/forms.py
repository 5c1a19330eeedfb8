from django import forms
from django.contrib.auth.forms import AuthenticationForm
from django.utils.translation import gettext_lazy as _

from courses import login_throttle


class ThrottledLoginForm(AuthenticationForm):
    """The standard login form, refusing further tries after repeated failures (see login_throttle)."""

    error_messages = {
        **AuthenticationForm.error_messages,
        "throttled": _("Too many failed sign-in attempts. Please wait %(minutes)s minute(s) and try again."),
    }

    def _client_ip(self) -> str:
        return (self.request.META.get("REMOTE_ADDR") or "unknown") if self.request else "unknown"

    def clean(self):
        username = self.data.get("username", "")
        locked = login_throttle.seconds_locked(username, self._client_ip())
        if locked:
            self.throttled = True
            raise forms.ValidationError(
                self.error_messages["throttled"], code="throttled", params={"minutes": max(1, -(-locked // 60))}
            )
        try:
            cleaned = super().clean()
        except forms.ValidationError:
            login_throttle.record_failure(username, self._client_ip())
            raise
        login_throttle.reset(username, self._client_ip())
        return cleaned
