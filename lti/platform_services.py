"""Calls to a platform's LTI Advantage services (Names and Roles, Assignment and Grade Services)
through PyLTI1p3's service connector: an access token from the platform's token endpoint (a JWT
assertion signed with our key), then the service request."""

from __future__ import annotations

from pylti1p3.assignments_grades import AssignmentsGradesService
from pylti1p3.exception import LtiException, LtiServiceException
from pylti1p3.names_roles import NamesRolesProvisioningService
from pylti1p3.service_connector import ServiceConnector

from config.errors import ApplicationError
from lti.models import LtiContext
from lti.tool_config import registration_for

AGS_LINEITEM = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem"
AGS_SCORE = "https://purl.imsglobal.org/spec/lti-ags/scope/score"
AGS_READONLY = "https://purl.imsglobal.org/spec/lti-ags/scope/lineitem.readonly"


class PlatformServiceError(ApplicationError):
    """The platform refused or could not be reached; ``message`` says what it answered."""

    code = "lti_service_failed"


def describe(error: Exception) -> str:
    if isinstance(error, LtiServiceException):
        response = error.response
        return f"The LMS answered {response.status_code}: {response.text[:200]}"
    return f"The LMS could not be reached: {str(error)[:200]}"


def _connector(context: LtiContext) -> ServiceConnector:
    return ServiceConnector(registration_for(context.platform))


def ags(context: LtiContext) -> AssignmentsGradesService:
    if not context.lineitems_url:
        raise PlatformServiceError("The LMS has not offered grade services for this course (no line items URL).")
    scopes = context.ags_scopes or [AGS_LINEITEM, AGS_SCORE]
    return AssignmentsGradesService(_connector(context), {"lineitems": context.lineitems_url, "scope": scopes})


def nrps(context: LtiContext) -> NamesRolesProvisioningService:
    if not context.memberships_url:
        raise PlatformServiceError("The LMS has not offered its roster for this course (no memberships URL).")
    return NamesRolesProvisioningService(_connector(context), {"context_memberships_url": context.memberships_url})


SERVICE_ERRORS = (LtiException, LtiServiceException, OSError)
