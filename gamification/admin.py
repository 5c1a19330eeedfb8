from django.contrib import admin

from gamification.models import XPTransaction


@admin.register(XPTransaction)
class XPTransactionAdmin(admin.ModelAdmin):
    """Read-only: the ledger is written by the award services only."""

    list_display = ("student", "amount", "source", "award_date", "slot", "created_at")
    list_filter = ("source", "award_date")
    search_fields = ("student__username",)

    def has_add_permission(self, request):
        return False

    def has_change_permission(self, request, obj=None):
        return False
