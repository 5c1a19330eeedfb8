"""``{% suggested_prompts conversation %}``: the chips of the tutor page (tutor/suggestion_views.py)."""

from __future__ import annotations

from django import template

register = template.Library()


@register.inclusion_tag("tutor/partials/_suggested_prompts.html")
def suggested_prompts(conversation):
    from tutor.suggestion_views import chips_context

    return chips_context(conversation)
