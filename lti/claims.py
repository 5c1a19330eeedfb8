"""Names of the LTI 1.3 claims we read (one place, so a typo cannot hide in a view)."""

LTI = "https://purl.imsglobal.org/spec/lti/claim/"
MESSAGE_TYPE = LTI + "message_type"
DEPLOYMENT_ID = LTI + "deployment_id"
ROLES = LTI + "roles"
CONTEXT = LTI + "context"
RESOURCE_LINK = LTI + "resource_link"
CUSTOM = LTI + "custom"
TARGET_LINK_URI = LTI + "target_link_uri"
DEEP_LINKING_SETTINGS = "https://purl.imsglobal.org/spec/lti-dl/claim/deep_linking_settings"
NRPS = "https://purl.imsglobal.org/spec/lti-nrps/claim/namesroleservice"
AGS = "https://purl.imsglobal.org/spec/lti-ags/claim/endpoint"

RESOURCE_LAUNCH = "LtiResourceLinkRequest"
DEEP_LINKING_LAUNCH = "LtiDeepLinkingRequest"

# Custom parameters a deep link carries (lti/deep_linking.py writes them, the launch reads them).
CUSTOM_UNIT = "coursetutor_unit"
CUSTOM_MODE = "coursetutor_mode"
MODE_ASK = "ask"
MODE_TEACH_ME = "teach_me"
