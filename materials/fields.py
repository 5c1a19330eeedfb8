"""A column of half-precision vectors: ``halfvec[]`` (pgvector's halfvec, PostgreSQL's array).

Django's ``ArrayField(HalfVectorField())`` cannot read it back: psycopg has no loader for the
array type and hands over its text form. This field writes and reads that text form itself:
``{"[0.1,0.2]","[0.3,0.4]"}``.
"""

from __future__ import annotations

from django.db import models

from materials.vector_index import vector_literal


class HalfVectorArrayField(models.Field):
    """A list of equal-length float lists, stored as ``halfvec[]`` (2 bytes a number)."""

    description = "Array of half-precision vectors"

    def db_type(self, connection) -> str:
        return "halfvec[]"

    def get_db_prep_value(self, value, connection, prepared=False):
        if value is None:
            return None
        # Four decimals: half precision keeps about three significant digits anyway.
        return "{" + ",".join(f'"{vector_literal(v, digits=4)}"' for v in value) + "}"

    def from_db_value(self, value, expression, connection):
        if value is None or isinstance(value, list):
            return value
        inner = value.strip()[1:-1]
        if not inner:
            return []
        return [[float(x) for x in item.strip('"[]').split(",")] for item in inner.split('","')]

    def to_python(self, value):
        return self.from_db_value(value, None, None) if isinstance(value, str) else value
