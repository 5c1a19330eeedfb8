"""Models of the gamification app."""
