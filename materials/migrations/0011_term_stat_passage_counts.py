"""The number of passages a student may reach, per material, beside the per-stem counts.

``materials_term_stat`` (0004, 0006, 0010) gains one row per (material, embedding model) with the
empty lexeme ``''`` (which ``to_tsvector`` never produces), whose ``passages`` is how many of the
material's passages are student-visible. The search reads a course's passage count there with one
index lookup instead of counting its chunk rows at question time: counting cost 6 ms on a
4,000-passage course and grows with the course (a 200,000-passage course pack: about 30 times
more), while the lookup stays under 0.1 ms (docs/benchmarks.md, "Search at a million passages").

The same statement-level triggers keep it, with the stems' counts, inside the writer's transaction.

An index by (model, stem) lets the search count a stem's passages across every course (bounded to
the first 1,000 materials): in a large course it decides whether the words half goes through the
text index alone (materials/search.py, ``words_half_by_text_index``).
"""

from django.db import migrations

FORWARD_FUNCTION = '''
    CREATE OR REPLACE FUNCTION materials_term_stat_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
            UPDATE materials_term_stat s SET passages = s.passages - gone.n
            FROM (
                SELECT material_id, embedding_model, lexeme, count(*) AS n
                FROM (
                    SELECT o.material_id, o.embedding_model, u.lexeme
                    FROM old_rows o, unnest(o.search_vector) AS u
                    WHERE NOT o.restricted AND o.material_enabled
                    UNION ALL
                    SELECT o.material_id, o.embedding_model, ''
                    FROM old_rows o
                    WHERE NOT o.restricted AND o.material_enabled
                ) stems
                GROUP BY 1, 2, 3
            ) gone
            WHERE s.material_id = gone.material_id AND s.embedding_model = gone.embedding_model
              AND s.lexeme = gone.lexeme;
            DELETE FROM materials_term_stat s
            WHERE s.passages <= 0 AND s.material_id IN (SELECT DISTINCT material_id FROM old_rows);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
            INSERT INTO materials_term_stat AS s (material_id, embedding_model, lexeme, course_id, passages)
            SELECT material_id, embedding_model, lexeme, min(course_id), count(*)
            FROM (
                SELECT n.material_id, n.embedding_model, u.lexeme, n.course_id
                FROM new_rows n, unnest(n.search_vector) AS u
                WHERE NOT n.restricted AND n.material_enabled
                UNION ALL
                SELECT n.material_id, n.embedding_model, '', n.course_id
                FROM new_rows n
                WHERE NOT n.restricted AND n.material_enabled
            ) stems
            GROUP BY 1, 2, 3
            ORDER BY 1, 2, 3
            ON CONFLICT (material_id, embedding_model, lexeme)
            DO UPDATE SET passages = s.passages + EXCLUDED.passages;
        END IF;
        RETURN NULL;
    END
    $$
'''

# 0010's function, unchanged.
PREVIOUS_FUNCTION = '''
    CREATE OR REPLACE FUNCTION materials_term_stat_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
            UPDATE materials_term_stat s SET passages = s.passages - gone.n
            FROM (
                SELECT o.material_id, o.embedding_model, u.lexeme, count(*) AS n
                FROM old_rows o, unnest(o.search_vector) AS u
                WHERE NOT o.restricted AND o.material_enabled
                GROUP BY 1, 2, 3
            ) gone
            WHERE s.material_id = gone.material_id AND s.embedding_model = gone.embedding_model
              AND s.lexeme = gone.lexeme;
            DELETE FROM materials_term_stat s
            WHERE s.passages <= 0 AND s.material_id IN (SELECT DISTINCT material_id FROM old_rows);
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
            INSERT INTO materials_term_stat AS s (material_id, embedding_model, lexeme, course_id, passages)
            SELECT n.material_id, n.embedding_model, u.lexeme, min(n.course_id), count(*)
            FROM new_rows n, unnest(n.search_vector) AS u
            WHERE NOT n.restricted AND n.material_enabled
            GROUP BY 1, 2, 3
            ORDER BY 1, 2, 3
            ON CONFLICT (material_id, embedding_model, lexeme)
            DO UPDATE SET passages = s.passages + EXCLUDED.passages;
        END IF;
        RETURN NULL;
    END
    $$
'''

# Passages stored before this migration (inside its transaction: no writer sees the table half counted).
BACKFILL = """
    INSERT INTO materials_term_stat (material_id, embedding_model, lexeme, course_id, passages)
    SELECT c.material_id, c.embedding_model, '', min(c.course_id), count(*)
    FROM materials_chunk c
    WHERE NOT c.restricted AND c.material_enabled
    GROUP BY 1, 2
    ON CONFLICT (material_id, embedding_model, lexeme) DO UPDATE SET passages = EXCLUDED.passages
"""


class Migration(migrations.Migration):
    dependencies = [("materials", "0010_material_enabled")]

    operations = [
        migrations.RunSQL("LOCK TABLE materials_chunk IN SHARE MODE", migrations.RunSQL.noop),
        migrations.RunSQL(FORWARD_FUNCTION, PREVIOUS_FUNCTION),
        migrations.RunSQL(BACKFILL, "DELETE FROM materials_term_stat WHERE lexeme = ''"),
        migrations.RunSQL(
            "CREATE INDEX materials_term_stat_lexeme ON materials_term_stat (embedding_model, lexeme) INCLUDE (passages)",
            "DROP INDEX IF EXISTS materials_term_stat_lexeme",
        ),
    ]
