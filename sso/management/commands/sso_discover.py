"""Print the SSO_OIDC_* settings for a provider, read from its discovery document."""

import requests
from django.core.management.base import BaseCommand, CommandError

SETTINGS = {"SSO_OIDC_AUTHORIZATION_URL": "authorization_endpoint", "SSO_OIDC_TOKEN_URL": "token_endpoint",
            "SSO_OIDC_USERINFO_URL": "userinfo_endpoint", "SSO_OIDC_JWKS_URL": "jwks_uri"}


class Command(BaseCommand):
    help = "Read <issuer>/.well-known/openid-configuration and print the environment lines for single sign-on."

    def add_arguments(self, parser) -> None:
        parser.add_argument("issuer", help="The provider's issuer URL, e.g. https://login.example.edu/realms/north")

    def handle(self, *args, issuer: str, **options) -> None:
        url = issuer.rstrip("/") + "/.well-known/openid-configuration"
        try:
            response = requests.get(url, timeout=15)
            response.raise_for_status()
            document = response.json()
        except (requests.RequestException, ValueError) as error:
            raise CommandError(f"Could not read {url}: {error}") from None
        missing = [key for key in SETTINGS.values() if not document.get(key)]
        if missing:
            raise CommandError(f"The discovery document has no {', '.join(missing)}.")
        if "RS256" not in document.get("id_token_signing_alg_values_supported", ["RS256"]):
            raise CommandError("The provider does not sign ID tokens with RS256, which CourseTutor expects.")
        for name, key in SETTINGS.items():
            self.stdout.write(f"{name}={document[key]}")
