"""PyLTI1p3's view of our registrations: platforms and deployments come from the database, the
tool key from ``lti.keys``. Every issuer may have several client ids (one per registration)."""

from __future__ import annotations

from pylti1p3.deployment import Deployment as LibDeployment
from pylti1p3.registration import Registration
from pylti1p3.tool_config.abstract import ToolConfAbstract

from lti.keys import signing_key_get
from lti.models import Deployment, Platform


def registration_for(platform: Platform) -> Registration:
    """The library's registration object for ``platform``, carrying our current signing key."""
    key = signing_key_get()
    return (Registration().set_issuer(platform.issuer).set_client_id(platform.client_id)
            .set_auth_login_url(platform.auth_login_url).set_auth_token_url(platform.access_token_url)
            .set_key_set_url(platform.jwks_url).set_tool_private_key(key.private_pem)
            .set_tool_public_key(key.public_pem))


def platform_find(iss: str, client_id: str | None) -> Platform | None:
    """The active platform registered for ``iss`` (and ``client_id``, when given). Without a client
    id, only an issuer registered once is found: two registrations would be ambiguous."""
    platforms = Platform.objects.filter(issuer=iss, is_active=True).select_related("institution")
    if client_id:
        return platforms.filter(client_id=client_id).first()
    found = list(platforms[:2])
    return found[0] if len(found) == 1 else None


class ToolConfig(ToolConfAbstract):
    def check_iss_has_one_client(self, iss: str) -> bool:
        return False

    def check_iss_has_many_clients(self, iss: str) -> bool:
        return True

    def find_registration_by_issuer(self, iss: str, *args, **kwargs) -> Registration | None:
        platform = platform_find(iss, None)
        return registration_for(platform) if platform else None

    def find_registration_by_params(self, iss: str, client_id: str | None, *args, **kwargs) -> Registration | None:
        platform = platform_find(iss, client_id)
        return registration_for(platform) if platform else None

    def find_deployment(self, iss: str, deployment_id: str) -> LibDeployment | None:
        return self.find_deployment_by_params(iss, deployment_id, None)

    def find_deployment_by_params(self, iss: str, deployment_id: str, client_id: str | None, *args,
                                  **kwargs) -> LibDeployment | None:
        platform = platform_find(iss, client_id)
        if platform is None:
            return None
        if not Deployment.objects.filter(platform=platform, deployment_id=deployment_id, is_active=True).exists():
            return None
        return LibDeployment().set_deployment_id(deployment_id)
