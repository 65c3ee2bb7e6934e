// TrailsApp
