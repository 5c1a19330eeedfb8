"""CSV form of a course report: one long table (section, label, metric, value), so every section
fits in one file a spreadsheet opens directly."""

from __future__ import annotations

import csv
import io

from analytics.selectors import CourseReport


def _cell(value) -> str:
    # Spreadsheet formula injection: a cell starting with = + - @ would be evaluated by the reader.
    text = "" if value is None else str(value)
    return "'" + text if text[:1] in ("=", "+", "-", "@") else text


def course_report_csv(report: CourseReport) -> str:
    data = report.as_dict()
    rows: list[list] = [
        ["range", "", "start", data["date_range"]["start"]],
        ["range", "", "end", data["date_range"]["end"]],
        ["privacy", "", "min_students", data["min_students"]],
        ["privacy", "", "report_suppressed", str(data["suppressed"]).lower()],
    ]
    rows += [["privacy", name, "rows_suppressed", n] for name, n in sorted(data["suppressed_rows"].items())]
    rows += [
        ["kpi", "", metric, data[metric]]
        for metric in ("total_conversations", "total_messages", "avg_messages_per_conversation", "avg_satisfaction_rating")
    ]
    rows += [["top_questioned_clos", f"{r['clo_code']} {r['clo_title']}", "conversation_count", r["conversation_count"]]
             for r in data["top_questioned_clos"]]
    rows += [["common_topics", r["topic"], "frequency", r["frequency"]] for r in data["common_topics"]]
    rows += [["usage_over_time", r["date"], "conversation_count", r["conversation_count"]] for r in data["usage_over_time"]]
    rows += [["integrity_flags", r["assignment"], "flag_count", r["flag_count"]] for r in data["integrity_flags"]]
    rows += [["refusal_topics", r["topic"], "frequency", r["frequency"]] for r in data["refusal_topics"]]
    out = io.StringIO()
    writer = csv.writer(out)
    writer.writerow(["section", "label", "metric", "value"])
    writer.writerows([[_cell(v) for v in row] for row in rows])
    return out.getvalue()
