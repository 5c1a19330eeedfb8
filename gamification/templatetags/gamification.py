from django import template

from gamification.selectors import xp_summary_for

register = template.Library()


@register.inclusion_tag("gamification/partials/_xp_summary.html", takes_context=True)
def xp_summary(context) -> dict:
    """``{% load gamification %}{% xp_summary %}``: the signed-in student's XP card, no view change needed."""
    return {"xp_summary": xp_summary_for(context["request"].user)}
