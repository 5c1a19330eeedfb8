"""Models of the tutor app."""
