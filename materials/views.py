"""The teacher's Materials page: upload several files, watch them index, replace, re-index, disable or
enable, delete.

One piece of markup, two entry points: HTMX requests get the list partial, plain requests the page.
"""

from __future__ import annotations

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.http import HttpRequest, HttpResponse
from django.shortcuts import redirect, render
from django.views.decorators.http import require_GET, require_POST
from django.utils.translation import gettext

from config.errors import ApplicationError
from materials import selectors, services
from materials.forms import MaterialReplaceForm, MaterialUploadForm, RestrictedDecisionForm


def _page_context(request: HttpRequest, course, form=None, results=None) -> dict:
    materials = list(selectors.material_list_for_course(course))
    return {
        "course": course,
        "materials": materials,
        "any_busy": any(m.is_busy for m in materials),
        "form": form or MaterialUploadForm(course=course),
        "results": results or [],
    }


@require_GET
@login_required
def materials_page(request: HttpRequest, course_id: int) -> HttpResponse:
    course = selectors.course_get_for_manager(request.user, course_id)
    return render(request, "materials/materials_page.html", _page_context(request, course))


@require_GET
@login_required
def materials_status(request: HttpRequest, course_id: int) -> HttpResponse:
    course = selectors.course_get_for_manager(request.user, course_id)
    return render(request, "materials/partials/_material_list.html", _page_context(request, course))


@require_POST
@login_required
def materials_upload(request: HttpRequest, course_id: int) -> HttpResponse:
    course = selectors.course_get_for_manager(request.user, course_id)
    form = MaterialUploadForm(request.POST, request.FILES, course=course)
    results: list[dict] = []
    status = 200
    if form.is_valid():
        for upload in form.cleaned_data["files"]:
            try:
                services.inspect_size(upload.size)
                material = services.material_upload(
                    user=request.user,
                    course=course,
                    filename=upload.name,
                    data=upload.read(),
                    material_type=form.cleaned_data["material_type"],
                    clo_ids=[c.pk for c in form.cleaned_data["clos"]],
                    unit_id=form.cleaned_data["unit"].pk if form.cleaned_data["unit"] else None,
                    bloom_level=form.cleaned_data["bloom_level"],
                )
                results.append({"name": upload.name, "ok": True, "message": gettext("Queued for indexing."), "material": material})
            except ApplicationError as error:
                results.append({"name": upload.name, "ok": False, "message": error.message, "status": error.status})
        if results and not any(r["ok"] for r in results):
            status = max(r["status"] for r in results)
        form = None
    else:
        status = 400
    context = _page_context(request, course, form=form, results=results)
    template = "materials/partials/_upload_panel.html" if request.htmx else "materials/materials_page.html"
    return render(request, template, context, status=status)


def _material_action(request: HttpRequest, material_id, action) -> HttpResponse:
    material = selectors.material_get_for_manager(request.user, material_id)
    course = material.course
    try:
        note = action(material)
        if note:
            messages.success(request, note)
    except ApplicationError as error:
        messages.error(request, error.message)
        if request.htmx:
            response = render(request, "materials/partials/_material_list.html", _page_context(request, course))
            response.status_code = error.status
            return response
    if request.htmx:
        return render(request, "materials/partials/_material_list.html", _page_context(request, course))
    return redirect("materials_page", course_id=course.pk)


@require_POST
@login_required
def material_delete(request: HttpRequest, material_id) -> HttpResponse:
    def delete(material):
        services.material_delete(user=request.user, material=material)
        return gettext("Deleted %(file)s and its passages.") % {"file": material.source_filename}

    return _material_action(request, material_id, delete)


@require_POST
@login_required
def material_reindex(request: HttpRequest, material_id) -> HttpResponse:
    def reindex(material):
        services.material_reindex(user=request.user, material=material)
        return gettext("Re-indexing %(file)s.") % {"file": material.source_filename}

    return _material_action(request, material_id, reindex)


def _set_enabled(request: HttpRequest, material_id, enabled: bool) -> HttpResponse:
    def toggle(material):
        services.material_set_enabled(user=request.user, material_id=material.pk, enabled=enabled)
        if enabled:
            return gettext("Enabled %(file)s: the tutor answers from it again.") % {"file": material.source_filename}
        return gettext("Disabled %(file)s: the tutor no longer quotes or cites it. Its passages are kept.") % {
            "file": material.source_filename}

    return _material_action(request, material_id, toggle)


@require_POST
@login_required
def material_disable(request: HttpRequest, material_id) -> HttpResponse:
    """Hide a material from students without deleting it (the course's teacher or admin only)."""
    return _set_enabled(request, material_id, False)


@require_POST
@login_required
def material_enable(request: HttpRequest, material_id) -> HttpResponse:
    """Make a disabled material reachable again, with its passages as they were (no re-indexing)."""
    return _set_enabled(request, material_id, True)


@require_POST
@login_required
def material_replace(request: HttpRequest, material_id) -> HttpResponse:
    def replace(material):
        form = MaterialReplaceForm(request.POST, request.FILES)
        if not form.is_valid():
            raise ApplicationError(gettext("Choose the new version of the file."), "invalid")
        upload = form.cleaned_data["file"]
        services.inspect_size(upload.size)
        services.material_upload(
            user=request.user, course=material.course, filename=upload.name, data=upload.read(),
            material_type=material.material_type, clo_ids=list(material.clos.values_list("pk", flat=True)),
            unit_id=material.unit_id, bloom_level=material.bloom_level, replace=material,
        )
        return gettext("Replaced %(file)s; the previous version stays searchable until the new one is indexed.") % {
            "file": material.source_filename}

    return _material_action(request, material_id, replace)


@require_POST
@login_required
def restricted_section_decide(request: HttpRequest, section_id: int) -> HttpResponse:
    """The teacher confirms a detected section as restricted or shows it to students. Only the
    course's teacher (or an admin who manages it): anyone else gets 404, as for a missing section."""
    form = RestrictedDecisionForm(request.POST)
    section = selectors.restricted_section_get_for_manager(request.user, section_id)
    course = section.material.course
    status = 200
    if not form.is_valid():
        messages.error(request, gettext("Choose whether the section stays hidden from students."))
        status = 400
    else:
        try:
            saved = services.restricted_section_decide(user=request.user, section_id=section_id,
                                                       restricted=form.cleaned_data["decision"] == "restricted")
            note = (gettext("“%(heading)s” in %(file)s: kept hidden from students.") if saved.hidden
                    else gettext("“%(heading)s” in %(file)s: now shown to students."))
            messages.success(request, note % {"heading": saved.heading, "file": saved.material.source_filename})
        except ApplicationError as error:
            messages.error(request, error.message)
            status = error.status
    if request.htmx:
        return render(request, "materials/partials/_material_list.html", _page_context(request, course), status=status)
    if status != 200:
        return render(request, "materials/materials_page.html", _page_context(request, course), status=status)
    return redirect("materials_page", course_id=course.pk)
