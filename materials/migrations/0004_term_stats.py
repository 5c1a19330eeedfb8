"""Per-material counts of the passages containing each search stem, kept by triggers on the chunks.

The evidence check needs, for each stem of a question, how many passages of the course contain it
(materials/evidence.py, term coverage). Counting it at question time meant testing every matching
passage once per stem (about 1.2 ms per stem on a 2,000-passage course); reading it here is one
index lookup per stem.

``materials_term_stat`` has one row per (material, embedding model, stem) found in its passages.
Statement-level triggers on ``materials_chunk`` keep it equal to the chunks whatever writes them
(bulk inserts, re-index swaps, ORM cascades, COPY, TRUNCATE), inside the writer's transaction, so
a search never sees counts that disagree with the passages. Each material has its own rows, so two
materials being indexed at once never wait on each other.
"""

from django.db import migrations

FORWARD = [
    """
    CREATE TABLE materials_term_stat (
        material_id uuid NOT NULL,
        embedding_model varchar(120) NOT NULL,
        lexeme text NOT NULL,
        course_id bigint NOT NULL,
        passages integer NOT NULL,
        PRIMARY KEY (material_id, embedding_model, lexeme)
    )
    """,
    "CREATE INDEX materials_term_stat_course ON materials_term_stat (course_id, embedding_model, lexeme) INCLUDE (passages)",
    """
    CREATE FUNCTION materials_term_stat_sync() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        IF TG_OP IN ('DELETE', 'UPDATE') THEN
            UPDATE materials_term_stat s SET passages = s.passages - gone.n
            FROM (
                SELECT o.material_id, o.embedding_model, u.lexeme, count(*) AS n
                FROM old_rows o, unnest(o.search_vector) AS u
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
            GROUP BY 1, 2, 3
            ORDER BY 1, 2, 3
            ON CONFLICT (material_id, embedding_model, lexeme)
            DO UPDATE SET passages = s.passages + EXCLUDED.passages;
        END IF;
        RETURN NULL;
    END
    $$
    """,
    """
    CREATE FUNCTION materials_term_stat_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
        TRUNCATE materials_term_stat;
        RETURN NULL;
    END
    $$
    """,
    """CREATE TRIGGER materials_term_stat_insert AFTER INSERT ON materials_chunk
       REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION materials_term_stat_sync()""",
    """CREATE TRIGGER materials_term_stat_delete AFTER DELETE ON materials_chunk
       REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION materials_term_stat_sync()""",
    """CREATE TRIGGER materials_term_stat_update AFTER UPDATE ON materials_chunk
       REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
       FOR EACH STATEMENT EXECUTE FUNCTION materials_term_stat_sync()""",
    """CREATE TRIGGER materials_term_stat_truncate AFTER TRUNCATE ON materials_chunk
       FOR EACH STATEMENT EXECUTE FUNCTION materials_term_stat_truncate()""",
    # Chunks stored before this migration.
    """
    INSERT INTO materials_term_stat (material_id, embedding_model, lexeme, course_id, passages)
    SELECT c.material_id, c.embedding_model, u.lexeme, min(c.course_id), count(*)
    FROM materials_chunk c, unnest(c.search_vector) AS u
    GROUP BY 1, 2, 3
    """,
]

BACKWARD = [
    "DROP TRIGGER IF EXISTS materials_term_stat_insert ON materials_chunk",
    "DROP TRIGGER IF EXISTS materials_term_stat_delete ON materials_chunk",
    "DROP TRIGGER IF EXISTS materials_term_stat_update ON materials_chunk",
    "DROP TRIGGER IF EXISTS materials_term_stat_truncate ON materials_chunk",
    "DROP FUNCTION IF EXISTS materials_term_stat_sync()",
    "DROP FUNCTION IF EXISTS materials_term_stat_truncate()",
    "DROP TABLE IF EXISTS materials_term_stat",
]


class Migration(migrations.Migration):
    dependencies = [("materials", "0003_chunk_rows_inline")]

    operations = [migrations.RunSQL(sql=FORWARD, reverse_sql=BACKWARD)]
