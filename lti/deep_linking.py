"""Deep linking: the links an instructor places in the LMS ("Ask the tutor about unit X", "Teach me
unit X"), returned to the platform as a deep-linking response JWT signed with our key."""

from __future__ import annotations

from dataclasses import dataclass

from pylti1p3.deep_link import DeepLink
from pylti1p3.deep_link_resource import DeepLinkResource

from config.errors import ApplicationError
from courses.models import Unit
from lti import claims
from lti.models import Platform
from lti.tool_config import registration_for

MODES = {claims.MODE_ASK: "Ask the tutor about {unit}", claims.MODE_TEACH_ME: "Teach me {unit}"}


@dataclass(frozen=True)
class LinkChoice:
    mode: str
    unit_id: int

    @classmethod
    def parse(cls, value: str) -> "LinkChoice":
        """From the picker's ``<mode>:<unit id>``; raises ``ApplicationError`` on anything else."""
        mode, _, unit = value.partition(":")
        if mode not in MODES or not unit.isdigit():
            raise ApplicationError("Choose a link from the list.")
        return cls(mode=mode, unit_id=int(unit))


@dataclass(frozen=True)
class DeepLinkResponse:
    return_url: str
    jwt: str
    titles: list[str]


def deep_link_respond(*, platform_id: int, deployment_id: str, settings: dict, course_id: int,
                      choices: list[LinkChoice], launch_url: str) -> DeepLinkResponse:
    """Sign the response carrying the chosen links. Every unit must belong to the course the
    deep-linking launch came from; several links only when the platform accepts several. Writes
    nothing. Raises ``ApplicationError``."""
    if not choices:
        raise ApplicationError("Choose at least one link to add.")
    if len(choices) > 1 and settings.get("accept_multiple") is False:
        raise ApplicationError("Your LMS accepts one link at a time here: choose one.")
    if "ltiResourceLink" not in (settings.get("accept_types") or ["ltiResourceLink"]):
        raise ApplicationError("Your LMS does not accept tool links at this place.")
    units = {u.pk: u for u in Unit.objects.filter(course_id=course_id, pk__in=[c.unit_id for c in choices])}
    if len(units) != len({c.unit_id for c in choices}):
        raise ApplicationError("A chosen unit is not part of this course.")
    resources, titles = [], []
    for choice in choices:
        title = MODES[choice.mode].format(unit=units[choice.unit_id].title)
        titles.append(title)
        resources.append(DeepLinkResource().set_url(launch_url).set_title(title).set_custom_params(
            {claims.CUSTOM_UNIT: str(choice.unit_id), claims.CUSTOM_MODE: choice.mode}))
    platform = Platform.objects.get(pk=platform_id)
    token = DeepLink(registration_for(platform), deployment_id, settings).get_response_jwt(resources)
    return DeepLinkResponse(return_url=settings["deep_link_return_url"], jwt=token, titles=titles)
