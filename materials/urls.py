from django.urls import path

from materials import views

urlpatterns = [
    path("teacher/courses/<int:course_id>/materials/", views.materials_page, name="materials_page"),
    path("teacher/courses/<int:course_id>/materials/status/", views.materials_status, name="materials_status"),
    path("teacher/courses/<int:course_id>/materials/upload/", views.materials_upload, name="materials_upload"),
    path("teacher/materials/<uuid:material_id>/delete/", views.material_delete, name="material_delete"),
    path("teacher/materials/<uuid:material_id>/reindex/", views.material_reindex, name="material_reindex"),
    path("teacher/materials/<uuid:material_id>/disable/", views.material_disable, name="material_disable"),
    path("teacher/materials/<uuid:material_id>/enable/", views.material_enable, name="material_enable"),
    path("teacher/materials/<uuid:material_id>/replace/", views.material_replace, name="material_replace"),
    path("teacher/restricted-sections/<int:section_id>/decide/", views.restricted_section_decide,
         name="restricted_section_decide"),
]
